/** The Dutch street ranges (imported from the address register; see packages/db nl-addresses.ts). */
import { type Executor, type ShopDatabase, schema } from '@shop/db';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';

export interface DutchStreetMatch {
  city: string;
  /** Null when no range of the postcode holds the house number (or none was given). */
  street: string | null;
}

export class AddressRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /**
   * The street and town of a house number at a postcode ('1234AB'): the range that holds the
   * number; else, when the table knows the postcode, its town alone; else null. One read of the
   * table's key (a postcode has a handful of ranges), the holding range first.
   */
  async findStreet(
    postcode: string,
    houseNumber: number | null,
    tx?: Executor,
  ): Promise<DutchStreetMatch | null> {
    const ranges = schema.nlStreetRanges;
    const holds: SQL | null =
      houseNumber === null
        ? null
        : sql`(${and(
            eq(ranges.parity, houseNumber % 2),
            lte(ranges.fromNumber, houseNumber),
            gte(ranges.toNumber, houseNumber),
          )})`;
    const [row] = await (tx ?? this.shop.db)
      .select({
        city: ranges.city,
        street: ranges.street,
        holds: holds ? sql<boolean>`${holds}` : sql<boolean>`false`,
      })
      .from(ranges)
      .where(eq(ranges.postcode, postcode))
      .orderBy(...(holds ? [desc(holds)] : []), ranges.parity, ranges.fromNumber)
      .limit(1);
    if (!row) return null;
    return { city: row.city, street: row.holds ? row.street : null };
  }
}
