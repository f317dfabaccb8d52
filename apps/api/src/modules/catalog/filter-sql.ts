/**
 * Filter and sort clauses shared by the catalogue queries: a field maps to a column of a kind,
 * and a filter value (a list, one value or a range) becomes a parameterised condition.
 */
import { type FilterValue, INT4_MAX, INT4_MIN } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors.ts';
import { intArray, textArray } from '../../lib/sql.ts';
import type { ProductColumns, ProductTest } from './search-index.ts';

/**
 * A filterable column: its SQL and, where the search index keeps it, its value in a product of
 * the index (a date as milliseconds since 1970, a price in cents; for a list of whole numbers,
 * whether it holds one of some).
 */
export type Column = {
  sql: SQL;
  kind: 'int' | 'text' | 'bool' | 'price' | 'date';
  value?: (columns: ProductColumns, slot: number) => number | string | boolean;
};
export type ArrayColumn = {
  sql: SQL;
  kind: 'int[]' | 'text[]';
  holdsAny?: (columns: ProductColumns, slot: number, wanted: ArrayLike<number>) => boolean;
};

export function scalarList(value: FilterValue): (string | number | boolean)[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return null;
  return [value];
}

/** The dates a filter may name: the years 1 to 9999 (what PostgreSQL and JSON dates share). */
const DATE_MIN_MS = new Date('0001-01-01T00:00:00Z').getTime();
const DATE_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * The column a filter names, or undefined. Only the table's own keys count: a field named like
 * a member of every object (constructor, toString, __proto__) names nothing.
 */
export function columnOf<T>(columns: Record<string, T>, field: string): T | undefined {
  return Object.hasOwn(columns, field) ? columns[field] : undefined;
}

export function toInt(field: string, value: string | number | boolean): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isInteger(number) || number < INT4_MIN || number > INT4_MAX) {
    throw invalid('catalog.filter_whole_numbers', { field, min: INT4_MIN, max: INT4_MAX });
  }
  return number;
}

/** A price in euros as cents, within what the price column holds. */
function toCents(field: string, value: string | number | boolean): number {
  const number = typeof value === 'number' ? value : Number(value);
  const cents = Math.round(number * 100);
  if (
    typeof value === 'boolean' ||
    !Number.isFinite(cents) ||
    cents < INT4_MIN ||
    cents > INT4_MAX
  ) {
    throw invalid('catalog.filter_amount', { field, max: INT4_MAX / 100 });
  }
  return cents;
}

/** A date bound given as milliseconds since 1970, within the years 1 to 9999. */
function toDate(field: string, value: number): Date {
  if (!Number.isFinite(value) || value < DATE_MIN_MS || value > DATE_MAX_MS) {
    throw invalid('catalog.filter_time', { field });
  }
  return new Date(value);
}

function toBool(field: string, value: string | number | boolean): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw invalid('catalog.filter_boolean', { field });
}

function rangeClause(field: string, column: Column, value: FilterValue): SQL {
  const range = value as { gte?: number; lte?: number; gt?: number; lt?: number };
  const convert = (n: number) =>
    column.kind === 'price'
      ? toCents(field, n)
      : column.kind === 'date'
        ? toDate(field, n)
        : toInt(field, n);
  if (column.kind === 'text' || column.kind === 'bool') {
    throw invalid('catalog.filter_no_range', { field });
  }
  const parts: SQL[] = [];
  // A bound of 0 is a bound like any other: a range that starts at 0 still bounds the result.
  if (range.gte !== undefined) parts.push(sql`${column.sql} >= ${convert(range.gte)}`);
  if (range.gt !== undefined) parts.push(sql`${column.sql} > ${convert(range.gt)}`);
  if (range.lte !== undefined) parts.push(sql`${column.sql} <= ${convert(range.lte)}`);
  if (range.lt !== undefined) parts.push(sql`${column.sql} < ${convert(range.lt)}`);
  if (parts.length === 0) throw invalid('catalog.filter_empty_range', { field });
  return sql.join(parts, sql` AND `);
}

