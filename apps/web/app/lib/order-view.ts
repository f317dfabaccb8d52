import type { OrderMoneyRow, OrderSummaryAddress } from '@shop/contracts';
import { ORDER_MONEY_ROW_KINDS } from '@shop/core';
import { formatDateTime } from './dates.ts';
import type { MessageKey } from './i18n.ts';

/** Where the money of an order stands, in words (order.json). */
export const PAYMENT_STATUS_LABELS: Record<string, MessageKey> = {
  paid: 'Payment paid',
  pending: 'Payment pending',
  canceled: 'Payment canceled',
  failed: 'Payment failed',
  not_required: 'Payment not required',
  refunded: 'Payment refunded',
};

/**
 * What the purchases pages show of an order from the order history (Magento's sales order
 * shape: entity_id, increment_id, created_at, status, grand_total, items). The history answers
 * plain records (contract user.ts), so every field is read defensively.
 */
interface OrderLineView {
  /** The line's item_id, else its position. */
  id: string;
  name: string;
  sku: string;
  qty: number;
  /** The row's amount incl. tax (excl. when the order has no incl. amount). */
  rowTotal: number | null;
  /** The row's amount excl. tax, for a store view that shows prices without tax. */
  rowTotalExclTax: number | null;
  /** The chosen options as the shopper saw them. */
  options: { label: string; value: string }[];
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
  /** What gift cards and reward points paid of the grand total (0: nothing). */
  creditsPaid: number;
  /** The order's money row by row (empty for an answer without them). */
  moneyRows: OrderMoneyRow[];
  lines: OrderLineView[];
  /** The address the order goes to (a pick-up's: the store's). */
  shippingAddress: OrderSummaryAddress | null;
  deliveryMethod: string | null;
  /** 'YYYY-MM-DD' in shop time. */
  expectedDeliveryDate: string | null;
  pickup: boolean;
  /** The returns announced for the order, oldest first. */
  returns: OrderReturnView[];
}

/** A return of an order as the order page shows it: number, state, day, what goes back. */
interface OrderReturnView {
  number: string;
  /** announced, received, refunded or rejected. */
  state: string;
  createdAt: string | null;
  lines: { name: string; qty: number }[];
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
  const assignments = (order.extension_attributes as Record<string, unknown> | undefined)
    ?.shipping_assignments;
  const shipping = Array.isArray(assignments)
    ? ((assignments[0] as { shipping?: { address?: unknown } } | undefined)?.shipping?.address ??
      null)
    : null;
  return {
    id: text(order.entity_id) ?? number,
    number,
    createdAt: text(order.created_at),
    status: text(order.status),
    paymentStatus: text((order.payment as Record<string, unknown> | undefined)?.status),
    orderHash: text(order.order_hash),
    grandTotal: amount(order.grand_total),
    creditsPaid: amount(order.credits_paid) ?? 0,
    moneyRows: moneyRowsOf(order.money_rows),
    shippingAddress: addressOf(shipping),
    deliveryMethod: text(order.shipping_method_title),
    expectedDeliveryDate: text(order.expected_delivery_date),
    pickup: text(order.pickup_location_code) !== null,
    returns: returnsOf(order.returns),
    lines: items
      // Children of configurable and bundle lines repeat their parent.
      .filter((item) => item && !item.parent_item_id)
      .map((item, index) => ({
        id: text(item.item_id) ?? `line-${index}`,
        name: text(item.name) ?? text(item.sku) ?? '',
        sku: text(item.sku) ?? '',
        qty: amount(item.qty_ordered) ?? 1,
        rowTotal: amount(item.row_total_incl_tax) ?? amount(item.row_total),
        rowTotalExclTax: amount(item.row_total),
        options: Array.isArray(item.options)
          ? (item.options as Record<string, unknown>[]).map((option) => ({
              label: text(option?.label) ?? '',
              value: text(option?.value) ?? '',
            }))
          : [],
      })),
  };
}

/**
 * The rows the answer lists that have the row's shape; others are left out. Read by hand, not
 * with the contract's schema: zod compiles its checks with eval, which the shop's CSP refuses.
 */
function moneyRowsOf(value: unknown): OrderMoneyRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row): OrderMoneyRow[] => {
    if (typeof row !== 'object' || row === null) return [];
    const { kind, label, params, amount } = row as Record<string, unknown>;
    const known = (ORDER_MONEY_ROW_KINDS as readonly unknown[]).includes(kind);
    if (!known || typeof label !== 'string' || typeof amount !== 'number') return [];
    const fields =
      typeof params === 'object' && params !== null
        ? Object.entries(params).filter(
            (entry): entry is [string, string | number] =>
              typeof entry[1] === 'string' || typeof entry[1] === 'number',
          )
        : [];
    return [
      { kind: kind as OrderMoneyRow['kind'], label, params: Object.fromEntries(fields), amount },
    ];
  });
}

function returnsOf(value: unknown): OrderReturnView[] {
  if (!Array.isArray(value)) return [];
  return (value as Record<string, unknown>[])
    .filter((entry) => entry && text(entry.return_number))
    .map((entry) => ({
      number: text(entry.return_number) ?? '',
      state: text(entry.state) ?? 'announced',
      createdAt: text(entry.created_at),
      lines: Array.isArray(entry.lines)
        ? (entry.lines as Record<string, unknown>[]).map((line) => ({
            name: text(line?.name) ?? '',
            qty: amount(line?.qty) ?? 0,
          }))
        : [],
    }));
}

function addressOf(value: unknown): OrderView['shippingAddress'] {
  if (typeof value !== 'object' || value === null) return null;
  const address = value as Record<string, unknown>;
  return {
    firstname: text(address.firstname) ?? '',
    lastname: text(address.lastname) ?? '',
    company: text(address.company),
    street: Array.isArray(address.street)
      ? address.street.map(text).filter((part): part is string => part !== null)
      : [],
    postcode: text(address.postcode) ?? '',
    city: text(address.city) ?? '',
    country_id: text(address.country_id) ?? '',
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

/** The order's date as the store view writes a moment (lib/dates.ts). */
export const formatOrderDate = formatDateTime;
