/**
 * The reset-password page `/reset-password?email=…&token=…` (and `/de/reset-password`): the link
 * of the reset mail. The shopper chooses a new password (core's rules, repeated); the API ends
 * every session of the account, and the shopper logs in with the new password.
 */
import { validatePassword, validatePasswordConfirmation } from '@shop/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import styles from '../components/account/account.module.css';
import { FormAlert, NewPasswordFields } from '../components/account/form-field.tsx';
import { useAccountForm } from '../lib/account-form.ts';
import { accountAlternates, accountMeta } from '../lib/account-pages.ts';
import { useTranslate } from '../lib/i18n.ts';
import { resetCustomerPassword } from '../lib/user-api.ts';
import { openAuthModal } from '../stores/ui.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ location }) => [
  ...accountMeta(location.pathname, 'Choose a new password'),
  // The address carries a secret (reset token): no Referer with it, not even to the shop.
  { name: 'referrer', content: 'no-referrer' },
];

export function loader({ request }: Route.LoaderArgs) {
  // The token stays on this page: the switch to the other language loses it on purpose.
  return { alternates: accountAlternates(new URL(request.url).pathname) };
}

export default function ResetPasswordPage() {
  const t = useTranslate();
  const params = new URLSearchParams(useLocation().search);
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useAccountForm({ password: '', confirmation: '' }, (values) => ({
    password: validatePassword(values.password),
    confirmation: validatePasswordConfirmation(values.password, values.confirmation),
  }));

  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">{t('Choose a new password')}</h1>
      {!email || !token ? (
        <p role="alert">{t('This link is not complete. Please ask for a new e-mail.')}</p>
      ) : done ? (
        <>
          <p role="status" className={styles.success}>
            {t('Your password has been changed. You can log in now.')}
          </p>
          <button type="button" className={styles.primary} onClick={() => openAuthModal('login')}>
            {t('Log in')}
          </button>
        </>
      ) : (
        <form
          noValidate
          className={styles.form}
          onSubmit={form.onSubmit(async ({ password }) => {
            await resetCustomerPassword(email, token, password);
            setDone(true);
          })}
        >
          <p>{t('New password for {email}', { email })}</p>
          <NewPasswordFields
            label={t('New password')}
            repeatLabel={t('Repeat new password')}
            password={{ error: form.errors.password, ...form.field('password') }}
            confirmation={{ error: form.errors.confirmation, ...form.field('confirmation') }}
          />
          <FormAlert message={form.formError} />
          <button type="submit" className={styles.primary} disabled={form.busy}>
            {t('Save new password')}
          </button>
        </form>
      )}
    </section>
  );
}
