/**
 * The cart store: one cart per store view, persisted to IndexedDB
 * under keys prefixed by the store code and restored before use. The server render and the first
 * client render show the empty, not yet restored state; the real cart appears after restore, so
 * hydration never mismatches. The layout loads this module after hydration (it publishes the
 * count for the tab bar badge through cart-count.ts); synchronisation with the server lives in
 * cart-sync.ts, loaded lazily too.
 */

import type { CartTotals } from '@shop/contracts';
import { type CartItem, getCartCount, type StoreCode } from '@shop/core';
import { del, get, set } from 'idb-keyval';
import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { CART_CONFIG } from '../lib/cart-config.ts';
import { publishCartCount, rememberCartView, rememberSavedCart } from './cart-count.ts';

export interface CartState {
  items: CartItem[];
  /** The server cart id (cartServerToken); null before the cart is connected. */
  cartId: string | null;
  /** The cart was created without a customer token (a guest cart, also after a 401 bypass). */
  cartIsGuest: boolean;
  /** The lines' hash at the last completed sync: a sync is needed when the lines hash else. */
  hash: string | null;
  /** The server's totals with their segments (platformTotals, platformTotalSegments). */
  totals: CartTotals | null;
  /** Local changes have not reached the server yet (made offline): the next sync forces them. */
  pendingClientChanges: boolean;
  lastSyncDate: number;
  lastTotalsSyncDate: number;
  connectBypassCount: number;
  /** The persisted cart has been read (false during the server render and the first paint). */
  restored: boolean;
}

export const EMPTY_CART: CartState = {
  items: [],
  cartId: null,
  cartIsGuest: true,
  hash: null,
  totals: null,
  pendingClientChanges: false,
  lastSyncDate: 0,
  lastTotalsSyncDate: 0,
  connectBypassCount: 0,
  restored: false,
};

export type CartStore = StoreApi<CartState>;

/** IndexedDB through idb-keyval; without IndexedDB (server, private modes) nothing is stored. */
const indexedDbStorage: StateStorage = {
  getItem: async (name) =>
    typeof indexedDB === 'undefined' ? null : ((await get<string>(name)) ?? null),
  setItem: async (name, value) => {
    if (typeof indexedDB !== 'undefined') await set(name, value);
  },
  removeItem: async (name) => {
    if (typeof indexedDB !== 'undefined') await del(name);
  },
};

/** The storage key of a store view's cart, e.g. 'nl-current-cart'. */
export function cartStorageKey(storeCode: StoreCode): string {
  return `${storeCode}-current-cart`;
}

/** A cart store persisted with `storage` (IndexedDB in the browser; tests pass a memory one). */
export function createCartStore(
  storeCode: StoreCode,
  storage: StateStorage = indexedDbStorage,
): CartStore {
  return createStore<CartState>()(
    persist(() => ({ ...EMPTY_CART }), {
      name: cartStorageKey(storeCode),
      version: 1,
      storage: createJSONStorage(() => storage),
      skipHydration: true,
      partialize: (state) => ({
        items: state.items,
        cartId: state.cartId,
        cartIsGuest: state.cartIsGuest,
        hash: state.hash,
        totals: state.totals,
        pendingClientChanges: state.pendingClientChanges,
      }),
      merge: (persisted, current) => ({
        ...current,
        ...(persisted as Partial<CartState>),
        restored: true,
      }),
      onRehydrateStorage: () => (_state, error) => {
        if (error) console.error('[cart] the saved cart could not be read:', error);
      },
    }),
  );
}

/**
 * Empties a cart in the browser only and forgets its server cart: at logout the customer's cart
 * stays on the server for the next login.
 */
export function clearCart(store: CartStore): void {
  // Everything of the empty cart but `restored`: the browser's cart stays restored.
  const { restored: _restored, ...empty } = EMPTY_CART;
  store.setState(empty);
}

const stores = new Map<StoreCode, CartStore>();

/** The cart store of a store view (one per view, created on first use). */
export function getCartStore(storeCode: StoreCode): CartStore {
  let store = stores.get(storeCode);
  if (!store) {
    store = createCartStore(storeCode);
    stores.set(storeCode, store);
    const count = (state: CartState) => getCartCount(state.items, CART_CONFIG.minicartCountType);
    store.subscribe((state) => {
      publishCartCount(storeCode, count(state));
      if (state.restored) {
        const present = state.items.length > 0 || state.cartId !== null;
        rememberSavedCart(storeCode, present);
        // A cart in use is where the browser's cart lives: a page of the other view brings it.
        if (present) rememberCartView(storeCode);
      }
    });
  }
  return store;
}

const restoring = new Map<StoreCode, Promise<void>>();

/** Reads the saved cart of a store view once; later calls wait for the same read. */
export function restoreCart(storeCode: StoreCode): Promise<void> {
  let promise = restoring.get(storeCode);
  if (!promise) {
    const store = getCartStore(storeCode);
    promise = Promise.resolve(
      (
        store as CartStore & { persist: { rehydrate: () => Promise<void> | void } }
      ).persist.rehydrate(),
    ).then(() => {
      // An empty storage calls no merge: mark the cart restored anyway.
      if (!store.getState().restored) store.setState({ restored: true });
    });
    restoring.set(storeCode, promise);
  }
  return promise;
}

/** A slice of a store view's cart state; the server and hydration render see the empty cart. */
export function useCart<T>(storeCode: StoreCode, selector: (state: CartState) => T): T {
  return useStore(getCartStore(storeCode), selector);
}

/** The cart count of the tab bar and micro cart (lines or quantities, per configuration). */
export function useCartCount(storeCode: StoreCode): number {
  return useCart(storeCode, (state) => getCartCount(state.items, CART_CONFIG.minicartCountType));
}
