/**
 * The checkout's first step for a shopper who is not logged in: ordering needs an account ('You
 * need to be logged in to go through the checkout process.'), so the personal details step
 * creates it on the spot (the checkout's createAccount with a password, checked by the same
 * rules as the sign-up) and logs the shopper in, without leaving the checkout; the cart moves to
 * the new account with its coupon. A shopper with an account logs in instead.
 */
import { validateEmail, validateName, validatePassword } from '@shop/core';
import { useAccountForm } from '../../lib/account-form.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { saveCheckoutDetails } from '../../stores/checkout.ts';
import { register } from '../../stores/login.ts';
import { openAuthModal } from '../../stores/ui.ts';
import accountStyles from '../account/account.module.css';
import { EmailField, FormAlert, FormField, NameFields } from '../account/form-field.tsx';
import styles from './checkout.module.css';
import { newDetails } from './use-checkout.ts';

export function GuestDetails() {
  const t = useTranslate();
  const storeView = useStoreView();
  const form = useAccountForm(
    { firstname: '', lastname: '', email: '', password: '' },
    (values) => ({
      firstname: validateName(values.firstname),
      lastname: validateName(values.lastname),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
    }),
  );
  return (
    <section className={styles.section} aria-labelledby="checkout-address">
      <h2 id="checkout-address">
        <span className={styles.step} aria-hidden="true">
          1
        </span>
        {t('Your details')}
      </h2>
      <p className={styles.note}>
        {t('New here? Create your account to place your order; you can follow it in your account.')}
      </p>
      <form
        noValidate
        className={styles.form}
        onSubmit={form.onSubmit(async ({ firstname, lastname, email, password }) => {
          // The shopper is in checkout from here: the cart moving to the new account brings no
          // 'added to cart' notices, and the checkout goes on with what was typed.
          const personal = {
            firstName: firstname.trim(),
            lastName: lastname.trim(),
            email: email.trim(),
          };
          saveCheckoutDetails(storeView.code, {
            ...newDetails(storeView, personal),
            modifiedAt: Date.now(),
          });
          await register(storeView, { firstname, lastname, email }, password);
        })}
      >
        <fieldset className={accountStyles.fieldset}>
          <legend>{t('Personal details')}</legend>
          <div className={styles.row}>
            <NameFields
              firstname={{ error: form.errors.firstname, ...form.field('firstname') }}
              lastname={{ error: form.errors.lastname, ...form.field('lastname') }}
            />
          </div>
          <EmailField error={form.errors.email} {...form.field('email')} />
          <FormField
            label={t('Password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('Password hint')}
            error={form.errors.password}
            {...form.field('password')}
          />
        </fieldset>
        <FormAlert message={form.formError} />
        <button type="submit" className={accountStyles.primary} disabled={form.busy}>
          {t('Create account and continue')}
        </button>
      </form>
      <p>
        {t('Already have an account?')}{' '}
        <button
          type="button"
          className={accountStyles.linkButton}
          onClick={() => openAuthModal('login')}
        >
          {t('Log in')}
        </button>
      </p>
    </section>
  );
}
