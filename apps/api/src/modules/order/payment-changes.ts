/**
 * The orders as the payment module sees them (its PaymentOrders): an order by id or by
 * order_hash, locked for a change of its statuses, the change itself, and the stock and coupon
 * use a canceled order gives back. Every write runs inside the payment's transaction, on the
 * order row the payment locked first.
 */
import type { OrderStatusChange } from '@shop/core';
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentOrder, PaymentOrders } from '../payment/payment-orders.ts';
import { returnStock } from './service.ts';

export class OrderPaymentChanges implements PaymentOrders {
  constructor(private readonly shop: ShopDatabase) {}

  async findById(id: number, tx?: Executor): Promise<PaymentOrder | null> {
    const [order] = await (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, id));
    return order ?? null;
  }

  async findByHash(orderHash: string, tx?: Executor): Promise<PaymentOrder | null> {
    const [order] = await (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderHash, orderHash));
    return order ?? null;
  }

  async lockById(id: number, tx: Executor): Promise<PaymentOrder | null> {
    const [order] = await tx
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, id))
      .for('update');
    return order ?? null;
  }

  async applyStatusChange(
    orderId: number,
    change: OrderStatusChange,
    at: Date,
    tx: Executor,
  ): Promise<boolean> {
    const changed = await tx
      .update(schema.orders)
      .set({ status: change.to.status, paymentStatus: change.to.paymentStatus, updatedAt: at })
      .where(
        and(
          eq(schema.orders.id, orderId),
          eq(schema.orders.status, change.from.status),
          eq(schema.orders.paymentStatus, change.from.paymentStatus),
        ),
      )
      .returning({ id: schema.orders.id });
    return changed.length > 0;
  }

  /**
   * Gives back what the order took from stock and its coupon use. Run once per order, in the
   * transaction that cancels it. (The order service's own release of reservations replaces
   * this when it exists; the coupon's counter belongs to the cart module.)
   */
  async releaseReservations(order: PaymentOrder, tx: Executor): Promise<void> {
    await returnStock(tx, order.stockTaken ?? {});
    if (order.couponCode) {
      await tx
        .update(schema.salesRules)
        .set({ timesUsed: sql`${schema.salesRules.timesUsed} - 1` })
        .where(
          and(
            sql`upper(${schema.salesRules.couponCode}) = upper(${order.couponCode})`,
            sql`${schema.salesRules.timesUsed} > 0`,
          ),
        );
    }
  }
}
