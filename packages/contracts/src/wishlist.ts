/**
 * The wishlist calls (secondary-areas §7 "Wishlist"): the customer's list, adding a product and
 * deleting an entry, each with the customer's token. An entry is a product, or the chosen child
 * of a configurable product.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { RowId } from './numbers.ts';

/** POST /api/ext/wishlist/add: the product and, for a configurable, the chosen child's sku. */
export const WishlistAddBody = z
  .object({
    productId: RowId,
    childSku: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type WishlistAddBody = z.infer<typeof WishlistAddBody>;

/** POST /api/ext/wishlist/delete: the entry's item_id. */
export const WishlistDeleteBody = z.object({ itemId: RowId }).strict();
export type WishlistDeleteBody = z.infer<typeof WishlistDeleteBody>;

/** One entry of a customer's wishlist. */
export const WishlistItem = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  /** The product's own sku (a configurable's parent). */
  sku: z.string(),
  /** The chosen child of a configurable product, null when none was chosen. */
  child_sku: z.string().nullable(),
  /** When the entry was added (ISO 8601). */
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** The answer of get, add and delete: the customer's whole list, oldest entry first. */
export const WishlistResponse = envelope(z.object({ items: z.array(WishlistItem) }));
