/**
 * Shipping and payment methods. The shop's lists come from configuration; these are the
 * defaults: standard delivery to NL, DE and BE at € 4,95 incl. tax, free from € 50; express
 * delivery to NL and DE at € 9,95; pick-up in store, always free. Payment: the payment
 * provider's (Buckaroo) methods plus cash on delivery, and 'free' for an order with nothing to
 * pay.
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
  /** Offered only from this subtotal in cents incl. tax; null for any subtotal. */
  minSubtotal?: number | null;
  /** Countries it delivers to; null for every country. */
  countries: readonly string[] | null;
  /**
   * Working days from handing over to delivery (0: ready the same day, as a pick-up); the
   * expected delivery date counts them (see delivery-date.ts). Default 2.
   */
  deliveryWorkingDays?: number;
}

/** Working days of a method that does not say. */
export const DEFAULT_DELIVERY_WORKING_DAYS = 2;

/** Carrier and method of an in-store pick-up (delivered to the chosen store). */
export const PICKUP_CARRIER_CODE = 'instorepickup';
export const PICKUP_METHOD_CODE = 'maven';

export function isPickupMethod(carrierCode: string | null | undefined, methodCode?: string | null) {
  return carrierCode === PICKUP_CARRIER_CODE && methodCode === PICKUP_METHOD_CODE;
}

export const DEFAULT_SHIPPING_METHODS: readonly ShippingMethodDefinition[] = [
  {
    carrierCode: 'flatrate',
    methodCode: 'flatrate',
    carrierTitle: 'Standard delivery',
    methodTitle: 'Standard delivery',
    amountInclTax: 495,
    freeFromSubtotal: 5000,
    countries: ['NL', 'DE', 'BE'],
    deliveryWorkingDays: 2,
  },
  {
    carrierCode: 'express',
    methodCode: 'express',
    carrierTitle: 'Express delivery',
    methodTitle: 'Express delivery (next working day)',
    amountInclTax: 995,
    freeFromSubtotal: null,
    countries: ['NL', 'DE'],
    deliveryWorkingDays: 1,
  },
  {
    carrierCode: PICKUP_CARRIER_CODE,
    methodCode: PICKUP_METHOD_CODE,
    carrierTitle: 'Pick up in store',
    methodTitle: 'Pick up in store',
    amountInclTax: 0,
    freeFromSubtotal: null,
    countries: null,
    deliveryWorkingDays: 0,
  },
];

/**
 * How a payment method is paid: 'redirect' sends the shopper to the provider's page, 'direct'
 * is settled by the provider without a page (transfer, Riverty), 'none' involves no provider
 * (cash on delivery, free).
 */
export type PaymentFlow = 'redirect' | 'direct' | 'none';

export interface PaymentMethodDefinition {
  code: string;
  title: string;
  flow: PaymentFlow;
  /** The provider's service (Buckaroo service name); null when no provider is involved. */
  serviceCode: string | null;
  /** Billing countries it is offered for; null for every country. */
  countries: readonly string[] | null;
  /** Order totals (cents incl. tax) it is offered for. */
  minTotal?: number | null;
  maxTotal?: number | null;
}

/** The payment provider module's prefix of every provider method code. */
export const BUCKAROO_METHOD_PREFIX = 'buckaroo_magento2_';
export const CASH_ON_DELIVERY_CODE = 'cashondelivery';
/** The method of an order with nothing to pay (a zero grand total). */
export const FREE_PAYMENT_CODE = 'free';
/** The provider's service of the gift card payment method (paying with vouchers). */
export const GIFT_CARD_SERVICE_CODE = 'giftcard';
/** Methods never offered, whatever the configuration lists (the methods blacklist). */
export const PAYMENT_METHODS_BLACKLIST: readonly string[] = ['check24'];

const buckaroo = (
  name: string,
  title: string,
  flow: PaymentFlow,
  serviceCode: string,
  countries: readonly string[] | null = null,
  limits: { minTotal?: number; maxTotal?: number } = {},
): PaymentMethodDefinition => ({
  code: `${BUCKAROO_METHOD_PREFIX}${name}`,
  title,
  flow,
  serviceCode,
  countries,
  ...limits,
});

