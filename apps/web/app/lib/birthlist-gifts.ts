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

type Stored = Record<string, GiftList & { title?: string; at: number }>;

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
  remember(String(itemId), list);
}

function remember(key: string, list: GiftList): void {
  const entries = { ...read(), [key]: { ...list, at: Date.now() } };
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

/** The list of a donation item and the item's title, as its contribution line is labelled. */
export interface ContributionList extends GiftList {
  title: string;
}

/** Donation items are kept beside list items, under a key of their own (their ids may meet). */
const donationKey = (donationItemId: number) => `donation:${donationItemId}`;

/** Remembers the list and title of the donation item a contribution goes to. */
export function rememberContributionList(donationItemId: number, list: ContributionList): void {
  remember(donationKey(donationItemId), list);
}

/** The list and title of a contribution's donation item, or null when this browser does not know it. */
export function contributionListOf(donationItemId: number): ContributionList | null {
  const entry: Partial<ContributionList> | undefined = read()[donationKey(donationItemId)];
  if (
    !entry ||
    typeof entry.name !== 'string' ||
    typeof entry.urlKey !== 'string' ||
    typeof entry.title !== 'string'
  ) {
    return null;
  }
  return { name: entry.name, urlKey: entry.urlKey, title: entry.title };
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
  'birthlist.contribution_unavailable',
]);

interface GiftLine {
  sku: string;
  qty: number;
  product_option?:
    | { extension_attributes?: { birthlist_item_id?: number; birthlist_donation_item_id?: number } }
    | undefined;
}

/**
 * The gift lines an order was refused for, so the checkout can mark them and offer to remove
 * them: a line whose item is no longer on its list (the refusal names its sku), or whose item has
 * fewer units still wanted than the cart's gifts for it (`stillWanted` by item id, from the
 * lists' public pages; an item missing from it is one this browser could not read). When nothing
 * tells the lines apart, every gift line is marked: each may be the one. A refused
 * contribution marks the contribution lines whose donation item the lists' pages no longer show
 * (`openDonations`: the donation item ids they show), else every contribution line.
 */
export function refusedGiftLines<T extends GiftLine>(
  lines: readonly T[],
  refusal: GiftRefusal,
  stillWanted: ReadonlyMap<number, number>,
  openDonations: ReadonlySet<number> = new Set(),
): T[] {
  if (refusal.key === 'birthlist.contribution_unavailable') {
    const donationOf = (line: T) =>
      line.product_option?.extension_attributes?.birthlist_donation_item_id;
    const contributions = lines.filter((line) => donationOf(line) !== undefined);
    const gone = contributions.filter((line) => !openDonations.has(donationOf(line) ?? 0));
    return gone.length > 0 ? gone : contributions;
  }
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
