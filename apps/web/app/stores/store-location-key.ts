/**
 * Where the shopper's store is remembered (stores/store-location.ts), apart from the store itself:
 * the product page asks whether a store is remembered before it loads the store's code.
 */
import type { StoreCode } from '@shop/core';

/** The localStorage key of the store view's remembered store. */
export const storeLocationKey = (storeCode: StoreCode) => `shop/store-location/${storeCode}`;

/** Whether this browser remembers a store for the store view (false without storage). */
export function remembersStore(storeCode: StoreCode): boolean {
  try {
    return localStorage.getItem(storeLocationKey(storeCode)) !== null;
  } catch {
    return false;
  }
}
