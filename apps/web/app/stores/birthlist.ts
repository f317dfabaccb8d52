/**
 * The logged-in customer's birth list in the browser (secondary-areas §4 "Birth list"), its own
 * chunk, never part of the script every page loads:
 *
 * - Read once per page where a logged-in customer meets birth list features (the birth list
 *   pages, /my-lists, and the page start that reads the customer's wishlist, so the product page
 *   knows its birth list mode without code of its own), read again at login, cleared at logout.
 * - An inactive list counts as none; marking the list inactive clears it here.
 * - Items change here only after the API accepted the change (its answer is the item), with the
 *   spec's success and failure notices. A favourite is not removed (refused before any call).
 * - While there is an active list the add-to-cart button gets the birth list's own button
 *   (stores/ui.ts `birthListActive`).
 */
import {
  activeBirthList,
  itemRemovalProblem,
  type StoreView,
  withoutItem,
  withSavedItem,
} from '@shop/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '../lib/api.ts';
import type {
  BirthList,
  BirthListDetails,
  BirthListDetailsChange,
  BirthListItemChange,
  DonationItemChange,
  NewBirthListItem,
  NewDonationItem,
} from '../lib/birthlist-api.ts';
import * as api from '../lib/birthlist-api.ts';
import { GENERAL_ERROR_MESSAGE, translateError } from '../lib/error-text.ts';
import { createTranslator, type MessageKey } from '../lib/i18n.ts';
import { loadMessageArea } from '../lib/message-areas.ts';
import { getAccessToken } from '../lib/session.ts';
import { localizePath } from '../lib/store-view.ts';
import { notify } from './notifications.ts';
import { setUiState } from './ui.ts';
import { getUserState, startSession } from './user.ts';

