/**
 * Personal details and address of the checkout: street, house number and addition are the three
 * street lines; postcodes and house numbers follow the NL and DE field rules. The lines come in the
 * order of the address's country (AddressFields: a Dutch address postcode and house number first,
 * another street and number first). A change of a Dutch postcode or house number looks street and
 * town up again and replaces them (use-dutch-address-fill.ts); the fields stay editable. The phone
 * field's example fits a phone's width. 'Save address' checks every field (the
 * first invalid one gets the focus) and uses the address for this order; with 'Save this address
 * in my account' ticked it is also stored in the account, and only the API's confirmation shows
 * 'saved in your account'. A change afterwards asks for saving again.
 */
import { ACCOUNT_MESSAGES } from '@shop/core';
import { type FormEvent, useState } from 'react';
import { type MessageKey, useTranslate } from '../../lib/i18n.ts';
import accountStyles from '../account/account.module.css';
import { AddressFields, type AddressPart } from '../account/address-fields.tsx';
import { FormAlert, FormField } from '../account/form-field.tsx';
import styles from './checkout.module.css';
import {
  type AddressErrors,
  type AddressField,
  addressErrors,
  type CheckoutModel,
} from './use-checkout.ts';

/** The checkout's field of each part of the address. */
const ADDRESS_FIELDS: Record<AddressPart, AddressField> = {
  country: 'country',
  street: 'streetAddress',
  houseNumber: 'houseNumber',
  affix: 'affix',
  postcode: 'zipCode',
  city: 'city',
};

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
          <AddressFields
            country={details.address.country}
            bind={(part) => field(ADDRESS_FIELDS[part])}
            errors={{
              street: errors.streetAddress,
              houseNumber: errors.houseNumber,
              affix: errors.affix,
              postcode: errors.zipCode,
              city: errors.city,
              country: errors.country,
            }}
            lookup={checkout.addressLookup}
            countryId="checkout-country"
            required
          />
          <FormField
            label={t('Phone number (optional)')}
            type="tel"
            autoComplete="tel"
            placeholder={t('Phone number example')}
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
