/**
 * The authentication modal: log in, sign up, forgotten password and log in with a mailed code.
 * A modal <dialog> (lib/use-dialog.ts): the rest of the page is inert while it is open (the focus
 * stays inside), Escape closes it and the focus returns to where it was. Loaded when it opens.
 */
import {
  ACCOUNT_MESSAGES,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
} from '@shop/core';
import { useEffect, useState } from 'react';
import { useAccountForm } from '../../lib/account-form.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
// The account calls come with the user store anyway (one script, the account chunk).
import { requestPasswordReset } from '../../lib/user-api.ts';
import { login, loginWithCode, register } from '../../stores/login.ts';
import { type AuthView, openAuthModal, setUiState } from '../../stores/ui.ts';
import * as user from '../../stores/user.ts';
import styles from './account.module.css';
import { EmailField, FormAlert, FormField, NameFields, NewPasswordFields } from './form-field.tsx';

const TITLES = {
  login: 'Log in',
  register: 'Create an account',
  'forgot-password': 'Forgot your password?',
  code: 'Log in with a code',
} as const;

/** Closes the modal (here rather than in ui.ts, which every page loads). */
const closeAuthModal = () => setUiState({ authModal: null });

export default function AuthModal({ view }: { view: AuthView }) {
  const t = useTranslate();
  const dialog = useModalDialog(closeAuthModal);

  // A new view starts at its first field.
  useEffect(() => {
    dialog.ref.current?.querySelector<HTMLElement>(`[data-view="${view}"] input`)?.focus();
  }, [view, dialog.ref]);

  return (
    <dialog {...dialog} className={styles.modal} aria-labelledby="auth-modal-title">
      <div className={styles.modalHeader}>
        <h2 id="auth-modal-title">{t(TITLES[view])}</h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t('Close')}
          onClick={closeAuthModal}
        >
          ×
        </button>
      </div>
      <div data-view={view}>
        {view === 'login' ? <LoginForm /> : null}
        {view === 'register' ? <RegisterForm /> : null}
        {view === 'forgot-password' ? <ForgotPasswordForm /> : null}
        {view === 'code' ? <CodeLoginForm /> : null}
      </div>
    </dialog>
  );
}

function LoginForm() {
  const t = useTranslate();
  const storeView = useStoreView();
  const form = useAccountForm({ email: '', password: '' }, (values) => ({
    email: validateEmail(values.email),
    password: values.password === '' ? ACCOUNT_MESSAGES.required : null,
  }));
  return (
    <>
      <form
        noValidate
        className={styles.form}
        onSubmit={form.onSubmit(async ({ email, password }) => {
          await login(storeView, email, password);
          closeAuthModal();
        })}
      >
        <EmailField error={form.errors.email} {...form.field('email')} />
        <FormField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.password}
          {...form.field('password')}
        />
        <FormAlert message={form.formError} />
        <button type="submit" className={styles.primary} disabled={form.busy}>
          {t('Log in')}
        </button>
      </form>
      <div className={styles.switches}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openAuthModal('forgot-password')}
        >
          {t('Forgot your password?')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => openAuthModal('code')}>
          {t('Log in with a code')}
        </button>
        <p>
          {t('No account yet?')}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => openAuthModal('register')}
          >
            {t('Create an account')}
          </button>
        </p>
      </div>
    </>
  );
}

