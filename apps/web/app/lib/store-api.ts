/**
 * The store calls of the shop's API client (secondary-areas §7 Store locator, pickup, in-store):
 * stores near a place or position, one store, a product's shelf stock in every store, the barcode
 * lookup and the customer's store purchases. Loaded only by the pages and the dialog that show
 * stores, never with every page. Same request function and envelope rules as lib/api.ts.
 */
import type {
  BarcodeProduct,
  BarcodeResponse,
  InStoreInventoryResponse,
  InStoreInventoryResult,
  OfflineOrderDetail,
  OfflineOrderResponse,
  OfflineOrderSummary,
  OfflineOrdersResponse,
  StoreDetail,
  StoreDetailResponse,
  StoresResponse,
  StoresResult,
} from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { ApiError, type CallOptions, callApi } from './api.ts';
import { callJson } from './json-request.ts';

export type { StoreDetail, StoreSummary, StoresResult } from '@shop/contracts';

export type InStoreInventory = InStoreInventoryResult;

export type { BarcodeProduct, OfflineOrderDetail, OfflineOrderSummary } from '@shop/contracts';

/** Where to look for stores: a position, a place or postcode, or nothing (every store). */
export type StoreSearch = { lat: number; lng: number } | { q: string } | { all: true };

/** GET /api/ext/stores: stores nearest first within `distance` km (by name without a place). */
export function findStores(
  storeCode: StoreCode,
  search: StoreSearch,
  {
    distance,
    pickupOnly,
    ...options
  }: CallOptions & { distance?: number; pickupOnly?: boolean } = {},
): Promise<StoresResult> {
  const query = new URLSearchParams();
  if ('lat' in search) {
    query.set('lat', String(search.lat));
    query.set('lng', String(search.lng));
  } else if ('q' in search && search.q.trim()) {
    query.set('q', search.q.trim());
  }
  if (distance !== undefined) query.set('distance', String(distance));
  if (pickupOnly) query.set('is_pickup_location', '1');
  return callApi<typeof StoresResponse>(`/api/ext/stores?${query}`, {
    method: 'GET',
    headers: { accept: 'application/json', 'x-vs-store-code': storeCode },
    ...options,
  });
}

/** GET /api/ext/stores/{slug}: one store with its week, or null when there is none. */
export async function getStore(
  slug: string,
  options: CallOptions = {},
): Promise<StoreDetail | null> {
  try {
    return await callApi<typeof StoreDetailResponse>(
      `/api/ext/stores/${encodeURIComponent(slug)}`,
      {
        method: 'GET',
        headers: { accept: 'application/json' },
        ...options,
      },
    );
  } catch (error) {
    // Unknown, or a slug no store can have (too long): no such store.
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) return null;
    throw error;
  }
}

/** GET /api/ext/in_store_inventory/{sku}: shelf stock of the sku (or of every child). */
export function getInStoreInventory(
  sku: string,
  options: CallOptions = {},
): Promise<InStoreInventoryResult> {
  return callApi<typeof InStoreInventoryResponse>(
    `/api/ext/in_store_inventory/${encodeURIComponent(sku)}`,
    {
      method: 'GET',
      headers: { accept: 'application/json' },
      ...options,
    },
  );
}

/**
 * GET /api/ext/barcode/{code}: the product of an EAN-13 or store barcode, or null when no product
 * has it (the API's 404). A refused code (a wrong check digit) throws the API's 400.
 */
export async function findProductByBarcode(
  code: string,
  storeCode: StoreCode,
  options: CallOptions = {},
): Promise<BarcodeProduct | null> {
  try {
    return await callApi<typeof BarcodeResponse>(`/api/ext/barcode/${encodeURIComponent(code)}`, {
      method: 'GET',
      headers: { accept: 'application/json', 'x-vs-store-code': storeCode },
      ...options,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

/** GET /api/ext/offline-orders?customerEmail=: the customer's store purchases, newest first. */
export function getOfflineOrders(customerEmail: string): Promise<OfflineOrderSummary[]> {
  const query = new URLSearchParams({ customerEmail });
  return callJson<typeof OfflineOrdersResponse>('GET', `/api/ext/offline-orders?${query}`, {
    auth: true,
  });
}

/** GET /api/ext/offline-orders/{id}: one store purchase of the customer, or null. */
export async function getOfflineOrder(orderId: string): Promise<OfflineOrderDetail | null> {
  // Ids are numbers: anything else names no purchase (the API would refuse it as bad input).
  if (!/^\d{1,15}$/.test(orderId)) return null;
  try {
    return await callJson<typeof OfflineOrderResponse>(
      'GET',
      `/api/ext/offline-orders/${encodeURIComponent(orderId)}`,
      { auth: true },
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}
