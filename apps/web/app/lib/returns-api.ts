/**
 * The returns calls of the storefront: what of an order can be returned and announcing a return,
 * as the logged-in customer (their token) or as the holder of the order mail's signed return
 * link (its signature, no login).
 */
import type { ReturnableOrderResponse, ReturnRequestBody, ReturnResponse } from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { callJson } from './json-request.ts';

/** Who asks: the logged-in customer, or the signature of the order mail's return link. */
export type ReturnAccess = { signature: string } | { customer: true };

function pathOf(orderNumber: string, access: ReturnAccess): string {
  const path = `/api/ext/returns/order/${encodeURIComponent(orderNumber)}`;
  return 'signature' in access
    ? `${path}?${new URLSearchParams({ signature: access.signature })}`
    : path;
}

/** What of an order can still be returned, until when, and its returns so far. */
export function getReturnableOrder(
  orderNumber: string,
  access: ReturnAccess,
  storeCode: StoreCode,
) {
  return callJson<typeof ReturnableOrderResponse>('GET', pathOf(orderNumber, access), {
    auth: !('signature' in access),
    storeCode,
  });
}

/** Announces a return: answers it with its number (its mail goes to the order's address). */
export function announceReturn(
  orderNumber: string,
  access: ReturnAccess,
  body: ReturnRequestBody,
  storeCode: StoreCode,
) {
  return callJson<typeof ReturnResponse>('POST', pathOf(orderNumber, access), {
    auth: !('signature' in access),
    storeCode,
    body,
  });
}
