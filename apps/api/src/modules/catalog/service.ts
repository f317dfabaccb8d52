/**
 * Catalogue use cases: product, category, attribute and tax rule searches over the read model,
 * as `POST /api/catalog/{storeCode}/{entity}/_search` answers them (filters, text search with
 * typo correction, facet counts, sort and paging), and the documents other modules read
 * (render-list prices, the URL map), always at current prices.
 */

import type { Aggregations, CatalogSearchBody, CatalogSearchResult } from '@shop/contracts';
import {
  ATTRIBUTE_LIST_SIZE,
  allowedTypos,
  applyCustomerGroupPrices,
  BOOLEAN_LABELS,
  CATEGORY_FETCH_SIZE,
  type CatalogEntry,
  DEFAULT_PAGE_SIZE,
  FILTER_AGGREGATION_SIZE,
  minimumShouldMatch,
  normalizePaging,
  PRICE_RANGES,
  type ProductDocument,
  projectFields,
  queryTerms,
  type StoreView,
  TAX_RULES,
} from '@shop/core';
import { documentStoreId, type Executor, type ShopDatabase, type StoredAttribute } from '@shop/db';
import { invalid } from '../../lib/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { buildCategoryQuery } from './category-query.ts';
import { buildProductQuery, type ProductQuery, type TermGroup } from './product-query.ts';
import { CatalogRepository } from './repository.ts';

/** Largest page a query may ask for: the size a whole category is fetched with. */
const MAX_PAGE_SIZE = CATEGORY_FETCH_SIZE;
/** Words a misspelt term may be corrected to (the original's max_expansions). */
const MAX_EXPANSIONS = 3;
/**
 * Keys attribute lookups never answer: the price source, the price signature and the tier
 * prices are the shop's own fields, not attributes a storefront shows.
 */
export const ATTRIBUTE_BLACKLIST = new Set(['price_source', 'sgn', 'tier_prices']);
const METADATA_TTL_MS = 60_000;
/** How long facet counts and typo corrections are reused. */
const CACHE_TTL_MS = 60_000;

type Document = Record<string, unknown>;

interface Attributes {
  list: StoredAttribute[];
  byCode: Map<string, StoredAttribute>;
}

export interface CatalogServiceOptions {
  listOutOfStockProducts: boolean;
  usePriceTiers: boolean;
  /** The shop's clock: which special price windows are open (the order prices by it too). */
  now: () => Date;
}

export class CatalogService {
  #attributes: (Attributes & { loaded: number }) | null = null;
  #nextExpiry: { checked: number; at: number } | null = null;
  #refreshing: Promise<void> | null = null;
  readonly #facets = new TtlCache<Aggregations>(CACHE_TTL_MS, 1000);
  readonly #corrections = new TtlCache<TermGroup[]>(CACHE_TTL_MS, 5000);
  readonly #catalog: CatalogRepository;

