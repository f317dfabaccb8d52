/**
 * Which birth list a gift line of this browser's cart is for: the list's name and url key by the
 * list item's id, kept in localStorage when a gift is added on the list's public page. The cart
 * and the checkout label the line "Gift for {name}'s birth list" with it and link to the list.
 * A cart line only carries the item id (the server's identity of a gift); a gift line this
 * browser did not add (another device) shows the label without a name. Nothing private: the
 * name is what the parents show on their public page.
 */
import type { StoreView } from '@shop/core';
import { localizePath } from './store-view.ts';

/** The path of a list's public page: /geboortelijst/{key}, under /de for German (§9). */
export function getBirthListPath(storeView: StoreView, urlKey: string): string {
  return localizePath(storeView, `/geboortelijst/${encodeURIComponent(urlKey)}`);
}

export interface GiftList {
  /** The name the parents show on the list. */
  name: string;
  urlKey: string;
}

const STORAGE_KEY = 'shop/birthlist/gifts';
/** The most recent lists kept (older ones are dropped first). */
const MAX_ENTRIES = 100;

type Stored = Record<string, GiftList & { at: number }>;

function read(): Stored {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
}

/** Remembers the list a gift for `itemId` is for. */
export function rememberGiftList(itemId: number, list: GiftList): void {
  const entries = { ...read(), [String(itemId)]: { ...list, at: Date.now() } };
  const kept = Object.entries(entries)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_ENTRIES);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or blocked: the line is labelled without the list's name.
  }
}

/** The list a gift for `itemId` is for, or null when this browser does not know it. */
export function giftListOf(itemId: number): GiftList | null {
  const entry = read()[String(itemId)];
  if (!entry || typeof entry.name !== 'string' || typeof entry.urlKey !== 'string') return null;
  return { name: entry.name, urlKey: entry.urlKey };
}

/** The refusal of an order over a birth list gift (the API's message key and parameters). */
export interface GiftRefusal {
  key: string;
  params: Readonly<Record<string, string | number>>;
}

/** The keys of the API's refusals of an order over a gift for a birth list item. */
export const GIFT_REFUSAL_KEYS: ReadonlySet<string> = new Set([
  'birthlist.item_bought',
  'birthlist.gift_not_on_list',
]);

interface GiftLine {
  sku: string;
  qty: number;
  product_option?: { extension_attributes?: { birthlist_item_id?: number } } | undefined;
}

/**
 * The gift lines an order was refused for, so the checkout can mark them and offer to remove
 * them: a line whose item is no longer on its list (the refusal names its sku), or whose item has
 * fewer units still wanted than the cart's gifts for it (`stillWanted` by item id, from the
 * lists' public pages; an item missing from it is one this browser could not read). When nothing
 * tells the lines apart, every gift line is marked: each may be the one.
 */
export function refusedGiftLines<T extends GiftLine>(
  lines: readonly T[],
  refusal: GiftRefusal,
  stillWanted: ReadonlyMap<number, number>,
): T[] {
  const gifts = lines.filter(
    (line) => line.product_option?.extension_attributes?.birthlist_item_id !== undefined,
  );
  const itemOf = (line: T) => line.product_option?.extension_attributes?.birthlist_item_id ?? 0;
  let refused: T[] = [];
  if (refusal.key === 'birthlist.gift_not_on_list' && typeof refusal.params.sku === 'string') {
    refused = gifts.filter((line) => line.sku === refusal.params.sku);
  } else if (refusal.key === 'birthlist.item_bought') {
    const wantedInCart = new Map<number, number>();
    for (const line of gifts) {
      wantedInCart.set(itemOf(line), (wantedInCart.get(itemOf(line)) ?? 0) + line.qty);
    }
    refused = gifts.filter((line) => {
      const still = stillWanted.get(itemOf(line));
      return still === undefined || (wantedInCart.get(itemOf(line)) ?? 0) > still;
    });
  }
  return refused.length > 0 ? refused : gifts;
}
