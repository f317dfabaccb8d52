/**
 * The newsletter sign-up form (footer of every page, newsletter modal): an e-mail address, sent
 * to the API, which mails a confirmation link (double opt-in). The answer never says whether the
 * address was subscribed before; the shopper reads that a mail is on its way. A successful
 * sign-up pushes the analytics event newsletter_subscription.
 */
import { type FormEvent, useId, useState } from 'react';
import { pushAnalyticsEvent } from '../../lib/analytics.ts';
import { ApiError } from '../../lib/api.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { signUpForNewsletter } from '../../lib/newsletter-api.ts';
import styles from './newsletter.module.css';

type State = 'idle' | 'sending' | 'sent' | 'invalid' | 'too_many' | 'failed';

export function NewsletterSignup({ place }: { place: 'footer' | 'modal' }) {
  const t = useTranslate();
  const view = useStoreView();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    try {
      await signUpForNewsletter(email.trim(), view.code);
      setState('sent');
      pushAnalyticsEvent('newsletter_subscription', { placement: place });
    } catch (error) {
      if (error instanceof ApiError && error.code === 429) setState('too_many');
      else if (error instanceof ApiError && error.code === 400) setState('invalid');
      else setState('failed');
    }
  }

  if (state === 'sent') {
    return (
      <p className={styles.sent} role="status" data-testid={`newsletter-${place}-sent`}>
        {t('Almost done: we have sent you an e-mail. Confirm your sign-up with its link.')}
      </p>
    );
  }
  const problem =
    state === 'invalid'
      ? t('Please provide valid e-mail address.')
      : state === 'too_many'
        ? t('Too many attempts. Please try again in an hour.')
        : state === 'failed'
          ? t('Signing up did not work. Please try again.')
          : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`newsletter-${place}`}>
      <label htmlFor={`${id}-email`}>{t('Your e-mail address')}</label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state === 'invalid' ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="submit" disabled={state === 'sending'}>
          {t('Sign up')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
