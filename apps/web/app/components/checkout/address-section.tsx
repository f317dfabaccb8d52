/**
 * Personal details and address of the checkout: street, house number and addition are the three
 * street lines; postcodes and house numbers follow the NL and DE field rules. A Dutch postcode and
 * house number fill in street and town where the shop knows them (use-dutch-address-fill.ts), never
 * over what the shopper typed; the fields stay editable. 'Save address' checks every field (the
 * first invalid one gets the focus) and uses the address for this order; with 'Save this address
 * in my account' ticked it is also stored in the account, and only the API's confirmation shows
 * 'saved in your account'. A change afterwards asks for saving again.
 */
import { ACCOUNT_MESSAGES } from '@shop/core';
import { type FormEvent, useState } from 'react';
import { type MessageKey, useTranslate } from '../../lib/i18n.ts';
import accountStyles from '../account/account.module.css';
import { CountryOptions } from '../account/country-options.tsx';
import { FormAlert, FormField } from '../account/form-field.tsx';
import styles from './checkout.module.css';
import {
  type AddressErrors,
  type AddressField,
  addressErrors,
  type CheckoutModel,
} from './use-checkout.ts';

export function AddressSection({ checkout }: { checkout: CheckoutModel }) {
  const t = useTranslate();
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { details } = checkout;

  const change = (field: AddressField, value: string) => {
    checkout.changeAddress(field, value);
    // A corrected field loses its message at once.
    if (errors[field]) {
      const next = {
        ...details,
        personal: { ...details.personal },
        address: { ...details.address },
      };
      if (field === 'firstName' || field === 'lastName' || field === 'email')
        next.personal[field] = value;
      else next.address[field] = value;
      setErrors((current) => ({ ...current, [field]: addressErrors(next)[field] }));
    }
  };
  const field = (name: AddressField) => ({
    name,
    value:
      name === 'firstName' || name === 'lastName' || name === 'email'
        ? details.personal[name]
        : details.address[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      change(name, event.currentTarget.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkout.saveAddress();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(ACCOUNT_MESSAGES.fixErrors);
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setFormError(null);
  };

  return (
    <section className={styles.section} aria-labelledby="checkout-address">
      <h2 id="checkout-address">
        <span className={styles.step} aria-hidden="true">
          1
        </span>
        {t('Your details')}
      </h2>
      <form noValidate className={styles.form} onSubmit={onSubmit}>
        <fieldset className={accountStyles.fieldset}>
          <legend>{t('Personal details')}</legend>
          <div className={styles.row}>
            <FormField
              label={t('First name')}
              autoComplete="given-name"
              required
              error={errors.firstName}
              {...field('firstName')}
            />
            <FormField
              label={t('Last name')}
              autoComplete="family-name"
              required
              error={errors.lastName}
              {...field('lastName')}
            />
          </div>
          <FormField
            label={t('E-mail address')}
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            {...field('email')}
          />
        </fieldset>
        <fieldset className={accountStyles.fieldset}>
          <legend>{checkout.virtual ? t('Billing address') : t('Address')}</legend>
          <div className={accountStyles.field}>
            <label htmlFor="checkout-country">{t('Country')}</label>
            <select id="checkout-country" autoComplete="country" {...field('country')}>
              <CountryOptions selected={details.address.country} />
            </select>
          </div>
          <div className={styles.row}>
            <FormField
              label={t('Postcode')}
              autoComplete="postal-code"
              required
              error={errors.zipCode}
              {...field('zipCode')}
            />
            <FormField
              label={t('House number')}
              inputMode="numeric"
              required
              error={errors.houseNumber}
              {...field('houseNumber')}
            />
            <FormField label={t('Addition')} error={errors.affix} {...field('affix')} />
          </div>
          <FormField
            label={t('Street')}
            autoComplete="address-line1"
            required
            error={errors.streetAddress}
            {...field('streetAddress')}
          />
          <FormField
            label={t('City')}
            autoComplete="address-level2"
            required
            error={errors.city}
            {...field('city')}
          />
          <FormField
            label={t('Phone number (optional)')}
            type="tel"
            autoComplete="tel"
            error={errors.phoneNumber}
            {...field('phoneNumber')}
          />
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="save-in-account"
            checked={checkout.saveToAccount}
            onChange={(event) => checkout.setSaveToAccount(event.currentTarget.checked)}
          />
          {t('Save this address in my account')}
        </label>
        <FormAlert message={formError} />
        <AddressStatus checkout={checkout} />
        <button type="submit" className={styles.secondary}>
          {t('Save address')}
        </button>
      </form>
    </section>
  );
}

/** What became of the address: used for this order, and stored in the account once confirmed. */
function AddressStatus({ checkout }: { checkout: CheckoutModel }) {
  const t = useTranslate();
  const { accountAddress, details } = checkout;
  if (!details.addressSaved) return null;
  if (accountAddress.kind === 'failed') {
    return (
      <p role="alert" className={styles.problem}>
        {t('Your address could not be saved in your account.')}{' '}
        {t(accountAddress.message as MessageKey)}
      </p>
    );
  }
  return (
    <p role="status" className={styles.saved}>
      {accountAddress.kind === 'saved'
        ? t('Your address is saved in your account.')
        : accountAddress.kind === 'saving'
          ? t('Saving your address in your account')
          : t('We use this address for your order.')}
    </p>
  );
}
