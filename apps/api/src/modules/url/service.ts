/**
 * The URL map (`POST /api/url/map`): a storefront path resolves to a product, a category, a CMS
 * page or a redirect entity. A store code prefix (/de, /nl) picks the store view. Unlike the
 * original it answers with the envelope, and with a 404 when nothing maps.
 */

import type { UrlMapBody, UrlMapResult } from '@shop/contracts';
import {
  fillShopPlaceholders,
  projectFields,
  type ShopTextFacts,
  STORE_VIEWS,
  type StoreView,
} from '@shop/core';
import { type ShopDatabase, sanitizeCatalogHtml } from '@shop/db';
import { notFound } from '../../lib/errors.ts';
import { badCharacterOf } from '../../lib/input-guard.ts';
import { UrlRepository, type UrlRewrite } from './repository.ts';

type Document = Record<string, unknown>;

/** What the URL map needs of the catalogue: current documents of products and categories. */
export interface CatalogDocuments {
  productDocument(view: StoreView, productId: number): Promise<Document | null>;
  categoryDocument(view: StoreView, categoryId: number): Promise<Document | null>;
}

export class UrlService {
  readonly #urls: UrlRepository;

  constructor(
    shop: ShopDatabase,
    private readonly catalog: CatalogDocuments,
    /** The shop's shipping methods and company details: a CMS page's placeholders name them. */
    private readonly facts: ShopTextFacts,
  ) {
    this.#urls = new UrlRepository(shop);
  }

  async map(body: UrlMapBody, requestView: StoreView): Promise<UrlMapResult> {
    const { path, view } = normalizePath(body.url, requestView);
    const storeCode = view.code === 'default' ? 'nl' : view.code;
    const rewrite = await this.#urls.rewrite(storeCode, path);
    if (!rewrite) throw notFound('url.no_route', { path });
    if (rewrite.redirect_type > 0) return redirectOf(rewrite);
    const source = await this.entitySource(rewrite, view, storeCode, path);
    if (!source) throw notFound('url.no_route', { path });
    return {
      _type: source.type,
      _source: projectFields(source.doc, body.includeFields, body.excludeFields),
    };
  }

  /** The document a rewrite leads to, when it still exists (and is active). */
  private async entitySource(
    rewrite: UrlRewrite,
    view: StoreView,
    storeCode: string,
    path: string,
  ): Promise<{ type: 'product' | 'category' | 'cms_page'; doc: Document } | null> {
    if (rewrite.entity_type === 'product' && rewrite.entity_id !== null) {
      const doc = await this.catalog.productDocument(view, rewrite.entity_id);
      return doc ? { type: 'product', doc } : null;
    }
    if (rewrite.entity_type === 'category' && rewrite.entity_id !== null) {
      const doc = await this.catalog.categoryDocument(view, rewrite.entity_id);
      return doc ? { type: 'category', doc } : null;
    }
    if (rewrite.entity_type === 'cms_page') {
      const page = await this.#urls.activeCmsPage(storeCode, path);
      if (!page) return null;
      // The same page in each store view (its identifier per store code), for the language
      // switch and the hreflang links.
      const alternates = await this.#urls.cmsPageIdentifiers(page.page_id);
      // Pages are stored as written (seeded or edited in the table): their HTML is made safe to
      // render on the way out, in the one answer that carries it. Shipping and company facts are
      // filled from the settings, so the page states what the checkout charges and who sells.
      const content = fillShopPlaceholders(
        sanitizeCatalogHtml(page.content),
        this.facts,
        view,
        'html',
      );
      return { type: 'cms_page', doc: { ...page, content, alternates } };
    }
    return null;
  }
}

/**
 * The path of a URL as the rewrites store it (no leading or trailing '/', no query or hash,
 * escapes decoded) and the store view its store code prefix picks. An escape of a character no
 * path holds (%00, half a surrogate pair) maps to nothing (404).
 */
function normalizePath(url: string, requestView: StoreView): { path: string; view: StoreView } {
  let path = url.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as typed; it will simply not map.
  }
  if (badCharacterOf(path)) throw notFound('url.no_route_here');
  const [first, ...rest] = path.split('/');
  if (first === 'de' || first === 'nl') return { path: rest.join('/'), view: STORE_VIEWS[first] };
  return { path, view: requestView };
}

function redirectOf(rewrite: UrlRewrite): UrlMapResult {
  return {
    _type: 'redirect',
    _source: {
      request_path: rewrite.request_path,
      target_path: rewrite.target_path,
      redirect_type: Number(rewrite.redirect_type),
    },
  };
}