  constructor(
    shop: ShopDatabase,
    private readonly options: CatalogServiceOptions,
  ) {
    this.#catalog = new CatalogRepository(shop);
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
      default:
        throw invalid('catalog.entity_unknown', { entity: String(entity) });
    }
  }

  // ------------------------------------------------------------------ products

  async searchProducts(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    await this.ensureCurrentPrices();
    const { start, size } = paging(body, DEFAULT_PAGE_SIZE);
    const storeId = documentStoreId(view);
    const attributes = await this.attributes();
    const facetCodes = new Set(
      attributes.list.filter((attribute) => attribute.isFilterable).map((a) => a.code),
    );
    const text = body.query?.trim() ?? '';
    const query = await this.productQuery(storeId, body, text, facetCodes);
    const skipItems = body.excludeFields?.includes('*') || size === 0;
    const page = skipItems
      ? { documents: [], total: null }
      : await this.#catalog.productPage(storeId, query, { start, size });
    const total = page.total ?? (await this.#catalog.countProducts(query.where));
    const items = this.productItems(page.documents, view, body);
    const result: CatalogSearchResult = { items, total, start, size };
    if (body.aggregations) {
      // Facet counts may lag the catalogue by up to a minute: they are counted once per query.
      const key = JSON.stringify([storeId, body.filters, text, body.aggregations]);
      result.aggregations = await this.#facets.get(key, () =>
        this.aggregate(view, body, query, attributes, facetCodes),
      );
    }
    return result;
  }

  /** The SQL of a product search, its text query's terms corrected for typos. */
  private async productQuery(
    storeId: number,
    body: CatalogSearchBody,
    text: string,
    facetCodes: Set<string>,
  ): Promise<ProductQuery> {
    const terms = text ? queryTerms(text) : [];
    const termGroups = terms.length ? await this.correctTerms(storeId, terms) : undefined;
    return buildProductQuery({
      storeId,
      body,
      facetCodes,
      listOutOfStockProducts: this.options.listOutOfStockProducts,
      ...(termGroups ? { terms: termGroups, minimumMatch: minimumShouldMatch(terms.length) } : {}),
    });
  }

  /**
   * The page's documents as answered: priced for the asked customer group when price tiers are
   * on, with only the asked fields.
   */
  private productItems(documents: Document[], view: StoreView, body: CatalogSearchBody) {
    const groupId = this.options.usePriceTiers ? (body.groupId ?? 0) : 0;
    const now = this.options.now();
    return documents.map((doc) =>
      projectFields(
        groupId > 0 ? applyCustomerGroupPrices(doc as ProductDocument, view, now, groupId) : doc,
        body.includeFields,
        body.excludeFields,
      ),
    );
  }

  /**
   * Each query term with the indexed words it may mean: itself when indexed, else (and also)
   * the closest words within its typo allowance.
   */
  private async correctTerms(storeId: number, terms: string[]): Promise<TermGroup[]> {
    return this.#corrections.get(JSON.stringify([storeId, terms]), () =>
      this.lookUpTerms(storeId, terms),
    );
  }

  private async lookUpTerms(storeId: number, terms: string[]): Promise<TermGroup[]> {
    const rows = await this.#catalog.lexiconWords(storeId, terms, terms.map(allowedTypos));
    return terms.map((term) => {
      const candidates = rows.filter((row) => row.term === term);
      const exact = candidates.some((row) => row.distance === 0);
      const words = candidates
        .slice(0, exact ? MAX_EXPANSIONS + 1 : MAX_EXPANSIONS)
        .map((r) => r.word);
      return { term, exact, words };
    });
  }

  private async aggregate(
    view: StoreView,
    body: CatalogSearchBody,
    query: ProductQuery,
    attributes: Attributes,
    facetCodes: Set<string>,
  ): Promise<Aggregations> {
    const requested = requestedFacets(body, facetCodes);
    const codes = requested.filter((code) => code !== 'price');
    const counts = await this.countFacetValues(body, query, codes);
    const aggregations: Aggregations = {};
    for (const code of codes) {
      aggregations[code] = {
        buckets: facetBuckets(attributes.byCode.get(code)!, counts.get(code), view),
      };
    }
    if (requested.includes('price')) aggregations.price = await this.priceFacet(query);
    return aggregations;
  }

  /**
   * How many products carry each value of each facet. A facet the shopper filters on counts
   * without its own filter, so its other options stay.
   */
  private async countFacetValues(
    body: CatalogSearchBody,
    query: ProductQuery,
    codes: string[],
  ): Promise<Map<string, Map<string, number>>> {
    const filters = body.filters ?? {};
    const plain = codes.filter((code) => filters[code] === undefined);
    const disjunctive = codes.filter((code) => filters[code] !== undefined);
    const counts = new Map<string, Map<string, number>>();
    const countTerms = async (where: ProductQuery['where'], only: string[]) => {
      if (only.length === 0) return;
      for (const row of await this.#catalog.facetTermCounts(where, only)) {
        const [code = '', value = ''] = row.term.split(/:(.*)/s);
        if (!only.includes(code)) continue;
        const map = counts.get(code) ?? new Map<string, number>();
        map.set(value, row.count);
        counts.set(code, map);
      }
    };
    await countTerms(query.where, plain);
    for (const code of disjunctive) await countTerms(query.whereWithout(code), [code]);
    return counts;
  }

  /** The price bands with their counts, and the price span, without the shopper's price filter. */
  private async priceFacet(query: ProductQuery): Promise<Aggregations[string]> {
    const statistics = await this.#catalog.priceStatistics(
      query.whereWithout('price'),
      PRICE_RANGES.map((range) => ({
        from: Math.round(range.from * 100),
        to: range.to === undefined ? undefined : Math.round(range.to * 100),
      })),
    );
    return {
      buckets: PRICE_RANGES.map((range, index) => ({
        key: range.to === undefined ? `${range.from}-*` : `${range.from}-${range.to}`,
        from: range.from,
        to: range.to ?? null,
        count: statistics.counts[index] ?? 0,
      })),
      ...(statistics.min !== null && statistics.max !== null
        ? { min: Math.floor(statistics.min / 100), max: Math.ceil(statistics.max / 100) }
        : {}),
    };
  }

  /**
   * Documents whose price window opened or closed since indexing are rebuilt before they are
   * read, so a special price is never shown outside its window. Every reader of product
   * documents (search, render-list, URL map) calls this first.
   */
  async ensureCurrentPrices(): Promise<void> {
    const now = this.options.now().getTime();
    if (this.#nextExpiry && now < this.#nextExpiry.at) return;
    this.#refreshing ??= (async () => {
      try {
        const checked = this.options.now();
        if ((await this.#catalog.refreshExpiredDocuments(checked)) > 0) this.#facets.clear();
        const next = (await this.#catalog.nextPriceChange())?.getTime() ?? Number.POSITIVE_INFINITY;
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
    return this.#catalog.productDocumentsBySku<ProductDocument>(documentStoreId(view), skus);
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
    const documents = await this.#catalog.productDocumentsBySku<ProductDocument>(
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
    await this.#catalog.reindexProducts(productIds, this.options.now());
    this.#facets.clear();
  }

  /** The current document of a store view's product (enabled or disabled), or null. */
  async productDocument(view: StoreView, productId: number): Promise<Document | null> {
    await this.ensureCurrentPrices();
    return this.#catalog.productDocument(documentStoreId(view), productId);
  }

  /** The document of a store view's active category, or null. */
  categoryDocument(view: StoreView, categoryId: number): Promise<Document | null> {
    return this.#catalog.categoryDocument(documentStoreId(view), categoryId);
  }

  // ------------------------------------------------------------------ categories

  async searchCategories(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, DEFAULT_PAGE_SIZE);
    const query = buildCategoryQuery(documentStoreId(view), body);
    const page = await this.#catalog.categoryPage(query, { start, size });
    return {
      items: page.documents.map((doc) =>
        projectFields(doc, body.includeFields, body.excludeFields),
      ),
      total: page.total,
      start,
      size,
    };
  }

  // ------------------------------------------------------------------ attributes

  async searchAttributes(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, ATTRIBUTE_LIST_SIZE);
    const { list } = await this.attributes();
    const selected = selectAttributes(list, body.filters ?? {});
    const items = selected
      .slice(start, start + size)
      .map((attribute) =>
        projectFields(attributeView(attribute, view), body.includeFields, body.excludeFields),
      );
    return { items, total: selected.length, start, size };
  }

  // ------------------------------------------------------------------ tax rules

  async searchTaxRules(body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, DEFAULT_PAGE_SIZE);
    let rules = TAX_RULES;
    for (const [field, value] of Object.entries(body.filters ?? {})) {
      const values = (Array.isArray(value) ? value : [value]).map(String);
      if (field === 'id') rules = rules.filter((rule) => values.includes(String(rule.id)));
      else if (field === 'product_tax_class_ids') {
        rules = rules.filter((rule) =>
          rule.product_tax_class_ids.some((id) => values.includes(String(id))),
        );
      } else if (field === 'tax_country_id' || field === 'rates.tax_country_id') {
        rules = rules.filter((rule) =>
          rule.rates.some((rate) => values.includes(rate.tax_country_id)),
        );
      } else throw invalid('catalog.filter_unknown_for', { field, entity: 'tax rules' });
    }
    return {
      items: rules
        .slice(start, start + size)
        .map((rule) => projectFields({ ...rule }, body.includeFields, body.excludeFields)),
      total: rules.length,
      start,
      size,
    };
  }

  // ------------------------------------------------------------------ metadata

  /** The attributes with their options, read again at most once a minute. */
  async attributes(): Promise<Attributes> {
    if (this.#attributes && Date.now() - this.#attributes.loaded < METADATA_TTL_MS) {
      return this.#attributes;
    }
    const list = await this.#catalog.attributes();
    this.#attributes = {
      loaded: Date.now(),
      list,
      byCode: new Map(list.map((attribute) => [attribute.code, attribute])),
    };
    return this.#attributes;
  }
}

