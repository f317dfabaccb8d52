/**
 * The payment methods of each store view: a shopper is offered the ways people pay in the
 * country of the view they shop in, not every method the provider knows. The Dutch view offers
 * iDEAL, cards, PayPal, Apple Pay, in3, Riverty (pay afterwards) and bank transfer; the German
 * view cards, PayPal, Apple Pay, Klarna, Sofort, Riverty and bank transfer. Both keep cash on
 * delivery. Methods of other countries stay out: no iDEAL in Germany, no Sofort or EPS in the
 * Netherlands, Bancontact (Belgium) and EPS (Austria) in neither. The provider's own gift card
 * method is in neither either: the shop's gift cards are redeemed in one place, the checkout's
 * gift card field, and pay like credit (decision 37).
 *
 * A shop sets a view's list by name (PAYMENT_METHODS_NL, PAYMENT_METHODS_DE); the billing
 * country and the order total still narrow the list of the view (availablePaymentMethods).
 */
import type { StoreCode } from '../store-views.ts';
import { BUCKAROO_METHOD_PREFIX, type PaymentMethodDefinition } from './methods.ts';

const DUTCH_METHODS = [
  'ideal',
  'creditcard',
  'paypal',
  'applepay',
  'in3',
  'afterpay',
  'transfer',
  'cashondelivery',
] as const;

/** The names (see paymentMethodName) of the methods each store view offers unless configured. */
export const DEFAULT_STORE_VIEW_PAYMENT_METHODS: Readonly<Record<StoreCode, readonly string[]>> = {
  nl: DUTCH_METHODS,
  de: [
    'creditcard',
    'paypal',
    'applepay',
    'klarna',
    'sofort',
    'afterpay',
    'transfer',
    'cashondelivery',
  ],
  // The default view is the Dutch shop without a prefix in older links.
  default: DUTCH_METHODS,
};

/** A method's name as configuration spells it: 'buckaroo_magento2_ideal' → 'ideal'; 'cashondelivery' stays. */
export function paymentMethodName(code: string): string {
  return code.startsWith(BUCKAROO_METHOD_PREFIX) ? code.slice(BUCKAROO_METHOD_PREFIX.length) : code;
}

/**
 * A comma separated list of method names ('ideal, paypal') as names, in the order given, each
 * once; throws an Error naming the unknown ones (and the known names) or an empty list.
 */
export function parsePaymentMethodNames(
  value: string,
  known: readonly PaymentMethodDefinition[],
): string[] {
  const names = [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  const knownNames = known.map((method) => paymentMethodName(method.code));
  const unknown = names.filter((name) => !knownNames.includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(
      `unknown payment method ${unknown.join(', ') || '(none given)'}; known: ${knownNames.join(', ')}`,
    );
  }
  return names;
}

/**
 * The methods a store view offers: the configured names, else the view's defaults that the
 * shop's methods hold, as definitions from the shop's methods in the order named. A configured
 * name the shop does not offer at all throws (a view cannot offer what the shop switched off).
 */
export function storeViewPaymentMethods(
  code: StoreCode,
  shopMethods: readonly PaymentMethodDefinition[],
  configured: readonly string[] | null = null,
): PaymentMethodDefinition[] {
  const byName = new Map(shopMethods.map((method) => [paymentMethodName(method.code), method]));
  if (configured) {
    const missing = configured.filter((name) => !byName.has(name));
    if (missing.length > 0) {
      throw new Error(
        `payment method ${missing.join(', ')} is not among the shop's methods (${[...byName.keys()].join(', ')})`,
      );
    }
  }
  const names = configured ?? DEFAULT_STORE_VIEW_PAYMENT_METHODS[code];
  return names.flatMap((name) => {
    const method = byName.get(name);
    return method ? [method] : [];
  });
}
