/**
 * All SQL of the URL map: the URL rewrites (a storefront path of a store to its entity, or a
 * redirect) and the CMS pages they lead to.
 */
import type { Executor, ShopDatabase } from '@shop/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql.ts';

export interface UrlRewrite {
  request_path: string;
  target_path: string;
  entity_type: string;
  entity_id: number | null;
  /** 0 for a page of the shop, else the HTTP status of the redirect. */
  redirect_type: number;
}

export interface CmsPage extends Record<string, unknown> {
  page_id: number;
  identifier: string;
  title: string;
  content: string;
}

export class UrlRepository {
  constructor(private readonly shop: ShopDatabase) {}

  /** The rewrite of a path in a store, or null. */
  async rewrite(storeCode: string, path: string, tx?: Executor): Promise<UrlRewrite | null> {
    const [rewrite] = await rowsOf<UrlRewrite>(
      this.shop,
      sql`
      SELECT request_path, target_path, entity_type, entity_id, redirect_type FROM url_rewrites
      WHERE store_code = ${storeCode} AND request_path = ${path} LIMIT 1`,
      tx,
    );
    return rewrite ?? null;
  }

  /** An active CMS page of a store as stored (its HTML not yet made safe), or null. */
  async activeCmsPage(
    storeCode: string,
    identifier: string,
    tx?: Executor,
  ): Promise<CmsPage | null> {
    const [page] = await rowsOf<CmsPage>(
      this.shop,
      sql`
        SELECT id AS page_id, identifier, title, content FROM cms_pages
        WHERE store_code = ${storeCode} AND identifier = ${identifier} AND is_active`,
      tx,
    );
    return page ?? null;
  }

  /**
   * The identifier of a CMS page in every store that has it active, by store code: the same
   * page in each language shares its id.
   */
  async cmsPageIdentifiers(pageId: number, tx?: Executor): Promise<Record<string, string>> {
    const rows = await rowsOf<{ store_code: string; identifier: string }>(
      this.shop,
      sql`
        SELECT store_code, identifier FROM cms_pages WHERE id = ${pageId} AND is_active
        ORDER BY store_code`,
      tx,
    );
    return Object.fromEntries(rows.map((row) => [row.store_code, row.identifier]));
  }
}
