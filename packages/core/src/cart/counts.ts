/**
 * Cart counts and quantities. Kept apart from the line rules: every page shows the count (tab bar
 * badge), and this module imports no hashing.
 */
import type { CartItem } from './types.ts';

/** How the cart count counts: 'items' counts lines, 'quantities' sums the quantities. */
export type CartCountType = 'items' | 'quantities';

/** The cart count: lines for 'items', otherwise the sum of the quantities. */
export function getCartCount(
  items: readonly Pick<CartItem, 'qty'>[],
  countType: CartCountType,
): number {
  if (countType === 'items') return items.length;
  return items.reduce(
    (sum, item) => sum + (Number.isFinite(item.qty) && item.qty > 0 ? item.qty : 0),
    0,
  );
}

/** A quantity as the cart counts it: integers parsed from strings, negatives and junk become 1. */
export function parseCartQty(value: unknown): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 1;
}
