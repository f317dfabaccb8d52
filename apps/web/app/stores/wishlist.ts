/**
 * The wishlist in the browser (secondary-areas §4 "Wishlist"), loaded on demand: by a page when
 * this browser has a saved list or a login (stores/wishlist-flags.ts), by the first press of a
 * heart, by the wishlist page, at login and at logout. With a login, its start also reads the
 * customer's birth list (stores/birthlist.ts).
 *
 * - A guest's list lives in localStorage under 'current-wishlist'; every change writes it back.
 * - A customer's list is the server's: after a login (or a page load with a login) the server list
 *   loads and the entries only this browser has are added to it (core's planWishlistMerge).
 * - Changes apply at once; when the server answers anything but 200 they are undone and a notice
 *   in the page's language says so. A removal the server no longer knows (404) stays removed.
 * - A logout clears the list in this browser; the customer's list stays on the server.
 */
import {
  addWishlistEntry,
  applyServerIds,
  dedupeWishlist,
  planWishlistMerge,
  removeWishlistEntry,
  revertWishlistChange,
  type StoreView,
  type WishlistChange,
  type WishlistEntry,
} from '@shop/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '../lib/api.ts';
import { createTranslator } from '../lib/i18n.ts';
import { getAccessToken } from '../lib/session.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import * as api from '../lib/wishlist-api.ts';
import { notify } from './notifications.ts';
import { publishWishlist, WISHLIST_KEY } from './wishlist-flags.ts';

export interface WishlistState {
  items: readonly WishlistEntry[];
  /** The list has been read (from this browser and, with a login, from the server). */
  loaded: boolean;
  /** The server list is being read. */
  loading: boolean;
}

const store = createStore<WishlistState>()(() => ({ items: [], loaded: false, loading: false }));

/** The message of a change the server refused. */
export const WISHLIST_CHANGE_FAILED = 'Your wishlist could not be changed. Please try again.';

/** The wishlist's state, for the wishlist page. */
export function useWishlist(): WishlistState {
  return useStore(store);
}

export function getWishlistState(): WishlistState {
  return store.getState();
}

function setItems(items: readonly WishlistEntry[]): void {
  store.setState({ items });
  publishWishlist(items.map((item) => item.sku));
  try {
    if (items.length > 0) localStorage.setItem(WISHLIST_KEY, JSON.stringify(items));
    else localStorage.removeItem(WISHLIST_KEY);
  } catch {
    // Storage blocked or full: the list lasts for this page.
  }
}

/** The list saved in this browser; none when it is missing or unreadable. */
function readSaved(): WishlistEntry[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return dedupeWishlist(
      saved.filter(
        (item): item is WishlistEntry =>
          typeof item?.sku === 'string' &&
          typeof item.parentSku === 'string' &&
          Number.isInteger(item.productId) &&
          (item.itemId === null || Number.isInteger(item.itemId)),
      ),
    );
  } catch {
    return [];
  }
}

let starting: Promise<void> | null = null;

/** Reads the list once per page: this browser's copy, then the server's with a login. */
export function startWishlist(): Promise<void> {
  starting ??= (async () => {
    if (!store.getState().loaded) setItems(readSaved());
    store.setState({ loaded: true });
    if (getAccessToken()) {
      startCustomerBirthList();
      await mergeServerList();
    }
  })();
  return starting;
}

/**
 * The customer's other list, the birth list, is read at the same moment (spec: loaded on user
 * load), from its own chunk: so a page knows its birth list mode (the add-to-cart button's second
 * button) without carrying code for it.
 */
function startCustomerBirthList(): void {
  const view = getStoreViewFromPath(window.location.pathname);
  import('./birthlist.ts')
    .then((birthList) => birthList.startBirthList(view))
    .catch((error: unknown) => console.warn('[wishlist] the birth list could not be read:', error));
}

/**
 * After a login: the server list with this browser's entries it lacks added to it (spec: local-only
 * items missing on the server are added). Failures are logged; the local list stays.
 */
export async function mergeServerList(): Promise<void> {
  store.setState({ loading: true });
  try {
    const { items, toAdd } = planWishlistMerge(store.getState().items, await api.getWishlist());
    setItems(items);
    for (const entry of toAdd) {
      try {
        setItems(applyServerIds(store.getState().items, await api.addWishlistItem(entry)));
      } catch (error) {
        console.warn('[wishlist] an entry could not be added to the server list:', error);
      }
    }
  } catch (error) {
    console.warn('[wishlist] the server list could not be read:', error);
  } finally {
    store.setState({ loading: false });
  }
}

/** Adds the target when it is not on the list, else removes it (the heart's press on this page). */
export async function toggleWishlist(target: Omit<WishlistEntry, 'itemId'>): Promise<void> {
  const view = getStoreViewFromPath(window.location.pathname);
  await startWishlist();
  if (store.getState().items.some((item) => item.sku === target.sku)) {
    await removeFromWishlist(view, target.sku);
  } else {
    await addToWishlist(view, { ...target, itemId: null });
  }
}

/** Adds an entry at once; with a login the server stores it (undone when it refuses). */
export async function addToWishlist(view: StoreView, entry: WishlistEntry): Promise<void> {
  const { items, change } = addWishlistEntry(store.getState().items, entry);
  if (!change) return;
  setItems(items);
  if (!getAccessToken()) return;
  try {
    setItems(applyServerIds(store.getState().items, await api.addWishlistItem(entry)));
  } catch (error) {
    undo(view, change, error);
  }
}

/** Removes the entry of a sku at once; with a login the server deletes it (undone on refusal). */
export async function removeFromWishlist(view: StoreView, sku: string): Promise<void> {
  const { items, change } = removeWishlistEntry(store.getState().items, sku);
  if (change?.kind !== 'remove') return;
  setItems(items);
  const { itemId } = change.entry;
  if (!getAccessToken() || itemId === null) return;
  try {
    await api.deleteWishlistItem(itemId);
  } catch (error) {
    // Gone on the server already (another device): removed here as well.
    if (error instanceof ApiError && error.code === 404) return;
    undo(view, change, error);
  }
}

function undo(view: StoreView, change: WishlistChange, error: unknown): void {
  console.warn('[wishlist] the server refused a change:', error);
  setItems(revertWishlistChange(store.getState().items, change));
  notify({ type: 'danger', message: createTranslator(view.locale)(WISHLIST_CHANGE_FAILED) });
}

/** Forgets the list in this browser (a logout); the customer's list stays on the server. */
export function clearWishlist(): void {
  starting = null;
  setItems([]);
  store.setState({ loaded: false });
}

/** After a login: the server list, merged with this browser's entries. */
export async function connectWishlist(): Promise<void> {
  const started = starting !== null;
  await startWishlist();
  // A list read before the login has not seen the server's yet.
  if (started) await mergeServerList();
}
