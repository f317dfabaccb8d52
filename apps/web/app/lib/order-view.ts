import { formatShopDateTime } from '@shop/core';

/**
 * What the purchases pages show of an order from the order history (Magento's sales order
 * shape: entity_id, increment_id, created_at, status, grand_total, items). The history answers
 * plain records (contract user.ts), so every field is read defensively.
 */
export interface OrderLineView {
  /** The line's item_id, else its position. */
  id: string;
  name: string;
  sku: string;
  qty: number;
  rowTotal: number | null;
}

export interface OrderView {
  /** The id in the URL of the detail page (entity_id, else the order number). */
  id: string;
  number: string;
  createdAt: string | null;
  status: string | null;
  /** Where the money stands: pending, paid, canceled, failed or not_required. */
  paymentStatus: string | null;
  /** The order's return page key, to show (and pay) a pending payment. */
  orderHash: string | null;
  grandTotal: number | null;
  lines: OrderLineView[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;
const amount = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** The shown form of one history entry. */
export function toOrderView(order: Record<string, unknown>): OrderView {
  const number = text(order.increment_id) ?? text(order.entity_id) ?? '';
  const items = Array.isArray(order.items) ? (order.items as Record<string, unknown>[]) : [];
  return {
    id: text(order.entity_id) ?? number,
    number,
    createdAt: text(order.created_at),
    status: text(order.status),
    paymentStatus: text((order.payment as Record<string, unknown> | undefined)?.status),
    orderHash: text(order.order_hash),
    grandTotal: amount(order.grand_total),
    lines: items
      // Children of configurable and bundle lines repeat their parent.
      .filter((item) => item && !item.parent_item_id)
      .map((item, index) => ({
        id: text(item.item_id) ?? `line-${index}`,
        name: text(item.name) ?? text(item.sku) ?? '',
        sku: text(item.sku) ?? '',
        qty: amount(item.qty_ordered) ?? 1,
        rowTotal: amount(item.row_total_incl_tax) ?? amount(item.row_total),
      })),
  };
}

/** How many pages a history of `total` orders has (at least one: the empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page asked for in `?page=`, within 1 and `pages` when known. */
export function readPage(value: string | null, pages = Number.POSITIVE_INFINITY): number {
  const page = Number.parseInt(value ?? '1', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, pages);
}

/** The order's date as the store view writes dates: nl 'HH:mm D-M-YYYY', de 'HH:mm DD.MM.YYYY'. */
export function formatOrderDate(createdAt: string | null, locale: 'nl-NL' | 'de-DE'): string {
  if (!createdAt) return '—';
  const time = Date.parse(createdAt);
  return Number.isFinite(time) ? formatShopDateTime(time, locale) : createdAt;
}