function paging(body: CatalogSearchBody, defaultSize: number) {
  const normalized = normalizePaging({
    start: body.start ?? 0,
    size: body.size ?? defaultSize,
  });
  if (normalized.size > MAX_PAGE_SIZE) {
    throw invalid('catalog.page_size', { max: MAX_PAGE_SIZE });
  }
  return normalized;
}

/** The facets a search asks to count (`true`: every filterable one and price); 400 for others. */
function requestedFacets(body: CatalogSearchBody, facetCodes: Set<string>): string[] {
  const requested = body.aggregations === true ? [...facetCodes, 'price'] : body.aggregations || [];
  const unknown = requested.filter((code) => code !== 'price' && !facetCodes.has(code));
  if (unknown.length) {
    throw invalid('catalog.aggregate_unknown', { fields: unknown.join('", "') });
  }
  return requested;
}

/**
 * The buckets of one facet: each counted value with its label in the view's language (values
 * without a label left out), most products first, at most FILTER_AGGREGATION_SIZE.
 */
function facetBuckets(
  attribute: StoredAttribute,
  counts: Map<string, number> | undefined,
  view: StoreView,
) {
  const labels = new Map<string, string>(
    attribute.input === 'boolean'
      ? Object.entries(BOOLEAN_LABELS[view.language])
      : attribute.options.map((option) => [String(option.id), option.label[view.language]]),
  );
  return [...(counts ?? new Map<string, number>())]
    .map(([value, count]) => ({
      value: /^\d+$/.test(value) ? Number(value) : value,
      label: labels.get(value) ?? value,
      count,
    }))
    .filter((bucket) => bucket.label.trim() !== '')
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, FILTER_AGGREGATION_SIZE);
}

