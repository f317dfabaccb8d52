/**
 * Catalogue use cases: product, category, attribute, tax rule and CMS block searches over the read model,
 * as `POST /api/catalog/{storeCode}/{entity}/_search` answers them (filters, text search with
 * typo correction, facet counts, sort and paging), and the documents other modules read
 * (render-list prices, the URL map), always at current prices.
 *
 * One file per use case, behind this one service: `product-search.ts`, `metadata-search.ts`
 * (categories, attributes, tax rules), `documents.ts` (the documents other modules read, and
 * keeping their prices current); `context.ts` holds the caches and paging they share.
 */

import type { CatalogSearchBody, CatalogSearchResult } from '@shop/contracts';
import type { CatalogEntry, ProductDocument, StoreView } from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import { invalid } from '../../lib/errors.ts';
import { searchCmsBlocks } from './cms-block-search.ts';
import {
  type Attributes,
  CatalogContext,
  type CatalogServiceOptions,
  type Document,
} from './context.ts';
import { CatalogDocuments } from './documents.ts';
import { CatalogMetadataSearch } from './metadata-search.ts';
import { ProductSearch } from './product-search.ts';

export class CatalogService {
  readonly #context: CatalogContext;
  readonly #documents: CatalogDocuments;
  readonly #products: ProductSearch;
  readonly #metadata: CatalogMetadataSearch;

  constructor(shop: ShopDatabase, options: CatalogServiceOptions) {
    this.#context = new CatalogContext(shop, options);
    this.#documents = new CatalogDocuments(this.#context);
    this.#products = new ProductSearch(this.#context, () => this.ensureCurrentPrices());
    this.#metadata = new CatalogMetadataSearch(this.#context);
  }

  async search(
    view: StoreView,
    entity: string,
    body: CatalogSearchBody,
  ): Promise<CatalogSearchResult> {
    switch (entity) {
      case 'product':
        return this.searchProducts(view, body);
      case 'category':
        return this.searchCategories(view, body);
      case 'attribute':
        return this.searchAttributes(view, body);
      case 'taxrule':
        return this.searchTaxRules(body);
      case 'cms_block':
        return this.searchCmsBlocks(view, body);
      default:
        throw invalid('catalog.entity_unknown', { entity: String(entity) });
    }
  }

  // ------------------------------------------------------------------ product-search.ts

  searchProducts(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    return this.#products.searchProducts(view, body);
  }

  // ------------------------------------------------------------------ metadata-search.ts

  searchCategories(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    return this.#metadata.searchCategories(view, body);
  }

  searchAttributes(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    return this.#metadata.searchAttributes(view, body);
  }

  searchTaxRules(body: CatalogSearchBody): Promise<CatalogSearchResult> {
    return this.#metadata.searchTaxRules(body);
  }

  // ---------------------------------------------------------------- cms-block-search.ts

  /** A store view's CMS blocks; a shop without a content service has none. */
  searchCmsBlocks(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const blocksOf = this.#context.options.cmsBlocks ?? (async () => []);
    return searchCmsBlocks(blocksOf, view, body);
  }

  /**
   * Loads the search index in memory if it is not loaded (a start warms it before the first
   * search), and waits for a load that runs; at once when the index is off.
   */
  async searchIndexLoaded(): Promise<void> {
    await this.#context.index?.loaded();
  }

  /** Stops the search index from loading by itself (the shop stops). */
  close(): void {
    this.#context.index?.close();
  }

  /**
   * Rows the search index in memory answers from: 0 while it loads, -1 when it is off
   * (SEARCH_INDEX_MAX_ROWS 0, or a catalogue larger than that).
   */
  searchIndexRows(): number {
    return this.#context.index?.rows() ?? -1;
  }

  /** The attributes with their options, read again at most once a minute. */
  attributes(): Promise<Attributes> {
    return this.#context.attributes();
  }

  // ------------------------------------------------------------------ documents.ts

  ensureCurrentPrices(): Promise<void> {
    return this.#documents.ensureCurrentPrices();
  }

  productDocumentsBySku(view: StoreView, skus: string[]): Promise<ProductDocument[]> {
    return this.#documents.productDocumentsBySku(view, skus);
  }

  catalogEntries(
    view: StoreView,
    skus: readonly string[],
    tx?: Executor,
  ): Promise<Map<string, CatalogEntry>> {
    return this.#documents.catalogEntries(view, skus, tx);
  }

  refreshProducts(productIds: number[]): Promise<void> {
    return this.#documents.refreshProducts(productIds);
  }

  /**
   * Forgets what this process keeps of the catalogue (facet counts, typo corrections,
   * attributes, the next price window): product documents were rebuilt here or in another
   * process (decision 80).
   */
  forgetCaches(): void {
    this.#context.facets.clear();
    this.#context.forgetAttributes();
    this.#products.forgetCorrections();
    this.#documents.forgetNextPriceChange();
  }

  productDocument(view: StoreView, productId: number): Promise<Document | null> {
    return this.#documents.productDocument(view, productId);
  }

  categoryDocument(view: StoreView, categoryId: number): Promise<Document | null> {
    return this.#documents.categoryDocument(view, categoryId);
  }
}