function RegisterForm() {
  const t = useTranslate();
  const storeView = useStoreView();
  const form = useAccountForm(
    { firstname: '', lastname: '', email: '', password: '', passwordConfirmation: '' },
    (values) => ({
      firstname: validateName(values.firstname),
      lastname: validateName(values.lastname),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
      passwordConfirmation: validatePasswordConfirmation(
        values.password,
        values.passwordConfirmation,
      ),
    }),
  );
  return (
    <>
      <form
        noValidate
        className={styles.form}
        onSubmit={form.onSubmit(async ({ firstname, lastname, email, password }) => {
          await register(storeView, { firstname, lastname, email }, password);
          closeAuthModal();
        })}
      >
        <NameFields
          firstname={{ error: form.errors.firstname, ...form.field('firstname') }}
          lastname={{ error: form.errors.lastname, ...form.field('lastname') }}
        />
        <EmailField error={form.errors.email} {...form.field('email')} />
        <NewPasswordFields
          label={t('Password')}
          repeatLabel={t('Repeat password')}
          password={{ error: form.errors.password, ...form.field('password') }}
          confirmation={{
            error: form.errors.passwordConfirmation,
            ...form.field('passwordConfirmation'),
          }}
        />
        <FormAlert message={form.formError} />
        <button type="submit" className={styles.primary} disabled={form.busy}>
          {t('Create an account')}
        </button>
      </form>
      <div className={styles.switches}>
        <p>
          {t('Already have an account?')}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => openAuthModal('login')}
          >
            {t('Log in')}
          </button>
        </p>
      </div>
    </>
  );
}

function ForgotPasswordForm() {
  const t = useTranslate();
  const storeView = useStoreView();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({ email: '' }, (values) => ({ email: validateEmail(values.email) }));
  return (
    <>
      {sentTo ? (
        <p role="status" className={styles.success}>
          {t('Reset link sent', { email: sentTo })}
        </p>
      ) : (
        <form
          noValidate
          className={styles.form}
          onSubmit={form.onSubmit(async ({ email }) => {
            await requestPasswordReset(storeView.code, email.trim());
            setSentTo(email.trim());
          })}
        >
          <p>{t('Forgot password text')}</p>
          <EmailField error={form.errors.email} {...form.field('email')} />
          <FormAlert message={form.formError} />
          <button type="submit" className={styles.primary} disabled={form.busy}>
            {t('Send reset link')}
          </button>
        </form>
      )}
      <div className={styles.switches}>
        <button type="button" className={styles.linkButton} onClick={() => openAuthModal('login')}>
          {t('Back to log in')}
        </button>
      </div>
    </>
  );
}

function CodeLoginForm() {
  const t = useTranslate();
  const storeView = useStoreView();
  const [request, setRequest] = useState<{ id: string; email: string } | null>(null);
  const emailForm = useAccountForm({ email: '' }, (values) => ({
    email: validateEmail(values.email),
  }));
  const codeForm = useAccountForm({ code: '' }, (values) => ({
    code: /^\d{6}$/.test(values.code.trim())
      ? null
      : values.code.trim() === ''
        ? ACCOUNT_MESSAGES.required
        : 'The code has 6 digits',
  }));
  return (
    <>
      {request ? (
        <form
          noValidate
          className={styles.form}
          onSubmit={codeForm.onSubmit(async ({ code }) => {
            await loginWithCode(storeView, request.id, code);
            closeAuthModal();
          })}
        >
          <p role="status">{t('Code sent', { email: request.email })}</p>
          <FormField
            label={t('Code from the e-mail')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={codeForm.errors.code}
            {...codeForm.field('code')}
          />
          <FormAlert message={codeForm.formError} />
          <button type="submit" className={styles.primary} disabled={codeForm.busy}>
            {t('Log in')}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => setRequest(null)}>
            {t('Send a new code')}
          </button>
        </form>
      ) : (
        <form
          noValidate
          className={styles.form}
          onSubmit={emailForm.onSubmit(async ({ email }) => {
            const id = await user.requestLoginCode(storeView, email);
            setRequest({ id, email: email.trim() });
          })}
        >
          <p>{t('Code login text')}</p>
          <EmailField error={emailForm.errors.email} {...emailForm.field('email')} />
          <FormAlert message={emailForm.formError} />
          <button type="submit" className={styles.primary} disabled={emailForm.busy}>
            {t('Send me a code')}
          </button>
        </form>
      )}
      <div className={styles.switches}>
        <button type="button" className={styles.linkButton} onClick={() => openAuthModal('login')}>
          {t('Log in with a password')}
        </button>
      </div>
    </>
  );
}
