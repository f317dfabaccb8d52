/**
 * The wishlist's calls of the API client (secondary-areas §7): the customer's list, adding a
 * product (a configurable's chosen child) and deleting an entry, each with the customer's token.
 * Loaded with the wishlist store only.
 */
import type { WishlistItem, WishlistResponse } from '@shop/contracts';
import type { WishlistEntry } from '@shop/core';
import { callJson } from './json-request.ts';

/** The customer's list as entries (a chosen child identifies its entry). */
export async function getWishlist(): Promise<WishlistEntry[]> {
  const result = await callJson<typeof WishlistResponse>('GET', '/api/ext/wishlist/get', {
    auth: true,
  });
  return result.items.map(toEntry);
}

/** Adds an entry to the customer's list; answers the whole list. */
export async function addWishlistItem(entry: WishlistEntry): Promise<WishlistEntry[]> {
  const result = await callJson<typeof WishlistResponse>('POST', '/api/ext/wishlist/add', {
    auth: true,
    body: {
      productId: entry.productId,
      ...(entry.sku !== entry.parentSku ? { childSku: entry.sku } : {}),
    },
  });
  return result.items.map(toEntry);
}

/** Deletes an entry of the customer's list; answers the whole list. */
export async function deleteWishlistItem(itemId: number): Promise<WishlistEntry[]> {
  const result = await callJson<typeof WishlistResponse>('POST', '/api/ext/wishlist/delete', {
    auth: true,
    body: { itemId },
  });
  return result.items.map(toEntry);
}

function toEntry(item: WishlistItem): WishlistEntry {
  return {
    sku: item.child_sku ?? item.sku,
    parentSku: item.sku,
    productId: item.product_id,
    itemId: item.item_id,
  };
}