export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethodDefinition[] = [
  buckaroo('ideal', 'iDEAL', 'redirect', 'ideal', ['NL']),
  buckaroo('creditcard', 'Credit card', 'redirect', 'creditcard'),
  buckaroo('paypal', 'PayPal', 'redirect', 'paypal'),
  buckaroo('in3', 'in3: pay in 3 terms', 'redirect', 'In3', ['NL'], {
    minTotal: 10000,
    maxTotal: 300000,
  }),
  buckaroo('tinka', 'Tinka', 'redirect', 'Tinka', ['NL']),
  buckaroo('transfer', 'Bank transfer', 'direct', 'transfer'),
  buckaroo('afterpay', 'Riverty: pay afterwards', 'direct', 'afterpay', ['NL', 'DE', 'BE']),
  buckaroo('klarna', 'Klarna', 'redirect', 'klarnakp', ['NL', 'DE']),
  buckaroo('giftcards', 'Gift card', 'redirect', GIFT_CARD_SERVICE_CODE),
  buckaroo('applepay', 'Apple Pay', 'redirect', 'applepay'),
  buckaroo('mrcash', 'Bancontact', 'redirect', 'bancontactmrcash', ['BE']),
  buckaroo('sofort', 'Sofort', 'redirect', 'sofortueberweisung', ['DE', 'AT', 'BE', 'NL']),
  buckaroo('eps', 'EPS', 'redirect', 'eps'),
  {
    code: CASH_ON_DELIVERY_CODE,
    title: 'Cash on delivery',
    flow: 'none',
    serviceCode: null,
    countries: null,
  },
];

/** The method of a free order: offered alone when there is nothing to pay. */
export const FREE_PAYMENT_METHOD: PaymentMethodDefinition = {
  code: FREE_PAYMENT_CODE,
  title: 'No payment needed',
  flow: 'none',
  serviceCode: null,
  countries: null,
};

/**
 * Whether an order with this method starts a payment at the provider (iDEAL, cards, Buckaroo's
 * transfer, …): the order's money is confirmed later, by the provider. False for the methods
 * that place an order without a provider (cash on delivery, free) and for an unknown method.
 */
export function startsProviderPayment(method: PaymentMethodDefinition | null): boolean {
  return method !== null && method.flow !== 'none' && method.serviceCode !== null;
}

/**
 * Whether the shopper pays an order of this method on the provider's page (iDEAL, cards,
 * PayPal…): they may come back without paying (Back, cancel), so the order's cart stays theirs
 * until the money is confirmed, and a confirmation is mailed only then.
 */
export function paysOnProviderPage(method: PaymentMethodDefinition | null): boolean {
  return startsProviderPayment(method) && method?.flow === 'redirect';
}

/** How long an order may stay unpaid before it is canceled, per kind of method. */
export interface UnpaidOrderWindows {
  /** Methods paid on the provider's page: a shopper who did not pay by then has left. */
  redirectMs: number;
  /** Methods paid without a page (bank transfer): the money takes days to arrive. */
  offlineMs: number;
}

/**
 * How long an unpaid order of this method is kept before it is canceled: the redirect window
 * for a method paid on the provider's page, the offline window for one the provider settles
 * without a page (bank transfer, Riverty), and null (never) for a method without a provider
 * (cash on delivery is paid at the door, a free order has nothing to pay).
 */
export function unpaidOrderWindowMs(
  method: PaymentMethodDefinition | null,
  windows: UnpaidOrderWindows,
): number | null {
  if (!startsProviderPayment(method)) return null;
  return method?.flow === 'redirect' ? windows.redirectMs : windows.offlineMs;
}

/** Whether a method is paid through the payment provider (its code names the provider module). */
export function isProviderPaymentMethod(code: string): boolean {
  return code.includes('buckaroo');
}

export interface PaymentMethodContext {
  /** All lines virtual or downloadable: no cash on delivery, since nothing is delivered. */
  isVirtualCart: boolean;
  /** The order total in cents incl. tax; null when not known yet (every method by amount). */
  grandTotal?: number | null;
  /** The billing country; null when not known yet (every method by country). */
  billingCountry?: string | null;
  /** A line is a gift card: no gift card payment method, since vouchers do not buy vouchers. */
  holdsGiftCard?: boolean;
}

