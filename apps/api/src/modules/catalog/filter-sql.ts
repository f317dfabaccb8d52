/**
 * Filter and sort clauses shared by the catalogue queries: a field maps to a column of a kind,
 * and a filter value (a list, one value or a range) becomes a parameterised condition.
 */
import { type FilterValue, INT4_MAX, INT4_MIN } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors.ts';
import { intArray, textArray } from '../../lib/sql.ts';

export type Column = { sql: SQL; kind: 'int' | 'text' | 'bool' | 'price' | 'date' };
export type ArrayColumn = { sql: SQL; kind: 'int[]' | 'text[]' };

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

/** One key of an order: the value sorted on and its direction. */
export interface SortKey {
  expr: SQL;
  descending: boolean;
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
    if (column) keys.push({ expr: column, descending: dir === 'desc' });
  }
  return keys;
}

/** `field:asc|desc` specs, comma separated, as ORDER BY parts (see parseSortKeys). */
export function parseSort(sort: string | undefined, fields: Record<string, SQL | null>): SQL[] {
  return parseSortKeys(sort, fields).map((key) => orderByKeys([key]));
}
