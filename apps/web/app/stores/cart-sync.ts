/**
 * The one module that changes the cart and synchronises it with the server; components only
 * call its intents (add, change quantity, remove, coupon). It composes the parts:
 * cart-sync-engine.ts (connect, pull and merge), cart-refresh.ts (totals and stock),
 * cart-intents.ts (what the shopper does) and cart-session.ts (page loads, login, logout,
 * back online). Loaded lazily: it brings the sha3 hashing and the merge.
 *
 * The server calls of a customer's cart carry the customer's token through the API client,
 * which refreshes an expired token instead of the cart falling back to a guest cart.
 */
import type { StoreView } from '@shop/core';
import { listStock } from '../lib/api.ts';
import * as cartApi from '../lib/cart-api.ts';
import { CART_CONFIG } from '../lib/cart-config.ts';
import { getAccessToken } from '../lib/session.ts';
import { getCartStore } from './cart.ts';
import { type CartSyncDeps, createCartContext } from './cart-context.ts';
import { createCartIntents } from './cart-intents.ts';
import { createCartRefresh } from './cart-refresh.ts';
import { createCartSession } from './cart-session.ts';
import { createSyncEngine } from './cart-sync-engine.ts';
import { isUserInCheckout } from './checkout.ts';
import { notify } from './notifications.ts';

export type { CartApi, CartSyncDeps } from './cart-context.ts';
export type { AddToCartInput, AddToCartResult } from './cart-intents.ts';
export type { DiffLog, SyncOptions } from './cart-sync-engine.ts';

/** The cart of a store view with its intents and its synchronisation. */
export function createCartSync(storeView: StoreView, deps: CartSyncDeps) {
  const context = createCartContext(storeView, deps);
  const refresh = createCartRefresh(context);
  const engine = createSyncEngine(context, refresh);
  return {
    ...createCartIntents(context, engine, refresh),
    ...createCartSession(context, engine, refresh),
    ...engine,
    ...refresh,
    ids: context.ids,
  };
}

export type CartSync = ReturnType<typeof createCartSync>;

const syncs = new Map<string, CartSync>();

/** The cart of a store view in the browser (one per view, created on first use). */
export function getCartSync(storeView: StoreView): CartSync {
  let sync = syncs.get(storeView.code);
  if (!sync) {
    sync = createCartSync(storeView, {
      store: getCartStore(storeView.code),
      api: { ...cartApi, listStock },
      config: CART_CONFIG,
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
      notify,
      // The stored login (lib/session.ts): right from the first sync after a page load.
      isLoggedIn: () => getAccessToken() !== null,
      inCheckout: () => isUserInCheckout(storeView.code),
    });
    syncs.set(storeView.code, sync);
  }
  return sync;
}
