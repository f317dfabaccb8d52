/**
 * The shopper's store (secondary-areas §3 Store location state: the list of locations last
 * found, the selected location, whether a store is chosen). The chosen store is remembered in
 * localStorage per store view, so it is the shopper's own and never part of the server's HTML:
 * the server and the first client render see no store, and the remembered one shows after
 * hydration. A store chosen for a pick-up is handed to the checkout apart
 * (stores/pickup-preference.ts).
 */
import type { StoreCode } from '@shop/core';
import { useSyncExternalStore } from 'react';
import { storeLocationKey } from './store-location-key.ts';

/** What is kept of the chosen store: enough to name it and to search around it. */
export interface ChosenStore {
  code: string;
  name: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
  /** The store takes pick-ups of web orders (a choice kept before this was known: false). */
  isPickupLocation: boolean;
}

export interface StoreLocationState {
  /** The stores last found (the dialog's and the in-store page's list). */
  locations: ChosenStore[];
  selected: ChosenStore | null;
  /** A store is chosen. */
  hasStoreId: boolean;
}

const storageKey = storeLocationKey;

const listeners = new Set<() => void>();
const snapshots = new Map<StoreCode, StoreLocationState>();
const EMPTY: StoreLocationState = { locations: [], selected: null, hasStoreId: false };

function read(storeCode: StoreCode): StoreLocationState {
  const known = snapshots.get(storeCode);
  if (known) return known;
  let selected: ChosenStore | null = null;
  try {
    const text = localStorage.getItem(storageKey(storeCode));
    const parsed: unknown = text ? JSON.parse(text) : null;
    selected = asChosenStore(parsed);
  } catch {
    selected = null;
  }
  const state = { locations: [], selected, hasStoreId: selected !== null };
  snapshots.set(storeCode, state);
  return state;
}

function publish(storeCode: StoreCode, state: StoreLocationState): void {
  snapshots.set(storeCode, state);
  for (const listener of listeners) listener();
}

/** The store view's store state; null-store on the server and in the hydration render. */
export function useStoreLocation(storeCode: StoreCode): StoreLocationState {
  return useSyncExternalStore(
    subscribe,
    () => read(storeCode),
    () => EMPTY,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab chose a store: read it again.
    if (event.key?.startsWith('shop/store-location/')) {
      snapshots.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers the shopper's store. */
export function chooseStore(storeCode: StoreCode, store: ChosenStore): void {
  try {
    localStorage.setItem(storageKey(storeCode), JSON.stringify(store));
  } catch {
    // Without storage the choice holds for this page only.
  }
  publish(storeCode, { ...read(storeCode), selected: store, hasStoreId: true });
}

/** Keeps the stores last found beside the chosen one. */
export function setStoreLocations(storeCode: StoreCode, locations: ChosenStore[]): void {
  publish(storeCode, { ...read(storeCode), locations });
}

/** What is kept of a store of the API's answers. */
export function toChosenStore(store: {
  code: string;
  name: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
  is_pickup_location: boolean;
}): ChosenStore {
  const { code, name, city, postcode, latitude, longitude } = store;
  return {
    code,
    name,
    city,
    postcode,
    latitude,
    longitude,
    isPickupLocation: store.is_pickup_location,
  };
}

/** A kept store read back, or null for anything else; an older one without the pick-up flag takes none. */
export function asChosenStore(value: unknown): ChosenStore | null {
  if (!isChosenStore(value)) return null;
  return { ...value, isPickupLocation: value.isPickupLocation === true };
}

function isChosenStore(value: unknown): value is ChosenStore {
  if (!value || typeof value !== 'object') return false;
  const store = value as Record<string, unknown>;
  return (
    typeof store.code === 'string' &&
    typeof store.name === 'string' &&
    typeof store.city === 'string' &&
    typeof store.postcode === 'string' &&
    typeof store.latitude === 'number' &&
    typeof store.longitude === 'number' &&
    (store.isPickupLocation === undefined || typeof store.isPickupLocation === 'boolean')
  );
}
