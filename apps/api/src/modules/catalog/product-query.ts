/**
 * Turns a catalogue search body into SQL over the product read model (catalog_products):
 * filters on indexed fields, the default visibility, status and stock rules, text search with
 * typo-corrected terms, sort and paging. Values always travel as parameters.
 */
import type { CatalogSearchBody, FilterValue } from '@shop/contracts';
import { ROOT_CATEGORY_ID } from '@shop/core';
import { type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors.ts';
import { intArray, textArray } from '../../lib/sql.ts';
import {
  type ArrayColumn,
  type Column,
  columnClause,
  columnOf,
  columnTest,
  orderByKeys,
  parseSortKeys,
  type SortKey,
  scalarList,
  toInt,
} from './filter-sql.ts';
import type { IndexQuery, ProductColumns, ProductTest } from './search-index.ts';
import { EXACT_WEIGHTS, type IndexText, MAX_TEXT_GROUPS, RANK_WEIGHTS } from './text-index.ts';

/** A 0/1 flag of the row's product document (the queries read FROM catalog_products). */
function documentFlag(name: 'new' | 'sale'): SQL {
  return sql`(SELECT (d.doc->>${name})::int FROM catalog_product_docs d
    WHERE d.store_id = catalog_products.store_id AND d.product_id = catalog_products.product_id)`;
}

/** Indexed fields a filter may name, besides attribute codes. */
const COLUMNS: Record<string, Column | ArrayColumn> = {
  // Look-ups of a few products (a product page, related products) stay with the database's
  // indexes; the search index keeps what listings filter on.
  id: { sql: sql`product_id`, kind: 'int' },
  sku: { sql: sql`sku`, kind: 'text' },
  type_id: { sql: sql`type_id`, kind: 'text', value: (c, slot) => c.type(slot) },
  visibility: { sql: sql`visibility`, kind: 'int', value: (c, slot) => c.visibility[slot]! },
  status: { sql: sql`status`, kind: 'int', value: (c, slot) => c.status[slot]! },
  url_key: { sql: sql`url_path`, kind: 'text' },
  url_path: { sql: sql`url_path`, kind: 'text' },
  slug: { sql: sql`url_path`, kind: 'text' },
  price: { sql: sql`price`, kind: 'price', value: (c, slot) => c.price[slot]! },
  final_price: { sql: sql`price`, kind: 'price', value: (c, slot) => c.price[slot]! },
  'stock.is_in_stock': { sql: sql`is_in_stock`, kind: 'bool', value: (c, s) => c.inStock[s] === 1 },
  is_in_stock: { sql: sql`is_in_stock`, kind: 'bool', value: (c, slot) => c.inStock[slot] === 1 },
  created_at: { sql: sql`created_at`, kind: 'date', value: (c, slot) => c.createdAt[slot]! },
  updated_at: { sql: sql`updated_at`, kind: 'date', value: (c, slot) => c.updatedAt[slot]! },
  // Flags kept in the product's document only (the narrow rows do not repeat them; the search
  // index does not keep them either).
  new: { sql: documentFlag('new'), kind: 'int' },
  sale: { sql: documentFlag('sale'), kind: 'int' },
  category_ids: {
    sql: sql`category_ids`,
    kind: 'int[]',
    holdsAny: (c, slot, ids) => c.inCategory(slot, ids),
  },
  'category.category_id': {
    sql: sql`category_ids`,
    kind: 'int[]',
    holdsAny: (c, slot, ids) => c.inCategory(slot, ids),
  },
  'configurable_children.sku': { sql: sql`child_skus`, kind: 'text[]' },
};

/**
 * Barcode filters (secondary-areas §5: a scan looks products up by ean_code or os_barcode). The
 * codes live on the catalogue's products, each configurable child with its own: a product
 * matches by its own code or by one of its children's. The products table indexes both columns.
 */
const BARCODE_FIELDS: Record<string, SQL> = {
  ean_code: sql`p.ean_code`,
  os_barcode: sql`p.os_barcode`,
};

function barcodeClause(field: string, value: FilterValue): SQL {
  const list = scalarList(value);
  if (!list) throw invalid('catalog.filter_no_range', { field });
  if (list.length === 0) return sql`false`;
  return sql`catalog_products.product_id IN (SELECT coalesce(p.parent_id, p.id) FROM products p
    WHERE ${BARCODE_FIELDS[field]} = ANY(${textArray(list.map(String))}))`;
}

/** Sortable fields; `position` is the position in the filtered category. */
const SORTS: Record<string, SQL> = {
  updated_at: sql`updated_at`,
  created_at: sql`created_at`,
  price: sql`price`,
  final_price: sql`price`,
  name: sql`name`,
  sku: sql`sku`,
  id: sql`product_id`,
};

/** The sort fields the search index can order by: the column of the products' numbers. */
const INDEX_SORTS: Record<string, (columns: ProductColumns) => ArrayLike<number>> = {
  updated_at: (c) => c.updatedAt,
  created_at: (c) => c.createdAt,
  price: (c) => c.price,
  final_price: (c) => c.price,
  id: (c) => c.productId,
  _score: (c) => c.text.score,
  relevance: (c) => c.text.score,
};

/** An order key of the search index that reads a column. */
function columnKey(
  column: (columns: ProductColumns) => ArrayLike<number>,
  descending: boolean,
): IndexQuery['orderKeys'][number] {
  return { value: (c, slot) => column(c)[slot]!, column, descending };
}

const LISTING_VISIBILITY = [2, 4];
const SEARCH_VISIBILITY = [3, 4];
const ALLOWED_VISIBILITY = [2, 3, 4];
const ALLOWED_STATUS = [0, 1];

export interface TermGroup {
  term: string;
  exact: boolean;
  words: string[];
  /** Indexed compounds the term forms with a neighbouring term (baby schale → babyschale). */
  compounds?: string[];
  /**
   * Indexed compounds the term is the last part of (gutschein → geschenkgutschein), matched in
   * a product's name and categories only (weights A and B).
   */
  headOf?: string[];
}

export interface ProductQueryInput {
  storeId: number;
  body: CatalogSearchBody;
  /** Attribute codes that are facets (stored in facet_terms). */
  facetCodes: ReadonlySet<string>;
  listOutOfStockProducts: boolean;
  /** Corrected terms of the text query; absent without text. */
  terms?: TermGroup[];
  /** How many term groups must match. */
  minimumMatch?: number;
}

export interface ProductQuery {
  where: SQL;
  /** The clauses every selected row meets besides the facet filters (text, visibility, columns). */
  base: SQL;
  /** The filters a facet count leaves out for its own facet (attribute facets and price). */
  facetFilters: { code: string; clause: SQL }[];
  /** The where clause without the filter on one facet (for disjunctive facet counts). */
  whereWithout(code: string): SQL;
  orderBy: SQL;
  /** The order as its keys (the last the product id), for a statement that sorts on them. */
  orderKeys: SortKey[];
  score: SQL | null;
  /**
   * A text search's terms matched one by one, to tell which of them found nothing together:
   * `where`, the rows of the search's filters that match at least one term (whether or not
   * enough terms match); `flags`, per term in the order given, whether a row matches it (false
   * for a term with no indexed word). Null without text or without any indexed word.
   */
  termMatches: { where: SQL; flags: SQL[] } | null;
  /**
   * The same search for the search index (decisions 100, 101); null when the index cannot
   * answer it (a barcode, a flag of the document, a sort by name or sku, more than 31 terms).
   */
  index: IndexQuery | null;
}

function facetClause(code: string, value: FilterValue): SQL {
  const terms = facetTerms(code, value);
  if (terms.length === 0) return sql`false`;
  return sql`facet_terms && ${textArray(terms)}`;
}

/** The `code:value` terms a facet filter asks for (any of them). */
function facetTerms(code: string, value: FilterValue): string[] {
  const list = scalarList(value);
  if (!list) throw invalid('catalog.filter_no_range', { field: code });
  return list.map((v) => `${code}:${String(v)}`);
}

/** A table of the bytes 0-255 with 1 at each of the numbers. */
function smallNumberTable(numbers: readonly number[]): Uint8Array {
  const table = new Uint8Array(256);
  for (const number of numbers) if (number >= 0 && number <= 255) table[number] = 1;
  return table;
}

function intersect(requested: FilterValue | undefined, allowed: number[], field: string) {
  if (requested === undefined) return null;
  const list = scalarList(requested);
  if (!list) throw invalid('catalog.filter_list', { field });
  return list.map((v) => toInt(field, v)).filter((v) => allowed.includes(v));
}

/** A word as the text search asks for it: only its letters a-z and digits. */
function cleanWord(word: string): string {
  return word.replace(/[^a-z0-9]/g, '');
}

/** Words as asked for, empty ones left out. */
function cleanWords(words: readonly string[]): string[] {
  return words.map(cleanWord).filter(Boolean);
}

/** tsquery text of alternative words: kinderwagen | kinderwagens. */
function groupQuery(words: string[]): string {
  return words.map(cleanWord).join(' | ');
}

/** How many distinct words a tsquery of these words asks for. */
function distinctWords(words: string[]): number {
  return new Set(words.map(cleanWord)).size;
}

/**
 * tsquery text of a term's group: its words anywhere, the compounds it is the head of in the
 * name and categories only (geschenkgutschein:AB), or in the categories only with `weights` B.
 */
function termQuery(group: TermGroup, weights: 'AB' | 'B' | null = null): string {
  const clean = cleanWord;
  const suffix = weights ? `:${weights}` : '';
  return [
    ...group.words.map((word) => `${clean(word)}${suffix}`),
    ...(group.headOf ?? []).map((word) => `${clean(word)}:${weights ?? 'AB'}`),
  ].join(' | ');
}

export function buildProductQuery(input: ProductQueryInput): ProductQuery {
  const { body, facetCodes, storeId } = input;
  const filters = body.filters ?? {};
  const hasText = input.terms !== undefined;
  // The store as a one-element list, not `store_id = $1`: the planner keeps an equality with a
  // constant for last in a scan's filter, after the text match, so both store views' rows
  // would be matched; a list costs it less than the text match and is checked first. An index
  // on store_id still serves it.
  const base: SQL[] = [sql`store_id = ANY(${`{${Math.trunc(storeId)}}`}::smallint[])`];
  // The same conditions as tests of the search index's products, while it can answer.
  const tests: ProductTest[] = [];
  let indexable = true;
  let indexText: IndexText | null = null;
  let indexCategories: number[] | null = null;
  const facetTests = new Map<string, { terms?: string[]; test?: ProductTest }>();
  const test = (next: ProductTest | null) => {
    if (next) tests.push(next);
    else indexable = false;
  };

  // Listings show visibility 2 (catalogue) and 4 (both), a text search 3 (search) and 4; only
  // status 0 and 1 are ever shown. A caller may narrow these sets, never widen them.
  const visibility = intersect(filters.visibility, ALLOWED_VISIBILITY, 'visibility') ?? [
    ...(hasText ? SEARCH_VISIBILITY : LISTING_VISIBILITY),
  ];
  const status = intersect(filters.status, ALLOWED_STATUS, 'status') ?? ALLOWED_STATUS;
  base.push(sql`visibility = ANY(${intArray(visibility)})`, sql`status = ANY(${intArray(status)})`);
  // As tables of the small numbers allowed: the index tests every product a search reads.
  const shownVisibility = smallNumberTable(visibility);
  const shownStatus = smallNumberTable(status);
  test(
    (c, slot) => shownVisibility[c.visibility[slot]!] === 1 && shownStatus[c.status[slot]!] === 1,
  );
  if (!input.listOutOfStockProducts) {
    base.push(sql`is_in_stock`);
    test((c, slot) => c.inStock[slot] === 1);
  }

  const facetFilters = new Map<string, SQL>();
  for (const [field, value] of Object.entries(filters)) {
    if (field === 'visibility' || field === 'status') continue;
    if (Object.hasOwn(BARCODE_FIELDS, field)) {
      base.push(barcodeClause(field, value));
      test(null);
      continue;
    }
    const column = columnOf(COLUMNS, field);
    if (column) {
      if (field === 'category_ids' || field === 'category.category_id') {
        const ids = scalarList(value);
        if (ids) {
          // Ids below the shop's root category (the system roots above its tree) are not queried.
          const kept = ids.map((v) => toInt(field, v)).filter((id) => id >= ROOT_CATEGORY_ID);
          base.push(columnClause(field, column, kept));
          // The index reads only the first filter's categories' products (a text search tests
          // its products for them): its test would be the same again.
          if (indexCategories === null) indexCategories = kept;
          else test(columnTest(field, column, kept));
          continue;
        }
      }
      if (field === 'price' || field === 'final_price') {
        // Kept apart so that price buckets can be counted without the shopper's price choice.
        const previous = facetFilters.get('price');
        const clause = columnClause(field, column, value);
        facetFilters.set('price', previous ? sql`${previous} AND ${clause}` : clause);
        const priceTest = columnTest(field, column, value)!;
        const previousTest = facetTests.get('price')?.test;
        facetTests.set('price', {
          test: previousTest ? (c, slot) => previousTest(c, slot) && priceTest(c, slot) : priceTest,
        });
        continue;
      }
      base.push(columnClause(field, column, value));
      test(columnTest(field, column, value));
    } else if (facetCodes.has(field)) {
      facetFilters.set(field, facetClause(field, value));
      facetTests.set(field, { terms: facetTerms(field, value) });
    } else {
      throw invalid('catalog.filter_unknown', { field });
    }
  }

  // The rows a search of any words would be chosen from (without the text), facet filters too.
  const filterClauses = [...base, ...facetFilters.values()];
  let termMatches: ProductQuery['termMatches'] = null;
  let score: SQL | null = null;
  if (input.terms) {
    const groups = input.terms.filter(
      (group) => group.words.length > 0 || (group.headOf?.length ?? 0) > 0,
    );
    const anyQuery = groups.map((group) => `(${termQuery(group)})`).join(' | ');
    if (groups.length > 0) {
      termMatches = {
        where: sql.join(
          [...filterClauses, sql`search_vector @@ to_tsquery('simple', ${anyQuery})`],
          sql` AND `,
        ),
        flags: input.terms.map((group) =>
          groups.includes(group)
            ? sql`search_vector @@ to_tsquery('simple', ${termQuery(group)})`
            : sql`false`,
        ),
      };
    }
    if (groups.length > MAX_TEXT_GROUPS) indexable = false;
    // The index finds nothing for a search of fewer groups than must match, as the SQL.
    indexText = { groups: [], minimumMatch: 1, rank: [], compounds: [], exact: [] };
    if (groups.length < (input.minimumMatch ?? 1)) {
      base.push(sql`false`);
    } else {
      // Typed exactly: a term as indexed, or two neighbouring terms that form an indexed compound.
      const exactWords = [
        ...new Set([
          ...groups.filter((group) => group.exact).map((group) => group.term),
          ...groups.flatMap((group) => group.compounds ?? []),
        ]),
      ];
      const matched = sql.join(
        groups.map(
          (group) => sql`(search_vector @@ to_tsquery('simple', ${termQuery(group)}))::int`,
        ),
        sql` + `,
      );
      const minimumMatch = input.minimumMatch ?? 1;
      base.push(sql`search_vector @@ to_tsquery('simple', ${anyQuery})`);
      // Matching any group is matching at least one: the count of matched groups is only
      // worth its cost (one more text match per group and product) when more must match.
      if (minimumMatch > 1) base.push(sql`(${matched}) >= ${minimumMatch}`);
      // Weights {D, C, B, A}: a word of the product's name (A) or category (B) counts 1, of
      // its sku or brand (C) 0.4, a word it is only for or only its description has (D, a
      // compound's modifier) 0.1; words the shopper typed exactly count double, except in D:
      // a description's word never outranks a name's.
      const weights = `{${RANK_WEIGHTS.join(', ')}}`;
      const exact = exactWords.length
        ? sql` + 2 * ts_rank(${`{${EXACT_WEIGHTS.join(', ')}}`}::float4[], search_vector, to_tsquery('simple', ${groupQuery(exactWords)}))`
        : sql``;
      // Services and gift cards (virtual products) come first only when the query names their
      // category (cadeaubon, Workshop); otherwise after the goods it finds.
      const askedKind = groups.map((group) => `(${termQuery(group, 'B')})`).join(' | ');
      const kind = sql`CASE WHEN type_id = 'virtual' AND NOT search_vector @@ to_tsquery('simple', ${askedKind}) THEN 0.05 ELSE 1 END`;
      // A compound found by its head counts once: a product that also has the term's own words
      // (the parts of meegroei-autostoel, a compound split by the catalogue's words) ranks by
      // those as before; one found only as a compound (Geschenkgutschein for "Gutschein",
      // wiegmatras for "matras") by the compounds. ts_rank divides by the number of distinct
      // words asked for, so a term that ends many compounds would rank them below a word only
      // a description has: they count at least half of what one of the query's own words does.
      const rankQuery = groups
        .map((group) => `(${group.words.length ? groupQuery(group.words) : termQuery(group)})`)
        .join(' | ');
      const rankWords = distinctWords(
        groups.flatMap((group) => (group.words.length ? group.words : (group.headOf ?? []))),
      );
      const compounds = groups.flatMap((group, index) => {
        const heads = group.headOf ?? [];
        if (group.words.length === 0 || heads.length === 0) return [];
        return [
          { group: index, heads, scale: Math.max(1, (0.5 * distinctWords(heads)) / rankWords) },
        ];
      });
      const compoundRanks = compounds.map(
        ({ group, heads, scale }) =>
          sql` + CASE WHEN search_vector @@ to_tsquery('simple', ${groupQuery(groups[group]!.words)}) THEN 0 ELSE ${scale}::float4 * ts_rank(${weights}::float4[], search_vector, to_tsquery('simple', ${groupQuery(heads)})) END`,
      );
      score = sql`((ts_rank(${weights}::float4[], search_vector, to_tsquery('simple', ${rankQuery}))${sql.join(compoundRanks)}${exact}) * ${kind})`;
      indexText = {
        groups: groups.map((group) => ({
          words: cleanWords(group.words),
          headOf: cleanWords(group.headOf ?? []),
        })),
        minimumMatch,
        rank: cleanWords(
          groups.flatMap((group) => (group.words.length ? group.words : (group.headOf ?? []))),
        ),
        compounds: compounds.map((compound) => ({
          ...compound,
          heads: cleanWords(compound.heads),
        })),
        exact: cleanWords(exactWords),
      };
    }
  }

  const orderKeys = buildOrder(body.sort, filters, score);
  const indexOrder = indexable ? indexOrderKeys(orderKeys, filters) : null;
  const whereOf = (skip?: string) =>
    sql.join(
      [...base, ...[...facetFilters].filter(([code]) => code !== skip).map(([, clause]) => clause)],
      sql` AND `,
    );

  return {
    where: whereOf(),
    base: sql.join(base, sql` AND `),
    facetFilters: [...facetFilters].map(([code, clause]) => ({ code, clause })),
    whereWithout: (code) => whereOf(code),
    orderBy: orderByKeys(orderKeys),
    orderKeys,
    score,
    termMatches,
    index: indexOrder
      ? {
          storeId,
          categoryIds: indexCategories,
          base: tests,
          facetFilters: [...facetTests].map(([code, filter]) => ({ code, ...filter })),
          orderKeys: indexOrder,
          text: indexText,
        }
      : null,
  };
}

/** The order's keys as values of the search index's products; null when one has none. */
function indexOrderKeys(
  keys: SortKey[],
  filters: Record<string, FilterValue>,
): IndexQuery['orderKeys'] | null {
  const categoryId = orderCategory(filters);
  const orderKeys: IndexQuery['orderKeys'] = [];
  for (const key of keys) {
    if (key.field === 'position' && categoryId !== null) {
      const value = (c: ProductColumns, slot: number) => c.position(slot, categoryId);
      orderKeys.push({ value, descending: key.descending });
      continue;
    }
    const field = key.field === 'position' ? 'id' : key.field;
    if (!Object.hasOwn(INDEX_SORTS, field)) return null;
    orderKeys.push(columnKey(INDEX_SORTS[field]!, key.descending));
  }
  return orderKeys;
}

/** The category whose positions order a listing: the first category filtered on, if a whole number. */
function orderCategory(filters: Record<string, FilterValue>): number | null {
  const categoryFilter = scalarList(filters.category_ids ?? filters['category.category_id'] ?? []);
  const categoryId = categoryFilter?.length ? Number(categoryFilter[0]) : null;
  return categoryId !== null && Number.isInteger(categoryId) ? categoryId : null;
}

function buildOrder(
  sort: string | undefined,
  filters: Record<string, FilterValue>,
  score: SQL | null,
): SortKey[] {
  const categoryId = orderCategory(filters);
  const positionSql =
    categoryId !== null
      ? sql`coalesce((positions->>${String(categoryId)})::int, 2147483647)`
      : sql`product_id`;
  const keys = parseSortKeys(sort, {
    ...SORTS,
    position: positionSql,
    _score: score,
    relevance: score,
  });
  if (keys.length === 0) {
    // Defaults: relevance for text, the category's order for a category, else newest first.
    if (score) keys.push({ expr: score, descending: true, field: '_score' });
    else if (categoryId !== null)
      keys.push({ expr: positionSql, descending: false, field: 'position' });
    else keys.push({ expr: sql`updated_at`, descending: true, field: 'updated_at' });
  }
  keys.push({ expr: sql`product_id`, descending: false, field: 'id' });
  return keys;
}
