/**
 * The shop's stores and their shelf stock: the one place of the SQL over `stores` and
 * `store_stock`. The checkout's pick-up reads the stores that take pick-ups; the store locator
 * (module stores) reads every active store through the same repository, given at composition.
 */
import type { GeoBox } from '@shop/core';
import { anyOf, type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, asc, between, eq, type SQL } from 'drizzle-orm';

export type PickupStore = typeof schema.stores.$inferSelect;

export class PickupRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** The active pick-up stores of a country, by name. */
  storesInCountry(countryId: string, tx?: Executor): Promise<PickupStore[]> {
    return this.pickupStores(eq(schema.stores.countryId, countryId), tx);
  }

  /** The active pick-up stores inside a box, by name. */
  storesInBox(box: GeoBox, tx?: Executor): Promise<PickupStore[]> {
    return this.pickupStores(inBox(box), tx);
  }

  /** The active stores, all or only those that take pick-ups, inside a box when given, by name. */
  activeStores(
    options: { pickupOnly: boolean; box?: GeoBox },
    tx?: Executor,
  ): Promise<PickupStore[]> {
    return (tx ?? this.shop.db)
      .select()
      .from(schema.stores)
      .where(
        and(
          eq(schema.stores.active, true),
          options.pickupOnly ? eq(schema.stores.isPickupLocation, true) : undefined,
          options.box ? inBox(options.box) : undefined,
        ),
      )
      .orderBy(asc(schema.stores.name), asc(schema.stores.code));
  }

  /** The active store with this code (pick-up location or not), or null. */
  async findActiveStore(code: string, tx?: Executor): Promise<PickupStore | null> {
    const [store] = await (tx ?? this.shop.db)
      .select()
      .from(schema.stores)
      .where(and(eq(schema.stores.code, code), eq(schema.stores.active, true)));
    return store ?? null;
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
      .where(anyOf(schema.stores.code, [...codes]));
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
          anyOf(schema.storeStock.storeCode, [...storeCodes]),
          anyOf(schema.storeStock.sku, [...skus]),
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

function inBox(box: GeoBox): SQL | undefined {
  return and(
    between(schema.stores.latitude, box.minLatitude, box.maxLatitude),
    between(schema.stores.longitude, box.minLongitude, box.maxLongitude),
  );
}
