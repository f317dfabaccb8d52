/**
 * The purchase event (secondary-areas §3 analytics order: increment_id, coupon_code, grand_total,
 * shipping_incl_tax, tax_amount; §7): sent once per order, and only for an order that is really
 * placed or paid, never again when its return page is loaded again.
 */
import type { OrderStatusResult } from '@shop/contracts';
import type { AnalyticsEvent } from './events.ts';
import { ANALYTICS_CURRENCY, analyticsItem, roundAmount } from './items.ts';

/** The order as analytics reads it (secondary-areas §3). */
export interface AnalyticsOrder {
  increment_id: string;
  coupon_code: string | null;
  grand_total: number;
  shipping_incl_tax: number;
  tax_amount: number;
}

type OrderForAnalytics = Pick<
  OrderStatusResult,
  'increment_id' | 'grand_total' | 'money_rows' | 'lines' | 'currency'
>;

/**
 * The analytics order of an order as its return page reads it: the coupon is the code of its
 * discount row, shipping the shipping row (incl. tax), tax the sum of the VAT rows.
 */
export function analyticsOrderOf(
  order: Pick<OrderForAnalytics, 'increment_id' | 'grand_total' | 'money_rows'>,
): AnalyticsOrder {
  const discount = order.money_rows.find(
    (row) => row.kind === 'discount' && typeof row.params.code === 'string' && row.params.code,
  );
  const sum = (kind: string) =>
    order.money_rows
      .filter((row) => row.kind === kind)
      .reduce((total, row) => total + row.amount, 0);
  return {
    increment_id: order.increment_id,
    coupon_code: discount ? String(discount.params.code) : null,
    grand_total: roundAmount(order.grand_total),
    shipping_incl_tax: roundAmount(sum('shipping')),
    tax_amount: roundAmount(sum('tax')),
  };
}

/**
 * The purchase: transaction id, value (the grand total), tax, shipping, coupon and the order's
 * lines as items, as the cart's events name them: the product a line belongs to is the item (its
 * parent sku), the ordered sku its variant when it is a configurable's child (else the chosen
 * option values); the price is what one unit was paid incl. tax (after the line's discount), the
 * discount what the line's discount took off one unit; brand and categories those the order
 * line kept of its product when the order was placed.
 */
export function purchaseEvent(order: OrderForAnalytics): AnalyticsEvent {
  const analytics = analyticsOrderOf(order);
  const items = order.lines.map((line, index) => {
    const qty = line.qty > 0 ? line.qty : 1;
    const item = line.parent_sku || line.sku || line.name;
    const child = line.sku && line.sku !== item ? line.sku : null;
    const options = line.options.map((option) => option.value).join(' / ');
    return analyticsItem({
      sku: item,
      name: line.name,
      // Kept with the line when the order was placed; an older order's lines name none.
      brand: line.brand ?? null,
      categoryPath: line.category_path ?? null,
      variant: child ?? (options || null),
      regularPrice: line.row_total_incl_tax / qty,
      finalPrice: (line.row_total_incl_tax - Math.abs(line.discount_amount)) / qty,
      quantity: qty,
      index,
    });
  });
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: analytics.increment_id,
      currency: order.currency || ANALYTICS_CURRENCY,
      value: analytics.grand_total,
      tax: analytics.tax_amount,
      shipping: analytics.shipping_incl_tax,
      ...(analytics.coupon_code ? { coupon: analytics.coupon_code } : {}),
      items,
    },
  };
}

/**
 * Whether an order counts as a purchase now: paid, free (nothing to pay), or placed with a
 * payment that comes later by itself (bank transfer: pending without a provider page); a payment
 * still under way at the provider, a canceled or a failed one does not.
 */
export function isOrderPurchased(
  order: Pick<OrderStatusResult, 'payment_status' | 'payment_url'>,
): boolean {
  if (order.payment_status === 'paid' || order.payment_status === 'not_required') return true;
  return order.payment_status === 'pending' && order.payment_url === null;
}

/** How many reported order numbers a browser keeps (the oldest are dropped). */
export const REPORTED_PURCHASES_KEPT = 50;

/**
 * Whether the purchase of `order` is to be sent now, and the reported numbers afterwards: only a
 * purchased order not reported before in this browser.
 */
export function purchaseToReport(
  order: Pick<OrderStatusResult, 'increment_id' | 'payment_status' | 'payment_url'>,
  reported: readonly string[],
): { report: boolean; reported: string[] } {
  if (!isOrderPurchased(order) || reported.includes(order.increment_id)) {
    return { report: false, reported: [...reported] };
  }
  return {
    report: true,
    reported: [...reported, order.increment_id].slice(-REPORTED_PURCHASES_KEPT),
  };
}
