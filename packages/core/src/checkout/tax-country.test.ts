import type { TotalsItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../store-views.ts';
import { TAX_RULES, type TaxRule } from '../tax-rules.ts';
import { taxCountryNotice, taxRatesDiffer } from './tax-country.ts';

const item = (taxPercent: number) => ({ tax_percent: taxPercent }) as TotalsItem;

/** The shop's rules with Belgian rates: 21 % like the Netherlands, 6 % reduced instead of 9 %. */
const WITH_BELGIUM: TaxRule[] = TAX_RULES.map((rule) => ({
  ...rule,
  rates: [
    ...rule.rates,
    {
      rate: rule.id === 1 ? 21 : 6,
      tax_country_id: 'BE',
      region_name: '*',
      tax_region_id: 0,
      code: `BE ${rule.id === 1 ? 21 : 6}%`,
    },
  ],
}));

describe('taxCountryNotice: a price changed by the delivery country is explained', () => {
  it('says nothing while the cart is taxed at the store view’s country', () => {
    expect(
      taxCountryNotice(STORE_VIEWS.de, { tax_country_id: 'DE', items: [item(19)] }),
    ).toBeNull();
    expect(
      taxCountryNotice(STORE_VIEWS.nl, { tax_country_id: 'NL', items: [item(21)] }),
    ).toBeNull();
    expect(taxCountryNotice(STORE_VIEWS.nl, null)).toBeNull();
    expect(taxCountryNotice(STORE_VIEWS.nl, { items: [item(21)] })).toBeNull();
  });

  it('names the other country and the rates of the cart, highest first', () => {
    expect(
      taxCountryNotice(STORE_VIEWS.de, {
        tax_country_id: 'NL',
        items: [item(9), item(21), item(21)],
      }),
    ).toEqual({ country: 'NL', rates: [21, 9] });
    expect(taxCountryNotice(STORE_VIEWS.nl, { tax_country_id: 'DE', items: [item(19)] })).toEqual({
      country: 'DE',
      rates: [19],
    });
  });

  it('says nothing for a cart without VAT (gift cards cost the same everywhere)', () => {
    expect(taxCountryNotice(STORE_VIEWS.de, { tax_country_id: 'NL', items: [item(0)] })).toBeNull();
  });

  it('explains a country whose rates differ in any tax class, not one taxed alike', () => {
    expect(taxRatesDiffer('NL', 'DE')).toBe(true);
    expect(taxRatesDiffer('NL', 'NL')).toBe(false);
    // Belgium's reduced rate differs from the Dutch one, so a Belgian delivery is explained.
    expect(taxRatesDiffer('BE', 'NL', WITH_BELGIUM)).toBe(true);
    expect(
      taxCountryNotice(STORE_VIEWS.nl, { tax_country_id: 'BE', items: [item(21)] }, WITH_BELGIUM),
    ).toEqual({ country: 'BE', rates: [21] });
    const alike = WITH_BELGIUM.map((rule) => ({
      ...rule,
      rates: rule.rates.map((r) =>
        r.tax_country_id === 'BE' ? { ...r, rate: rule.id === 1 ? 21 : 9 } : r,
      ),
    }));
    expect(taxRatesDiffer('BE', 'NL', alike)).toBe(false);
  });
});
