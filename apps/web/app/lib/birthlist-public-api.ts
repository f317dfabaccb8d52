/**
 * The birth list's public read through the one API client: a list by its url key, no token (the
 * API answers only what a visitor may see). The page's loader reads it on the server; the page
 * reads it again in the browser for the quantities still wanted, which a cached copy of the
 * page may show a little late.
 */
import type { PublicBirthList, PublicBirthListResponse } from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { ApiError, type CallOptions, callApi } from './api.ts';

/**
 * A list by its url key, or null when it is unavailable: unknown or inactive (the API's one
 * 404), or a key no list can have (400).
 */
export async function getPublicBirthList(
  storeCode: StoreCode,
  urlKey: string,
  options: CallOptions = {},
): Promise<PublicBirthList | null> {
  const path = `/api/ext/birthlist/public/${encodeURIComponent(storeCode)}/${encodeURIComponent(urlKey)}`;
  try {
    return await callApi<typeof PublicBirthListResponse>(path, {
      method: 'GET',
      headers: { accept: 'application/json' },
      ...options,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) return null;
    throw error;
  }
}
