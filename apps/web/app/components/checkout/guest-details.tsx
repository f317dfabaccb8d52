/**
 * The checkout's first step for a shopper who is not logged in. Ordering needs a login ('You need
 * to be logged in to go through the checkout process.'), but paying needs no invented password:
 * the shopper gives only an e-mail address.
 * - A new address gets an account without a password and is logged in on the spot, without
 *   leaving the checkout; the cart moves to it with its coupon. Name and address are asked next,
 *   in the checkout's address section (not here as well). A later login goes by mailed code.
 * - An address that has an account asks, right here, for its password or a code mailed to it:
 *   typing an address never opens its account.
 */
import { ACCOUNT_MESSAGES, type StoreView, validateEmail } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { useAccountForm } from '../../lib/account-form.ts';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { saveCheckoutDetails } from '../../stores/checkout.ts';
import { login, loginWithCode, startCheckoutWithEmail } from '../../stores/login.ts';
import { requestLoginCode } from '../../stores/user.ts';
import accountStyles from '../account/account.module.css';
import { EmailField, FormAlert, FormField } from '../account/form-field.tsx';
import styles from './checkout.module.css';
import { newDetails } from './use-checkout.ts';

/** The API's answer for an address that has an account: log in to go on. */
const LOGIN_REQUIRED_KEY = 'account.login_required';

type Step =
  | { kind: 'email' }
  | { kind: 'existing'; email: string }
  | { kind: 'code'; email: string; requestId: string };

export function GuestDetails() {
  const t = useTranslate();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const stepRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // A new step starts at its first field (not on the first render: the page's own focus stays).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is what moves the focus
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    stepRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [step]);

  return (
    <section className={styles.section} aria-labelledby="checkout-address">
      <h2 id="checkout-address">
        <span className={styles.step} aria-hidden="true">
          1
        </span>
        {t('Your details')}
      </h2>
      <div ref={stepRef} className={styles.guest}>
        {step.kind === 'email' ? (
          <EmailStep onExisting={(email) => setStep({ kind: 'existing', email })} />
        ) : step.kind === 'existing' ? (
          <ExistingAccountStep
            email={step.email}
            onCodeSent={(requestId) => setStep({ kind: 'code', email: step.email, requestId })}
            onOtherEmail={() => setStep({ kind: 'email' })}
          />
        ) : (
          <CodeStep
            // A new code starts an empty form.
            key={step.requestId}
            email={step.email}
            requestId={step.requestId}
            onCodeSent={(requestId) => setStep({ kind: 'code', email: step.email, requestId })}
            onOtherEmail={() => setStep({ kind: 'email' })}
          />
        )}
      </div>
    </section>
  );
}

/**
 * The shopper is in checkout from here: the cart moving to the account brings no 'added to cart'
 * notices. Details that hold only the e-mail address give way to the account's names and default
 * address once logged in (use-checkout.ts).
 */
function markInCheckout(storeView: StoreView, email: string): void {
  saveCheckoutDetails(storeView.code, {
    ...newDetails(storeView, { firstName: '', lastName: '', email: email.trim() }),
    modifiedAt: Date.now(),
  });
}

function EmailStep({ onExisting }: { onExisting: (email: string) => void }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const form = useAccountForm({ email: '' }, (values) => ({ email: validateEmail(values.email) }));
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={form.onSubmit(async ({ email }) => {
        markInCheckout(storeView, email);
        try {
          await startCheckoutWithEmail(storeView, email);
        } catch (error) {
          if (error instanceof ApiError && error.key === LOGIN_REQUIRED_KEY) {
            onExisting(email.trim());
            return;
          }
          throw error;
        }
      })}
    >
      <p className={styles.note}>{t('Checkout e-mail note')}</p>
      <EmailField error={form.errors.email} {...form.field('email')} />
      <FormAlert message={form.formError} />
      <button type="submit" className={accountStyles.primary} disabled={form.busy}>
        {t('Continue to your address')}
      </button>
    </form>
  );
}

function ExistingAccountStep({
  email,
  onCodeSent,
  onOtherEmail,
}: {
  email: string;
  onCodeSent: (requestId: string) => void;
  onOtherEmail: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const form = useAccountForm({ password: '' }, (values) => ({
    password: values.password === '' ? ACCOUNT_MESSAGES.required : null,
  }));
  const sender = useCodeSender(email, onCodeSent);
  return (
    <div className={styles.form}>
      <p role="status" className={styles.note}>
        {t('There is already an account for {email}.', { email })}{' '}
        {t('Log in to continue: with your password, or with a code we e-mail you.')}
      </p>
      <form
        noValidate
        className={styles.form}
        onSubmit={form.onSubmit(async ({ password }) => {
          markInCheckout(storeView, email);
          await login(storeView, email, password);
        })}
      >
        {/* The address for the password manager, which fills the password of this account. */}
        <input type="hidden" name="email" autoComplete="username" value={email} />
        <FormField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.password}
          {...form.field('password')}
        />
        <FormAlert message={form.formError} />
        <button type="submit" className={accountStyles.primary} disabled={form.busy}>
          {t('Log in')}
        </button>
      </form>
      <div className={styles.codeChoice}>
        <p>{t('No password, or forgotten it?')}</p>
        <FormAlert message={sender.error} />
        <button
          type="button"
          className={styles.secondary}
          disabled={sender.sending}
          onClick={sender.send}
        >
          {t('Send me a code')}
        </button>
      </div>
      <div className={styles.authLinks}>
        <button type="button" className={accountStyles.linkButton} onClick={onOtherEmail}>
          {t('Use another e-mail address')}
        </button>
      </div>
    </div>
  );
}

function CodeStep({
  email,
  requestId,
  onCodeSent,
  onOtherEmail,
}: {
  email: string;
  requestId: string;
  onCodeSent: (requestId: string) => void;
  onOtherEmail: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const sender = useCodeSender(email, onCodeSent);
  const form = useAccountForm({ code: '' }, (values) => ({
    code: /^\d{6}$/.test(values.code.trim())
      ? null
      : values.code.trim() === ''
        ? ACCOUNT_MESSAGES.required
        : 'The code has 6 digits',
  }));
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={form.onSubmit(async ({ code }) => {
        markInCheckout(storeView, email);
        await loginWithCode(storeView, requestId, code);
      })}
    >
      <p role="status" className={styles.note}>
        {t('Code sent', { email })}
      </p>
      <FormField
        label={t('Code from the e-mail')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={form.errors.code}
        {...form.field('code')}
      />
      <FormAlert message={form.formError ?? sender.error} />
      <button type="submit" className={accountStyles.primary} disabled={form.busy}>
        {t('Log in')}
      </button>
      <div className={styles.authLinks}>
        <button
          type="button"
          className={accountStyles.linkButton}
          disabled={sender.sending}
          onClick={sender.send}
        >
          {t('Send a new code')}
        </button>
        <button type="button" className={accountStyles.linkButton} onClick={onOtherEmail}>
          {t('Use another e-mail address')}
        </button>
      </div>
    </form>
  );
}

/** Mails a login code to the address: the request's id goes on, a refusal shows. */
function useCodeSender(email: string, onCodeSent: (requestId: string) => void) {
  const storeView = useStoreView();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    setSending(true);
    setError(null);
    requestLoginCode(storeView, email)
      .then(onCodeSent)
      .catch(async (problem: unknown) => setError(await errorText(storeView.locale, problem)))
      .finally(() => setSending(false));
  };
  return { sending, error, send };
}
