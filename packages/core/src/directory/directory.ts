/**
 * The directory of a store view (secondary-areas §7, directory countries and currencies): the
 * countries its checkout sells to, named in its language and in English, and its currencies.
 * The shop's countries have no regions a shopper chooses from, so none is listed.
 */
import { CHECKOUT_COUNTRIES } from '../cart/shipping-text.ts';
import type { StoreView } from '../store-views.ts';

/** ISO 3166-1 alpha-3 of the shop's countries. */
const ALPHA3: Record<string, string> = { NL: 'NLD', DE: 'DEU', BE: 'BEL', AT: 'AUT' };

export interface DirectoryCountryEntry {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
}

/** The store view's countries, its own country first, then by name in its language. */
export function directoryCountries(
  view: Pick<StoreView, 'locale' | 'defaultCountry'>,
  countries: readonly string[] = CHECKOUT_COUNTRIES,
): DirectoryCountryEntry[] {
  const local = new Intl.DisplayNames([view.locale], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const collator = new Intl.Collator(view.locale);
  return countries
    .map((code) => ({
      id: code,
      two_letter_abbreviation: code,
      three_letter_abbreviation: ALPHA3[code] ?? code,
      full_name_locale: local.of(code) ?? code,
      full_name_english: english.of(code) ?? code,
    }))
    .sort((a, b) => {
      if (a.id === view.defaultCountry) return -1;
      if (b.id === view.defaultCountry) return 1;
      return collator.compare(a.full_name_locale, b.full_name_locale);
    });
}

export interface DirectoryCurrencyMap {
  base_currency_code: string;
  base_currency_symbol: string;
  default_display_currency_code: string;
  default_display_currency_symbol: string;
  available_currency_codes: string[];
  exchange_rates: { currency_to: string; rate: number }[];
}

/** The store view's currencies: one (EUR), its own rate 1. */
export function directoryCurrency(
  view: Pick<StoreView, 'currency' | 'locale'>,
): DirectoryCurrencyMap {
  const symbol =
    new Intl.NumberFormat(view.locale, { style: 'currency', currency: view.currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? view.currency;
  return {
    base_currency_code: view.currency,
    base_currency_symbol: symbol,
    default_display_currency_code: view.currency,
    default_display_currency_symbol: symbol,
    available_currency_codes: [view.currency],
    exchange_rates: [{ currency_to: view.currency, rate: 1 }],
  };
}
