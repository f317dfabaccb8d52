/**
 * What every catalogue use case works with: the read model's repository, the options, the
 * search index in memory, the database's facet counts reused for a minute, the
 * attributes read again at most once a minute, and the paging every search shares.
 */
import type { Aggregations, CatalogSearchBody } from '@shop/contracts';
import { CATEGORY_FETCH_SIZE, normalizePaging } from '@shop/core';
import type { Executor, ShopDatabase, StoredAttribute } from '@shop/db';
import { invalid } from '../../lib/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { CatalogRepository } from './repository.ts';
import { SearchIndex, type SearchIndexOptions } from './search-index.ts';

/** Largest page a query may ask for: the size a whole category is fetched with. */
const MAX_PAGE_SIZE = CATEGORY_FETCH_SIZE;
export const METADATA_TTL_MS = 60_000;
/** How long facet counts and typo corrections are reused. */
export const CACHE_TTL_MS = 60_000;

export type Document = Record<string, unknown>;

export interface Attributes {
  list: StoredAttribute[];
  byCode: Map<string, StoredAttribute>;
}

import type { CmsBlocksOf } from './cms-block-search.ts';

export interface CatalogServiceOptions {
  listOutOfStockProducts: boolean;
  usePriceTiers: boolean;
  /** The shop's clock: which special price windows are open (the order prices by it too). */
  now: () => Date;
  /** A store view's CMS blocks (the content service's), for the `cms_block` search. */
  cmsBlocks?: CmsBlocksOf | undefined;
  /**
   * Announces the output-cache tags a rebuild of product documents made stale (decision 82);
   * unset, nothing is announced.
   */
  pagesChanged?: ((tags: string[]) => Promise<void>) | undefined;
  /**
   * Tells every process that product documents were rebuilt (decision 80): each forgets its
   * facet counts, corrections and attributes (`CatalogService.forgetCaches`). Unset: this
   * process forgets its facet counts only.
   */
  documentsChanged?: (() => void) | undefined;
  /**
   * Where the searches and the documents of pages are read (a replica, DATABASE_READ_URL;
   * decision 80). Unset: the shop's database. Writes, the price windows' upkeep and the documents
   * carts and orders price from stay on the shop's database.
   */
  catalogReads?: ShopDatabase | undefined;
  /** The search index kept in memory for listings (decision 100); unset or null: none. */
  searchIndex?: SearchIndexOptions | null | undefined;
}

export class CatalogContext {
  #attributes: (Attributes & { loaded: number }) | null = null;
  /**
   * Facet counts the database counted, by query; cleared whenever product documents are rebuilt
   * (the search index's counts are counted anew for each listing).
   */
  readonly facets = new TtlCache<Aggregations>(CACHE_TTL_MS, 1000, Date.now, 'facets');
  readonly catalog: CatalogRepository;
  /** The same reads on the replica when there is one (searches, documents of pages). */
  readonly reads: CatalogRepository;
  /** The search index in memory (listings and text), read from `reads`; null when off. */
  readonly index: SearchIndex | null;

  constructor(
    shop: ShopDatabase,
    readonly options: CatalogServiceOptions,
  ) {
    this.catalog = new CatalogRepository(shop);
    this.reads = options.catalogReads ? new CatalogRepository(options.catalogReads) : this.catalog;
    this.index = options.searchIndex ? new SearchIndex(this.reads, options.searchIndex) : null;
  }

  /**
   * The attributes with their options, read again at most once a minute (in the caller's
   * transaction when it is in one).
   */
  async attributes(tx?: Executor): Promise<Attributes> {
    if (this.#attributes && Date.now() - this.#attributes.loaded < METADATA_TTL_MS) {
      return this.#attributes;
    }
    const list = await this.catalog.attributes(tx);
    this.#attributes = {
      loaded: Date.now(),
      list,
      byCode: new Map(list.map((attribute) => [attribute.code, attribute])),
    };
    return this.#attributes;
  }

  /** Forgets the attributes read, so the next use reads them again. */
  forgetAttributes(): void {
    this.#attributes = null;
  }

  /** Product documents were rebuilt: every process forgets what it kept of them. */
  documentsChanged(): void {
    this.facets.clear();
    this.options.documentsChanged?.();
  }
}

export function paging(body: CatalogSearchBody, defaultSize: number) {
  const normalized = normalizePaging({
    start: body.start ?? 0,
    size: body.size ?? defaultSize,
  });
  if (normalized.size > MAX_PAGE_SIZE) {
    throw invalid('catalog.page_size', { max: MAX_PAGE_SIZE });
  }
  return normalized;
}
