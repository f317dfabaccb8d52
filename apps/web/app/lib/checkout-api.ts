/**
 * The checkout's calls of the shop's API client (spec core-shop §7 Orders, secondary-areas §7
 * Payments and pickup): placing an order, with or without the payment provider, the order status
 * of the return pages, iDEAL's issuers, the chosen payment method and the pick-up locations.
 * The same request function and envelope rules as lib/api.ts; loaded with the checkout only.
 */
import type {
  OrderStatusResult,
  PaymentAdditionalDetails,
  PaymentInformationResult,
} from '@shop/contracts';
import type { StampedOrder, StoreCode } from '@shop/core';
import { ApiError, type CallOptions, callApiEnvelope } from './api.ts';
import { jsonInit } from './json-request.ts';

/** The answer of POST /api/order (reference-notes §1.3). */
export interface PlacedOrderAnswer {
  magentoOrderId: number;
  orderNumber: string;
  backendOrderId: string;
  transferedAt: string;
  orderHash: string;
}

/** What a place-order call answered: its code and result, or that the API was not reached. */
export type OrderCallResult<T> =
  | { reached: true; code: number; result: T | string; meta?: Record<string, unknown> }
  | { reached: false; error: Error };

/** POST /api/order: places the order without the payment provider (cash on delivery, free). */
export function sendOrder(
  storeCode: StoreCode,
  token: string | null,
  order: StampedOrder,
): Promise<OrderCallResult<PlacedOrderAnswer>> {
  return orderCall('/api/order', storeCode, token, order);
}

/**
 * POST /api/ext/buckaroo/payment-information: places the order (idempotent by its order_id) and
 * starts its payment; the answer carries the provider's redirect.
 */
export function sendPaymentInformation(
  storeCode: StoreCode,
  token: string | null,
  order: StampedOrder,
): Promise<OrderCallResult<PaymentInformationResult>> {
  const billing = order.addressInformation.billingAddress;
  return orderCall('/api/ext/buckaroo/payment-information', storeCode, token, {
    paymentInformation: {
      cartId: order.cart_id || null,
      billingAddress: {
        firstname: billing.firstname,
        lastname: billing.lastname,
        street: billing.street,
        city: billing.city,
        postcode: billing.postcode,
        countryId: billing.country_id,
        telephone: billing.telephone,
        email: billing.email,
      },
      email: billing.email ?? null,
      paymentMethod: {
        method: order.addressInformation.payment_method_code,
        additional_data: order.addressInformation.payment_method_additional,
      },
    },
    order,
  });
}

/** Where an order and its payment stand (the return pages), by its order_hash. */
export async function getOrderStatus(
  orderHash: string,
  options: CallOptions = {},
): Promise<OrderStatusResult> {
  const { result } = await callApiEnvelope<OrderStatusResult>(
    `/api/order/status?${new URLSearchParams({ order_hash: orderHash })}`,
    { method: 'GET', headers: { accept: 'application/json' }, ...options },
  );
  return result;
}

/** iDEAL's issuers (spec §7 get-payment-additional-details). */
export async function getPaymentAdditionalDetails(): Promise<PaymentAdditionalDetails> {
  const { result } = await callApiEnvelope<PaymentAdditionalDetails>(
    '/api/ext/buckaroo/get-payment-additional-details',
    { method: 'GET', headers: { accept: 'application/json' } },
  );
  return result;
}

/**
 * Stores the chosen payment method on the cart (spec secondary §4: sent debounced on a change,
 * with `buckaroo_skip_validation` so the method's own checks wait for the order).
 */
export async function selectPaymentMethod(
  storeCode: StoreCode,
  ids: { token: string | null; cartId: string },
  method: { method: string; additional_data: string[] },
): Promise<string> {
  const { result } = await callApiEnvelope<string>(
    `/api/ext/cart-extend/selected-payment-method?${new URLSearchParams({ cartId: ids.cartId })}`,
    jsonInit('POST', { storeCode, token: ids.token, body: { method } }),
  );
  return result;
}

/** A pick-up location with its stock of the asked skus (spec secondary §3 Pickup location). */
export interface PickupLocation {
  pickup_location_code: string;
  name: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  country_id: string;
  phone: string;
  email: string | null;
  latitude: number;
  longitude: number;
  distance: number | null;
  opening_hours: Partial<Record<string, string>>;
  stock: { sku: string; qty: number; is_in_stock: boolean }[];
  all_in_stock: boolean;
}

export interface PickupLocationsAnswer {
  place: { name: string; country_id: string; latitude: number; longitude: number } | null;
  items: PickupLocation[];
}

/** GET pickup_locations?q&distance&skus&storeCode (spec secondary §7). */
export async function getPickupLocations(
  storeCode: StoreCode,
  query: { q: string; distance: number; skus: string[] },
  options: CallOptions = {},
): Promise<PickupLocationsAnswer> {
  const params = new URLSearchParams({
    distance: String(query.distance),
    storeCode,
  });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.skus.length > 0) params.set('skus', query.skus.join(','));
  const { result } = await callApiEnvelope<PickupLocationsAnswer>(
    `/api/ext/pickup_locations?${params}`,
    { method: 'GET', headers: { accept: 'application/json' }, ...options },
  );
  return result;
}

async function orderCall<T>(
  path: string,
  storeCode: StoreCode,
  token: string | null,
  body: unknown,
): Promise<OrderCallResult<T>> {
  try {
    const { result, meta } = await callApiEnvelope<T>(
      path,
      jsonInit('POST', { storeCode, token, body }),
    );
    return { reached: true, code: 200, result, ...(meta ? { meta } : {}) };
  } catch (error) {
    if (error instanceof ApiError && !error.unreachable) {
      return { reached: true, code: error.code, result: error.message };
    }
    return { reached: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
