/**
 * All SQL of the catalogue: the read model the indexer writes (catalog_products with the
 * filterable columns of each product, catalog_product_docs with its document per store view,
 * catalog_categories, search_lexicon) and the attributes. The clauses of a search come from
 * the query builders (product-query.ts, category-query.ts); values always travel as parameters.
 */
import { cardHolds } from '@shop/core';
import {
  type Executor,
  readAttributes,
  readExpiredProductIds,
  reindexCatalog,
  type ShopDatabase,
  type StoredAttribute,
} from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import { intArray, rowsOf, textArray } from '../../lib/sql.ts';
import type { FacetCountRequest, PriceStatistics } from './facets.ts';
import type { SortKey } from './filter-sql.ts';
import type { IndexLog, IndexRow } from './search-index.ts';
import type { LexiconLookup, LexiconWords } from './text-index.ts';

type Document = Record<string, unknown>;

/** The clauses of a search: which rows, in which order. */
export interface SearchClauses {
  where: SQL;
  orderBy: SQL;
}

/** A search as its parts: the rows it keeps besides facet filters, those filters, the order. */
export interface FacetedClauses {
  base: SQL;
  facetFilters: readonly { code: string; clause: SQL }[];
  /** The order's keys, the last of them unique (the product id). */
  orderKeys: readonly SortKey[];
}

export interface FacetedPage {
  documents: Document[];
  total: number;
  /** Products per facet term (`code:value`) of the plain codes. */
  plainCounts: { term: string; count: number }[];
  /** Products per facet term of each disjunctive code, counted without its own filter. */
  disjunctiveCounts: Map<string, { term: string; count: number }[]>;
  prices: PriceStatistics | null;
}

/**
 * The document as read, or only its top-level `fields` when given: a page that shows cards does
 * not carry every product's variants and descriptions out of the database. Fields that are all
 * card fields are read from the stored card (a few hundred bytes, not compressed) without
 * touching the document at all.
 */
function documentColumn(fields: readonly string[] | null): SQL {
  if (!fields) return sql`d.doc`;
  if (cardHolds(fields)) return sql`d.card`;
  // The other keys removed in one operation: the stored document is compressed, and each
  // operator on it would decompress it again.
  return sql`(d.doc - ARRAY(SELECT k FROM jsonb_object_keys(d.doc) AS k
    WHERE k <> ALL(${textArray(fields)})))`;
}

function termCounts(value: unknown): { term: string; count: number }[] {
  return ((value ?? []) as [string, number][]).map(([term, count]) => ({
    term,
    count: Number(count),
  }));
}

