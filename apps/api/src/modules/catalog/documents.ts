/**
 * The documents other modules read (render-list prices, cart and order lines, the URL map),
 * always at current prices: documents whose special-price window opened or closed are rebuilt
 * first.
 */
import type { CatalogEntry, ProductDocument, StoreView } from '@shop/core';
import { documentStoreId, type Executor } from '@shop/db';
import { type CatalogContext, type Document, METADATA_TTL_MS } from './context.ts';

export class CatalogDocuments {
  #nextExpiry: { checked: number; at: number } | null = null;
  #refreshing: Promise<void> | null = null;

  constructor(private readonly access: CatalogContext) {}

  /**
   * Documents whose price window opened or closed since indexing are rebuilt before they are
   * read, so a special price is never shown outside its window. Every reader of product
   * documents (search, render-list, URL map) calls this first.
   */
  async ensureCurrentPrices(): Promise<void> {
    const now = this.access.options.now().getTime();
    if (this.#nextExpiry && now < this.#nextExpiry.at) return;
    this.#refreshing ??= (async () => {
      try {
        const checked = this.access.options.now();
        if ((await this.access.catalog.refreshExpiredDocuments(checked)) > 0)
          this.access.facets.clear();
        const next =
          (await this.access.catalog.nextPriceChange())?.getTime() ?? Number.POSITIVE_INFINITY;
        this.#nextExpiry = {
          checked: checked.getTime(),
          at: Math.min(next, checked.getTime() + METADATA_TTL_MS),
        };
      } finally {
        this.#refreshing = null;
      }
    })();
    await this.#refreshing;
  }

  /**
   * The current documents of a store view's products (enabled or disabled) whose sku or a
   * child's sku is one of `skus`.
   */
  async productDocumentsBySku(view: StoreView, skus: string[]): Promise<ProductDocument[]> {
    await this.ensureCurrentPrices();
    return this.access.catalog.productDocumentsBySku<ProductDocument>(documentStoreId(view), skus);
  }

  /**
   * The catalogue entries of the given skus (parent or child skus) in a store view, by sku: a
   * product's own document, or a child with its parent's. Products of a status other than 0 or 1
   * are left out, as are children of status 2 or more. One query, in the caller's transaction; the caller
   * brings the prices up to date before it starts.
   */
  async catalogEntries(
    view: StoreView,
    skus: readonly string[],
    tx?: Executor,
  ): Promise<Map<string, CatalogEntry>> {
    const found = new Map<string, CatalogEntry>();
    const wanted = new Set(skus);
    if (wanted.size === 0) return found;
    const documents = await this.access.catalog.productDocumentsBySku<ProductDocument>(
      documentStoreId(view),
      [...wanted],
      tx,
    );
    for (const doc of documents) {
      if (wanted.has(doc.sku)) found.set(doc.sku, { parent: doc, child: null });
      for (const child of doc.configurable_children ?? []) {
        if (wanted.has(child.sku) && child.status < 2) found.set(child.sku, { parent: doc, child });
      }
    }
    return found;
  }

  /**
   * Builds the documents of products again in every store view, so listings and product pages
   * show what changed (a review's approval changes the rating), and forgets the facet counts.
   */
  async refreshProducts(productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.access.catalog.reindexProducts(productIds, this.access.options.now());
    this.access.facets.clear();
  }

  /** The current document of a store view's product (enabled or disabled), or null. */
  async productDocument(view: StoreView, productId: number): Promise<Document | null> {
    await this.ensureCurrentPrices();
    return this.access.catalog.productDocument(documentStoreId(view), productId);
  }

  /** The document of a store view's active category, or null. */
  categoryDocument(view: StoreView, categoryId: number): Promise<Document | null> {
    return this.access.catalog.categoryDocument(documentStoreId(view), categoryId);
  }
}
