/**
 * Shipping facts in shop texts come from the shipping configuration, never written by hand: a
 * content page names them with placeholders that are filled when the page is served, so the page
 * promises exactly what the checkout charges.
 *
 * Placeholders (a method is named `<carrierCode>_<methodCode>`, as the checkout names it):
 * - `{{shipping:<method>:price}}`: its price as the store view shows prices, as the checkout lists
 *   it (incl. tax in the consumer views nl and de; a view showing net prices would name it
 *   without the view's standard rate), e.g. '€ 4,95';
 * - `{{shipping:<method>:price_incl_tax}}`: its price incl. tax;
 * - `{{shipping:<method>:free_from}}`: the subtotal incl. tax from which it is free (no value
 *   when never);
 * - `{{shipping:<method>:countries}}`: the countries it delivers to, in the page's language
 *   (no value when it goes everywhere);
 * - `{{shipping:pickup_only_countries}}`: the checkout's countries that no delivery method
 *   reaches, where the shopper can only pick up (no value when every country gets a delivery).
 *
 * An element (`<p>` or `<li>`) holding a placeholder without a value under the configuration is
 * left out, so a configuration without, say, express delivery never shows a half sentence.
 */
import { formatPrice, netFromGross } from '../money.ts';
import type { StoreView } from '../store-views.ts';
import { findTaxRate, TAX_CLASS_STANDARD } from '../tax-rules.ts';
import { isPickupMethod, type ShippingMethodDefinition } from './methods.ts';

/** The countries the checkout's address form offers (delivery depends on the method). */
export const CHECKOUT_COUNTRIES = ['NL', 'DE', 'BE', 'AT'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];

type TextLocale = 'nl-NL' | 'de-DE';
/** What of a store view the texts follow: its language and how it shows prices. */
export type ShippingTextView = Pick<StoreView, 'locale' | 'pricesIncludeTax' | 'taxCountry'>;

const PLACEHOLDER = /\{\{shipping:([a-z0-9_]+)(?::([a-z_]+))?\}\}/gi;
const ELEMENT = /<(p|li)\b[^>]*>(?:(?!<\/\1>)[\s\S])*?<\/\1>/gi;

/** The checkout's countries that no method other than pick-up in store delivers to. */
export function pickupOnlyCountries(
  methods: readonly ShippingMethodDefinition[],
  countries: readonly string[] = CHECKOUT_COUNTRIES,
): string[] {
  const delivering = methods.filter((m) => !isPickupMethod(m.carrierCode, m.methodCode));
  return countries.filter(
    (country) => !delivering.some((m) => m.countries === null || m.countries.includes(country)),
  );
}

/** Country names in the page's language, joined as a list: 'Nederland, Duitsland en België'. */
export function countryList(countries: readonly string[], locale: TextLocale): string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    countries.map((code) => names.of(code) ?? code),
  );
}

/** The value of one placeholder under the configuration; null when it has none. */
export function shippingPlaceholderValue(
  name: string,
  field: string | undefined,
  methods: readonly ShippingMethodDefinition[],
  view: ShippingTextView,
): string | null {
  const { locale } = view;
  if (name === 'pickup_only_countries' && field === undefined) {
    const countries = pickupOnlyCountries(methods);
    return countries.length > 0 ? countryList(countries, locale) : null;
  }
  const method = methods.find((m) => `${m.carrierCode}_${m.methodCode}` === name);
  if (!method) return null;
  switch (field) {
    case 'price': {
      const taxRate = findTaxRate(TAX_CLASS_STANDARD, view.taxCountry);
      const shown = view.pricesIncludeTax
        ? method.amountInclTax
        : netFromGross(method.amountInclTax, taxRate);
      return formatPrice(shown / 100, locale);
    }
    case 'price_incl_tax':
      return formatPrice(method.amountInclTax / 100, locale);
    case 'free_from':
      return method.freeFromSubtotal === null
        ? null
        : formatPrice(method.freeFromSubtotal / 100, locale);
    case 'countries':
      return method.countries === null || method.countries.length === 0
        ? null
        : countryList(method.countries, locale);
    default:
      return null;
  }
}

/** The placeholders a text holds, as written (for checks of the content). */
export function shippingPlaceholders(html: string): string[] {
  return [...html.matchAll(PLACEHOLDER)].map((match) => match[0]);
}

/**
 * Fills the shipping placeholders of a page's HTML from the configuration; an element with a
 * placeholder that has no value is left out, and a text without placeholders is answered as is.
 */
export function fillShippingPlaceholders(
  html: string,
  methods: readonly ShippingMethodDefinition[],
  view: ShippingTextView,
): string {
  if (!html.includes('{{shipping:')) return html;
  const placeholderValue = (name: string, field: string | undefined) =>
    shippingPlaceholderValue(name, field, methods, view);
  const withoutEmpty = html.replace(ELEMENT, (element) =>
    [...element.matchAll(PLACEHOLDER)].some((m) => placeholderValue(m[1]!, m[2]) === null)
      ? ''
      : element,
  );
  return withoutEmpty.replace(PLACEHOLDER, (_whole, name: string, field: string | undefined) =>
    escapeText(placeholderValue(name, field) ?? ''),
  );
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
