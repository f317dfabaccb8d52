/**
 * Tax classes and rules (NL 21 % and 9 %, DE 19 % and 7 %). A rule names the product tax classes
 * and customer tax classes it covers (product_tax_class_ids, customer_tax_class_ids) and its rates
 * per country.
 */
/**
 * No tax class: no VAT at any rate. Gift cards are multi-purpose vouchers: VAT is due when the
 * card is spent on goods, not when it is sold.
 */
export const TAX_CLASS_NONE = 0;
export const TAX_CLASS_STANDARD = 2;
export const TAX_CLASS_REDUCED = 5;
/** Customer tax class of retail customers (all customer groups use it). */
export const CUSTOMER_TAX_CLASS_RETAIL = 3;

export interface TaxRate {
  rate: number;
  tax_country_id: string;
  region_name: string;
  tax_region_id: number;
  code: string;
}

export interface TaxRule {
  id: number;
  code: string;
  priority: number;
  position: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: TaxRate[];
}

export const TAX_RULES: TaxRule[] = [
  {
    id: 1,
    code: 'Standard rate',
    priority: 0,
    position: 0,
    product_tax_class_ids: [TAX_CLASS_STANDARD],
    customer_tax_class_ids: [CUSTOMER_TAX_CLASS_RETAIL],
    rates: [
      { rate: 21, tax_country_id: 'NL', region_name: '*', tax_region_id: 0, code: 'NL 21%' },
      { rate: 19, tax_country_id: 'DE', region_name: '*', tax_region_id: 0, code: 'DE 19%' },
    ],
  },
  {
    id: 2,
    code: 'Reduced rate',
    priority: 0,
    position: 1,
    product_tax_class_ids: [TAX_CLASS_REDUCED],
    customer_tax_class_ids: [CUSTOMER_TAX_CLASS_RETAIL],
    rates: [
      { rate: 9, tax_country_id: 'NL', region_name: '*', tax_region_id: 0, code: 'NL 9%' },
      { rate: 7, tax_country_id: 'DE', region_name: '*', tax_region_id: 0, code: 'DE 7%' },
    ],
  },
];

/** Customer groups (Magento's ids). Tier prices in the demo catalogue are for group 2. */
export const CUSTOMER_GROUPS = [
  { id: 0, code: 'NOT LOGGED IN' },
  { id: 1, code: 'General' },
  { id: 2, code: 'Wholesale' },
  { id: 3, code: 'Retailer' },
] as const;

/** Country whose tax is included in catalogue prices as entered. */
export const CATALOG_PRICE_BASE_COUNTRY = 'NL';
/** Tax country used when no country is configured or given. */
export const FALLBACK_TAX_COUNTRY = 'PL';

/**
 * Tax rate in percent for a product tax class in a country; 0 when no rule or rate applies
 * (a product without a matching rate is priced at 0 % tax).
 */
export function findTaxRate(
  taxClassId: number,
  countryId: string,
  rules: readonly TaxRule[] = TAX_RULES,
  customerTaxClassId: number = CUSTOMER_TAX_CLASS_RETAIL,
): number {
  if (!(taxClassId > 0)) return 0;
  const rule = rules.find(
    (r) =>
      r.product_tax_class_ids.includes(taxClassId) &&
      r.customer_tax_class_ids.includes(customerTaxClassId),
  );
  const rate = rule?.rates.find((r) => r.tax_country_id === countryId);
  return rate?.rate ?? 0;
}
