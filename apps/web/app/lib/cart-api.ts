/**
 * The cart's calls of the shop's API client (cart and stock): the same request function and
 * envelope rules as lib/api.ts, in a module of their own so that only the cart logic, loaded on
 * demand, carries them. A customer's cart is called with the customer's access token (`auth`),
 * a guest cart without one.
 */
import type {
  CartCreateResponse,
  CartItemResponse,
  CartItemsResponse,
  CartStoreSwitchResponse,
  CartTotals,
  CartTotalsResponse,
  CartTrueResponse,
  GiftCardBalance,
  GiftCardCartResponse,
  GiftCardCheckResponse,
  ResultOf,
  RewardsApplyResponse,
  ServerCartItem,
  ShippingInformationResponse,
  ShippingMethod,
  ShippingMethodsResponse,
  StockCheckResponse,
  StockItem,
} from '@shop/contracts';
import type { CartItemPayload, CartProductOption, StoreCode, SwitchedLine } from '@shop/core';
import { type CallOptions, callApi } from './api.ts';
import { callJson } from './json-request.ts';

/** The cart a call is about, and whether it is the customer's (the call carries the token). */
export interface CartIds {
  cartId: string;
  customer: boolean;
}

/** The server's totals of a cart (Magento shape, euros). */
export type { CartTotals } from '@shop/contracts';

/**
 * A line of the server cart. The contract leaves its product_option open; the API answers the
 * option the line was added with, normalised as it stored it: a product option of the cart
 * rules, which compare lines by it.
 */
export type ServerCartLine = Omit<ServerCartItem, 'product_option'> & {
  product_option?: CartProductOption;
};

/** The answer of a cart's move to another store view, its lines as the cart rules read them. */
export type CartStoreSwitch = Omit<ResultOf<typeof CartStoreSwitchResponse>, 'items'> & {
  items: SwitchedLine[];
};

/** Creates a cart: a new guest cart, or the customer's active cart for a customer. */
export function createCart(storeCode: StoreCode, customer: boolean): Promise<string> {
  return callJson<typeof CartCreateResponse>('POST', '/api/cart/create', {
    storeCode,
    auth: customer,
  });
}

/** The server's lines of a cart. */
export function pullCart(storeCode: StoreCode, ids: CartIds): Promise<ServerCartLine[]> {
  return callJson<typeof CartItemsResponse>('GET', `/api/cart/pull${cartQuery(ids)}`, {
    storeCode,
    auth: ids.customer,
  }) as Promise<ServerCartLine[]>;
}

/**
 * Moves a cart to the store view `storeCode` (decision 0049): the same cart, its lines priced
 * there. `targetCartId` is the cart the browser holds in that view; its lines join.
 */
export function switchCartStoreView(
  storeCode: StoreCode,
  ids: CartIds,
  targetCartId: string | null,
): Promise<CartStoreSwitch> {
  return callJson<typeof CartStoreSwitchResponse>(
    'POST',
    `/api/cart/switch-store-view${cartQuery(ids)}`,
    { storeCode, auth: ids.customer, body: targetCartId ? { targetCartId } : {} },
  ) as Promise<CartStoreSwitch>;
}

/** Sets the absolute quantity of a line, creating it when the cart lacks it. */
export function updateCartItem(
  storeCode: StoreCode,
  ids: CartIds,
  cartItem: CartItemPayload,
): Promise<ServerCartLine> {
  return callJson<typeof CartItemResponse>('POST', `/api/cart/update${cartQuery(ids)}`, {
    storeCode,
    auth: ids.customer,
    body: { cartItem: { ...cartItem, quoteId: cartItem.quoteId ?? ids.cartId } },
  }) as Promise<ServerCartLine>;
}

/** Deletes a line of the server cart. */
export function deleteCartItem(
  storeCode: StoreCode,
  ids: CartIds,
  cartItem: { sku?: string; item_id: number },
): Promise<true> {
  return callJson<typeof CartTrueResponse>('POST', `/api/cart/delete${cartQuery(ids)}`, {
    storeCode,
    auth: ids.customer,
    body: { cartItem: { ...cartItem, quoteId: ids.cartId } },
  });
}

/** The totals of a cart with the store view's segments (incl. tax in nl and de). */
export function getCartTotals(storeCode: StoreCode, ids: CartIds): Promise<CartTotals> {
  return callJson<typeof CartTotalsResponse>('GET', `/api/cart/totals${cartQuery(ids)}`, {
    storeCode,
    auth: ids.customer,
  });
}

