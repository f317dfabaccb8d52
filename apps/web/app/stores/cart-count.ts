/**
 * The cart count of each store view for the tab bar badge. The cart store itself (zustand,
 * IndexedDB) is loaded after hydration and publishes its count here, so the JavaScript every page
 * loads upfront holds only this counter. 0 until the saved cart is restored.
 */
import type { StoreCode } from '@shop/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The published count of each store view's cart. */
const countStore = createStore<Partial<Record<StoreCode, number>>>()(() => ({}));

/** Publishes the count of a store view's cart (called by the cart store on every change). */
export function publishCartCount(storeCode: StoreCode, count: number): void {
  if (countStore.getState()[storeCode] === count) return;
  countStore.setState({ [storeCode]: count });
}

const presenceKey = (storeCode: StoreCode) => `shop:${storeCode}:cart`;

/**
 * Remembers whether a store view has a saved cart (lines or a server cart id), in localStorage
 * next to the IndexedDB copy: a page then loads the cart store only when there is a cart to
 * restore. Storage errors (private modes, quota) are ignored.
 */
export function rememberSavedCart(storeCode: StoreCode, present: boolean): void {
  try {
    if (present) localStorage.setItem(presenceKey(storeCode), '1');
    else localStorage.removeItem(presenceKey(storeCode));
  } catch {
    // Without localStorage every page restores the cart (the safe side).
  }
}

/** Whether a store view may have a saved cart; true when localStorage cannot tell. */
export function mayHaveSavedCart(storeCode: StoreCode): boolean {
  try {
    return localStorage.getItem(presenceKey(storeCode)) === '1';
  } catch {
    return true;
  }
}

const CART_VIEW_KEY = 'shop:cart-view';

/**
 * Remembers the store view the browser's cart lives in now (decision 0049): a page of the other
 * view brings it along. Storage errors are ignored (the cart then stays with its view).
 */
export function rememberCartView(storeCode: StoreCode): void {
  try {
    if (localStorage.getItem(CART_VIEW_KEY) !== storeCode) {
      localStorage.setItem(CART_VIEW_KEY, storeCode);
    }
  } catch {
    // Without localStorage each store view keeps its own cart.
  }
}

/**
 * The store view the browser's cart lives in when it is another than `storeCode` and may have a
 * saved cart there; else null.
 */
export function cartViewOtherThan(storeCode: StoreCode): StoreCode | null {
  try {
    const view = localStorage.getItem(CART_VIEW_KEY);
    if (!view || view === storeCode || (view !== 'nl' && view !== 'de')) return null;
    return mayHaveSavedCart(view) ? view : null;
  } catch {
    return null;
  }
}

/** The count of a store view's cart; 0 on the server and before the cart is restored. */
export function usePublishedCartCount(storeCode: StoreCode): number {
  return useStore(countStore, (counts) => counts[storeCode] ?? 0);
}
