/** The order module's tables: orders and their lines. */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';

export type OrderRow = typeof schema.orders.$inferSelect;
/** A new order's row; its number is given by the repository. */
export type NewOrder = Omit<typeof schema.orders.$inferInsert, 'id' | 'incrementId'>;
export type NewOrderItem = typeof schema.orderItems.$inferInsert;

export class OrderRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** The order placed under a client's order_id, or null. */
  async findByOrderId(orderId: string, tx?: Executor): Promise<OrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderId, orderId));
    return row ?? null;
  }

  /**
   * Inserts an order numbered `<prefix><9 digits>` from the shop's one order sequence. Null
   * when its order_id is taken already: the unique order_id decides a race between two placings.
   */
  async insertOrder(
    order: NewOrder,
    numberPrefix: string,
    tx?: Executor,
  ): Promise<OrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .insert(schema.orders)
      .values({
        ...order,
        incrementId: sql`${numberPrefix} || lpad(nextval('order_number_seq')::text, 9, '0')`,
      })
      .onConflictDoNothing({ target: schema.orders.orderId })
      .returning();
    return row ?? null;
  }

  /** Records what the order took from stock (given back when it is canceled). */
  async setStockTaken(id: number, taken: Record<string, number>, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.orders)
      .set({ stockTaken: taken })
      .where(eq(schema.orders.id, id));
  }

  async insertItems(items: readonly NewOrderItem[], tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).insert(schema.orderItems).values([...items]);
  }

  /** Whether the customer's row exists (an order may only reference an existing customer). */
  async customerExists(customerId: number, tx?: Executor): Promise<boolean> {
    const [row] = await (tx ?? this.shop.db)
      .select({ id: schema.customers.id })
      .from(schema.customers)
      .where(eq(schema.customers.id, customerId));
    return row !== undefined;
  }
}
