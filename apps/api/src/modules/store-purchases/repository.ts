/** The SQL of store purchases: receipts imported from the stores' tills and their lines. */
import { anyOf, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';

export type StoreOrderRow = typeof schema.storeOrders.$inferSelect;
export type StoreOrderItemRow = typeof schema.storeOrderItems.$inferSelect;
export type NewStoreOrder = typeof schema.storeOrders.$inferInsert;
export type NewStoreOrderItem = Omit<typeof schema.storeOrderItems.$inferInsert, 'storeOrderId'>;

export class StorePurchaseRepository {
  constructor(private readonly shop: ShopDatabase) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.shop.db.transaction(work);
  }

  /**
   * Writes a receipt and its lines unless a receipt with its id exists; answers the new row's id
   * or null. The unique index decides, so two imports of one receipt at once write it once.
   */
  async insertOnce(
    order: NewStoreOrder,
    lines: readonly NewStoreOrderItem[],
    tx: Executor,
  ): Promise<number | null> {
    const [row] = await tx
      .insert(schema.storeOrders)
      .values(order)
      .onConflictDoNothing({ target: schema.storeOrders.receiptId })
      .returning({ id: schema.storeOrders.id });
    if (!row) return null;
    await tx
      .insert(schema.storeOrderItems)
      .values(lines.map((line) => ({ ...line, storeOrderId: row.id })));
    return row.id;
  }

  async byReceiptId(receiptId: string, tx?: Executor): Promise<StoreOrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.storeOrders)
      .where(eq(schema.storeOrders.receiptId, receiptId));
    return row ?? null;
  }

  /** A customer's purchase by its id; null when there is none or it is someone else's. */
  async ofCustomer(customerId: number, id: number, tx?: Executor): Promise<StoreOrderRow | null> {
    const [row] = await (tx ?? this.shop.db)
      .select()
      .from(schema.storeOrders)
      .where(and(eq(schema.storeOrders.id, id), eq(schema.storeOrders.customerId, customerId)));
    return row ?? null;
  }

  /** A customer's purchases, newest first. */
  allOfCustomer(customerId: number, tx?: Executor): Promise<StoreOrderRow[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.storeOrders)
      .where(eq(schema.storeOrders.customerId, customerId))
      .orderBy(desc(schema.storeOrders.purchasedAt), desc(schema.storeOrders.id));
  }

  /** The lines of these purchases, in receipt order. */
  async itemsOf(ids: readonly number[], tx?: Executor): Promise<StoreOrderItemRow[]> {
    if (ids.length === 0) return [];
    return (tx ?? this.shop.db)
      .select()
      .from(schema.storeOrderItems)
      .where(anyOf(schema.storeOrderItems.storeOrderId, [...ids]))
      .orderBy(asc(schema.storeOrderItems.id));
  }

  /** Links the purchases of an address that no account holds to `customerId`. */
  async linkUnlinked(customerId: number, email: string, tx: Executor): Promise<void> {
    await tx
      .update(schema.storeOrders)
      .set({ customerId })
      .where(
        and(eq(schema.storeOrders.customerEmail, email), isNull(schema.storeOrders.customerId)),
      );
  }

  /** Detaches a deleted account's purchases and drops the e-mail address they carried. */
  async forgetCustomer(customerId: number, placeholder: string, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.storeOrders)
      .set({ customerId: null, customerEmail: placeholder })
      .where(eq(schema.storeOrders.customerId, customerId));
  }
}
