/**
 * The store a shopper asked to pick up in (the in-store product page's "Pick up in {store}"),
 * handed to the checkout once: its initial details then choose the pick-up in that store
 * (components/checkout/use-checkout.ts). Kept in localStorage per store view until read.
 */
import type { StoreCode } from '@shop/core';
import { asChosenStore, type ChosenStore } from './store-location.ts';

const pickupKey = (storeCode: StoreCode) => `shop/pickup-store/${storeCode}`;

/** Asks the checkout to offer the pick-up in this store (read once by takePickupPreference). */
export function preferPickupIn(storeCode: StoreCode, store: ChosenStore): void {
  try {
    localStorage.setItem(pickupKey(storeCode), JSON.stringify(store));
  } catch {
    // Without storage the checkout asks for the store itself.
  }
}

/** The store the shopper asked to pick up in, once: reading it forgets it. */
export function takePickupPreference(storeCode: StoreCode): ChosenStore | null {
  try {
    const text = localStorage.getItem(pickupKey(storeCode));
    if (!text) return null;
    localStorage.removeItem(pickupKey(storeCode));
    const store = asChosenStore(JSON.parse(text));
    // Only a store that takes pick-ups can be the checkout's pick-up location.
    return store?.isPickupLocation ? store : null;
  } catch {
    return null;
  }
}
