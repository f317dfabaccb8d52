/**
 * What the thank-you page and the account's order page show of a placed order, read from what the
 * order keeps: its lines as priced at the moment of ordering (the totals' items, with the options
 * as the shopper saw them), the address it goes to, the delivery method's title and the day it is
 * expected.
 */
import type { OrderStatusLine, OrderSummaryAddress, OrderSummaryLine } from '@shop/contracts';
import {
  DEFAULT_DELIVERY_WORKING_DAYS,
  isPickupMethod,
  type ShippingMethodDefinition,
} from '../cart/methods.ts';
import { fromCents } from '../money.ts';
import { expectedDeliveryDate } from './delivery-date.ts';

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown): number =>
  typeof value === 'number' ? value : Number(value) || 0;

/** The order's lines from its stored totals (`items`, whose options are JSON text). */
export function orderSummaryLines(totals: unknown): OrderSummaryLine[] {
  const items = isRecord(totals) && Array.isArray(totals.items) ? totals.items : [];
  return items.filter(isRecord).map((item) => ({
    name: textOf(item.name),
    qty: numberOf(item.qty),
    options: optionsOf(item.options),
    row_total: numberOf(item.row_total),
    row_total_incl_tax: numberOf(item.row_total_incl_tax),
  }));
}

/** The product of an order line as the order keeps it (amounts in cents). */
export interface OrderLineProductInput {
  sku: string;
  parentSku: string;
  priceInclTax: number;
  discountAmount: number;
  /** The brand and category path the line kept; null or absent on an older order's line. */
  brand?: string | null | undefined;
  categoryPath?: readonly string[] | null | undefined;
}

/**
 * The order's lines as its return page reads them: each summary line with the product it is
 * (the order's lines and its totals' items are written in the same order), its brand and
 * category path. A line whose product is unknown names no sku (an empty text), never another
 * line's.
 */
export function orderStatusLines(
  totals: unknown,
  products: readonly OrderLineProductInput[],
): OrderStatusLine[] {
  return orderSummaryLines(totals).map((line, index) => {
    const product = products[index];
    return {
      ...line,
      sku: product?.sku ?? '',
      parent_sku: product?.parentSku || product?.sku || '',
      price_incl_tax: product ? fromCents(product.priceInclTax) : 0,
      discount_amount: product ? fromCents(Math.abs(product.discountAmount)) : 0,
      brand: product?.brand ?? null,
      category_path: [...(product?.categoryPath ?? [])],
    };
  });
}

function optionsOf(value: unknown): OrderSummaryLine['options'] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecord)
    .map((option) => ({ label: textOf(option.label), value: textOf(option.value) }))
    .filter((option) => option.label !== '' || option.value !== '');
}

/** The delivery method's title as the totals name it (their 'shipping' segment), or null. */
export function shippingTitleOf(totals: unknown): string | null {
  const segments =
    isRecord(totals) && Array.isArray(totals.total_segments) ? totals.total_segments : [];
  const shipping = segments.filter(isRecord).find((segment) => segment.code === 'shipping');
  const title = textOf(shipping?.title);
  return title === '' ? null : title;
}

/**
 * The title of an order's delivery method as the shop configures it ('Standard delivery'), else
 * as its totals named it; null for an order without delivery.
 */
export function deliveryMethodTitle(
  order: Pick<OrderDelivery, 'carrierCode' | 'methodCode'>,
  methods: readonly ShippingMethodDefinition[],
  totals: unknown,
): string | null {
  if (!order.carrierCode || !order.methodCode) return null;
  const method = methods.find(
    (m) => m.carrierCode === order.carrierCode && m.methodCode === order.methodCode,
  );
  return method?.methodTitle ?? shippingTitleOf(totals);
}

/** The stored address an order goes to, in the shape its pages show, or null. */
export function orderSummaryAddress(address: unknown): OrderSummaryAddress | null {
  if (!isRecord(address)) return null;
  return {
    firstname: textOf(address.firstname),
    lastname: textOf(address.lastname),
    company: textOf(address.company) || null,
    street: Array.isArray(address.street) ? address.street.map(textOf).filter(Boolean) : [],
    postcode: textOf(address.postcode),
    city: textOf(address.city),
    country_id: textOf(address.country_id ?? address.countryId),
  };
}

export interface OrderDelivery {
  createdAt: Date;
  carrierCode: string | null;
  methodCode: string | null;
}

/**
 * The expected delivery day ('YYYY-MM-DD', shop time) of an order: its method's working days
 * (a pick-up: 0 when the method names none), counted from the moment it was placed past the
 * shop's closed days. Null for an order without delivery (virtual products only).
 */
export function expectedDeliveryOf(
  order: OrderDelivery,
  methods: readonly ShippingMethodDefinition[],
  closedDays: readonly number[],
): string | null {
  if (!order.carrierCode || !order.methodCode) return null;
  const method = methods.find(
    (m) => m.carrierCode === order.carrierCode && m.methodCode === order.methodCode,
  );
  const workingDays =
    method?.deliveryWorkingDays ??
    (isPickupMethod(order.carrierCode, order.methodCode) ? 0 : DEFAULT_DELIVERY_WORKING_DAYS);
  return expectedDeliveryDate(order.createdAt, { workingDays, closedDays });
}
