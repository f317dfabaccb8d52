/**
 * The documents other modules read (render-list prices, cart and order lines, the URL map),
 * always at current prices: documents whose special-price window opened or closed are rebuilt
 * first.
 */
import {
  attributeOptionLabel,
  BRAND_ATTRIBUTE,
  type CatalogEntry,
  type ProductDocument,
  type StoreView,
} from '@shop/core';
import { documentStoreId, type Executor } from '@shop/db';
import { productChangeTags } from '../../lib/page-cache/tags.ts';
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
        const refreshed = await this.access.catalog.refreshExpiredDocuments(checked);
        if (refreshed.length > 0) {
          this.access.documentsChanged();
          // A special price began or ended: its pages show another price now.
          await this.announcePageChanges(await this.access.catalog.parentIdsOf(refreshed), []);
        }
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
    const brandOf = documents.length > 0 ? await this.brandLabels(view, tx) : () => null;
    for (const doc of documents) {
      const brand = brandOf(doc);
      if (wanted.has(doc.sku)) found.set(doc.sku, { parent: doc, child: null, brand });
      for (const child of doc.configurable_children ?? []) {
        if (wanted.has(child.sku) && child.status < 2) {
          found.set(child.sku, { parent: doc, child, brand });
        }
      }
    }
    return found;
  }

  /** A product's brand as the view names it: the label of its `brand` option, else null. */
  private async brandLabels(
    view: StoreView,
    tx?: Executor,
  ): Promise<(doc: ProductDocument) => string | null> {
    const attributes = await this.access.attributes(tx);
    const options = attributes.byCode.get(BRAND_ATTRIBUTE)?.options ?? [];
    return (doc) => attributeOptionLabel(options, doc[BRAND_ATTRIBUTE], view.language);
  }

  /**
   * Builds the documents of products again in every store view, so listings and product pages
   * show what changed (a review's approval changes the rating), and forgets the facet counts.
   */
  async refreshProducts(productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    // A configurable's variant is part of its configurable's documents and pages: those are
    // rebuilt (a variant indexed alone would stand as a product of its own). The categories a
    // product leaves lose it from their listings as those it enters gain it.
    const shown = await this.access.catalog.parentIdsOf(productIds);
    const before = this.access.options.pagesChanged
      ? await this.access.catalog.categoryIdsOfProducts(shown)
      : [];
    await this.access.catalog.reindexProducts(shown, this.access.options.now());
    this.access.documentsChanged();
    await this.announcePageChanges(shown, before);
  }

  /**
   * Tells the output cache which pages show these products now (decision 82): their own, the
   * listings of their categories before and after the change, and every search.
   */
  private async announcePageChanges(productIds: number[], categoriesBefore: number[]) {
    const announce = this.access.options.pagesChanged;
    if (!announce) return;
    const after = await this.access.catalog.categoryIdsOfProducts(productIds);
    await announce(productChangeTags(productIds, [...new Set([...categoriesBefore, ...after])]));
  }

  /**
   * Forgets when the next price window opens or closes: a product changed (here or in another
   * process) may bring a window sooner than the one known, so the next read looks again.
   */
  forgetNextPriceChange(): void {
    this.#nextExpiry = null;
  }

  /** The current document of a store view's product (enabled or disabled), or null. */
  async productDocument(view: StoreView, productId: number): Promise<Document | null> {
    await this.ensureCurrentPrices();
    return this.access.reads.productDocument(documentStoreId(view), productId);
  }

  /** The document of a store view's active category, or null. */
  categoryDocument(view: StoreView, categoryId: number): Promise<Document | null> {
    return this.access.reads.categoryDocument(documentStoreId(view), categoryId);
  }
}
