/**
 * The live stock table: one row per sku with its units, whether it is in stock and whether its
 * units are counted. Orders take units with conditional updates, so two orders can never take
 * the same last unit.
 */
import { anyOf, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';

export type StockRow = typeof schema.stockItems.$inferSelect;

export class StockRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** The stock rows of these skus (skus without a row are left out). */
  findMany(skus: readonly string[], tx?: Executor): Promise<StockRow[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.stockItems)
      .where(anyOf(schema.stockItems.sku, [...skus]));
  }

  /**
   * Takes `units` of a sku in one statement: a counted stock only when it holds enough, an
   * uncounted one only while it is in stock. Null when the sku could not give them (or has no
   * row); else whether its units are counted.
   */
  async takeUnits(sku: string, units: number, tx?: Executor): Promise<{ managed: boolean } | null> {
    const [row] = await (tx ?? this.shop.db)
      .update(schema.stockItems)
      .set({
        qty: sql`CASE WHEN ${schema.stockItems.manageStock} THEN ${schema.stockItems.qty} - ${units} ELSE ${schema.stockItems.qty} END`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(schema.stockItems.sku, sku),
          eq(schema.stockItems.isInStock, true),
          sql`(NOT ${schema.stockItems.manageStock} OR ${schema.stockItems.qty} >= ${units})`,
        ),
      )
      .returning({ managed: schema.stockItems.manageStock });
    return row ?? null;
  }

  /** Whether the sku has a stock row at all (a sku without one is not tracked). */
  async isTracked(sku: string, tx?: Executor): Promise<boolean> {
    const [row] = await (tx ?? this.shop.db)
      .select({ sku: schema.stockItems.sku })
      .from(schema.stockItems)
      .where(eq(schema.stockItems.sku, sku));
    return row !== undefined;
  }

  /** Adds `units` back to a sku whose units are counted. */
  async giveBackUnits(sku: string, units: number, tx?: Executor): Promise<void> {
    await (tx ?? this.shop.db)
      .update(schema.stockItems)
      .set({ qty: sql`${schema.stockItems.qty} + ${units}`, updatedAt: new Date() })
      .where(and(eq(schema.stockItems.sku, sku), eq(schema.stockItems.manageStock, true)));
  }
}