export function columnClause(field: string, column: Column | ArrayColumn, value: FilterValue): SQL {
  const list = scalarList(value);
  if (!list) {
    if (column.kind === 'int[]' || column.kind === 'text[]') {
      throw invalid('catalog.filter_no_range', { field });
    }
    return rangeClause(field, column as Column, value);
  }
  if (list.length === 0) return sql`false`;
  switch (column.kind) {
    case 'int':
      return sql`${column.sql} = ANY(${intArray(list.map((v) => toInt(field, v)))})`;
    case 'text':
      return sql`${column.sql} = ANY(${textArray(list.map(String))})`;
    case 'bool':
      return sql`${column.sql} = ${toBool(field, list[0]!)}`;
    case 'price':
      return sql`${column.sql} = ANY(${intArray(list.map((v) => toCents(field, v)))})`;
    case 'date':
      throw invalid('catalog.filter_range', { field });
    case 'int[]':
      return sql`${column.sql} && ${intArray(list.map((v) => toInt(field, v)))}`;
    case 'text[]':
      return sql`${column.sql} && ${textArray(list.map(String))}`;
  }
}

/**
 * The test of `columnClause` on a product of the search index, or null when the index does not
 * keep the column. The value is checked as `columnClause` checks it (call that first).
 */
export function columnTest(
  field: string,
  column: Column | ArrayColumn,
  value: FilterValue,
): ProductTest | null {
  const list = scalarList(value);
  if (column.kind === 'int[]' || column.kind === 'text[]') {
    const holdsAny = column.holdsAny;
    if (!holdsAny || column.kind === 'text[]') return null;
    const wanted = Int32Array.from(new Set((list ?? []).map((v) => toInt(field, v))));
    return (columns, slot) => holdsAny(columns, slot, wanted);
  }
  const read = (column as Column).value;
  if (!read) return null;
  const convert = (v: string | number | boolean): number | string | boolean =>
    column.kind === 'price'
      ? toCents(field, v)
      : column.kind === 'date'
        ? toDate(field, v as number).getTime()
        : column.kind === 'int'
          ? toInt(field, v)
          : column.kind === 'bool'
            ? toBool(field, v)
            : String(v);
  if (!list) {
    const range = value as { gte?: number; lte?: number; gt?: number; lt?: number };
    const bounds = {
      gte: range.gte === undefined ? undefined : (convert(range.gte) as number),
      gt: range.gt === undefined ? undefined : (convert(range.gt) as number),
      lte: range.lte === undefined ? undefined : (convert(range.lte) as number),
      lt: range.lt === undefined ? undefined : (convert(range.lt) as number),
    };
    return (columns, slot) => {
      const v = read(columns, slot) as number;
      return (
        (bounds.gte === undefined || v >= bounds.gte) &&
        (bounds.gt === undefined || v > bounds.gt) &&
        (bounds.lte === undefined || v <= bounds.lte) &&
        (bounds.lt === undefined || v < bounds.lt)
      );
    };
  }
  if (list.length === 0) return () => false;
  if (column.kind === 'bool') {
    const wanted = toBool(field, list[0]!);
    return (columns, slot) => read(columns, slot) === wanted;
  }
  const wanted = new Set(list.map(convert));
  return (columns, slot) => wanted.has(read(columns, slot));
}

/** One key of an order: the value sorted on and its direction. */
export interface SortKey {
  expr: SQL;
  descending: boolean;
  /** The field sorted on, as the search named it (`position`, `price`, …). */
  field: string;
}

/** ORDER BY parts of sort keys. */
export function orderByKeys(keys: readonly SortKey[]): SQL {
  return sql.join(
    keys.map((key) => sql`${key.expr} ${key.descending ? sql`DESC` : sql`ASC`}`),
    sql`, `,
  );
}

/**
 * `field:asc|desc` specs, comma separated, as sort keys. A field mapped to null is known but has
 * nothing to sort on here (relevance without a text query) and is left out.
 */
export function parseSortKeys(
  sort: string | undefined,
  fields: Record<string, SQL | null>,
): SortKey[] {
  const keys: SortKey[] = [];
  for (const spec of (sort ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [field = '', direction = 'asc'] = spec.split(':');
    const dir = direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') {
      throw invalid('catalog.sort_direction', { field });
    }
    if (!Object.hasOwn(fields, field)) throw invalid('catalog.sort_unknown', { field });
    const column = fields[field];
    if (column) keys.push({ expr: column, descending: dir === 'desc', field });
  }
  return keys;
}

/** `field:asc|desc` specs, comma separated, as ORDER BY parts (see parseSortKeys). */
export function parseSort(sort: string | undefined, fields: Record<string, SQL | null>): SQL[] {
  return parseSortKeys(sort, fields).map((key) => orderByKeys([key]));
}
