/**
 * All SQL of the sitemaps: how many indexable pages each store view has per kind, and the pages
 * themselves in keyset pages by id (the id of the product, category or content page), each with
 * its path key in the other store view.
 */
import type { Executor, ShopDatabase } from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql.ts';

export type SitemapRowKind = 'products' | 'categories' | 'pages' | 'content';

export interface SitemapRow {
  id: number;
  /** What the page's path is made of: a product's sku and url key, a category's slug, a page's identifier. */
  key: string;
  sku: string | null;
  /** The same in the other store view, or null when it lacks the page. */
  other_key: string | null;
  updated_at: Date | string | null;
}

/** Products with a page of their own (shown in listings or search) and not disabled. */
const PRODUCT_PAGE = sql`visibility IN (2, 3, 4) AND status IN (0, 1)`;
/** Categories below the root that are active. */
const CATEGORY_PAGE = sql`is_active AND level >= 2`;
/**
 * Published content stories with a storefront page of a store view: pages and blog articles in
 * its folder, not the config folder (secondary-areas §2 content pages).
 */
function contentPage(code: string, alias = 'content_stories'): SQL {
  const table = sql.raw(alias);
  return sql`${table}.content IS NOT NULL AND ${table}.content_type IN ('page', 'blog_article')
    AND ${table}.full_slug LIKE ${`${code}/%`} AND ${table}.full_slug NOT LIKE ${`${code}/config/%`}`;
}

export class SitemapRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** How many pages of a kind a store view has. */
  async count(
    kind: SitemapRowKind,
    store: { id: number; code: string },
    tx?: Executor,
  ): Promise<number> {
    const query: Record<SitemapRowKind, SQL> = {
      products: sql`SELECT count(*)::int AS n FROM catalog_products WHERE store_id = ${store.id} AND ${PRODUCT_PAGE}`,
      categories: sql`SELECT count(*)::int AS n FROM catalog_categories WHERE store_id = ${store.id} AND ${CATEGORY_PAGE}`,
      pages: sql`SELECT count(*)::int AS n FROM cms_pages WHERE store_code = ${store.code} AND is_active`,
      content: sql`SELECT count(*)::int AS n FROM content_stories WHERE ${contentPage(store.code)}`,
    };
    const [row] = await rowsOf<{ n: number }>(this.shop, query[kind], tx);
    return Number(row?.n ?? 0);
  }

  /**
   * The id before the first page of a file: the id at position `offset` (0-based) in id order
   * is the file's first, so the id before it bounds the keyset; 0 for the first file, null when
   * there is no page at that position.
   */
  async idBefore(
    kind: SitemapRowKind,
    store: { id: number; code: string },
    offset: number,
    tx?: Executor,
  ): Promise<number | null> {
    if (offset === 0) return 0;
    const query: Record<SitemapRowKind, SQL> = {
      products: sql`SELECT product_id AS id FROM catalog_products WHERE store_id = ${store.id} AND ${PRODUCT_PAGE} ORDER BY product_id OFFSET ${offset - 1} LIMIT 1`,
      categories: sql`SELECT category_id AS id FROM catalog_categories WHERE store_id = ${store.id} AND ${CATEGORY_PAGE} ORDER BY category_id OFFSET ${offset - 1} LIMIT 1`,
      pages: sql`SELECT id FROM cms_pages WHERE store_code = ${store.code} AND is_active ORDER BY id OFFSET ${offset - 1} LIMIT 1`,
      content: sql`SELECT id FROM content_stories WHERE ${contentPage(store.code)} ORDER BY id OFFSET ${offset - 1} LIMIT 1`,
    };
    const [row] = await rowsOf<{ id: number }>(this.shop, query[kind], tx);
    return row ? Number(row.id) : null;
  }

  /** Up to `limit` pages with an id above `afterId`, in id order, with their other store's key. */
  async pagesAfter(
    kind: SitemapRowKind,
    store: { id: number; code: string },
    other: { id: number; code: string },
    afterId: number,
    limit: number,
    tx?: Executor,
  ): Promise<SitemapRow[]> {
    const query: Record<SitemapRowKind, SQL> = {
      products: sql`
        SELECT p.product_id AS id, p.url_path AS key, p.sku, o.url_path AS other_key,
          p.updated_at
        FROM catalog_products p
        LEFT JOIN catalog_products o
          ON o.store_id = ${other.id} AND o.product_id = p.product_id
          AND o.visibility IN (2, 3, 4) AND o.status IN (0, 1)
        WHERE p.store_id = ${store.id} AND p.visibility IN (2, 3, 4) AND p.status IN (0, 1)
          AND p.product_id > ${afterId}
        ORDER BY p.product_id LIMIT ${limit}`,
      categories: sql`
        SELECT c.category_id AS id, c.slug AS key, NULL AS sku, o.slug AS other_key,
          NULL AS updated_at
        FROM catalog_categories c
        LEFT JOIN catalog_categories o
          ON o.store_id = ${other.id} AND o.category_id = c.category_id AND o.is_active
        WHERE c.store_id = ${store.id} AND c.is_active AND c.level >= 2
          AND c.category_id > ${afterId}
        ORDER BY c.category_id LIMIT ${limit}`,
      pages: sql`
        SELECT p.id, p.identifier AS key, NULL AS sku, o.identifier AS other_key,
          NULL AS updated_at
        FROM cms_pages p
        LEFT JOIN cms_pages o ON o.store_code = ${other.code} AND o.id = p.id AND o.is_active
        WHERE p.store_code = ${store.code} AND p.is_active AND p.id > ${afterId}
        ORDER BY p.id LIMIT ${limit}`,
      // The key is the path within the store view's folder (home: 'home'); the other view's
      // is its translation (same group).
      content: sql`
        SELECT p.id, substr(p.full_slug, ${store.code.length + 2}) AS key, NULL AS sku,
          (SELECT substr(o.full_slug, ${other.code.length + 2}) FROM content_stories o
            WHERE o.group_id = p.group_id AND ${contentPage(other.code, 'o')}
            ORDER BY o.id LIMIT 1) AS other_key,
          p.published_at AS updated_at
        FROM content_stories p
        WHERE ${contentPage(store.code, 'p')} AND p.id > ${afterId}
        ORDER BY p.id LIMIT ${limit}`,
    };
    return rowsOf<SitemapRow>(this.shop, query[kind], tx);
  }
}
