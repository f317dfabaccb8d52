/** All SQL of the wishlist: a customer's entries, one per product or chosen child. */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, eq } from 'drizzle-orm';

const w = schema.wishlistItems;

export type WishlistRow = typeof w.$inferSelect;

export class WishlistRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** A customer's entries, oldest first. */
  itemsOf(customerId: number, tx?: Executor): Promise<WishlistRow[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(w)
      .where(eq(w.customerId, customerId))
      .orderBy(asc(w.createdAt), asc(w.itemId));
  }

  /** Adds an entry; one that is there already stays as it is (also when two adds race). */
  async addOnce(
    entry: { customerId: number; productId: number; sku: string; childSku: string },
    tx?: Executor,
  ): Promise<void> {
    await (tx ?? this.shop.db)
      .insert(w)
      .values(entry)
      .onConflictDoNothing({ target: [w.customerId, w.sku, w.childSku] });
  }

  /** Deletes every entry of a customer (their account is deleted). */
  async deleteAllOf(customerId: number, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db).delete(w).where(eq(w.customerId, customerId));
  }

  /** Deletes a customer's entry; false when that customer has no entry with this id. */
  async deleteOf(customerId: number, itemId: number, tx?: Executor): Promise<boolean> {
    const deleted = await (tx ?? this.shop.db)
      .delete(w)
      .where(and(eq(w.customerId, customerId), eq(w.itemId, itemId)))
      .returning({ itemId: w.itemId });
    return deleted.length > 0;
  }
}
