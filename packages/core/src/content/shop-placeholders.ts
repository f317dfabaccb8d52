/**
 * Facts of the shop in its texts come from its settings, never written by hand: a content page or
 * story names them with placeholders that are filled when it is served, so an operator who
 * changes a setting sees the change on every page that states it (the legal pages above all).
 *
 * One mechanism fills every placeholder of a served text (`fillShopPlaceholders`):
 * - `{{shipping:…}}`: the shipping configuration (cart/shipping-text.ts);
 * - `{{company:<field>}}`: the company settings (SHOP_COMPANY_*), one of `COMPANY_FIELDS`.
 *
 * An unknown company field is left as written, so a typo shows on the page rather than
 * vanishing from a legal text.
 */

import type { ShippingMethodDefinition } from '../cart/methods.ts';
import { fillShippingPlaceholders, type ShippingTextView } from '../cart/shipping-text.ts';

/** The shop's company details, as its settings give them. */
export interface CompanyDetails {
  /** Legal name with its legal form, e.g. 'Kindershop B.V.'. */
  name: string;
  /** One-line address: street and number, postcode and city. */
  address: string;
  /** The address where the company is reached by e-mail (also for withdrawals). */
  email: string;
  /** The phone number, as shoppers dial it from abroad too. */
  phone: string;
  /** The person(s) authorised to represent the company (bestuurder / Vertretungsberechtigte). */
  representatives: string;
  /** The commercial register the company is entered in (e.g. 'Kamer van Koophandel (KvK)'). */
  register: string;
  /** The number of that entry (the KvK number of a Dutch company). */
  kvk: string;
  /** VAT identification number. */
  vat: string;
}

export const COMPANY_FIELDS = [
  'name',
  'address',
  'email',
  'phone',
  'representatives',
  'register',
  'kvk',
  'vat',
] as const satisfies readonly (keyof CompanyDetails)[];

/** The demo shop's company: the default of every SHOP_COMPANY_* setting. */
export const DEMO_COMPANY_DETAILS: CompanyDetails = {
  name: 'Kindershop B.V.',
  address: 'Oudegracht 120, 3511 AZ Utrecht',
  email: 'klantenservice@kindershop.example',
  phone: '+31 30 123 45 67',
  representatives: 'Anne de Vries, Mirjam Bakker',
  register: 'Kamer van Koophandel (KvK)',
  kvk: '12345678',
  vat: 'NL001234567B01',
};

const COMPANY_PLACEHOLDER = /\{\{company:([a-z_]+)\}\}/g;

/** The facts a shop text may name: the shipping methods and the company. */
export interface ShopTextFacts {
  shippingMethods: readonly ShippingMethodDefinition[];
  company: CompanyDetails;
}

/**
 * How the text is written: `html` (a CMS page: values are escaped, an element whose shipping
 * placeholder has no value is left out) or `text` (a story's text, which the storefront escapes
 * when it draws it).
 */
export type ShopTextFormat = 'html' | 'text';

function isCompanyField(field: string): field is keyof CompanyDetails {
  return (COMPANY_FIELDS as readonly string[]).includes(field);
}

/** Fills the `{{company:…}}` placeholders of a text from the company settings. */
export function fillCompanyPlaceholders(
  text: string,
  company: CompanyDetails,
  format: ShopTextFormat,
): string {
  if (!text.includes('{{company:')) return text;
  return text.replace(COMPANY_PLACEHOLDER, (whole, field: string) => {
    if (!isCompanyField(field)) return whole;
    const value = company[field];
    return format === 'html' ? escapeHtml(value) : value;
  });
}

/** Fills every placeholder of a served text (shipping and company facts) for a store view. */
export function fillShopPlaceholders(
  text: string,
  facts: ShopTextFacts,
  view: ShippingTextView,
  format: ShopTextFormat,
): string {
  return fillCompanyPlaceholders(
    fillShippingPlaceholders(text, facts.shippingMethods, view),
    facts.company,
    format,
  );
}

/** The company placeholders a text holds, as written (for checks of the content). */
export function companyPlaceholders(text: string): string[] {
  return [...text.matchAll(COMPANY_PLACEHOLDER)].map((match) => match[0]);
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
