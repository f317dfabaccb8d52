/**
 * The orders of a customer, newest first, one page of them, in the Magento order shape the
 * account pages read (reference §1.2): amounts in euros, the lines as `items`.
 */
import { fromCents } from '@shop/core';
import { type Executor, schema } from '@shop/db';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';

export interface OrderPage {
  items: Record<string, unknown>[];
  totalCount: number;
}

type OrderRow = typeof schema.orders.$inferSelect;
type ItemRow = typeof schema.orderItems.$inferSelect;

export async function findCustomerOrdersPage(
  db: Executor,
  customerId: number,
  page: { pageSize: number; currentPage: number },
): Promise<OrderPage> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(schema.orders)
    .where(eq(schema.orders.customerId, customerId));
  const totalCount = count?.total ?? 0;
  if (totalCount === 0) return { items: [], totalCount };
  const orders = await db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.customerId, customerId))
    .orderBy(desc(schema.orders.id))
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize);
  if (orders.length === 0) return { items: [], totalCount };
  const lines = await db
    .select()
    .from(schema.orderItems)
    .where(
      inArray(
        schema.orderItems.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(schema.orderItems.id));
  return {
    items: orders.map((order) =>
      orderView(
        order,
        lines.filter((line) => line.orderId === order.id),
      ),
    ),
    totalCount,
  };
}

function orderView(order: OrderRow, lines: ItemRow[]): Record<string, unknown> {
  const billing = order.billingAddress as Record<string, unknown>;
  const method =
    order.shippingCarrierCode && order.shippingMethodCode
      ? `${order.shippingCarrierCode}_${order.shippingMethodCode}`
      : null;
  const totals = order.totals as { total_segments?: { code: string; title: string }[] };
  const shippingTitle = totals.total_segments?.find((s) => s.code === 'shipping')?.title ?? null;
  return {
    entity_id: order.id,
    increment_id: order.incrementId,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    status: order.status,
    store_code: order.storeCode,
    order_currency_code: order.currency,
    customer_email: order.customerEmail,
    customer_firstname: billing.firstname ?? null,
    customer_lastname: billing.lastname ?? null,
    coupon_code: order.couponCode,
    subtotal: fromCents(order.subtotal),
    subtotal_incl_tax: fromCents(order.subtotalInclTax),
    discount_amount: fromCents(order.discountAmount),
    shipping_amount: fromCents(order.shippingAmount),
    shipping_incl_tax: fromCents(order.shippingInclTax),
    shipping_description: shippingTitle,
    tax_amount: fromCents(order.taxAmount),
    grand_total: fromCents(order.grandTotal),
    total_qty_ordered: lines.reduce((sum, line) => sum + line.qty, 0),
    total_item_count: lines.length,
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    /** Names the order on its return page (/checkout-return?order_hash=…), e.g. to pay it. */
    order_hash: order.orderHash,
    pickup_location_code: order.pickupLocationCode,
    billing_address: order.billingAddress,
    extension_attributes: {
      shipping_assignments: order.shippingAddress
        ? [{ shipping: { address: order.shippingAddress, method } }]
        : [],
    },
    items: lines.map((line) => ({
      item_id: line.id,
      sku: line.sku,
      parent_sku: line.parentSku,
      name: line.name,
      product_type: line.productType,
      qty_ordered: line.qty,
      price: fromCents(line.price),
      price_incl_tax: fromCents(line.priceInclTax),
      row_total: fromCents(line.rowTotal),
      row_total_incl_tax: fromCents(line.rowTotalInclTax),
      tax_amount: fromCents(line.taxAmount),
      tax_percent: Number(line.taxPercent),
      discount_amount: fromCents(line.discountAmount),
      product_option: line.productOption,
    })),
  };
}
