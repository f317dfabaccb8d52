import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../store-views.ts';
import { directoryCountries, directoryCurrency } from './directory.ts';

describe('directoryCountries', () => {
  it("names the countries in the view's language, its own country first", () => {
    const nl = directoryCountries(STORE_VIEWS.nl);
    expect(nl.map((c) => c.id)).toEqual(['NL', 'BE', 'DE', 'AT']);
    expect(nl[0]).toEqual({
      id: 'NL',
      two_letter_abbreviation: 'NL',
      three_letter_abbreviation: 'NLD',
      full_name_locale: 'Nederland',
      full_name_english: 'Netherlands',
    });
    const de = directoryCountries(STORE_VIEWS.de);
    expect(de.map((c) => [c.id, c.full_name_locale])).toEqual([
      ['DE', 'Deutschland'],
      ['BE', 'Belgien'],
      ['NL', 'Niederlande'],
      ['AT', 'Österreich'],
    ]);
  });

  it('sorts by name alone in a view without a country of its own', () => {
    expect(directoryCountries(STORE_VIEWS.default).map((c) => c.id)).toEqual([
      'BE',
      'DE',
      'NL',
      'AT',
    ]);
  });
});

describe('directoryCurrency', () => {
  it('answers the one currency of a view with rate 1', () => {
    expect(directoryCurrency(STORE_VIEWS.de)).toEqual({
      base_currency_code: 'EUR',
      base_currency_symbol: '€',
      default_display_currency_code: 'EUR',
      default_display_currency_symbol: '€',
      available_currency_codes: ['EUR'],
      exchange_rates: [{ currency_to: 'EUR', rate: 1 }],
    });
  });
});
