/**
 * The page every newsletter mail's unsubscribe link opens (/newsletter/unsubscribe?token=…):
 * one click on its button unsubscribes, and the page confirms it. It does not unsubscribe on
 * opening, so a mail program that opens links to check them unsubscribes nobody.
 */
import { useState } from 'react';
import styles from '../../components/newsletter/newsletter.module.css';
import { createTranslator, useTranslate } from '../../lib/i18n.ts';
import { linkProblemOf, unsubscribeByLink } from '../../lib/newsletter-api.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStoreViewFromPath } from '../../lib/store-view.ts';
import type { Route } from './+types/unsubscribe';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Unsubscribe from the newsletter')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

type State = 'idle' | 'working' | 'done' | 'invalid' | 'failed';

export default function NewsletterUnsubscribePage() {
  const t = useTranslate();
  const [state, setState] = useState<State>('idle');
  async function unsubscribe() {
    setState('working');
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    try {
      await unsubscribeByLink(token);
      setState('done');
    } catch (error) {
      const problem = linkProblemOf(error);
      setState(problem === 'failed' ? 'failed' : 'invalid');
    }
  }
  return (
    <main id="main" className={styles.page}>
      <h1>{t('Unsubscribe from the newsletter')}</h1>
      {state === 'done' ? (
        <p role="status" data-testid="newsletter-unsubscribed">
          {t('You are unsubscribed. You will not receive the newsletter any more.')}
        </p>
      ) : (
        <>
          <p>{t('Do you no longer want to receive the newsletter?')}</p>
          <button
            type="button"
            className={styles.action}
            onClick={unsubscribe}
            disabled={state === 'working'}
          >
            {t('Unsubscribe')}
          </button>
          {state === 'invalid' || state === 'failed' ? (
            <p role="alert" className={styles.problem}>
              {state === 'invalid'
                ? t('This link is not valid. Use the link in the newest e-mail.')
                : t('Unsubscribing did not work. Please try again.')}
            </p>
          ) : null}
        </>
      )}
    </main>
  );
}
