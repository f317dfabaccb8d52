/**
 * All SQL of the catalogue: the read model the indexer writes (catalog_products with the
 * filterable columns of each product, catalog_product_docs with its document per store view,
 * catalog_categories, search_lexicon) and the attributes. The clauses of a search come from
 * the query builders (product-query.ts, category-query.ts); values always travel as parameters.
 */
import {
  type Executor,
  readAttributes,
  refreshExpiredDocuments,
  reindexCatalog,
  type ShopDatabase,
  type StoredAttribute,
} from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import { intArray, rowsOf, textArray } from '../../lib/sql.ts';

type Document = Record<string, unknown>;

/** The clauses of a search: which rows, in which order. */
export interface SearchClauses {
  where: SQL;
  orderBy: SQL;
}

/** A price band in whole cents; `to` is exclusive and absent for the last, open band. */
export interface CentsRange {
  from: number;
  to?: number | undefined;
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
    tx?: Executor,
  ): Promise<{ documents: Document[]; total: number | null }> {
    const rows = await rowsOf<{ doc: Document; total: number }>(
      this.shop,
      sql`
          SELECT d.doc, page.total FROM (
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
   * The indexed words within each term's typo allowance (`typos[i]` for `terms[i]`), closest
   * first, then the most frequent. Looked up in the lexicon by first letter and length, so no
   * product name is scanned.
   */
  async lexiconWords(
    storeId: number,
    terms: string[],
    typos: number[],
    tx?: Executor,
  ): Promise<{ term: string; word: string; distance: number }[]> {
    const rows = await rowsOf<{ term: string; word: string; distance: number }>(
      this.shop,
      sql`
      SELECT t.term, l.word, levenshtein(l.word, t.term) AS distance
      FROM unnest(${textArray(terms)}, ${intArray(typos)}) AS t(term, typos)
      JOIN search_lexicon l
        ON l.store_id = ${storeId}
       AND l.initial = left(t.term, 1)
       AND l.length BETWEEN length(t.term) - t.typos AND length(t.term) + t.typos
      WHERE levenshtein_less_equal(l.word, t.term, t.typos) <= t.typos
      ORDER BY t.term, distance, l.frequency DESC, l.word`,
      tx,
    );
    return rows.map((row) => ({ ...row, distance: Number(row.distance) }));
  }

  /** How many selected products carry each facet term (`code:value`) of the given codes. */
  async facetTermCounts(
    where: SQL,
    codes: string[],
    tx?: Executor,
  ): Promise<{ term: string; count: number }[]> {
    const rows = await rowsOf<{ term: string; count: number }>(
      this.shop,
      sql`
        SELECT term, count(*)::int AS count
        FROM catalog_products, unnest(facet_terms) AS term
        WHERE ${where} AND split_part(term, ':', 1) = ANY(${textArray(codes)})
        GROUP BY term`,
      tx,
    );
    return rows.map((row) => ({ term: row.term, count: Number(row.count) }));
  }

  /**
   * How many selected products fall in each price band, and the lowest and highest price in
   * cents (null when nothing is selected).
   */
  async priceStatistics(
    where: SQL,
    ranges: readonly CentsRange[],
    tx?: Executor,
  ): Promise<{ counts: number[]; min: number | null; max: number | null }> {
    const columns = ranges.map((range, index) => {
      const condition =
        range.to === undefined
          ? sql`price >= ${range.from}`
          : sql`price >= ${range.from} AND price < ${range.to}`;
      return sql`count(*) FILTER (WHERE ${condition})::int AS ${sql.raw(`b${index}`)}`;
    });
    const [row] = await rowsOf<Record<string, number | null>>(
      this.shop,
      sql`
        SELECT ${sql.join(columns, sql`, `)}, min(price)::int AS min, max(price)::int AS max
        FROM catalog_products WHERE ${where}`,
      tx,
    );
    const present = row?.min !== null && row?.min !== undefined;
    return {
      counts: ranges.map((_range, index) => Number(row?.[`b${index}`] ?? 0)),
      min: present ? Number(row.min) : null,
      max: present ? Number(row.max) : null,
    };
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
  refreshExpiredDocuments(now: Date): Promise<number> {
    return refreshExpiredDocuments(this.shop, now);
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