/** Applies a coupon code; a refused code throws an ApiError with the server's message. */
export function applyCartCoupon(storeCode: StoreCode, ids: CartIds, coupon: string): Promise<true> {
  return callJson<typeof CartTrueResponse>(
    'POST',
    `/api/cart/apply-coupon${cartQuery({ ...ids, coupon })}`,
    { storeCode, auth: ids.customer },
  );
}

/** Removes the coupon of a cart. */
export function deleteCartCoupon(storeCode: StoreCode, ids: CartIds): Promise<true> {
  return callJson<typeof CartTrueResponse>('POST', `/api/cart/delete-coupon${cartQuery(ids)}`, {
    storeCode,
    auth: ids.customer,
  });
}

/**
 * Applies a gift card to a cart (POST /api/ext/giftcard/apply); answers the cart's totals. A
 * code that is not valid throws an ApiError (its key: 'This is not a valid giftcard').
 */
export function applyGiftCard(
  storeCode: StoreCode,
  ids: CartIds,
  giftCardCode: string,
): Promise<CartTotals> {
  return callJson<typeof GiftCardCartResponse>('POST', '/api/ext/giftcard/apply', {
    storeCode,
    auth: ids.customer,
    body: { quoteId: ids.cartId, giftCardCode },
  });
}

/** Removes a gift card from a cart, by its code or the masked code the totals show. */
export function removeGiftCard(
  storeCode: StoreCode,
  ids: CartIds,
  giftCardCode: string,
): Promise<CartTotals> {
  return callJson<typeof GiftCardCartResponse>('POST', '/api/ext/giftcard/remove', {
    storeCode,
    auth: ids.customer,
    body: { quoteId: ids.cartId, giftCardCode },
  });
}

/**
 * Records the reward points to spend on the customer's cart (POST /api/ext/rewards/apply; 0
 * spends none); answers the cart's totals with them. More than the balance throws an ApiError
 * (its key: 'You do not have this many points').
 */
export async function applyRewardPoints(
  storeCode: StoreCode,
  ids: CartIds,
  pointAmount: number,
): Promise<CartTotals> {
  const result = await callJson<typeof RewardsApplyResponse>(
    'POST',
    `/api/ext/rewards/apply?cartId=${encodeURIComponent(ids.cartId)}`,
    { storeCode, auth: true, body: { pointAmount } },
  );
  return result.totals;
}

/** The balance and expiry of a gift card code. */
export function checkGiftCard(
  storeCode: StoreCode,
  giftCardCode: string,
): Promise<GiftCardBalance> {
  return callJson<typeof GiftCardCheckResponse>('POST', '/api/ext/giftcard/check', {
    storeCode,
    body: { giftCardCode },
  });
}

/** The stock of one sku. */
export function checkStock(sku: string, options: CallOptions = {}): Promise<StockItem> {
  return callApi<typeof StockCheckResponse>(`/api/stock/check?${new URLSearchParams({ sku })}`, {
    method: 'GET',
    headers: { accept: 'application/json' },
    ...options,
  });
}

/** The cart id (and the coupon) in the query; the token never goes into the URL. */
function cartQuery(values: { cartId: string; coupon?: string }): string {
  const query = new URLSearchParams({ cartId: values.cartId });
  if (values.coupon !== undefined) query.set('coupon', values.coupon);
  return `?${query}`;
}

/** The shipping methods for an address (at least its country) with their prices for this cart. */
export function estimateShippingMethods(
  storeCode: StoreCode,
  ids: CartIds,
  address: {
    country_id: string;
    street?: string[];
    postcode?: string;
    city?: string;
    region?: string;
    region_id?: number;
    region_code?: string;
  },
): Promise<ShippingMethod[]> {
  return callJson<typeof ShippingMethodsResponse>(
    'POST',
    `/api/cart/shipping-methods${cartQuery(ids)}`,
    { storeCode, auth: ids.customer, body: { address } },
  );
}

/** An address of the shipping information (only the country is needed for an estimate). */
export interface ShippingInformationAddress {
  countryId: string;
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  telephone?: string;
  email?: string;
  company?: string;
  extension_attributes?: Record<string, unknown>;
}

/** Stores the shipping address and method of a cart; answers its payment methods and totals. */
export function setShippingInformation(
  storeCode: StoreCode,
  ids: CartIds,
  addressInformation: {
    shippingAddress: ShippingInformationAddress;
    billingAddress: ShippingInformationAddress;
    shippingCarrierCode: string;
    shippingMethodCode: string;
  },
): Promise<ResultOf<typeof ShippingInformationResponse>> {
  return callJson<typeof ShippingInformationResponse>(
    'POST',
    `/api/cart/shipping-information${cartQuery(ids)}`,
    { storeCode, auth: ids.customer, body: { addressInformation } },
  );
}
