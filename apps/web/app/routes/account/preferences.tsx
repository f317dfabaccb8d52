/**
 * Preferences `/my-account/preferences`: the newsletter subscription of the customer's e-mail;
 * subscribe is offered only when not subscribed, unsubscribe only when subscribed.
 */
import { useEffect, useState } from 'react';
import styles from '../../components/account/account.module.css';
import { FormAlert } from '../../components/account/form-field.tsx';
import { errorMessage } from '../../lib/account-form.ts';
import { accountMeta } from '../../lib/account-pages.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { notify } from '../../stores/notifications.ts';
import {
  getNewsletterSubscribed,
  setNewsletterSubscribed,
  useAccountUser,
} from '../../stores/user.ts';
import type { Route } from './+types/preferences';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'Preferences');

export default function PreferencesPage() {
  const t = useTranslate();
  const { locale } = useStoreView();
  const user = useAccountUser();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getNewsletterSubscribed(user.email)
      .then((status) => current && setSubscribed(status))
      .catch(async (error: unknown) => {
        const message = await errorMessage(error, locale);
        if (current) setProblem(message);
      });
    return () => {
      current = false;
    };
  }, [user.email, locale]);

  const change = async (next: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await setNewsletterSubscribed(user.email, next);
      setSubscribed(next);
      notify({
        type: 'success',
        message: t(
          next
            ? 'You are subscribed to the newsletter'
            : 'You are unsubscribed from the newsletter',
        ),
      });
    } catch (error) {
      setProblem(await errorMessage(error, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{t('Preferences')}</h1>
      <section className={styles.section} aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t('Newsletter')}</h2>
        <p>{t('Newsletter text')}</p>
        {subscribed === null && !problem ? <p role="status">{t('Loading')}</p> : null}
        {subscribed === true ? (
          <>
            <p>{t('Newsletter subscribed', { email: user.email })}</p>
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => change(false)}
            >
              {t('Unsubscribe from the newsletter')}
            </button>
          </>
        ) : null}
        {subscribed === false ? (
          <>
            <p>{t('Newsletter not subscribed', { email: user.email })}</p>
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => change(true)}
            >
              {t('Subscribe to the newsletter')}
            </button>
          </>
        ) : null}
        <FormAlert message={problem} />
      </section>
    </>
  );
}
