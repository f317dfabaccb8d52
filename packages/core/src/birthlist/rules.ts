/**
 * The birth list's rules as plain functions: the url key a list is shared by, what is still
 * wanted of an item, which items may be removed, the order of the public page, whether a gift
 * can still be counted, and the list's statistics. The texts are the spec's English; the API
 * finds their message keys by these texts.
 */

export const BIRTHLIST_MESSAGES = {
  urlNotAvailable: 'This url is not available',
  urlInvalid:
    'The url may only hold lowercase letters, digits and single hyphens, from 3 to 60 characters',
  favoriteNotRemovable:
    "You can't remove items from your birthlist that have been marked as a favorite.",
} as const;

export type BirthListMessage = (typeof BIRTHLIST_MESSAGES)[keyof typeof BIRTHLIST_MESSAGES];

export const BIRTHLIST_URL_KEY_MIN = 3;
export const BIRTHLIST_URL_KEY_MAX = 60;

/**
 * Words a list may not be called: the shop's own paths under the birth list (its pages and
 * calls) and names that would pass for the shop speaking.
 */
export const BIRTHLIST_RESERVED_URL_KEYS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'birthlist',
  'birthlist-registration',
  'check-url',
  'create',
  'default',
  'delete',
  'edit',
  'geboortelijst',
  'geburtsliste',
  'manage',
  'more-about-birth-list',
  'new',
  'public',
  'registration',
  'settings',
  'shop',
  'statistics',
  'update',
]);

const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A url key as typed, in the one spelling it is stored and compared in (trimmed, lower case). */
export function normalizeUrlKey(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * Why a (normalized) url key cannot name a list, or null: lowercase letters and digits in
 * words joined by single hyphens, 3 to 60 characters, not a reserved word. Whether another list
 * has it already is the database's to say.
 */
export function urlKeyProblem(key: string): BirthListMessage | null {
  if (
    key.length < BIRTHLIST_URL_KEY_MIN ||
    key.length > BIRTHLIST_URL_KEY_MAX ||
    !URL_KEY_PATTERN.test(key)
  ) {
    return BIRTHLIST_MESSAGES.urlInvalid;
  }
  if (BIRTHLIST_RESERVED_URL_KEYS.has(key)) return BIRTHLIST_MESSAGES.urlNotAvailable;
  return null;
}

/** The quantities of a list item. */
export interface ItemQuantities {
  qtyWanted: number;
  qtyBought: number;
}

/** How many of an item are still wanted: wanted minus bought, never below 0. */
export function stillWanted(item: ItemQuantities): number {
  return Math.max(0, item.qtyWanted - item.qtyBought);
}

/** Whether a gift of `qty` units can still be counted for the item (no more than still wanted). */
export function canCountGift(item: ItemQuantities, qty: number): boolean {
  return Number.isInteger(qty) && qty >= 1 && qty <= stillWanted(item);
}

/** A favourite item cannot be removed from its list; the text why, or null. */
export function itemRemovalProblem(item: { favorite: boolean }): BirthListMessage | null {
  return item.favorite ? BIRTHLIST_MESSAGES.favoriteNotRemovable : null;
}

/** What orders the items of a list. */
export interface SortableItem {
  id: number;
  favorite: boolean;
  position: number;
}

/** The items in the public page's order: favourites first, then by position, then as added. */
export function sortForPublicPage<T extends SortableItem>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => Number(b.favorite) - Number(a.favorite) || a.position - b.position || a.id - b.id,
  );
}

/** The statistics of a list. */
export interface BirthListStatistics {
  /** Products on the list (lines). */
  products: number;
  /** Units wanted over all items. */
  itemsWanted: number;
  /** Units bought (never more than wanted per item). */
  itemsBought: number;
  /** Units still wanted. */
  itemsStillWanted: number;
  /** Sum of the donation items' targets, in cents. */
  donationTarget: number;
  /** Sum contributed towards the donation items, in cents. */
  contributedAmount: number;
}

/** Counts what a list wants, what was bought of it and what was contributed. */
export function birthListStatistics(
  items: readonly ItemQuantities[],
  donations: readonly { targetAmount: number; contributedAmount: number }[],
): BirthListStatistics {
  let itemsWanted = 0;
  let itemsBought = 0;
  for (const item of items) {
    itemsWanted += item.qtyWanted;
    itemsBought += Math.min(item.qtyBought, item.qtyWanted);
  }
  return {
    products: items.length,
    itemsWanted,
    itemsBought,
    itemsStillWanted: itemsWanted - itemsBought,
    donationTarget: donations.reduce((sum, d) => sum + d.targetAmount, 0),
    contributedAmount: donations.reduce((sum, d) => sum + d.contributedAmount, 0),
  };
}

/**
 * The units to put in a cart for "add all products to cart": every chosen item (all when none
 * are named) with what is still wanted of it; items with nothing left are skipped.
 */
export function unitsToAddToCart<T extends ItemQuantities & { id: number }>(
  items: readonly T[],
  itemIds?: readonly number[],
): { item: T; qty: number }[] {
  const chosen = itemIds ? new Set(itemIds) : null;
  return items
    .filter((item) => !chosen || chosen.has(item.id))
    .map((item) => ({ item, qty: stillWanted(item) }))
    .filter(({ qty }) => qty > 0);
}