export interface BirthListState {
  /** The customer's active list; null when they have none (or only an inactive one). */
  list: BirthList | null;
  /** idle: not read yet; failed: the read did not succeed (pages offer to try again). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const store = createStore<BirthListState>()(() => ({ list: null, status: 'idle' }));

/** The birth list state, for the birth list pages. */
export function useBirthList(): BirthListState {
  return useStore(store);
}

export function getBirthListState(): BirthListState {
  return store.getState();
}

function setList(list: BirthList | null): void {
  const active = activeBirthList(list);
  store.setState({ list: active, status: 'ready' });
  // Birth list mode of the add-to-cart button: only with an active list.
  setUiState({ birthListActive: active !== null });
}

let starting: Promise<void> | null = null;
/** The login the latest read was made with (a read before a login saw no list). */
let readWith: string | null = null;

/** Reads the customer's list once per page (nothing without a login). */
export function startBirthList(view: StoreView): Promise<void> {
  starting ??= readList(view);
  return starting;
}

/** Reads the list again (a retry after a failed read, or after removing all products). */
export function reloadBirthList(view: StoreView): Promise<void> {
  starting = readList(view);
  return starting;
}

async function readList(view: StoreView): Promise<void> {
  readWith = getAccessToken();
  if (!readWith) {
    setList(null);
    return;
  }
  // A list already shown stays while it is read again (its forms keep what is typed).
  if (store.getState().status !== 'ready') store.setState({ status: 'loading' });
  try {
    await startSession(view);
    const customer = getUserState().current;
    if (!customer) {
      setList(null);
      return;
    }
    setList(await api.getBirthList(customer.id));
  } catch (error) {
    // No list to read (the user id is not the token’s any more): none.
    if (error instanceof ApiError && error.code === 404) {
      setList(null);
      return;
    }
    console.warn('[birthlist] the list could not be read:', error);
    store.setState({ status: 'failed' });
    starting = null;
  }
}

/** After a login: the customer's list (spec: loaded on user load), unless read with it already. */
export function connectBirthList(view: StoreView): Promise<void> {
  if (starting && readWith !== null && readWith === getAccessToken()) return starting;
  return reloadBirthList(view);
}

/** Forgets the list in this browser (a logout). */
export function clearBirthList(): void {
  starting = null;
  readWith = null;
  store.setState({ list: null, status: 'idle' });
  setUiState({ birthListActive: false });
}

// ---- the list itself

/** Creates the customer's list; the error of a refusal is the caller's to show. */
export async function createList(view: StoreView, details: BirthListDetails): Promise<BirthList> {
  const list = await api.createBirthList(view.code, details);
  starting = Promise.resolve();
  setList(list);
  return list;
}

/** Saves changed details (name, message, expected date, url key). */
export async function saveDetails(change: BirthListDetailsChange): Promise<void> {
  const list = requireList();
  setList(await api.updateBirthList(list.entity_id, change));
}

/** Marks the list inactive: from then on the customer has none here. */
export async function deactivateList(): Promise<void> {
  const list = requireList();
  await api.markBirthListInactive(list.entity_id);
  setList(null);
}

/** Removes every product but the favourites (as the API does), then reads the list again. */
export async function removeAllProducts(view: StoreView): Promise<void> {
  const list = requireList();
  await api.removeBirthListProducts(list.entity_id);
  await reloadBirthList(view);
}

// ---- items

/**
 * Adds products (the lines the product page would add to the cart) with their quantities; true
 * when every one was added. The spec's notices say how it went.
 */
export async function addProducts(view: StoreView, products: NewBirthListItem[]): Promise<boolean> {
  const t = await translator(view);
  try {
    for (const product of products) {
      const item = await api.createBirthListItem(requireList().entity_id, product);
      updateItems((items) => withSavedItem(items, item));
    }
    notify({
      type: 'success',
      message: t('birthlist.product_added'),
      action1: { label: t('View my birth list'), link: localizePath(view, '/birthlist/manage') },
    });
    return true;
  } catch (error) {
    notifyFailure(view, t, 'birthlist.product_add_failed', error);
    return false;
  }
}

/** Changes an item's wanted quantity or favourite mark; the list changes once the API agreed. */
export async function changeItem(
  view: StoreView,
  itemId: number,
  change: BirthListItemChange,
): Promise<boolean> {
  const t = await translator(view);
  try {
    const item = await api.updateBirthListItem(itemId, change);
    updateItems((items) => withSavedItem(items, item));
    notify({ type: 'success', message: t('birthlist.product_updated') });
    return true;
  } catch (error) {
    notifyFailure(view, t, 'birthlist.product_update_failed', error);
    return false;
  }
}

/** Removes an item; a favourite is refused with the spec's text before any call. */
export async function removeItem(view: StoreView, itemId: number): Promise<boolean> {
  const t = await translator(view);
  const item = store.getState().list?.items.find((entry) => entry.birthlist_item_id === itemId);
  const problem = item ? itemRemovalProblem({ favorite: item.is_favorite }) : null;
  if (problem) {
    notify({ type: 'warning', message: t('birthlist.favorite_not_removable') });
    return false;
  }
  try {
    await api.deleteBirthListItem(itemId);
    updateItems((items) => withoutItem(items, itemId));
    notify({ type: 'success', message: t('birthlist.product_removed') });
    return true;
  } catch (error) {
    // Gone already (another device): gone here too.
    if (error instanceof ApiError && error.code === 404) {
      updateItems((items) => withoutItem(items, itemId));
      return true;
    }
    notifyFailure(view, t, 'birthlist.product_remove_failed', error);
    return false;
  }
}

// ---- donation items

/** Adds a donation item (target in cents); the error of a refusal is the caller's to show. */
export async function addDonation(item: NewDonationItem): Promise<void> {
  const list = requireList();
  const saved = await api.createDonationItem(list.entity_id, item);
  updateDonations((donations) => [...donations, saved]);
}

/** Changes a donation item's title or target. */
export async function changeDonation(id: number, change: DonationItemChange): Promise<void> {
  const saved = await api.updateDonationItem(id, change);
  updateDonations((donations) =>
    donations.map((donation) => (donation.donation_item_id === id ? saved : donation)),
  );
}

/** Removes a donation item. */
export async function removeDonation(id: number): Promise<void> {
  await api.deleteDonationItem(id);
  updateDonations((donations) => donations.filter((donation) => donation.donation_item_id !== id));
}

// ---- the cart

/**
 * Puts what is still wanted of every item in the customer's cart of this store view, then reads
 * the cart back from the server with its totals (spec: a cart sync with totals forced). Answers
 * how many lines the API put there.
 */
export async function addAllToCart(view: StoreView): Promise<number> {
  const list = requireList();
  const [{ getCartSync }, { restoreCart }] = await Promise.all([
    import('./cart-sync.ts'),
    import('./cart.ts'),
  ]);
  await restoreCart(view.code);
  const cart = getCartSync(view);
  if (!cart.ids()) await cart.connect({ guestCart: false });
  const ids = cart.ids();
  if (!ids) throw new ApiError('The cart could not be reached', 502, true);
  const { items } = await api.addAllBirthListProductsToCart(view.code, ids.cartId, list.entity_id);
  await cart.sync({ forceSync: true, dryRun: false });
  await cart.syncTotals();
  return items.length;
}

// ---- helpers

function requireList(): BirthList {
  const { list } = store.getState();
  if (!list) throw new ApiError('You have no birth list', 404, false, 'birthlist.not_found');
  return list;
}

function updateItems(change: (items: BirthList['items']) => BirthList['items']): void {
  const { list } = store.getState();
  if (list) store.setState({ list: { ...list, items: change(list.items) } });
}

function updateDonations(
  change: (donations: BirthList['donation_items']) => BirthList['donation_items'],
): void {
  const { list } = store.getState();
  if (list) store.setState({ list: { ...list, donation_items: change(list.donation_items) } });
}

/** The page's translator with the birth list's texts and the API's error texts loaded. */
async function translator(view: StoreView) {
  await Promise.all([
    loadMessageArea(view.locale, 'birthlist'),
    loadMessageArea(view.locale, 'errors'),
  ]).catch(() => undefined);
  return createTranslator(view.locale);
}

/**
 * The spec's failure notice; when the API said why (a keyed answer), its reason follows in the
 * page's language.
 */
function notifyFailure(
  view: StoreView,
  t: ReturnType<typeof createTranslator>,
  key: MessageKey,
  error: unknown,
): void {
  console.warn('[birthlist] a change was refused:', error);
  const reason = translateError(view.locale, t, error);
  notify({
    type: 'danger',
    message: reason === t(GENERAL_ERROR_MESSAGE) ? t(key) : joinSentences(t(key), reason),
  });
}

/** Two texts as two sentences: the first gets its full stop unless it ends a sentence already. */
export function joinSentences(first: string, second: string): string {
  return /[.!?]$/.test(first) ? `${first} ${second}` : `${first}. ${second}`;
}
