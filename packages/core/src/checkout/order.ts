/**
 * The order as the storefront builds, fingerprints, stamps and queues it, and what it does with
 * the answers of the order call and of the offline queue (orders that could not be sent are
 * queued and sent again later).
 */
// The order's addresses are the contracts' OrderAddress, the one declaration of their wire shape
// (a type import: core loads nothing of ours at run time).
import type { OrderAddress } from '@shop/contracts';
import { sha3Hex } from '../cart/checksum.ts';
import { isPickupMethod } from '../cart/methods.ts';
import type { CartItem, CartProductOption } from '../cart/types.ts';

export const PROCESSING_ORDER_MESSAGE = 'Processing order...';
export const CHECKOUT_LOGIN_REQUIRED_MESSAGE =
  'You need to be logged in to go through the checkout process.';
export const SAVE_ADDRESS_FIRST_MESSAGE =
  'Please save your address before selecting a shipping method';
/** What the shopper reads when placing an order answers 400 ({email}: the shop's address). */
export const ORDER_VALIDATION_NOTICE =
  'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}';
/** The schema message the API answers with 400 (logged by the storefront). */
export const ORDER_SCHEMA_ERROR =
  'Internal validation error; Order entity is not compliant with the schema';
export const ORDER_QUEUED_NOTICE =
  'The order can not be transfered because of server error. Order has been queued';
export const UNHANDLED_PLACE_ORDER_ERROR = 'Unhandled place order request error';
/** Order sync (the queue) answered 400. */
export const QUEUED_ORDER_INVALID_NOTICE =
  'Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.';
/** Order sync answered 500 on adding products. */
export const QUEUED_ORDER_OUT_OF_STOCK_NOTICE =
  "Some products you've ordered are out of stock. Your order has been canceled.";
/** The start of the API's text of an order it could not stock. */
export const OUT_OF_STOCK_ORDER_ERROR_PREFIX = 'Error while adding products';
/**
 * The start of the API's text of an order refused because the cart's coupon no longer applies
 * (expired, used up, below its minimum): the shopper confirmed a total with the discount, so
 * the order is not placed at another total.
 */
export const COUPON_NO_LONGER_APPLIES_PREFIX = 'The coupon no longer applies';
/** What the shopper reads then; the cart drops the coupon and shows the new total. */
export const COUPON_NO_LONGER_APPLIES_NOTICE =
  'The coupon no longer applies. Your order has not been placed: please check the new total.';

/** 'In checkout' lasts this long (30 minutes) after the last change of the checkout. */
export const IN_CHECKOUT_WINDOW_MS = 1_800_000;

/** Whether the shopper is in the checkout: it was changed within the last 30 minutes. */
export function isInCheckout(modifiedAt: number | null | undefined, now: number): boolean {
  return (
    typeof modifiedAt === 'number' && modifiedAt > 0 && now - modifiedAt <= IN_CHECKOUT_WINDOW_MS
  );
}

/** A product line of the order: the cart line without what the server recomputes. */
export interface OrderLine {
  sku: string;
  parentSku?: string | undefined;
  qty: number;
  type_id: CartItem['type_id'];
  name: string;
  price_incl_tax: number;
  product_option?: CartProductOption | undefined;
  checksum?: string | undefined;
  image?: string | null | undefined;
  path?: string | undefined;
  /** What the cart line kept of its product for analytics (put back with it; the server ignores them). */
  brand?: string | null | undefined;
  category_path?: string[] | undefined;
}

/** The order before it is stamped (what the fingerprint covers). */
export interface OrderDraft {
  user_id: string;
  cart_id: string;
  store_code: string;
  products: OrderLine[];
  addressInformation: {
    shippingAddress?: OrderAddress;
    billingAddress: OrderAddress;
    shipping_method_code: string | null;
    shipping_carrier_code: string | null;
    payment_method_code: string;
    payment_method_additional: Record<string, unknown>;
    shippingExtraFields?: { pickup_location_code: string };
  };
}

/** The order as sent and queued: stamped with its id and times. */
export interface StampedOrder extends OrderDraft {
  order_id: string;
  created_at: string;
  updated_at: string;
}

