/**
 * The checkout's calls of the shop's API client: placing an order, with or without the payment
 * provider, the order status of the return pages, iDEAL's issuers, the chosen payment method and
 * the pick-up locations. The same request function and envelope rules as lib/api.ts; loaded
 * with the checkout only. A customer's order is placed with the customer's access token.
 */
import type {
  AnswerSchema,
  OrderPlacedResponse,
  OrderStatusResponse,
  OrderStatusResult,
  PaymentAdditionalDetails,
  PaymentAdditionalDetailsResponse,
  PaymentInformationResponse,
  PickupLocationsResponse,
  PickupLocationsResult,
  ResultOf,
  SelectedPaymentMethodResponse,
} from '@shop/contracts';
import type { StampedOrder, StoreCode } from '@shop/core';
import { ApiError, type CallOptions, callApi } from './api.ts';
import { callJson } from './json-request.ts';

/** The answer of POST /api/order. */
export type PlacedOrderAnswer = ResultOf<typeof OrderPlacedResponse>;

/** The answer of the payment call: the placed order and how its payment goes on. */
export type PaymentInformationAnswer = ResultOf<typeof PaymentInformationResponse>;

/** A pick-up location with its stock of the asked skus. */
export type { PickupLocation } from '@shop/contracts';

/** What a place-order call answered: its code and result, or that the API was not reached. */
export type OrderCallResult<T> =
  | {
      reached: true;
      code: number;
      result: T | string;
      /** The refusal itself (its message key), when the code is not 200. */
      refusal?: ApiError;
    }
  | { reached: false; error: Error };

/** POST /api/order: places the order without the payment provider (cash on delivery, free). */
export function sendOrder(
  storeCode: StoreCode,
  customer: boolean,
  order: StampedOrder,
): Promise<OrderCallResult<PlacedOrderAnswer>> {
  return orderCall<typeof OrderPlacedResponse>('/api/order', storeCode, customer, order);
}

/**
 * POST /api/ext/buckaroo/payment-information: places the order (idempotent by its order_id) and
 * starts its payment; the answer carries the provider's redirect.
 */
export function sendPaymentInformation(
  storeCode: StoreCode,
  customer: boolean,
  order: StampedOrder,
): Promise<OrderCallResult<PaymentInformationAnswer>> {
  const billing = order.addressInformation.billingAddress;
  const path = '/api/ext/buckaroo/payment-information';
  return orderCall<typeof PaymentInformationResponse>(path, storeCode, customer, {
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
export function getOrderStatus(
  orderHash: string,
  options: CallOptions = {},
): Promise<OrderStatusResult> {
  return callApi<typeof OrderStatusResponse>(
    `/api/order/status?${new URLSearchParams({ order_hash: orderHash })}`,
    { method: 'GET', headers: { accept: 'application/json' }, ...options },
  );
}

/** iDEAL's issuers. */
export function getPaymentAdditionalDetails(): Promise<PaymentAdditionalDetails> {
  return callApi<typeof PaymentAdditionalDetailsResponse>(
    '/api/ext/buckaroo/get-payment-additional-details',
    { method: 'GET', headers: { accept: 'application/json' } },
  );
}

/**
 * Stores the chosen payment method on the cart (sent debounced on a change, with
 * `buckaroo_skip_validation` so the method's own checks wait for the order).
 */
export function selectPaymentMethod(
  storeCode: StoreCode,
  ids: { cartId: string; customer: boolean },
  method: { method: string; additional_data: string[] },
): Promise<string> {
  return callJson<typeof SelectedPaymentMethodResponse>(
    'POST',
    `/api/ext/cart-extend/selected-payment-method?${new URLSearchParams({ cartId: ids.cartId })}`,
    { storeCode, auth: ids.customer, body: { method } },
  );
}

/** The pick-up locations near a place (or of the store view's country), with their stock. */
export function getPickupLocations(
  storeCode: StoreCode,
  query: { q: string; distance: number; skus: string[] },
  options: CallOptions = {},
): Promise<PickupLocationsResult> {
  const params = new URLSearchParams({
    distance: String(query.distance),
    storeCode,
  });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.skus.length > 0) params.set('skus', query.skus.join(','));
  return callApi<typeof PickupLocationsResponse>(`/api/ext/pickup_locations?${params}`, {
    method: 'GET',
    headers: { accept: 'application/json' },
    ...options,
  });
}

/** A place-order call: every answer the API gave is a reply; only a network failure is not. */
async function orderCall<S extends AnswerSchema>(
  path: string,
  storeCode: StoreCode,
  customer: boolean,
  body: unknown,
): Promise<OrderCallResult<ResultOf<S>>> {
  try {
    const result = await callJson<S>('POST', path, { storeCode, auth: customer, body });
    return { reached: true, code: 200, result };
  } catch (error) {
    if (error instanceof ApiError && !error.unreachable) {
      return { reached: true, code: error.code, result: error.message, refusal: error };
    }
    return { reached: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
