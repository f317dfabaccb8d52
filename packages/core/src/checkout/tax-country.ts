/**
 * When the delivery country changes a price. Consumers see prices incl. VAT; a cart is taxed at
 * the rates of its delivery country when the shop has rates for it (cartTaxCountry), so a price
 * incl. VAT is its net price plus that country's VAT and can differ from the one the store view
 * showed (the German pram of € 1.189,95 costs € 1.209,95 delivered to the Netherlands). A price
 * never changes silently: the cart and the checkout say which country's rates they apply, and at
 * which rates, whenever that country's rates differ from the store view's for any tax class.
 */
import type { CartTotals } from '@shop/contracts';
import type { StoreView } from '../store-views.ts';
import { findTaxRate, TAX_RULES, type TaxRule } from '../tax-rules.ts';

export interface TaxCountryNotice {
  /** The country whose rates apply (ISO 3166-1 alpha-2). */
  country: string;
  /** The rates in percent the cart's lines are taxed at, highest first. */
  rates: number[];
}

/** Whether two countries tax some product tax class at different rates. */
export function taxRatesDiffer(
  a: string,
  b: string,
  rules: readonly TaxRule[] = TAX_RULES,
): boolean {
  if (a === b) return false;
  const classes = new Set(rules.flatMap((rule) => rule.product_tax_class_ids));
  return [...classes].some(
    (taxClass) => findTaxRate(taxClass, a, rules) !== findTaxRate(taxClass, b, rules),
  );
}

/**
 * The notice a cart's totals need: the country and rates they are taxed at when that country's
 * rates differ from the store view's and a line is taxed at all (a cart of gift cards, sold
 * without VAT, costs the same everywhere). Null when the prices are the store view's.
 */
export function taxCountryNotice(
  view: Pick<StoreView, 'taxCountry'>,
  totals: Pick<CartTotals, 'tax_country_id' | 'items'> | null,
  rules: readonly TaxRule[] = TAX_RULES,
): TaxCountryNotice | null {
  const country = totals?.tax_country_id;
  if (!totals || !country || !taxRatesDiffer(country, view.taxCountry, rules)) return null;
  const rates = [...new Set(totals.items.map((item) => item.tax_percent))]
    .filter((rate) => rate > 0)
    .sort((a, b) => b - a);
  return rates.length > 0 ? { country, rates } : null;
}
