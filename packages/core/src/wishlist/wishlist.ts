/**
 * The wishlist's rules (secondary-areas §4 "Wishlist", §5): one entry per chosen sku, a guest list
 * merged into the customer's server list at login, and changes that apply at once and are undone
 * when the server refuses them. Plain data in, plain data out: the browser's store and the API
 * both use them.
 */

/** One product on a wishlist (quantity 1). */
export interface WishlistEntry {
  /** What identifies the entry: the chosen child's sku of a configurable, else the product's sku. */
  sku: string;
  /** The product's own sku (a configurable's parent sku; equal to `sku` for other products). */
  parentSku: string;
  productId: number;
  /** The server's id of the entry once it is stored for the customer; null for a guest's. */
  itemId: number | null;
}

/** A change made locally before the server answered, kept so it can be undone. */
export type WishlistChange =
  | { kind: 'add'; entry: WishlistEntry }
  | { kind: 'remove'; entry: WishlistEntry; index: number };

/** Whether a sku is on the list already (a duplicate is never added). */
export function hasWishlistSku(items: readonly WishlistEntry[], sku: string): boolean {
  return items.some((item) => item.sku === sku);
}

/**
 * The list with `entry` added at the end, and the change to undo; the same list and no change when
 * its sku is there already (spec: add is ignored if the sku exists).
 */
export function addWishlistEntry(
  items: readonly WishlistEntry[],
  entry: WishlistEntry,
): { items: readonly WishlistEntry[]; change: WishlistChange | null } {
  if (hasWishlistSku(items, entry.sku)) return { items, change: null };
  return { items: [...items, entry], change: { kind: 'add', entry } };
}

/** The list without the entry of `sku` (remove is by sku), and the change to undo. */
export function removeWishlistEntry(
  items: readonly WishlistEntry[],
  sku: string,
): { items: readonly WishlistEntry[]; change: WishlistChange | null } {
  const index = items.findIndex((item) => item.sku === sku);
  const entry = items[index];
  if (!entry) return { items, change: null };
  return {
    items: items.filter((_, position) => position !== index),
    change: { kind: 'remove', entry, index },
  };
}

/**
 * Undoes a change the server refused: an added entry leaves again, a removed one returns to its
 * place. Changes made since stay; undoing never doubles an entry.
 */
export function revertWishlistChange(
  items: readonly WishlistEntry[],
  change: WishlistChange,
): readonly WishlistEntry[] {
  if (change.kind === 'add') return items.filter((item) => item.sku !== change.entry.sku);
  if (hasWishlistSku(items, change.entry.sku)) return items;
  const at = Math.min(change.index, items.length);
  return [...items.slice(0, at), change.entry, ...items.slice(at)];
}

/**
 * The merge of this browser's list with the customer's server list after a login (spec: local-only
 * items missing on the server are added to it): the server's entries first, then the local entries
 * the server lacks, which are `toAdd`. A local entry that already has a server id but is no longer
 * on the server was removed there (another device) and is dropped, not added back.
 */
export function planWishlistMerge(
  local: readonly WishlistEntry[],
  server: readonly WishlistEntry[],
): { items: WishlistEntry[]; toAdd: WishlistEntry[] } {
  const items = dedupeWishlist(server);
  const toAdd: WishlistEntry[] = [];
  for (const entry of local) {
    if (entry.itemId !== null || hasWishlistSku(items, entry.sku)) continue;
    const added = { ...entry, itemId: null };
    items.push(added);
    toAdd.push(added);
  }
  return { items, toAdd };
}

/**
 * The local list after the server answered a change with its whole list: entries the server has
 * take its ids; local entries it lacks keep theirs (a change still on its way). Order stays local.
 */
export function applyServerIds(
  items: readonly WishlistEntry[],
  server: readonly WishlistEntry[],
): WishlistEntry[] {
  const ids = new Map(server.map((entry) => [entry.sku, entry.itemId]));
  return items.map((item) => {
    const itemId = ids.get(item.sku);
    return itemId === undefined || itemId === item.itemId ? item : { ...item, itemId };
  });
}

/** The entries with each sku once (the first kept): a list read from storage may hold doubles. */
export function dedupeWishlist(items: readonly WishlistEntry[]): WishlistEntry[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.sku)) return false;
    seen.add(item.sku);
    return true;
  });
}
