/**
 * Turns a category search body into SQL over the category read model (catalog_categories):
 * filters on its columns, a name search, sort (by level and position unless asked otherwise).
 * Values always travel as parameters.
 */
import type { CatalogSearchBody } from '@shop/contracts';
import { ROOT_CATEGORY_ID } from '@shop/core';
import { type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors.ts';
import { type Column, columnClause, columnOf, parseSort } from './filter-sql.ts';
import type { SearchClauses } from './repository.ts';

/** Fields a category filter may name. */
const COLUMNS: Record<string, Column> = {
  id: { sql: sql`category_id`, kind: 'int' },
  parent_id: { sql: sql`parent_id`, kind: 'int' },
  level: { sql: sql`level`, kind: 'int' },
  is_active: { sql: sql`is_active`, kind: 'bool' },
  include_in_menu: { sql: sql`include_in_menu`, kind: 'bool' },
  url_path: { sql: sql`url_path`, kind: 'text' },
  url_key: { sql: sql`doc->>'url_key'`, kind: 'text' },
  slug: { sql: sql`slug`, kind: 'text' },
  product_count: { sql: sql`product_count`, kind: 'int' },
};

/** Sortable fields. */
const SORTS: Record<string, SQL> = {
  position: sql`position`,
  level: sql`level`,
  name: sql`name`,
  id: sql`category_id`,
  product_count: sql`product_count`,
};

export function buildCategoryQuery(storeId: number, body: CatalogSearchBody): SearchClauses {
  const where: SQL[] = [sql`store_id = ${storeId}`];
  for (const [field, value] of Object.entries(body.filters ?? {})) {
    const column = columnOf(COLUMNS, field);
    if (!column) throw invalid('catalog.filter_unknown_for', { field, entity: 'categories' });
    where.push(columnClause(field, column, field === 'id' ? belowRootLeftOut(value) : value));
  }
  const text = body.query?.trim();
  if (text) where.push(sql`name ILIKE ${`%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
  const sorts = parseSort(body.sort, SORTS);
  return {
    where: sql.join(where, sql` AND `),
    orderBy: sorts.length ? sql.join(sorts, sql`, `) : sql`level ASC, position ASC`,
  };
}

/**
 * An id filter without the ids below the shop's root category: those are the system roots
 * above the shop's tree, which are never queried.
 */
function belowRootLeftOut<T>(value: T): T | number[] {
  if (Array.isArray(value)) return value.map(Number).filter((id) => id >= ROOT_CATEGORY_ID);
  if (typeof value !== 'object' && Number(value) < ROOT_CATEGORY_ID) return [];
  return value;
}
