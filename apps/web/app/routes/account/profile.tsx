/**
 * The profile `/my-account/profile` (only first name, last name, e-mail and addresses change;
 * 'Account data has successfully been updated'; a new e-mail address asks the current password
 * and waits for the confirmation mailed to it, decision 53): the customer's details, the default address, and
 * the password change (refused offline; 'Password has successfully been changed'), or, for an
 * account without a password (an e-mail-only checkout's), setting a first one. The fields
 * follow core's rules, the same the API applies.
 */
import {
  ACCOUNT_MESSAGES,
  validateAddress,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
} from '@shop/core';
import { useState } from 'react';
import styles from '../../components/account/account.module.css';
import { AddressFields } from '../../components/account/address-fields.tsx';
import { EmailConfirmNotice } from '../../components/account/email-confirm-notice.tsx';
import {
  EmailField,
  FormAlert,
  FormField,
  NameFields,
  NewPasswordFields,
} from '../../components/account/form-field.tsx';
import { type FieldErrors, useAccountForm } from '../../lib/account-form.ts';
import { accountMeta } from '../../lib/account-pages.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { useDutchAddressFill } from '../../lib/use-dutch-address-fill.ts';
import type { AddressPayload, CurrentUser } from '../../lib/user-api.ts';
import {
  changePassword,
  setFirstPassword,
  updateProfile,
  useAccountUser,
} from '../../stores/user.ts';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'My profile');

type ProfileField =
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'currentPassword'
  | 'street'
  | 'houseNumber'
  | 'affix'
  | 'postcode'
  | 'city'
  | 'country'
  | 'telephone';

const ADDRESS_FIELDS: ProfileField[] = [
  'street',
  'houseNumber',
  'affix',
  'postcode',
  'city',
  'telephone',
];

export default function ProfilePage() {
  const t = useTranslate();
  const user = useAccountUser();
  return (
    <>
      <h1>{t('My profile')}</h1>
      <section className={styles.section} aria-labelledby="profile-details">
        <h2 id="profile-details">{t('Personal details')}</h2>
        <EmailConfirmNotice user={user} />
        {/* A new form when the saved customer changes, so it shows what was stored. */}
        <ProfileForm key={user.updated_at} user={user} />
      </section>
      <section className={styles.section} aria-labelledby="profile-password">
        {/* An e-mail-only checkout's account has no password until one is set here. */}
        {user.has_password !== false ? (
          <>
            <h2 id="profile-password">{t('Change password')}</h2>
            <PasswordForm />
          </>
        ) : (
          <>
            <h2 id="profile-password">{t('Set a password')}</h2>
            <FirstPasswordForm />
          </>
        )}
      </section>
    </>
  );
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslate();
  const address = user.addresses.find((entry) => entry.default_shipping) ?? user.addresses[0];
  const form = useAccountForm<ProfileField>(
    {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      currentPassword: '',
      street: address?.street[0] ?? '',
      houseNumber: address?.street[1] ?? '',
      affix: address?.street[2] ?? '',
      postcode: address?.postcode ?? '',
      city: address?.city ?? '',
      country: address?.country_id ?? 'NL',
      telephone: address?.telephone ?? '',
    },
    (values) => {
      const errors: FieldErrors<ProfileField> = {
        firstname: validateName(values.firstname),
        lastname: validateName(values.lastname),
        email: validateEmail(values.email),
        // A new address is changed with the current password only.
        currentPassword:
          emailChanged(values.email, user) && values.currentPassword === ''
            ? ACCOUNT_MESSAGES.required
            : null,
      };
      if (!hasAddress(values)) return errors;
      const problems = validateAddress(toAddress(values));
      return {
        ...errors,
        street: problems['street.0'] ?? null,
        houseNumber: problems['street.1'] ?? null,
        postcode: problems.postcode ?? null,
        city: problems.city ?? null,
        country: problems.country_id ?? null,
        telephone: problems.telephone ?? null,
      };
    },
  );
  // A Dutch postcode and house number fill in street and town, as in the checkout; the lines
  // come in the order of the address's country (AddressFields).
  const lookup = useDutchAddressFill(
    {
      country: form.values.country,
      postcode: form.values.postcode,
      houseNumber: form.values.houseNumber,
      street: form.values.street,
      city: form.values.city,
    },
    (change) =>
      form.update((current) => ({
        ...current,
        ...change({ street: current.street, city: current.city }),
      })),
  );
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={form.onSubmit(async (values) => {
        const addresses = hasAddress(values)
          ? [
              {
                ...toAddress(values),
                ...(address ? { id: address.id } : {}),
                default_shipping: true,
                default_billing: true,
              },
              ...user.addresses.filter((entry) => entry.id !== address?.id).map(keepAddress),
            ]
          : undefined;
        const changing = emailChanged(values.email, user);
        await updateProfile(
          {
            firstname: values.firstname.trim(),
            lastname: values.lastname.trim(),
            email: values.email.trim(),
            ...(addresses ? { addresses } : {}),
          },
          changing ? values.currentPassword : undefined,
        );
      })}
    >
      <div className={styles.row}>
        <NameFields
          firstname={{ error: form.errors.firstname, ...form.field('firstname') }}
          lastname={{ error: form.errors.lastname, ...form.field('lastname') }}
        />
      </div>
      <EmailField error={form.errors.email} {...form.field('email')} />
      {emailChanged(form.values.email, user) ? (
        <>
          <p className={styles.hint}>
            {t(
              'Your e-mail address changes once you confirm the new one via the link we mail to it. We also tell your current address.',
            )}
          </p>
          <FormField
            label={t('Current password')}
            type="password"
            autoComplete="current-password"
            required
            error={form.errors.currentPassword}
            {...form.field('currentPassword')}
          />
        </>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('Address')}</legend>
        {user.addresses.length === 0 ? (
          <p className={styles.hint}>
            {t('You have not saved an address yet. Save one here and checking out goes faster.')}
          </p>
        ) : null}
        <AddressFields
          country={form.values.country}
          bind={(part) => form.field(part)}
          errors={form.errors}
          lookup={lookup}
          countryId="profile-country"
        />
        <FormField
          label={t('Phone number (optional)')}
          type="tel"
          autoComplete="tel"
          placeholder={t('Phone number example')}
          error={form.errors.telephone}
          {...form.field('telephone')}
        />
      </fieldset>
      <FormAlert message={form.formError} />
      <button type="submit" className={styles.primary} disabled={form.busy}>
        {t('Save')}
      </button>
    </form>
  );
}

