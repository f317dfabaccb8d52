/**
 * The store locator's reads through the one API client: stores near a position or a place
 * (`GET /api/ext/stores`) and one store's page (`GET /api/ext/stores/{slug}`). Nothing personal:
 * no token goes along, so the answers (and the pages made of them) may be cached.
 */
import type {
  StoreDetail,
  StoreDetailResponse,
  StoresResponse,
  StoresResult,
} from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { ApiError, type CallOptions, callApi } from './api.ts';

/** What the shopper searched by: a position (the browser's location) or a place or postcode. */
export type StoreSearch =
  | { kind: 'position'; lat: number; lng: number; distance: number }
  | { kind: 'place'; q: string; distance: number }
  | { kind: 'all' };

/**
 * The stores of a search, nearest first within its radius; every active store by name when
 * nothing was searched. The store view's country is tried first for a place name.
 */
export function findStores(
  storeCode: StoreCode,
  search: StoreSearch,
  options: CallOptions = {},
): Promise<StoresResult> {
  const query = new URLSearchParams();
  if (search.kind === 'position') {
    query.set('lat', String(search.lat));
    query.set('lng', String(search.lng));
    query.set('distance', String(search.distance));
  } else if (search.kind === 'place') {
    query.set('q', search.q);
    query.set('distance', String(search.distance));
  }
  return callApi<typeof StoresResponse>(`/api/ext/stores?${query}`, {
    method: 'GET',
    headers: { accept: 'application/json', 'x-vs-store-code': storeCode },
    ...options,
  });
}

/** A store with its week of opening hours, or null when no active store has this slug. */
export async function getStore(
  slug: string,
  options: CallOptions = {},
): Promise<StoreDetail | null> {
  try {
    return await callApi<typeof StoreDetailResponse>(
      `/api/ext/stores/${encodeURIComponent(slug)}`,
      { method: 'GET', headers: { accept: 'application/json' }, ...options },
    );
  } catch (error) {
    // Unknown, or a slug no store can have (too long): no such page.
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) return null;
    throw error;
  }
}
