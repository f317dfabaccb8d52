/**
 * Moving a cart's products to the wishlist ("transfer cart products to wishlist", secondary-areas
 * §7): which lines move and what entry each becomes. A wishlist holds products (quantity 1), so a
 * line becomes its product (a configurable with its chosen child); its quantity and other options
 * are not kept. Lines bought for a birth list stay in the cart: a gift for a list item or a
 * contribution to a donation item is meant for the list, not a wish of the shopper's. A line
 * whose product cannot be on a wishlist (gone, disabled, not shown on its own) stays too.
 */
import type { LineProductOption } from '../cart/product-option.ts';

/** A cart line as the move reads it: its options and the catalogue's product behind it. */
export interface CartLineToMove {
  productOption: LineProductOption | null;
  /** The product (and chosen child) in the catalogue; null when it is no longer there. */
  entry: {
    parent: { id: number; sku: string; status: number; visibility: number };
    child: { sku: string } | null;
  } | null;
}

/** Why a line stays in the cart. */
export type CartLineKeptReason = 'birthlist_gift' | 'birthlist_contribution' | 'unavailable';

/** The wishlist entry a line becomes: the product's id and sku and the chosen child's sku. */
export interface WishlistEntryOfLine {
  productId: number;
  sku: string;
  /** '' when no child was chosen. */
  childSku: string;
}

/** Status 2 and above is a disabled product. */
const DISABLED_STATUS = 2;
/** Visibility 1: not shown on its own (it cannot be a wishlist entry). */
const NOT_VISIBLE = 1;

/** The wishlist entry a cart line becomes, or why it stays in the cart. */
export function wishlistEntryOfCartLine(
  line: CartLineToMove,
): { entry: WishlistEntryOfLine } | { kept: CartLineKeptReason } {
  const ext = line.productOption?.extension_attributes;
  if (ext?.birthlist_item_id !== undefined) return { kept: 'birthlist_gift' };
  if (ext?.birthlist_donation_item_id !== undefined) return { kept: 'birthlist_contribution' };
  const parent = line.entry?.parent;
  if (!parent || parent.status >= DISABLED_STATUS || parent.visibility === NOT_VISIBLE) {
    return { kept: 'unavailable' };
  }
  return {
    entry: { productId: parent.id, sku: parent.sku, childSku: line.entry?.child?.sku ?? '' },
  };
}
