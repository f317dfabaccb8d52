/** The shop's stores that take pick-ups, and their shelf stock. */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';

export type PickupStore = typeof schema.stores.$inferSelect;

/** A latitude/longitude box (degrees), edges included. */
export interface GeoBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

export class PickupRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** The active pick-up stores of a country, by name. */
  storesInCountry(countryId: string, tx?: Executor): Promise<PickupStore[]> {
    return this.pickupStores(eq(schema.stores.countryId, countryId), tx);
  }

  /** The active pick-up stores inside a box, by name. */
  storesInBox(box: GeoBox, tx?: Executor): Promise<PickupStore[]> {
    return this.pickupStores(
      and(
        between(schema.stores.latitude, box.minLatitude, box.maxLatitude),
        between(schema.stores.longitude, box.minLongitude, box.maxLongitude),
      ),
      tx,
    );
  }

  /** The active pick-up store with this code, or null. */
  async findPickupStore(code: string, tx?: Executor): Promise<PickupStore | null> {
    const [store] = await (tx ?? this.shop.db)
      .select()
      .from(schema.stores)
      .where(
        and(
          eq(schema.stores.code, code),
          eq(schema.stores.active, true),
          eq(schema.stores.isPickupLocation, true),
        ),
      );
    return store ?? null;
  }

  /** The stores with these codes, closed or not (a past purchase still names its store). */
  async storesByCode(codes: readonly string[], tx?: Executor): Promise<PickupStore[]> {
    if (codes.length === 0) return [];
    return (tx ?? this.shop.db)
      .select()
      .from(schema.stores)
      .where(inArray(schema.stores.code, [...codes]));
  }

  /** The shelf stock of these skus in these stores (a store without a row holds none). */
  shelfStock(
    storeCodes: readonly string[],
    skus: readonly string[],
    tx?: Executor,
  ): Promise<{ storeCode: string; sku: string; qty: number }[]> {
    return (tx ?? this.shop.db)
      .select({
        storeCode: schema.storeStock.storeCode,
        sku: schema.storeStock.sku,
        qty: schema.storeStock.qty,
      })
      .from(schema.storeStock)
      .where(
        and(
          inArray(schema.storeStock.storeCode, [...storeCodes]),
          inArray(schema.storeStock.sku, [...skus]),
        ),
      );
  }

  private pickupStores(where: SQL | undefined, tx?: Executor): Promise<PickupStore[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.stores)
      .where(and(eq(schema.stores.active, true), eq(schema.stores.isPickupLocation, true), where))
      .orderBy(asc(schema.stores.name));
  }
}
