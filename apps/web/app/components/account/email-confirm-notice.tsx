/**
 * The account's e-mail address while it waits for a confirmation: its own while unconfirmed
 * (nothing is linked to the account by it, like the store purchases, until then) or a new one
 * asked for in the profile. A button mails the link again.
 */
import { useState } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import type { CurrentUser } from '../../lib/user-api.ts';
import { resendEmailConfirmation } from '../../stores/user.ts';
import styles from './account.module.css';

export function EmailConfirmNotice({ user }: { user: CurrentUser }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const target = user.pending_email ?? (user.email_confirmed === false ? user.email : null);
  if (!target) return null;
  const send = async () => {
    setState('busy');
    setProblem(null);
    try {
      await resendEmailConfirmation();
      setState('sent');
    } catch (error) {
      setProblem(await errorText(storeView.locale, error));
      setState('idle');
    }
  };
  return (
    <div className={styles.notice} data-testid="email-confirm-notice">
      <p>
        {user.pending_email
          ? t('Pending: confirm your new e-mail address via the mail we sent to {email}.', {
              email: user.pending_email,
            })
          : t(
              'Your e-mail address is not confirmed yet. Confirm it via the link in the mail we sent to {email}; then your purchases in our stores show here too.',
              { email: user.email },
            )}
      </p>
      <p role="status" className={state === 'sent' ? styles.success : styles.alertIdle}>
        {state === 'sent'
          ? t('We have sent a new confirmation mail to {email}.', { email: target })
          : ''}
      </p>
      {problem ? (
        <p role="alert" className={styles.formError}>
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.linkButton}
        disabled={state === 'busy'}
        onClick={() => void send()}
      >
        {t('Send the confirmation mail again')}
      </button>
    </div>
  );
}
