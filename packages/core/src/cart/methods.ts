/**
 * Shipping and payment methods of the demo shop (cart contract, spec core-shop §4 "Shipping and
 * payment methods"): standard delivery to NL, DE and BE at € 4,95 incl. tax, free from € 50,
 * and pick-up in store, always free. Payment: the Buckaroo methods plus cash on delivery.
 */
import { findTaxRate, TAX_CLASS_STANDARD, TAX_RULES } from '../tax-rules.ts';

export interface ShippingMethodDefinition {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** Price in cents incl. tax. */
  amountInclTax: number;
  /** Free from this subtotal in cents incl. tax; null when never free. */
  freeFromSubtotal: number | null;
  /** Countries it delivers to; null for every country. */
  countries: readonly string[] | null;
}

export const SHIPPING_METHODS: readonly ShippingMethodDefinition[] = [
  {
    carrierCode: 'flatrate',
    methodCode: 'flatrate',
    carrierTitle: 'Standard delivery',
    methodTitle: 'Standard delivery',
    amountInclTax: 495,
    freeFromSubtotal: 5000,
    countries: ['NL', 'DE', 'BE'],
  },
  {
    carrierCode: 'instorepickup',
    methodCode: 'maven',
    carrierTitle: 'Pick up in store',
    methodTitle: 'Pick up in store',
    amountInclTax: 0,
    freeFromSubtotal: null,
    countries: null,
  },
];

export const PAYMENT_METHODS: readonly { code: string; title: string }[] = [
  { code: 'buckaroo_magento2_ideal', title: 'iDEAL' },
  { code: 'buckaroo_magento2_creditcard', title: 'Credit card' },
  { code: 'buckaroo_magento2_paypal', title: 'PayPal' },
  { code: 'buckaroo_magento2_transfer', title: 'Bank transfer' },
  { code: 'buckaroo_magento2_afterpay', title: 'Riverty (pay afterwards)' },
  { code: 'buckaroo_magento2_mrcash', title: 'Bancontact' },
  { code: 'cashondelivery', title: 'Cash on delivery' },
];

/**
 * Payment methods a cart may use: cash on delivery is not offered for a cart that ships nothing
 * (all lines virtual or downloadable, spec §4).
 */
export function availablePaymentMethods(isVirtualCart: boolean): { code: string; title: string }[] {
  return PAYMENT_METHODS.filter((m) => !(isVirtualCart && m.code === 'cashondelivery')).map(
    (m) => ({ ...m }),
  );
}

export const NO_DELIVERY_MESSAGE =
  'There are no delivery methods available for you cart and location.';

/**
 * Country whose tax rates apply to a cart: the shipping country when the shop has rates for it,
 * else the store view's country (the shop only knows NL and DE rates).
 */
export function cartTaxCountry(shippingCountry: string | null | undefined, viewCountry: string) {
  const country = shippingCountry?.toUpperCase();
  if (country && TAX_RULES.some((rule) => rule.rates.some((r) => r.tax_country_id === country))) {
    return country;
  }
  return viewCountry;
}

export interface ShippingQuote {
  method: ShippingMethodDefinition;
  available: boolean;
  errorMessage: string;
  /** Cents incl. tax for this cart (0 when free). */
  amountInclTax: number;
  taxRate: number;
}

/**
 * The shipping methods for a destination country and a cart subtotal (cents incl. tax). Methods
 * that do not deliver there are answered with available false and a message. A cart that ships
 * nothing costs nothing to ship. Shipping is taxed at the standard rate of the tax country.
 */
export function quoteShippingMethods(input: {
  country: string;
  taxCountry: string;
  subtotalInclTax: number;
  isVirtualCart: boolean;
}): ShippingQuote[] {
  const country = input.country.toUpperCase();
  const taxRate = findTaxRate(TAX_CLASS_STANDARD, input.taxCountry);
  return SHIPPING_METHODS.map((method) => {
    const available = method.countries === null || method.countries.includes(country);
    const free =
      input.isVirtualCart ||
      (method.freeFromSubtotal !== null && input.subtotalInclTax >= method.freeFromSubtotal);
    return {
      method,
      available,
      errorMessage: available ? '' : NO_DELIVERY_MESSAGE,
      amountInclTax: free ? 0 : method.amountInclTax,
      taxRate,
    };
  });
}

export function findShippingMethod(
  carrierCode: string,
  methodCode: string,
): ShippingMethodDefinition | null {
  return (
    SHIPPING_METHODS.find((m) => m.carrierCode === carrierCode && m.methodCode === methodCode) ??
    null
  );
}