export class CatalogRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /**
   * One page of the products a search selects, as their documents in the search's order, with
   * the number of all matches. The page is chosen on the narrow rows; only its documents are
   * joined in.
   */
  async productPage(
    storeId: number,
    clauses: SearchClauses,
    page: { start: number; size: number },
    fields: readonly string[] | null = null,
    tx?: Executor,
  ): Promise<{ documents: Document[]; total: number | null }> {
    const rows = await rowsOf<{ doc: Document; total: number }>(
      this.shop,
      sql`
          SELECT ${documentColumn(fields)} AS doc, page.total FROM (
            SELECT product_id, total, row_number() OVER () AS n FROM (
              SELECT product_id, count(*) OVER () AS total FROM catalog_products
              WHERE ${clauses.where} ORDER BY ${clauses.orderBy} LIMIT ${page.size} OFFSET ${page.start}
            ) ordered
          ) page
          JOIN catalog_product_docs d ON d.store_id = ${storeId} AND d.product_id = page.product_id
          ORDER BY page.n`,
      tx,
    );
    return {
      documents: rows.map((row) => row.doc),
      total: rows.length ? Number(rows[0]!.total) : null,
    };
  }

  /**
   * A page of a search with its total and facet counts in one statement: the products the
   * search's text and columns select are found once (a materialised set with one flag per facet
   * filter and the values of the order's keys), and the page, the total, each facet's counts and
   * the price bands are read from that set. The page is the first of that set in the search's
   * order (a top-N, not a sort of every match). Each facet the search filters on is counted
   * without its own filter, so its other options stay; the price bands are counted without the
   * price filter.
   */
  async productPageWithFacets(
    storeId: number,
    clauses: FacetedClauses,
    page: { start: number; size: number },
    facets: FacetCountRequest,
    fields: readonly string[] | null = null,
    tx?: Executor,
  ): Promise<FacetedPage> {
    const flags = clauses.facetFilters.map((filter, index) => ({
      code: filter.code,
      select: sql`(${filter.clause}) AS ${sql.raw(`f${index}`)}`,
      name: sql.raw(`m.f${index}`),
    }));
    const keeping = (skip?: string) => {
      const kept = flags.filter((flag) => flag.code !== skip).map((flag) => flag.name);
      return kept.length ? sql.join(kept, sql` AND `) : sql`true`;
    };
    const counted = (codes: readonly string[], skip?: string) =>
      codes.length === 0
        ? sql`'[]'::jsonb`
        : // Counted per term first, then the terms of other facets left out (an aggregate's
          // filter, which the planner does not push below the grouping): the facet's name is
          // taken from each of some dozens of counted terms, not from every product's terms.
          sql`(SELECT coalesce(jsonb_agg(jsonb_build_array(c.term, c.count))
              FILTER (WHERE split_part(c.term, ':', 1) = ANY(${textArray([...codes])})), '[]'::jsonb)
            FROM (SELECT term, count(*)::int AS count FROM matched m, unnest(m.facet_terms) AS term
              WHERE ${keeping(skip)} GROUP BY term) c)`;
    // The order's values are computed once per match (a text search's rank reads each match's
    // search vector) and the page is sorted on them; the last key, the product id, is unique.
    const keys = clauses.orderKeys.map((key, index) => ({
      select: sql`${key.expr} AS ${sql.raw(`o${index}`)}`,
      order: sql`${sql.raw(`m.o${index}`)} ${key.descending ? sql`DESC` : sql`ASC`}`,
    }));
    const documents =
      page.size === 0
        ? sql`'[]'::jsonb`
        : sql`(SELECT coalesce(jsonb_agg(${documentColumn(fields)} ORDER BY p.n), '[]'::jsonb) FROM (
            SELECT product_id, row_number() OVER () AS n FROM (
              SELECT m.product_id FROM matched m WHERE ${keeping()}
              ORDER BY ${sql.join(
                keys.map((key) => key.order),
                sql`, `,
              )} LIMIT ${page.size} OFFSET ${page.start}) ordered) p
            JOIN catalog_product_docs d ON d.store_id = ${storeId} AND d.product_id = p.product_id)`;
    const ranges = facets.priceRanges;
    const prices = ranges
      ? sql`(SELECT jsonb_build_object('counts', jsonb_build_array(${sql.join(
          ranges.map((range) =>
            range.to === undefined
              ? sql`count(*) FILTER (WHERE m.price >= ${range.from})`
              : sql`count(*) FILTER (WHERE m.price >= ${range.from} AND m.price < ${range.to})`,
          ),
          sql`, `,
        )}), 'min', min(m.price), 'max', max(m.price)) FROM matched m WHERE ${keeping('price')})`
      : sql`NULL::jsonb`;
    const flagColumns = flags.length
      ? sql`, ${sql.join(
          flags.map((flag) => flag.select),
          sql`, `,
        )}`
      : sql``;
    const [row] = await rowsOf<{
      total: number;
      documents: Document[];
      plain: [string, number][];
      disjunctive: [string, number][][] | null;
      prices: { counts: number[]; min: number | null; max: number | null } | null;
    }>(
      this.shop,
      sql`
        WITH matched AS MATERIALIZED (
          SELECT product_id, price, facet_terms, ${sql.join(
            keys.map((key) => key.select),
            sql`, `,
          )}${flagColumns}
          FROM catalog_products WHERE ${clauses.base}
        )
        SELECT
          (SELECT count(*)::int FROM matched m WHERE ${keeping()}) AS total,
          ${documents} AS documents,
          ${counted(facets.plain)} AS plain,
          ${
            facets.disjunctive.length
              ? sql`jsonb_build_array(${sql.join(
                  facets.disjunctive.map((code) => counted([code], code)),
                  sql`, `,
                )})`
              : sql`NULL::jsonb`
          } AS disjunctive,
          ${prices} AS prices`,
      tx,
    );
    const disjunctiveCounts = new Map<string, { term: string; count: number }[]>();
    facets.disjunctive.forEach((code, index) => {
      disjunctiveCounts.set(code, termCounts(row?.disjunctive?.[index]));
    });
    const statistics = row?.prices;
    return {
      documents: row?.documents ?? [],
      total: Number(row?.total ?? 0),
      plainCounts: termCounts(row?.plain),
      disjunctiveCounts,
      prices: statistics
        ? {
            counts: statistics.counts.map(Number),
            min: statistics.min === null ? null : Number(statistics.min),
            max: statistics.max === null ? null : Number(statistics.max),
          }
        : null,
    };
  }

  /**
   * The documents of these products in a store view, in the order of the ids (an id without a
   * document is left out), or only their top-level `fields`.
   */
  async documentsByIds(
    storeId: number,
    productIds: readonly number[],
    fields: readonly string[] | null,
  ): Promise<Document[]> {
    if (productIds.length === 0) return [];
    const rows = await rowsOf<{ id: number; doc: Document }>(
      this.shop,
      sql`SELECT d.product_id AS id, ${documentColumn(fields)} AS doc FROM catalog_product_docs d
          WHERE d.store_id = ${storeId} AND d.product_id = ANY(${intArray(productIds)})`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row.doc]));
    return productIds.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [doc] : [];
    });
  }

  /**
   * The indexer's change log since a search index last read it (decision 100), in one
   * statement and so one snapshot: the oldest transaction still running (`xmin`: every change of
   * an older one is committed or gone), the newest transaction whose rows were removed, and the
   * changes of transactions from `seenXmin` on (none asked when null).
   */
  async indexChanges(seenXmin: number | null): Promise<IndexLog> {
    const [row] = await rowsOf<{
      xmin: string;
      pruned: string | null;
      changes: [number, number, number[] | null][];
    }>(
      this.shop,
      sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
            (SELECT through_xid::text FROM catalog_index_pruned) AS pruned,
            ${
              seenXmin === null
                ? sql`'[]'::json`
                : sql`coalesce((SELECT json_agg(json_build_array(id, xid, product_ids))
                    FROM catalog_index_changes WHERE xid >= ${seenXmin}::bigint), '[]'::json)`
            } AS changes`,
    );
    return {
      xmin: Number(row?.xmin ?? 0),
      prunedThrough: Number(row?.pruned ?? 0),
      changes: (row?.changes ?? []).map(([id, xid, productIds]) => ({
        id: Number(id),
        xid: Number(xid),
        productIds,
      })),
    };
  }

  /** The read model's rows (products times store views). */
  async indexRowCount(): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      this.shop,
      sql`SELECT count(*)::int AS n FROM catalog_products`,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * The narrow rows a search index keeps: of some products (every store view), or a slice of
   * all in the order of the primary key after `after`.
   */
  async indexRows(
    select:
      | { productIds: readonly number[] }
      | { after: { storeId: number; productId: number } | null; limit: number },
    cards = false,
  ): Promise<IndexRow[]> {
    const where =
      'productIds' in select
        ? sql`WHERE p.product_id = ANY(${intArray(select.productIds)})`
        : select.after
          ? sql`WHERE (p.store_id, p.product_id) > (${select.after.storeId}::smallint, ${select.after.productId}::int)`
          : sql``;
    const limit = 'limit' in select ? sql`LIMIT ${select.limit}` : sql``;
    const rows = await rowsOf<{
      store_id: number;
      product_id: number;
      type_id: string;
      visibility: number;
      status: number;
      is_in_stock: boolean;
      price: number;
      category_ids: number[];
      positions: Record<string, number>;
      facet_terms: string[];
      created: number;
      updated: number;
      words: string;
      card?: string | null;
    }>(
      this.shop,
      // The card as text: the index keeps it as JSON and parses only the cards of a page.
      sql`SELECT p.store_id, p.product_id, p.type_id, p.visibility, p.status, p.is_in_stock,
            p.price, p.category_ids, p.positions, p.facet_terms, p.search_vector::text AS words,
            (extract(epoch FROM p.created_at) * 1000)::float8 AS created,
            (extract(epoch FROM p.updated_at) * 1000)::float8 AS updated
            ${cards ? sql`, d.card::text AS card` : sql``}
          FROM catalog_products p
          ${
            cards
              ? sql`LEFT JOIN catalog_product_docs d
                      ON d.store_id = p.store_id AND d.product_id = p.product_id`
              : sql``
          }
          ${where} ORDER BY p.store_id, p.product_id ${limit}`,
    );
    return rows.map((row) => ({
      storeId: Number(row.store_id),
      productId: Number(row.product_id),
      typeId: row.type_id,
      visibility: Number(row.visibility),
      status: Number(row.status),
      isInStock: row.is_in_stock,
      price: Number(row.price),
      categoryIds: row.category_ids.map(Number),
      positions: row.positions,
      facetTerms: row.facet_terms,
      createdAt: Number(row.created),
      updatedAt: Number(row.updated),
      words: row.words,
      ...(cards ? { card: row.card ?? null } : {}),
    }));
  }

  /** How many products a search selects. */
  async countProducts(where: SQL, tx?: Executor): Promise<number> {
    const [row] = await rowsOf<{ total: number }>(
      this.shop,
      sql`SELECT count(*)::int AS total FROM catalog_products WHERE ${where}`,
      tx,
    );
    return Number(row?.total ?? 0);
  }

  /**
   * A query's look-ups in the lexicon, in one statement. `words`: the indexed words within each
   * term's typo allowance (`typos[i]` for `terms[i]`), closest first, then the most frequent;
   * looked up by first letter and length, so no product name is scanned. `compounds`: the
   * indexed words that end with one of `endings` after at least 3 more letters (the compounds it
   * may be the last part of: gutschein → geschenkgutschein), the most frequent first, at most
   * `endingLimit` per ending; each ending is at least 4 letters and the words are looked up by
   * their last four (search_lexicon_ending_idx).
   */
  async lexiconWords(storeId: number, lookup: LexiconLookup, tx?: Executor): Promise<LexiconWords> {
    const rows = await rowsOf<{ term: string; word: string; distance: number; ending: boolean }>(
      this.shop,
      sql`
      SELECT t.term, l.word, levenshtein(l.word, t.term) AS distance, l.frequency, false AS ending
      FROM unnest(${textArray(lookup.terms)}, ${intArray(lookup.typos)}) AS t(term, typos)
      JOIN search_lexicon l
        ON l.store_id = ${storeId}
       AND l.initial = left(t.term, 1)
       AND l.length BETWEEN length(t.term) - t.typos AND length(t.term) + t.typos
      WHERE levenshtein_less_equal(l.word, t.term, t.typos) <= t.typos
      UNION ALL
      SELECT e.ending, l.word, 0, l.frequency, true
      FROM unnest(${textArray(lookup.endings)}) AS e(ending)
      CROSS JOIN LATERAL (
        SELECT word, frequency FROM search_lexicon
        WHERE store_id = ${storeId}
          AND right(word, 4) = right(e.ending, 4)
          AND length >= length(e.ending) + 3
          AND right(word, length(e.ending)) = e.ending
        ORDER BY frequency DESC, word
        LIMIT ${Math.trunc(lookup.endingLimit)}
      ) l
      ORDER BY ending, term, distance, frequency DESC, word`,
      tx,
    );
    return {
      words: rows
        .filter((row) => !row.ending)
        .map((row) => ({ term: row.term, word: row.word, distance: Number(row.distance) })),
      compounds: rows
        .filter((row) => row.ending)
        .map((row) => ({ ending: row.term, word: row.word })),
    };
  }

  /**
   * The products of `where` counted by which of `flags` they meet (one row per combination that
   * occurs): how many products each part of a query's words finds, from one text match.
   */
  async countByFlags(
    where: SQL,
    flags: SQL[],
    tx?: Executor,
  ): Promise<{ matched: boolean[]; count: number }[]> {
    if (flags.length === 0) return [];
    const rows = await rowsOf<{ matched: boolean[]; count: number }>(
      this.shop,
      sql`SELECT ARRAY[${sql.join(flags, sql`, `)}]::boolean[] AS matched, count(*)::int AS count
          FROM catalog_products WHERE ${where} GROUP BY 1`,
      tx,
    );
    return rows.map((row) => ({ matched: row.matched.map(Boolean), count: Number(row.count) }));
  }

  /** When the next price window of any product opens or closes; null when none will. */
  async nextPriceChange(tx?: Executor): Promise<Date | null> {
    const [row] = await rowsOf<{ next: string | null }>(
      this.shop,
      sql`SELECT min(price_valid_until) AS next FROM catalog_products`,
      tx,
    );
    return row?.next ? new Date(row.next) : null;
  }

  /**
   * Rebuilds the documents whose price window opened or closed by `now`; answers how many.
   * The indexer runs its own transactions, so this takes none.
   */
  /**
   * Builds the documents again whose special price window opened or closed by `now`; the ids of
   * those products.
   */
  async refreshExpiredDocuments(now: Date): Promise<number[]> {
    const ids = await readExpiredProductIds(this.shop.db, now);
    if (ids.length > 0) await reindexCatalog(this.shop, { now, productIds: ids });
    return ids;
  }

  /** The products these are or belong to: a configurable child's parent, else itself. */
  async parentIdsOf(productIds: readonly number[]): Promise<number[]> {
    if (productIds.length === 0) return [];
    const rows = await rowsOf<{ id: number }>(
      this.shop,
      sql`SELECT DISTINCT coalesce(parent_id, id) AS id FROM products
          WHERE id = ANY(${intArray(productIds)})`,
    );
    return rows.map((row) => Number(row.id));
  }

  /** The categories the read model files any of these products under (in any store view). */
  async categoryIdsOfProducts(productIds: readonly number[]): Promise<number[]> {
    if (productIds.length === 0) return [];
    const rows = await rowsOf<{ id: number }>(
      this.shop,
      sql`SELECT DISTINCT unnest(category_ids) AS id FROM catalog_products
          WHERE product_id = ANY(${intArray(productIds)})`,
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * Builds the documents of some products again (their reviews' rating changed, say), with the
   * special prices of the moment `now`.
   */
  async reindexProducts(productIds: number[], now: Date): Promise<void> {
    await reindexCatalog(this.shop, { productIds, now });
  }

  async attributes(tx?: Executor): Promise<StoredAttribute[]> {
    return readAttributes(tx ?? this.shop.db);
  }

  /** One page of the categories a search selects, as documents, with the number of matches. */
  async categoryPage(
    clauses: SearchClauses,
    page: { start: number; size: number },
    tx?: Executor,
  ): Promise<{ documents: Document[]; total: number }> {
    const rows = await rowsOf<{ doc: Document; total: number }>(
      this.shop,
      sql`
      SELECT doc, count(*) OVER() AS total FROM catalog_categories
      WHERE ${clauses.where} ORDER BY ${clauses.orderBy}, category_id LIMIT ${page.size} OFFSET ${page.start}`,
      tx,
    );
    return {
      documents: rows.map((row) => row.doc),
      total: rows.length ? Number(rows[0]!.total) : 0,
    };
  }

  /**
   * The documents of the enabled or disabled (not removed) products of a store whose sku, or a
   * child's sku, is one of `skus`.
   */
  async productDocumentsBySku<T = Document>(
    storeId: number,
    skus: string[],
    tx?: Executor,
  ): Promise<T[]> {
    const rows = await rowsOf<{ doc: T }>(
      this.shop,
      sql`
      SELECT d.doc FROM catalog_products p
      JOIN catalog_product_docs d ON d.store_id = p.store_id AND d.product_id = p.product_id
      WHERE p.store_id = ${storeId} AND p.status IN (0, 1)
        AND (p.sku = ANY(${textArray(skus)}) OR p.child_skus && ${textArray(skus)})`,
      tx,
    );
    return rows.map((row) => row.doc);
  }

  /** The document of an enabled or disabled (not removed) product of a store, or null. */
  async productDocument(
    storeId: number,
    productId: number,
    tx?: Executor,
  ): Promise<Document | null> {
    const [row] = await rowsOf<{ doc: Document }>(
      this.shop,
      sql`
        SELECT d.doc FROM catalog_products p
        JOIN catalog_product_docs d ON d.store_id = p.store_id AND d.product_id = p.product_id
        WHERE p.store_id = ${storeId} AND p.product_id = ${productId} AND p.status IN (0, 1)`,
      tx,
    );
    return row?.doc ?? null;
  }

  /** The document of an active category of a store, or null. */
  async categoryDocument(
    storeId: number,
    categoryId: number,
    tx?: Executor,
  ): Promise<Document | null> {
    const [row] = await rowsOf<{ doc: Document }>(
      this.shop,
      sql`
        SELECT doc FROM catalog_categories
        WHERE store_id = ${storeId} AND category_id = ${categoryId} AND is_active`,
      tx,
    );
    return row?.doc ?? null;
  }
}