/** What the checkout holds about the shopper and the delivery. */
export interface CheckoutInput {
  userId: string | number | null;
  cartId: string | null;
  storeCode: string;
  items: readonly CartItem[];
  personal: { firstName: string; lastName: string; email: string };
  address: {
    country: string;
    streetAddress: string;
    houseNumber: string;
    affix: string;
    city: string;
    zipCode: string;
    phoneNumber: string;
  };
  shipping: { carrierCode: string; methodCode: string } | null;
  /** The chosen store of a pick-up. */
  pickupLocationCode: string | null;
  payment: { method: string; additional: Record<string, unknown> };
}

const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

/** Whether every line ships nothing (no delivery address, no cash on delivery). */
export function isVirtualCart(items: readonly { type_id: string }[]): boolean {
  return items.length > 0 && items.every((item) => VIRTUAL_TYPES.has(item.type_id));
}

/**
 * The order of a checkout: the billing address with the e-mail, the shipping address (none for a
 * virtual cart; a pick-up names its store, whose address the server fills in), the chosen
 * methods and the cart lines.
 */
export function buildOrder(input: CheckoutInput): OrderDraft {
  const base = checkoutAddress(input);
  const virtual = isVirtualCart(input.items);
  const pickup =
    !virtual &&
    input.shipping !== null &&
    isPickupMethod(input.shipping.carrierCode, input.shipping.methodCode) &&
    input.pickupLocationCode
      ? input.pickupLocationCode
      : null;
  const information: OrderDraft['addressInformation'] = {
    billingAddress: { ...base, email: input.personal.email.trim().toLowerCase() },
    shipping_method_code: virtual ? null : (input.shipping?.methodCode ?? null),
    shipping_carrier_code: virtual ? null : (input.shipping?.carrierCode ?? null),
    payment_method_code: input.payment.method,
    payment_method_additional: input.payment.additional,
  };
  if (!virtual) {
    information.shippingAddress = pickup
      ? { ...base, extension_attributes: { pickup_location_code: pickup } }
      : { ...base };
  }
  if (pickup) information.shippingExtraFields = { pickup_location_code: pickup };
  return {
    user_id: input.userId === null ? '' : String(input.userId),
    cart_id: input.cartId ?? '',
    store_code: input.storeCode,
    products: input.items.map(orderLine),
    addressInformation: information,
  };
}

/**
 * The shopper's address as the order and the cart's shipping information send it: an
 * OrderAddress with every field the checkout knows filled in.
 */
export function checkoutAddress(input: Pick<CheckoutInput, 'personal' | 'address'>) {
  const { personal, address } = input;
  return {
    firstname: personal.firstName.trim(),
    lastname: personal.lastName.trim(),
    street: [address.streetAddress.trim(), address.houseNumber.trim(), address.affix.trim()],
    city: address.city.trim(),
    postcode: normalizePostcode(address.zipCode, address.country),
    country_id: address.country.toUpperCase(),
    telephone: address.phoneNumber.trim(),
    region: '',
    region_id: 0,
  };
}

/** A cart line as the order carries it (no totals, stock or messages: the server prices it). */
function orderLine(item: CartItem): OrderLine {
  const line: OrderLine = {
    sku: item.sku,
    qty: item.qty,
    type_id: item.type_id,
    name: item.name,
    price_incl_tax: item.price_incl_tax,
  };
  if (item.parentSku !== undefined) line.parentSku = item.parentSku;
  if (item.product_option !== undefined) line.product_option = item.product_option;
  if (item.checksum !== undefined) line.checksum = item.checksum;
  if (item.image !== undefined) line.image = item.image;
  if (item.path !== undefined) line.path = item.path;
  if (item.brand !== undefined) line.brand = item.brand;
  if (item.category_path !== undefined) line.category_path = item.category_path;
  return line;
}

/** A Dutch postcode as '1234 AB'; other countries trimmed. */
export function normalizePostcode(postcode: string, country: string): string {
  const text = postcode.trim();
  if (country.toUpperCase() !== 'NL') return text;
  const match = /^([1-9][0-9]{3}) ?([A-Za-z]{2})$/.exec(text);
  return match ? `${match[1]} ${match[2]?.toUpperCase()}` : text;
}

/**
 * The fingerprint of an order: sha3-224 of its JSON before it is stamped, so the same order placed
 * twice in a session is recognised and ignored.
 */
export function orderFingerprint(order: OrderDraft): string {
  return sha3Hex(JSON.stringify(order));
}

/** A new order id: the time and a random UUID (`<Date.now()>-<uuid>`). */
export function newOrderId(now: number, uuid: string): string {
  return `${now}-${uuid}`;
}

