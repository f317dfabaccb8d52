/** The SQL of the order history: a customer's orders, newest first, and their lines. */
import { anyOf, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderItemRow = typeof schema.orderItems.$inferSelect;

export class OrderHistoryRepository {
  constructor(private readonly shop: ShopDatabase) {}

  async countOfCustomer(customerId: number, tx?: Executor): Promise<number> {
    const [count] = await (tx ?? this.shop.db)
      .select({ total: sql<number>`count(*)::int` })
      .from(schema.orders)
      .where(eq(schema.orders.customerId, customerId));
    return count?.total ?? 0;
  }

  /**
   * Whether a paid order of the customer holds the product of `sku` or one of its children (a
   * configurable's variant, a bundle's part: the line names the product as its parent).
   */
  async paidForProduct(customerId: number, sku: string, tx?: Executor): Promise<boolean> {
    const o = schema.orders;
    const i = schema.orderItems;
    const [row] = await (tx ?? this.shop.db)
      .select({ id: i.id })
      .from(i)
      .innerJoin(o, eq(o.id, i.orderId))
      .where(
        and(
          eq(o.customerId, customerId),
          eq(o.paymentStatus, 'paid'),
          or(eq(i.sku, sku), eq(i.parentSku, sku)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** One page of a customer's orders, newest first. */
  async pageOfCustomer(
    customerId: number,
    page: { limit: number; offset: number },
    tx?: Executor,
  ): Promise<OrderRow[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.customerId, customerId))
      .orderBy(desc(schema.orders.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** An order by its number (locked against a concurrent change when `lock`), or null. */
  async findByNumber(
    incrementId: string,
    tx?: Executor,
    options: { lock?: boolean } = {},
  ): Promise<OrderRow | null> {
    const query = (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.incrementId, incrementId));
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The lines of the given orders, in the order they were written. */
  async itemsOf(orderIds: number[], tx?: Executor): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return (tx ?? this.shop.db)
      .select()
      .from(schema.orderItems)
      .where(anyOf(schema.orderItems.orderId, orderIds))
      .orderBy(asc(schema.orderItems.id));
  }
}
