/**
 * The URL map (`POST /api/url/map`): a path resolves to a product, a category, a CMS page or a
 * redirect entity (spec core-shop §2, §7; reference-notes §1.7). Unlike the original it answers
 * with the envelope and a 404 when nothing maps (reference §8.9).
 */

import type { UrlMapBody, UrlMapResult } from '@shop/contracts';
import { projectFields, STORE_VIEWS, type StoreView } from '@shop/core';
import { documentStoreId, type ShopDatabase, sanitizeCatalogHtml } from '@shop/db';
import { sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { badCharacterOf } from '../../lib/input-guard.ts';

export class UrlService {
  constructor(
    private readonly shop: ShopDatabase,
    private readonly documents: { ensureCurrentPrices(): Promise<void> },
  ) {}

  async map(body: UrlMapBody, requestView: StoreView): Promise<UrlMapResult> {
    // Normalise: no leading or trailing '/', no query or hash; a store code prefix picks the view.
    let path = body.url.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
    try {
      path = decodeURIComponent(path);
    } catch {
      // A malformed escape stays as typed; it will simply not map.
    }
    // An escape of a character no path holds (%00, half a surrogate pair) maps to nothing.
    if (badCharacterOf(path)) throw notFound('No route found for this URL');
    let view = requestView;
    const [first, ...rest] = path.split('/');
    if (first === 'de' || first === 'nl') {
      view = STORE_VIEWS[first];
      path = rest.join('/');
    }
    const storeCode = view.code === 'default' ? 'nl' : view.code;
    const [rewrite] = await this.shop.query<{
      request_path: string;
      target_path: string;
      entity_type: string;
      entity_id: number | null;
      redirect_type: number;
    }>(sql`
      SELECT request_path, target_path, entity_type, entity_id, redirect_type FROM url_rewrites
      WHERE store_code = ${storeCode} AND request_path = ${path} LIMIT 1`);
    if (!rewrite) throw notFound(`No route found for "/${path}"`);
    if (rewrite.redirect_type > 0) {
      return {
        _type: 'redirect',
        _source: {
          request_path: rewrite.request_path,
          target_path: rewrite.target_path,
          redirect_type: Number(rewrite.redirect_type),
        },
      };
    }
    const project = (doc: Record<string, unknown>) =>
      projectFields(doc, body.includeFields, body.excludeFields);
    const storeId = documentStoreId(view);
    if (rewrite.entity_type === 'product') {
      await this.documents.ensureCurrentPrices();
      const [row] = await this.shop.query<{ doc: Record<string, unknown> }>(sql`
        SELECT d.doc FROM catalog_products p
        JOIN catalog_product_docs d ON d.store_id = p.store_id AND d.product_id = p.product_id
        WHERE p.store_id = ${storeId} AND p.product_id = ${rewrite.entity_id} AND p.status IN (0, 1)`);
      if (row) return { _type: 'product', _source: project(row.doc) };
    } else if (rewrite.entity_type === 'category') {
      const [row] = await this.shop.query<{ doc: Record<string, unknown> }>(sql`
        SELECT doc FROM catalog_categories
        WHERE store_id = ${storeId} AND category_id = ${rewrite.entity_id} AND is_active`);
      if (row) return { _type: 'category', _source: project(row.doc) };
    } else if (rewrite.entity_type === 'cms_page') {
      const [row] = await this.shop.query<Record<string, unknown> & { content: string }>(sql`
        SELECT id AS page_id, identifier, title, content FROM cms_pages
        WHERE store_code = ${storeCode} AND identifier = ${path} AND is_active`);
      // Pages are stored as written (seeded or edited in the table): their HTML is made safe to
      // render on the way out, in the one answer that carries it.
      if (row) {
        const content = sanitizeCatalogHtml(row.content);
        return { _type: 'cms_page', _source: project({ ...row, content }) };
      }
    }
    throw notFound(`No route found for "/${path}"`);
  }
}
