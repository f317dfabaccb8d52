/**
 * The cart's calls of the shop's API client (spec core-shop §7 Cart, Stock): the same request
 * function and envelope rules as lib/api.ts, in a module of their own so that only the cart logic,
 * loaded on demand, carries them. The customer token travels in the Authorization header.
 */
import type { CartTotals, PaymentMethod, ShippingMethod, StockItem } from '@shop/contracts';
import type { CartItemPayload, ServerLine, StoreCode } from '@shop/core';
import { type CallOptions, callApi } from './api.ts';
import { jsonInit } from './json-request.ts';

/** The ids a cart call needs: the customer's token (empty for guests) and the cart id. */
export interface CartIds {
  token: string | null;
  cartId: string;
}

/** The server's totals of a cart (Magento shape, euros; contract packages/contracts cart.ts). */
export type { CartTotals } from '@shop/contracts';

/** Creates a cart: a new guest cart, or the customer's active cart with a token (spec §7 Cart). */
export function createCart(storeCode: StoreCode, token: string | null): Promise<string> {
  return callApi<string>(
    `/api/cart/create${cartQuery({ token })}`,
    jsonInit('POST', { storeCode, token }),
  );
}

/** The server's lines of a cart. */
export function pullCart(storeCode: StoreCode, ids: CartIds): Promise<ServerLine[]> {
  return callApi<ServerLine[]>(
    `/api/cart/pull${cartQuery(ids)}`,
    jsonInit('GET', { storeCode, token: ids.token }),
  );
}

/** Sets the absolute quantity of a line, creating it when the cart lacks it. */
export function updateCartItem(
  storeCode: StoreCode,
  ids: CartIds,
  cartItem: CartItemPayload,
): Promise<ServerLine> {
  return callApi<ServerLine>(
    `/api/cart/update${cartQuery(ids)}`,
    jsonInit('POST', {
      storeCode,
      token: ids.token,
      body: { cartItem: { ...cartItem, quoteId: cartItem.quoteId ?? ids.cartId } },
    }),
  );
}

/** Deletes a line of the server cart. */
export function deleteCartItem(
  storeCode: StoreCode,
  ids: CartIds,
  cartItem: { sku?: string; item_id: number },
): Promise<boolean> {
  return callApi<boolean>(
    `/api/cart/delete${cartQuery(ids)}`,
    jsonInit('POST', {
      storeCode,
      token: ids.token,
      body: { cartItem: { ...cartItem, quoteId: ids.cartId } },
    }),
  );
}

/** The totals of a cart with the store view's segments (nl incl. tax, de excl. tax). */
export function getCartTotals(storeCode: StoreCode, ids: CartIds): Promise<CartTotals> {
  return callApi<CartTotals>(
    `/api/cart/totals${cartQuery(ids)}`,
    jsonInit('GET', { storeCode, token: ids.token }),
  );
}

/** Applies a coupon code; a refused code throws an ApiError with the server's message. */
export function applyCartCoupon(
  storeCode: StoreCode,
  ids: CartIds,
  coupon: string,
): Promise<boolean> {
  return callApi<boolean>(
    `/api/cart/apply-coupon${cartQuery({ ...ids, coupon })}`,
    jsonInit('POST', { storeCode, token: ids.token }),
  );
}

/** Removes the coupon of a cart. */
export function deleteCartCoupon(storeCode: StoreCode, ids: CartIds): Promise<boolean> {
  return callApi<boolean>(
    `/api/cart/delete-coupon${cartQuery(ids)}`,
    jsonInit('POST', { storeCode, token: ids.token }),
  );
}

/** The stock of one sku (spec §7 Stock). */
export function checkStock(sku: string, options: CallOptions = {}): Promise<StockItem> {
  return callApi<StockItem>(`/api/stock/check?${new URLSearchParams({ sku })}`, {
    method: 'GET',
    headers: { accept: 'application/json' },
    ...options,
  });
}

function cartQuery(values: { token?: string | null; cartId?: string; coupon?: string }): string {
  const query = new URLSearchParams();
  // The token travels in the Authorization header (ARCHITECTURE), never in the URL.
  if (values.cartId !== undefined) query.set('cartId', values.cartId);
  if (values.coupon !== undefined) query.set('coupon', values.coupon);
  const text = query.toString();
  return text ? `?${text}` : '';
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
  return callApi<ShippingMethod[]>(
    `/api/cart/shipping-methods${cartQuery(ids)}`,
    jsonInit('POST', { storeCode, token: ids.token, body: { address } }),
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
): Promise<{ payment_methods: PaymentMethod[]; totals: CartTotals }> {
  return callApi(
    `/api/cart/shipping-information${cartQuery(ids)}`,
    jsonInit('POST', { storeCode, token: ids.token, body: { addressInformation } }),
  );
}