function PasswordForm() {
  const t = useTranslate();
  const [done, setDone] = useState(false);
  const form = useAccountForm(
    { currentPassword: '', newPassword: '', confirmation: '' },
    (values) => ({
      currentPassword: values.currentPassword === '' ? ACCOUNT_MESSAGES.required : null,
      newPassword: validatePassword(values.newPassword),
      confirmation: validatePasswordConfirmation(values.newPassword, values.confirmation),
    }),
  );
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={form.onSubmit(async ({ currentPassword, newPassword }) => {
        setDone(false);
        const problem = await changePassword(currentPassword, newPassword);
        if (problem) {
          // Already in the page's language: shown as it is.
          form.setFormError(problem);
          return;
        }
        for (const name of ['currentPassword', 'newPassword', 'confirmation'] as const) {
          form.setValue(name, '');
        }
        setDone(true);
      })}
    >
      <FormField
        label={t('Current password')}
        type="password"
        autoComplete="current-password"
        required
        error={form.errors.currentPassword}
        {...form.field('currentPassword')}
      />
      <NewPasswordFields
        label={t('New password')}
        repeatLabel={t('Repeat new password')}
        password={{ error: form.errors.newPassword, ...form.field('newPassword') }}
        confirmation={{ error: form.errors.confirmation, ...form.field('confirmation') }}
      />
      <FormAlert message={form.formError} />
      {done ? (
        <p role="status" className={styles.success}>
          {t('Password has successfully been changed')}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={form.busy}>
        {t('Change password')}
      </button>
    </form>
  );
}

/**
 * A first password for an account without one (logged in by mailed code): no current password to
 * give. The API refuses it until the mailbox was proven by a code login.
 */
function FirstPasswordForm() {
  const t = useTranslate();
  const form = useAccountForm({ newPassword: '', confirmation: '' }, (values) => ({
    newPassword: validatePassword(values.newPassword),
    confirmation: validatePasswordConfirmation(values.newPassword, values.confirmation),
  }));
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={form.onSubmit(async ({ newPassword }) => {
        const problem = await setFirstPassword(newPassword);
        // Already in the page's language: shown as it is.
        if (problem) form.setFormError(problem);
      })}
    >
      <p>{t('No password yet text')}</p>
      <NewPasswordFields
        label={t('New password')}
        repeatLabel={t('Repeat new password')}
        password={{ error: form.errors.newPassword, ...form.field('newPassword') }}
        confirmation={{ error: form.errors.confirmation, ...form.field('confirmation') }}
      />
      <FormAlert message={form.formError} />
      <button type="submit" className={styles.primary} disabled={form.busy}>
        {t('Set a password')}
      </button>
    </form>
  );
}

function hasAddress(values: Record<ProfileField, string>): boolean {
  return ADDRESS_FIELDS.some((name) => values[name].trim() !== '');
}

function toAddress(values: Record<ProfileField, string>): AddressPayload {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: [values.street.trim(), values.houseNumber.trim(), values.affix.trim()],
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    country_id: values.country,
    telephone: values.telephone.trim() || null,
  };
}

/** Another stored address, sent back unchanged (the call replaces the list). */
function keepAddress(address: CurrentUser['addresses'][number]): AddressPayload {
  return {
    id: address.id,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    postcode: address.postcode,
    city: address.city,
    country_id: address.country_id,
    telephone: address.telephone ?? null,
    default_shipping: false,
    default_billing: false,
  };
}

/** Whether the form's address is another than the account's (compared as the API does). */
function emailChanged(email: string, user: CurrentUser): boolean {
  return email.trim().toLowerCase() !== user.email.toLowerCase();
}