/** The order stamped with its id and its creation and update times. */
export function stampOrder(order: OrderDraft, now: Date, uuid: string): StampedOrder {
  const stamp = now.toISOString();
  return {
    ...order,
    order_id: newOrderId(now.getTime(), uuid),
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * What placing an order online ended with: 200 (or no code) placed, 400 refused as invalid,
 * anything else an error that queues the order for a retry — except answers that a retry cannot
 * change (4xx refusals: out of stock, a coupon that no longer applies, a closed shop, a cart that
 * is not the shopper's), which are shown and not queued.
 */
export type PlaceOrderOutcome = 'placed' | 'invalid' | 'refused' | 'retry';

export function placeOrderOutcome(
  code: number | null | undefined,
  message: string | null | undefined,
  reachedServer: boolean,
  /** The answer's message key (`meta.key`), when it has one. */
  key: string | null = null,
): PlaceOrderOutcome {
  if (!reachedServer) return 'retry';
  if (code === undefined || code === null || code === 200) return 'placed';
  // A 400 refuses the order's body (a field the form should have checked), unless its message
  // key names another rule the shopper can act on (an iDEAL bank the provider no longer takes):
  // that one is shown in the shopper's words, as the other refusals are.
  if (code === 400) return key !== null && !isBodyRefusalKey(key) ? 'refused' : 'invalid';
  if (isOutOfStockAnswer(code, message)) return 'refused';
  if (code >= 400 && code < 500 && code !== 401 && code !== 408 && code !== 429) return 'refused';
  return 'retry';
}

/** Message keys of refusals of the request's body itself: its schema, a field, its format. */
function isBodyRefusalKey(key: string): boolean {
  return (
    key === 'order.not_compliant' ||
    key === 'error.other' ||
    key.startsWith('field.') ||
    key.startsWith('request.')
  );
}

/**
 * The API's answer for an order whose products it could not stock: 409 with a text starting
 * with OUT_OF_STOCK_ORDER_ERROR_PREFIX (500 from servers of before that status was chosen).
 */
export function isOutOfStockAnswer(code: number, message: string | null | undefined): boolean {
  return (
    (code === 409 || code === 500) &&
    typeof message === 'string' &&
    message.startsWith(OUT_OF_STOCK_ORDER_ERROR_PREFIX)
  );
}

/** The API's answer for an order refused because its coupon no longer applies (409). */
export function isCouponRefusal(code: number, message: string | null | undefined): boolean {
  return (
    code === 409 &&
    typeof message === 'string' &&
    message.startsWith(COUPON_NO_LONGER_APPLIES_PREFIX)
  );
}

/**
 * What the offline queue does with a reply: 200 transmitted; 400, out of stock and a coupon that
 * no longer applies end the order as canceled with their notices; other refusals a retry cannot
 * change end it with the server's message; anything else stays to be sent again.
 */
export interface QueueReplyOutcome {
  transmitted: boolean;
  canceled: boolean;
  /** A message key for the shopper, or the server's own message; null for none. */
  notice: string | null;
}

export function queueReplyOutcome(
  code: number,
  message: string | null | undefined,
): QueueReplyOutcome {
  if (code === 200) return { transmitted: true, canceled: false, notice: null };
  if (code === 400)
    return { transmitted: true, canceled: true, notice: QUEUED_ORDER_INVALID_NOTICE };
  if (isOutOfStockAnswer(code, message)) {
    return { transmitted: true, canceled: true, notice: QUEUED_ORDER_OUT_OF_STOCK_NOTICE };
  }
  if (isCouponRefusal(code, message)) {
    return { transmitted: true, canceled: true, notice: COUPON_NO_LONGER_APPLIES_NOTICE };
  }
  if (placeOrderOutcome(code, message, true) === 'refused') {
    return { transmitted: true, canceled: true, notice: message || UNHANDLED_PLACE_ORDER_ERROR };
  }
  return { transmitted: false, canceled: false, notice: message || UNHANDLED_PLACE_ORDER_ERROR };
}

/** The provider's redirect of a payment answer (RequiredAction Redirect), or null. */
export function paymentRedirectUrl(
  response:
    | { RequiredAction?: { Type?: string; Name?: string; RedirectURL?: string } | null }
    | null
    | undefined,
): string | null {
  const action = response?.RequiredAction;
  if (!action?.RedirectURL) return null;
  return action.Type === 'Redirect' || action.Name === 'Redirect' ? action.RedirectURL : null;
}
