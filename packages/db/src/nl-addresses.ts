/**
 * The Dutch street ranges the checkout fills street and town from, imported from an extract of
 * the address register (`npm run postcode:import -- file.csv`) or, for the demo shop, from the
 * small sample shipped beside the demo catalogue.
 *
 * An import streams the file: its addresses go, a few thousand at a time, into a temporary table
 * (the full register has about ten million lines, more than a process should hold), are read back
 * a batch of whole postcodes at a time in postcode order, compacted by core's rule and written as
 * ranges. It all happens in one transaction: a file refused on its last line, or any failure,
 * leaves the ranges as they were, and the shop reads either the old table or the new one.
 */
import { createReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  compactDutchStreetRanges,
  type DutchAddress,
  DutchAddressCsvReader,
  type DutchStreetRange,
} from '@shop/core';
import { sql } from 'drizzle-orm';
import { type Executor, executeRows, type ShopDatabase } from './client.ts';
import { nlStreetRanges } from './schema.ts';

/** The demo shop's sample: real, published addresses of well-known public buildings. */
export const DEMO_DUTCH_ADDRESSES_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  'demo',
  'nl-addresses.csv',
);

/** Addresses per INSERT into the temporary table: 4 parameters each. */
const ADDRESS_BATCH = 2_000;
/** Addresses read back per step (whole postcodes: the step ends at a postcode's last address). */
const READ_BACK_BATCH = 20_000;
/** Ranges per INSERT: 6 parameters each, well below PostgreSQL's 65,535. */
const RANGE_BATCH = 5_000;

export interface DutchAddressImport {
  /** Lines of the file, the header and blank lines included. */
  lines: number;
  /** Addresses read (the register's lines with a letter or addition count each). */
  addresses: number;
  /** Street ranges written: the table's new content. */
  ranges: number;
  ms: number;
}

/**
 * Replaces the street ranges with those of a register extract (a stream of its text). Throws a
 * DutchAddressFileError (core) naming the line and column of the first line it cannot read; the
 * table then keeps what it held.
 */
export async function importDutchAddresses(
  shop: ShopDatabase,
  input: Readable,
): Promise<DutchAddressImport> {
  const started = Date.now();
  const reader = new DutchAddressCsvReader();
  const result = await shop.db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMPORARY TABLE nl_address_import (
        postcode text NOT NULL,
        house_number integer NOT NULL,
        street text NOT NULL,
        city text NOT NULL
      ) ON COMMIT DROP`);
    let addresses = 0;
    let batch: DutchAddress[] = [];
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) {
      const address = reader.read(line);
      if (!address) continue;
      batch.push(address);
      addresses += 1;
      if (batch.length === ADDRESS_BATCH) {
        await insertAddresses(tx, batch);
        batch = [];
      }
    }
    reader.finish();
    await insertAddresses(tx, batch);
    await tx.execute(sql`CREATE INDEX ON nl_address_import (postcode)`);

    await tx.delete(nlStreetRanges);
    let ranges = 0;
    for await (const group of addressesByPostcode(tx)) {
      const compacted = compactDutchStreetRanges(group);
      for (let i = 0; i < compacted.length; i += RANGE_BATCH) {
        await insertRanges(tx, compacted.slice(i, i + RANGE_BATCH));
      }
      ranges += compacted.length;
    }
    return { addresses, ranges };
  });
  return { lines: reader.lines, ...result, ms: Date.now() - started };
}

/** Imports a register extract from a file. */
export function importDutchAddressFile(
  shop: ShopDatabase,
  path: string,
): Promise<DutchAddressImport> {
  return importDutchAddresses(shop, createReadStream(path, { encoding: 'utf8' }));
}

/** Whether the table holds any range. */
export async function hasDutchStreetRanges(shop: ShopDatabase): Promise<boolean> {
  const rows = await shop.db
    .select({ postcode: nlStreetRanges.postcode })
    .from(nlStreetRanges)
    .limit(1);
  return rows.length > 0;
}

async function insertAddresses(tx: Executor, batch: DutchAddress[]): Promise<void> {
  if (batch.length === 0) return;
  const values = batch.map((a) => sql`(${a.postcode}, ${a.houseNumber}, ${a.street}, ${a.city})`);
  await tx.execute(
    sql`INSERT INTO nl_address_import (postcode, house_number, street, city) VALUES ${sql.join(values, sql`, `)}`,
  );
}

async function insertRanges(tx: Executor, ranges: DutchStreetRange[]): Promise<void> {
  if (ranges.length === 0) return;
  await tx.insert(nlStreetRanges).values(
    ranges.map((range) => ({
      postcode: range.postcode,
      parity: range.parity,
      fromNumber: range.from,
      toNumber: range.to,
      street: range.street,
      city: range.city,
    })),
  );
}

/**
 * The imported addresses in postcode order, a batch of whole postcodes at a time: each batch
 * ends at the postcode of the READ_BACK_BATCH-th address after the previous batch.
 */
async function* addressesByPostcode(tx: Executor): AsyncGenerator<DutchAddress[]> {
  let after = '';
  while (true) {
    const limit = await executeRows<{ postcode: string }>(
      tx,
      sql`SELECT postcode FROM nl_address_import WHERE postcode > ${after}
          ORDER BY postcode OFFSET ${READ_BACK_BATCH - 1} LIMIT 1`,
    );
    const upTo = limit[0]?.postcode ?? null;
    const rows = await executeRows<{
      postcode: string;
      house_number: number;
      street: string;
      city: string;
    }>(
      tx,
      sql`SELECT postcode, house_number, street, city FROM nl_address_import
          WHERE postcode > ${after} ${upTo === null ? sql`` : sql`AND postcode <= ${upTo}`}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      postcode: row.postcode,
      houseNumber: row.house_number,
      street: row.street,
      city: row.city,
    }));
    if (upTo === null) return;
    after = upTo;
  }
}
