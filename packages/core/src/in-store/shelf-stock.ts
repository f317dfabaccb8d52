/**
 * How a store's shelf stock of one product reads to a shopper (secondary-areas §3 In-store
 * inventory): none, low or in stock. "Low" is a count a shopper could see gone by the time they
 * arrive: one to LOW_SHELF_STOCK_MAX pieces.
 */

/** At most this many pieces on the shelf read as "low stock". */
export const LOW_SHELF_STOCK_MAX = 3;

export type ShelfStockLevel = 'none' | 'low' | 'in_stock';

/** The level of a shelf count; a missing, negative or broken count is none. */
export function shelfStockLevel(quantity: number | null | undefined): ShelfStockLevel {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) return 'none';
  return quantity <= LOW_SHELF_STOCK_MAX ? 'low' : 'in_stock';
}
