/**
 * The page the newsletter's confirmation mail links to (/newsletter/confirm?token=…): in the
 * browser it confirms the sign-up and says so, or says why the link did not work (expired, used
 * already, not valid). The server-rendered page holds nothing personal: the token is read only
 * in the browser.
 */
import { useEffect, useState } from 'react';
import styles from '../../components/newsletter/newsletter.module.css';
import { trackEvent } from '../../lib/analytics.ts';
import { createTranslator, useTranslate } from '../../lib/i18n.ts';
import { confirmNewsletter, linkProblemOf } from '../../lib/newsletter-api.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStoreViewFromPath } from '../../lib/store-view.ts';
import type { Route } from './+types/confirm';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Confirm your newsletter sign-up')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

type State = 'working' | 'confirmed' | 'expired' | 'used' | 'invalid' | 'failed';

export default function NewsletterConfirmPage() {
  const t = useTranslate();
  const [state, setState] = useState<State>('working');
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    let live = true;
    confirmNewsletter(token).then(
      () => {
        if (!live) return;
        setState('confirmed');
        trackEvent('newsletter_subscription', 'confirmation');
      },
      (error: unknown) => {
        if (live) setState(linkProblemOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const text: Record<State, string> = {
    working: t('One moment: we are confirming your sign-up…'),
    confirmed: t(
      'Thank you! Your sign-up is confirmed. We have sent your discount code to your e-mail address.',
    ),
    expired: t('This confirmation link has expired. Please sign up again in the footer.'),
    used: t('Your sign-up has already been confirmed.'),
    invalid: t(
      'This link is not (or no longer) valid. Use the link in the newest e-mail or sign up again.',
    ),
    failed: t('Signing up did not work. Please try again.'),
  };
  return (
    <main id="main" className={styles.page}>
      <h1>{t('Newsletter')}</h1>
      <p role="status" data-testid="newsletter-confirm-state" data-state={state}>
        {text[state]}
      </p>
    </main>
  );
}
