/**
 * When the add-to-cart button may be used (secondary-areas §4 add-to-cart button, availability):
 * it is disabled while the stock is loading, when the quantity has an error, and (online) when
 * the stock manager has no max quantity for a simple or configurable product. The quantity error
 * is 'Only {maxQuantity} products of this type are available!' (§8), shown as a danger alert.
 */
import type { ProductTypeId } from '../catalog/seed-types.ts';

/** What the stock check said of the chosen product, as far as the page knows it. */
export type StockKnowledge =
  /** The check has not answered yet. */
  | { state: 'loading' }
  /** The check answered (or failed) with no stock item for the product. */
  | { state: 'unknown' }
  | { state: 'known'; qty: number; is_in_stock: boolean; manage_stock: boolean };

export type AddToCartBlock = 'stock-loading' | 'quantity' | 'no-max-quantity';

export interface AddToCartAvailability {
  /** Why the button is disabled; null when it may be used. */
  blocked: AddToCartBlock | null;
  /** The largest quantity the stock manager allows; null when it has none. */
  maxQuantity: number | null;
  /** The quantity error (§8 'Only {maxQuantity} products of this type are available!'). */
  quantityError: { maxQuantity: number } | null;
}

/**
 * The stock manager's max quantity: the stock's quantity when it manages stock, else the cart's
 * largest line (`unmanagedMax`); none without stock information or when it is sold out.
 */
export function getMaxQuantity(stock: StockKnowledge, unmanagedMax: number): number | null {
  if (stock.state !== 'known' || !stock.is_in_stock) return null;
  if (!stock.manage_stock) return unmanagedMax;
  return Math.max(0, Math.floor(stock.qty));
}

/**
 * The button's availability for a quantity of a product. A sold-out product is not a quantity
 * error (the page says it is sold out). Offline, a product without a max quantity can still be
 * added (the line is checked when the cart syncs).
 */
export function getAddToCartAvailability(input: {
  typeId: ProductTypeId;
  qty: number;
  stock: StockKnowledge;
  online: boolean;
  /** The cart's largest quantity of one line: the max of a product whose stock is not managed. */
  unmanagedMax: number;
}): AddToCartAvailability {
  const { stock } = input;
  const maxQuantity = getMaxQuantity(stock, input.unmanagedMax);
  if (stock.state === 'loading')
    return { blocked: 'stock-loading', maxQuantity, quantityError: null };
  const inStock = stock.state === 'known' && stock.is_in_stock;
  if (inStock && maxQuantity !== null && input.qty > maxQuantity) {
    return { blocked: 'quantity', maxQuantity, quantityError: { maxQuantity } };
  }
  const needsMax = input.typeId === 'simple' || input.typeId === 'configurable';
  if (input.online && needsMax && maxQuantity === null && (stock.state === 'unknown' || inStock)) {
    return { blocked: 'no-max-quantity', maxQuantity, quantityError: null };
  }
  return { blocked: null, maxQuantity, quantityError: null };
}
