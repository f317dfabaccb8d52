/**
 * The address lines of the checkout and the account, in the order the address's country writes
 * them: a Dutch address asks postcode and house number first (the Dutch custom: they find street
 * and town, use-dutch-address-fill.ts), then street and town; every other address (German,
 * Belgian, Austrian) asks street and house number, then postcode and town, as a German writes
 * 'Straße Hausnummer, PLZ Ort'. The document order is the visual order, so Tab follows what the
 * shopper sees. The country comes first: it decides the order. A postcode the shop does not know
 * is said under the postcode, in the page's language.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { Fragment, useId } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import type { DutchAddressLookup } from '../../lib/use-dutch-address-fill.ts';
import accountStyles from './account.module.css';
import styles from './address-fields.module.css';
import { CountryOptions } from './country-options.tsx';
import { FormField } from './form-field.tsx';

/** The parts of an address line the form asks, whatever the form calls its fields. */
export type AddressPart = 'country' | 'street' | 'houseNumber' | 'affix' | 'postcode' | 'city';

/** What an input of the form is bound to: its name, value and change handler. */
interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/** Whether an address of this country is asked the Dutch way (postcode and house number first). */
function asksPostcodeFirst(country: string): boolean {
  return country === 'NL';
}

/** The parts in the order the form asks them for an address of this country. */
function addressPartOrder(country: string): Exclude<AddressPart, 'country'>[] {
  return asksPostcodeFirst(country)
    ? ['postcode', 'houseNumber', 'affix', 'street', 'city']
    : ['street', 'houseNumber', 'affix', 'postcode', 'city'];
}

export function AddressFields({
  country,
  bind,
  errors,
  lookup,
  countryId,
  required = false,
}: {
  country: string;
  bind: (part: AddressPart) => BoundField;
  errors: Partial<Record<AddressPart, string | null | undefined>>;
  lookup: DutchAddressLookup;
  /** The id of the country select (the form's own). */
  countryId: string;
  /** The lines are required (the checkout); the account's address is optional. */
  required?: boolean;
}) {
  const t = useTranslate();
  const noticeId = useId();
  const dutch = asksPostcodeFirst(country);
  const unknown = dutch && lookup.kind === 'unknown';
  const field = (part: Exclude<AddressPart, 'country'>): ReactNode => {
    switch (part) {
      case 'postcode':
        return (
          <FormField
            label={t('Postcode')}
            autoComplete="postal-code"
            required={required}
            error={errors.postcode}
            aria-describedby={unknown ? noticeId : undefined}
            {...bind('postcode')}
          />
        );
      case 'houseNumber':
        return (
          <FormField
            label={t('House number')}
            inputMode={dutch ? 'numeric' : 'text'}
            required={required}
            error={errors.houseNumber}
            {...bind('houseNumber')}
          />
        );
      case 'affix':
        return <FormField label={t('Addition')} error={errors.affix} {...bind('affix')} />;
      case 'street':
        return (
          <FormField
            label={t('Street')}
            autoComplete="address-line1"
            required={required}
            error={errors.street}
            {...bind('street')}
          />
        );
      case 'city':
        return (
          <FormField
            label={t('City')}
            autoComplete="address-level2"
            required={required}
            error={errors.city}
            {...bind('city')}
          />
        );
    }
  };
  return (
    <>
      <div className={accountStyles.field}>
        <label htmlFor={countryId}>{t('Country')}</label>
        <select id={countryId} autoComplete="country" {...bind('country')}>
          <CountryOptions selected={country} />
        </select>
      </div>
      <div className={styles.lines} data-order={dutch ? 'postcode-first' : 'street-first'}>
        {addressPartOrder(country).map((part) => (
          <Fragment key={part}>
            <div className={styles[`${dutch ? 'nl' : 'other'}-${part}`]}>{field(part)}</div>
            {/* The lookup's answer under postcode and house number, before the lines it fills;
                the live region stays in place (hidden while empty) so a new answer is read. */}
            {dutch && part === 'affix' ? (
              <p id={noticeId} role="status" className={unknown ? styles.notice : styles.quiet}>
                {unknown
                  ? t(
                      'We do not know postcode {postcode}. Please check it, or fill in street and town yourself.',
                      { postcode: lookup.postcode.toUpperCase() },
                    )
                  : null}
              </p>
            ) : null}
          </Fragment>
        ))}
      </div>
    </>
  );
}
