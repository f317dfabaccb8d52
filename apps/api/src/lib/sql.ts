import { type Executor, executeRows, type ShopDatabase } from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * One array parameter (`$1::int[]`, `$1::text[]`): Drizzle's template would expand a JS array
 * into a parameter list, so the array travels as a PostgreSQL array literal instead.
 */
export function intArray(values: readonly number[]): SQL {
  const literal = `{${values.map((value) => String(Math.trunc(value))).join(',')}}`;
  return sql`${literal}::int[]`;
}

export function textArray(values: readonly string[]): SQL {
  const quoted = values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
}

/** The rows of a raw statement: run in the transaction `tx` when given, else on the database. */
export async function rowsOf<T>(shop: ShopDatabase, query: SQL, tx?: Executor): Promise<T[]> {
  return tx ? executeRows<T>(tx, query) : shop.query<T>(query);
}
