/**
 * Inserts many rows with one parameter per statement: the rows travel as one JSON array that
 * PostgreSQL turns into rows of the table (jsonb_populate_recordset). A statement of any number
 * of rows stays far below PostgreSQL's 65,535 parameters, and building it costs one
 * JSON.stringify instead of the query builder's work per value.
 *
 * Rows are keyed by the table's property names (as in Drizzle's insert); every row of one call
 * has the columns of the first row. A value left out or undefined is NULL (not the column's
 * default); Dates travel as ISO instants, arrays and objects as JSON (an array becomes a
 * PostgreSQL array, an object a jsonb value).
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { WriteQueue } from './write-queue.ts';

/** Rows per statement: a few megabytes of JSON at most for the widest rows we write. */
const ROWS_PER_STATEMENT = 2000;

export interface BulkInsertOptions {
  /**
   * SQL expressions for further columns, computed from the row's JSON value `item` (a row's
   * properties that are no column of the table are carried in it for these).
   */
  computed?: Record<string, SQL>;
  /** Leaves out rows that conflict with a stored one (ON CONFLICT DO NOTHING). */
  onConflictDoNothing?: boolean;
  /**
   * A second table the same rows go into, in the same statement: each of its columns an SQL
   * expression of the row's JSON value `item`. One statement lets the database work while the
   * caller makes the next rows (a second would wait for the first's answer).
   */
  alsoInto?: { table: PgTable; columns: Record<string, SQL> };
  rowsPerStatement?: number;
}

/**
 * Inserts the rows (an array or rows made as they are written, e.g. by a generator) in
 * statements of `rowsPerStatement` rows each. In a transaction the statements run in order; on a
 * pool two of them may run at once on two connections, so rows that depend on an earlier
 * statement's rows belong in a transaction.
 */
export async function bulkInsert(
  db: Executor,
  table: PgTable,
  rows: Iterable<Record<string, unknown>>,
  options: BulkInsertOptions = {},
): Promise<number> {
  const size = options.rowsPerStatement ?? ROWS_PER_STATEMENT;
  let layout: RowLayout | null = null;
  let batch: string[] = [];
  let written = 0;
  // The database inserts one statement's rows while the next statement's are made.
  const writes = new WriteQueue();
  const flush = async () => {
    if (batch.length === 0 || !layout) return;
    const statement = insertStatement(table, layout, batch, options);
    written += batch.length;
    batch = [];
    await writes.push(async () => {
      await db.execute(statement);
    });
  };
  for (const row of rows) {
    layout ??= rowLayout(table, row, options);
    batch.push(rowJson(layout, row));
    if (batch.length >= size) await flush();
  }
  await flush();
  await writes.drain();
  return written;
}

/**
 * The one statement that inserts `rows` as {@link bulkInsert} does, made now to be run later
 * (null for no rows): a caller that keeps the database busy builds the next statement, JSON and
 * all, while the one before it runs.
 */
export function bulkInsertStatement(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  options: Omit<BulkInsertOptions, 'rowsPerStatement'> = {},
): SQL | null {
  if (rows.length === 0) return null;
  const layout = rowLayout(table, rows[0]!, options);
  return insertStatement(
    table,
    layout,
    rows.map((row) => rowJson(layout, row)),
    options,
  );
}

/** The table's columns a call's rows fill (by the first row's properties), and the carried rest. */
interface RowLayout {
  names: [property: string, column: string][];
  carried: string[];
}

function rowLayout(
  table: PgTable,
  first: Record<string, unknown>,
  options: BulkInsertOptions,
): RowLayout {
  const columns = getTableColumns(table);
  const properties = Object.keys(first);
  const carried = properties.filter((property) => !columns[property]);
  if (carried.length > 0 && !options.computed && !options.alsoInto) {
    throw new Error(`${getTableName(table)} has no column ${carried[0]}`);
  }
  const names = properties
    .filter((property) => columns[property])
    .map((property): [string, string] => [property, columns[property]!.name]);
  return { names, carried };
}

/** A row as the JSON value the statement reads, keyed by column name. */
function rowJson({ names, carried }: RowLayout, row: Record<string, unknown>): string {
  const json: Record<string, unknown> = {};
  for (const [property, column] of names) {
    const value = row[property];
    json[column] = value === undefined ? null : value;
  }
  for (const property of carried) json[property] = row[property];
  return JSON.stringify(json);
}

/** The INSERT of a batch of rows (their JSON values) into the table, and the second table. */
function insertStatement(
  table: PgTable,
  { names }: RowLayout,
  batch: string[],
  options: BulkInsertOptions,
): SQL {
  const list = names.map(([, column]) => `"${column}"`);
  const computed = Object.entries(options.computed ?? {});
  const target = sql.raw([...list, ...computed.map(([column]) => `"${column}"`)].join(', '));
  const values = sql.join(
    [
      ...list.map((column) => sql.raw(`r.${column}`)),
      ...computed.map(([, expression]) => expression),
    ],
    sql`, `,
  );
  const table_ = sql.raw(`"${getTableName(table)}"`);
  const source = `[${batch.join(',')}]`;
  const insert = (from: SQL) => sql`
      INSERT INTO ${table_} (${target})
      SELECT ${values}
      FROM ${from}, jsonb_populate_record(NULL::${table_}, e.item) AS r
      ${options.onConflictDoNothing ? sql`ON CONFLICT DO NOTHING` : sql``}`;
  const also = options.alsoInto;
  return also
    ? sql`
        WITH e AS MATERIALIZED (SELECT item FROM jsonb_array_elements(${source}::jsonb) AS e(item)),
          first AS (${insert(sql`e`)})
        INSERT INTO ${sql.identifier(getTableName(also.table))}
          (${sql.join(
            Object.keys(also.columns).map((column) => sql.identifier(column)),
            sql`, `,
          )})
        SELECT ${sql.join(Object.values(also.columns), sql`, `)} FROM e`
    : insert(sql`jsonb_array_elements(${source}::jsonb) AS e(item)`);
}