/**
 * The payment methods a cart may use: a zero total is paid by 'free' alone; otherwise the
 * configured methods that suit the billing country and the total, without cash on delivery for a
 * cart that ships nothing, without the gift card method for a cart that holds a gift card (a
 * multi-purpose voucher is not paid with one), and never a blacklisted one such as check24.
 */
export function availablePaymentMethods(
  ctx: PaymentMethodContext,
  methods: readonly PaymentMethodDefinition[] = DEFAULT_PAYMENT_METHODS,
): { code: string; title: string; flow: PaymentFlow }[] {
  if (ctx.grandTotal === 0) {
    return [
      { code: FREE_PAYMENT_CODE, title: FREE_PAYMENT_METHOD.title, flow: FREE_PAYMENT_METHOD.flow },
    ];
  }
  const country = ctx.billingCountry?.toUpperCase() || null;
  return methods
    .filter((m) => !PAYMENT_METHODS_BLACKLIST.some((banned) => m.code.includes(banned)))
    .filter((m) => !(ctx.isVirtualCart && m.code === CASH_ON_DELIVERY_CODE))
    .filter((m) => !(ctx.holdsGiftCard && m.serviceCode === GIFT_CARD_SERVICE_CODE))
    .filter((m) => m.code !== FREE_PAYMENT_CODE)
    .filter((m) => country === null || m.countries === null || m.countries.includes(country))
    .filter((m) => fitsTotal(m, ctx.grandTotal ?? null))
    .map((m) => ({ code: m.code, title: m.title, flow: m.flow }));
}

function fitsTotal(method: PaymentMethodDefinition, total: number | null): boolean {
  if (total === null) return true;
  if (method.minTotal != null && total < method.minTotal) return false;
  if (method.maxTotal != null && total > method.maxTotal) return false;
  return true;
}

/** Whether a method code is the gift card payment method (its provider service is the gift card). */
export function isGiftCardPaymentMethod(
  code: string,
  methods: readonly PaymentMethodDefinition[] = DEFAULT_PAYMENT_METHODS,
): boolean {
  return findPaymentMethod(code, methods)?.serviceCode === GIFT_CARD_SERVICE_CODE;
}

/** The definition of a payment method code (the free method included); null when unknown. */
export function findPaymentMethod(
  code: string,
  methods: readonly PaymentMethodDefinition[] = DEFAULT_PAYMENT_METHODS,
): PaymentMethodDefinition | null {
  if (code === FREE_PAYMENT_CODE) return FREE_PAYMENT_METHOD;
  return methods.find((m) => m.code === code) ?? null;
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
 * that do not deliver there, or not for this subtotal, are answered with available false and a
 * message (the storefront drops them). A cart that ships nothing costs nothing to ship. Shipping
 * is taxed at the standard rate of the tax country.
 */
export function quoteShippingMethods(
  input: {
    country: string;
    taxCountry: string;
    subtotalInclTax: number;
    isVirtualCart: boolean;
  },
  methods: readonly ShippingMethodDefinition[] = DEFAULT_SHIPPING_METHODS,
): ShippingQuote[] {
  const country = input.country.toUpperCase();
  const taxRate = findTaxRate(TAX_CLASS_STANDARD, input.taxCountry);
  return methods.map((method) => {
    const available =
      (method.countries === null || method.countries.includes(country)) &&
      (method.minSubtotal == null || input.subtotalInclTax >= method.minSubtotal);
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

/**
 * The subtotal (cents incl. tax) from which shipping is free: the lowest threshold of the shipping
 * methods that have one; null when no method ever ships for free.
 */
export function getFreeShippingThreshold(
  methods: readonly ShippingMethodDefinition[] = DEFAULT_SHIPPING_METHODS,
): number | null {
  const thresholds = methods
    .map((method) => method.freeFromSubtotal)
    .filter((value): value is number => value !== null);
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

export function findShippingMethod(
  carrierCode: string,
  methodCode: string,
  methods: readonly ShippingMethodDefinition[] = DEFAULT_SHIPPING_METHODS,
): ShippingMethodDefinition | null {
  return methods.find((m) => m.carrierCode === carrierCode && m.methodCode === methodCode) ?? null;
}