/**
 * The attributes an attribute search's filters select. Codes with a dot and the blacklisted
 * keys are never answered.
 */
function selectAttributes(
  list: StoredAttribute[],
  filters: NonNullable<CatalogSearchBody['filters']>,
): StoredAttribute[] {
  let selected = list;
  for (const [field, value] of Object.entries(filters)) {
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    if (field === 'attribute_code') {
      const codes = values.filter((code) => !code.includes('.') && !ATTRIBUTE_BLACKLIST.has(code));
      selected = selected.filter((attribute) => codes.includes(attribute.code));
    } else if (field === 'attribute_id') {
      selected = selected.filter((attribute) => values.includes(String(attribute.id)));
    } else if (field === 'is_filterable' || field === 'is_user_defined') {
      const flag = values[0] === 'true' || values[0] === '1';
      selected = selected.filter((attribute) =>
        field === 'is_filterable'
          ? attribute.isFilterable === flag
          : attribute.isUserDefined === flag,
      );
    } else {
      throw invalid('catalog.filter_unknown_for', { field, entity: 'attributes' });
    }
  }
  return selected;
}

/** An attribute as the search answers it, labelled in the view's language. */
function attributeView(attribute: StoredAttribute, view: StoreView): Document {
  return {
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    frontend_input: attribute.input,
    frontend_label: attribute.label[view.language],
    default_frontend_label: attribute.label.nl,
    is_user_defined: attribute.isUserDefined,
    is_visible: attribute.isVisible,
    is_comparable: attribute.isComparable,
    is_filterable: attribute.isFilterable,
    is_configurable: attribute.isConfigurable,
    position: attribute.position,
    options: attribute.options.map((option) => ({
      value: String(option.id),
      label: option.label[view.language],
      ...(option.swatch ? { swatch: option.swatch } : {}),
      sort_order: option.position,
    })),
  };
}
