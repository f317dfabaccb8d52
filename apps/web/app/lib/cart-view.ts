/**
 * What the cart shows: the options of a line, its row
 * price in the store view's basis, and the totals rows: the server's segments when they are
 * current, otherwise a local estimate (subtotal in the view's basis, grand total incl. tax).
 */
import { type CartItem, calculateLocalTotals, type StoreView } from '@shop/core';
import type { CartTotals } from './cart-api.ts';
import type { MessageKey } from './i18n.ts';

export interface TotalsRow {
  code: string;
  value: number;
}

/** The label/value pairs of a line: the server's, else its configurable options. */
export function getLineOptions(line: CartItem): { label: string; value: string }[] {
  if (line.totals && line.totals.options.length > 0) return line.totals.options;
  return (line.product_option?.extension_attributes?.configurable_item_options ?? []).flatMap(
    (option) =>
      option.label && option.value ? [{ label: option.label, value: option.value }] : [],
  );
}

/** The row price of a line: the server's row total when known, else quantity × unit price. */
export function getLineRowPrice(
  line: CartItem,
  storeView: Pick<StoreView, 'pricesIncludeTax'>,
): number {
  if (line.totals) {
    return storeView.pricesIncludeTax ? line.totals.row_total_incl_tax : line.totals.row_total;
  }
  const unit = storeView.pricesIncludeTax ? line.price_incl_tax : line.price;
  return Math.round(unit * 100 * line.qty) / 100;
}

const SEGMENT_ORDER = ['subtotal', 'shipping', 'discount', 'tax', 'grand_total'];

/** The message keys of the totals segments (cart, micro cart, checkout summary). */
export const TOTALS_SEGMENT_LABELS: Record<string, MessageKey> = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  tax: 'Tax',
  grand_total: 'Grand total',
};

/**
 * The totals rows: the server's segments (nl incl. tax, de excl. tax; the server decides), or,
 * without current server totals, the local subtotal and grand total (shipping not known offline).
 */
export function getTotalsRows(
  items: readonly CartItem[],
  totals: CartTotals | null,
  storeView: Pick<StoreView, 'pricesIncludeTax'>,
  serverTotalsCurrent: boolean,
): { rows: TotalsRow[]; estimated: boolean } {
  if (totals && serverTotalsCurrent && totals.total_segments.length > 0) {
    const rows = totals.total_segments
      .filter((segment) => segment.code !== 'discount' || segment.value !== 0)
      .map((segment) => ({ code: segment.code, value: segment.value }))
      .sort((a, b) => rank(a.code) - rank(b.code));
    return { rows, estimated: false };
  }
  const local = calculateLocalTotals(items);
  return {
    rows: [
      {
        code: 'subtotal',
        value: storeView.pricesIncludeTax ? local.subtotal_incl_tax : local.subtotal,
      },
      { code: 'grand_total', value: local.grand_total },
    ],
    estimated: true,
  };
}

function rank(code: string): number {
  const index = SEGMENT_ORDER.indexOf(code);
  return index < 0 ? SEGMENT_ORDER.length : index;
}
