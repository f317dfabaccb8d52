/**
 * The newsletter sign-up form (footer of every page, newsletter modal): an e-mail address, sent
 * to the API, which mails a confirmation link (double opt-in). The answer never says whether the
 * address was subscribed before; the shopper reads that a mail is on its way. A successful
 * sign-up pushes the analytics event newsletter_subscription.
 *
 * A logged-in customer (a stored login) gets their own address filled in and signs up with
 * their token: their verified address is subscribed at once and the coupon mailed (decision
 * 39); a customer who receives the newsletter already reads so and is not signed up again
 * (secondary-areas §4). The customer's code loads only when a login is stored, the sending
 * code when the form is first sent (newsletter-submit.ts).
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import {
  getAccessToken,
  NEWSLETTER_CHANGE_EVENT,
  SESSION_CHANGE_EVENT,
} from '../../lib/session.ts';
import type { NewsletterCustomer } from '../../stores/newsletter-customer.ts';
import styles from './newsletter.module.css';

type State = 'idle' | 'sending' | 'sent' | 'subscribed' | 'invalid' | 'too_many' | 'failed';

export function NewsletterSignup({ place }: { place: 'footer' | 'modal' }) {
  const t = useTranslate();
  const view = useStoreView();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>('idle');
  const customer = useNewsletterCustomer(setEmail);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    try {
      const { sendNewsletterSignup } = await import('./newsletter-submit.ts');
      setState(await sendNewsletterSignup(email.trim(), view, customer, place));
    } catch {
      // The sending code could not be loaded (offline).
      setState('failed');
    }
  }

  if (customer?.subscribed && state !== 'subscribed') {
    return (
      <p className={styles.sent} data-testid={`newsletter-${place}-subscribed`}>
        {t('Newsletter subscribed', { email: customer.email })}
      </p>
    );
  }
  if (state === 'sent' || state === 'subscribed') {
    return (
      <p className={styles.sent} role="status" data-testid={`newsletter-${place}-sent`}>
        {state === 'subscribed'
          ? t('You are subscribed. We have sent your discount code to your e-mail address.')
          : t('Almost done: we have sent you an e-mail. Confirm your sign-up with its link.')}
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

/**
 * The logged-in customer's address and newsletter status, read in the browser after a stored
 * login is found (and again when the login changes in this tab); their address fills the empty
 * field; it is read again when the login or the subscription changes in this tab (the
 * preferences page). Null for a guest, while loading, or when it cannot be read (the guest form
 * still works).
 */
function useNewsletterCustomer(
  fill: (update: (typed: string) => string) => void,
): NewsletterCustomer | null {
  const view = useStoreView();
  const [customer, setCustomer] = useState<NewsletterCustomer | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      if (!getAccessToken()) {
        setCustomer(null);
        return;
      }
      import('../../stores/newsletter-customer.ts')
        .then(({ loadNewsletterCustomer }) => loadNewsletterCustomer(view))
        .then(
          (found) => {
            if (!live) return;
            setCustomer(found);
            if (found) fill((typed) => typed || found.email);
          },
          () => {
            if (live) setCustomer(null);
          },
        );
    };
    load();
    window.addEventListener(SESSION_CHANGE_EVENT, load);
    window.addEventListener(NEWSLETTER_CHANGE_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(SESSION_CHANGE_EVENT, load);
      window.removeEventListener(NEWSLETTER_CHANGE_EVENT, load);
    };
  }, [view, fill]);
  return customer;
}
