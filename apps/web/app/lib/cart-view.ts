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

const SEGMENT_ORDER = [
  'subtotal',
  'shipping',
  'discount',
  'tax',
  'grand_total',
  'giftcardaccount',
  'reward',
  'amount_due',
];

/** The message keys of the totals segments (cart, micro cart, checkout summary). */
export const TOTALS_SEGMENT_LABELS: Record<string, MessageKey> = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  tax: 'Tax',
  grand_total: 'Grand total',
  giftcardaccount: 'Gift cards',
  reward: 'Reward points',
  amount_due: 'To pay',
};

/**
 * The totals rows: the server's segments (incl. tax in nl and de; the server decides), or,
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

/**
 * The delivery a checkout's totals are priced for: its shipping method and the country it goes
 * to (the same method costs differently per country). Null while no method is chosen.
 */
export function getDeliveryKey(
  shipping: { carrierCode: string; methodCode: string } | null,
  country: string,
): string | null {
  return shipping ? `${shipping.carrierCode}_${shipping.methodCode}@${country}` : null;
}

/**
 * The totals a checkout's summary shows. The server's totals hold the shipping cost of the
 * delivery they were priced for; while that is not the delivery chosen now (the chosen method
 * was dropped because the new country is not offered it, or a method is chosen but not priced
 * yet, such as a pick-up before its store), they show no shipping cost, as before any method
 * is chosen: the totals less their shipping row and its share of tax and grand total. A cart
 * that ships nothing (`delivery` null) shows its totals as they are.
 */
export function getCheckoutTotals(
  totals: CartTotals | null,
  delivery: { chosen: string | null; priced: string | null } | null,
): CartTotals | null {
  if (!totals || !delivery) return totals;
  if (delivery.chosen !== null && delivery.chosen === delivery.priced) return totals;
  const shippingIncl = totals.shipping_incl_tax;
  const shippingTax = totals.shipping_tax_amount;
  const less = (value: number, amount: number) => Math.round((value - amount) * 100) / 100;
  return {
    ...totals,
    grand_total: less(totals.grand_total, shippingIncl),
    base_grand_total: less(totals.base_grand_total, shippingIncl),
    tax_amount: less(totals.tax_amount, shippingTax),
    base_tax_amount: less(totals.base_tax_amount, shippingTax),
    shipping_amount: 0,
    base_shipping_amount: 0,
    shipping_incl_tax: 0,
    shipping_tax_amount: 0,
    total_segments: totals.total_segments
      .filter((segment) => segment.code !== 'shipping')
      .map((segment) =>
        segment.code === 'grand_total'
          ? { ...segment, value: less(segment.value, shippingIncl) }
          : segment.code === 'tax'
            ? { ...segment, value: less(segment.value, shippingTax) }
            : segment,
      ),
  };
}

function rank(code: string): number {
  const index = SEGMENT_ORDER.indexOf(code);
  return index < 0 ? SEGMENT_ORDER.length : index;
}
