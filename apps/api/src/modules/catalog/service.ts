/**
 * Catalogue use cases: product, category, attribute and tax rule searches over the read model,
 * as `POST /api/catalog/{storeCode}/{entity}/_search` answers them (spec core-shop §5,
 * §7, §9; reference-notes §1.6, §5).
 */

import type { Aggregations, CatalogSearchBody, CatalogSearchResult } from '@shop/contracts';
import {
  ATTRIBUTE_LIST_SIZE,
  allowedTypos,
  applyCustomerGroupPrices,
  BOOLEAN_LABELS,
  FILTER_AGGREGATION_SIZE,
  minimumShouldMatch,
  normalizePaging,
  PRICE_RANGES,
  type ProductDocument,
  projectFields,
  queryTerms,
  ROOT_CATEGORY_ID,
  type StoreView,
  TAX_RULES,
} from '@shop/core';
import {
  documentStoreId,
  readAttributes,
  refreshExpiredDocuments,
  type ShopDatabase,
  type StoredAttribute,
} from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../lib/errors.ts';
import { intArray, textArray } from '../../lib/sql.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { type Column, columnClause, columnOf, parseSort } from './filter-sql.ts';
import { buildProductQuery, type TermGroup } from './product-query.ts';

/** Largest page a query may ask for: the spec's category fetch size. */
const MAX_PAGE_SIZE = 4000;
/** Words a misspelt term may be corrected to (the original's max_expansions). */
const MAX_EXPANSIONS = 3;
/** Keys attribute lookups never answer (spec core-shop §5: blacklisted keys are skipped). */
export const ATTRIBUTE_BLACKLIST = new Set(['price_source', 'sgn', 'tier_prices']);
const METADATA_TTL_MS = 60_000;
/** How long facet counts and typo corrections are reused. */
const CACHE_TTL_MS = 60_000;

export interface CatalogServiceOptions {
  listOutOfStockProducts: boolean;
  usePriceTiers: boolean;
}

export class CatalogService {
  #attributes: {
    loaded: number;
    list: StoredAttribute[];
    byCode: Map<string, StoredAttribute>;
  } | null = null;
  #nextExpiry: { checked: number; at: number } | null = null;
  #refreshing: Promise<void> | null = null;
  readonly #facets = new TtlCache<Aggregations>(CACHE_TTL_MS, 1000);
  readonly #corrections = new TtlCache<TermGroup[]>(CACHE_TTL_MS, 5000);

  constructor(
    private readonly shop: ShopDatabase,
    private readonly options: CatalogServiceOptions,
  ) {}

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
        throw invalid(
          `Unknown catalogue entity "${entity}"; use product, category, attribute or taxrule`,
        );
    }
  }

  // ------------------------------------------------------------------ products

  async searchProducts(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    await this.ensureCurrentPrices();
    const { start, size } = paging(body, 50);
    const storeId = documentStoreId(view);
    const attributes = await this.attributes();
    const facetCodes = new Set(
      attributes.list.filter((attribute) => attribute.isFilterable).map((a) => a.code),
    );
    const text = body.query?.trim() ?? '';
    const terms = text ? queryTerms(text) : [];
    const termGroups = terms.length ? await this.correctTerms(storeId, terms) : undefined;
    const query = buildProductQuery({
      storeId,
      body,
      facetCodes,
      listOutOfStockProducts: this.options.listOutOfStockProducts,
      ...(termGroups ? { terms: termGroups, minimumMatch: minimumShouldMatch(terms.length) } : {}),
    });

    const skipItems = body.excludeFields?.includes('*') || size === 0;
    // The page is chosen on the narrow rows; only its documents are joined in, in page order.
    const rows = skipItems
      ? []
      : await this.shop.query<{ doc: Record<string, unknown>; total: number }>(sql`
          SELECT d.doc, page.total FROM (
            SELECT product_id, total, row_number() OVER () AS n FROM (
              SELECT product_id, count(*) OVER () AS total FROM catalog_products
              WHERE ${query.where} ORDER BY ${query.orderBy} LIMIT ${size} OFFSET ${start}
            ) ordered
          ) page
          JOIN catalog_product_docs d ON d.store_id = ${storeId} AND d.product_id = page.product_id
          ORDER BY page.n`);
    let total = rows.length ? Number(rows[0]!.total) : 0;
    if (rows.length === 0) {
      const [row] = await this.shop.query<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM catalog_products WHERE ${query.where}`,
      );
      total = Number(row?.total ?? 0);
    }
    const groupId = this.options.usePriceTiers ? (body.groupId ?? 0) : 0;
    const now = new Date();
    const items = rows.map((row) =>
      projectFields(
        groupId > 0
          ? applyCustomerGroupPrices(row.doc as ProductDocument, view, now, groupId)
          : row.doc,
        body.includeFields,
        body.excludeFields,
      ),
    );
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

  /**
   * Each query term with the indexed words it may mean: itself when indexed, else (and also)
   * the closest words within its typo allowance, looked up in the lexicon by first letter and
   * length, so no product name is scanned.
   */
  private async correctTerms(storeId: number, terms: string[]): Promise<TermGroup[]> {
    return this.#corrections.get(JSON.stringify([storeId, terms]), () =>
      this.lookUpTerms(storeId, terms),
    );
  }

  private async lookUpTerms(storeId: number, terms: string[]): Promise<TermGroup[]> {
    const typos = terms.map(allowedTypos);
    const rows = await this.shop.query<{ term: string; word: string; distance: number }>(sql`
      SELECT t.term, l.word, levenshtein(l.word, t.term) AS distance
      FROM unnest(${textArray(terms)}, ${intArray(typos)}) AS t(term, typos)
      JOIN search_lexicon l
        ON l.store_id = ${storeId}
       AND l.initial = left(t.term, 1)
       AND l.length BETWEEN length(t.term) - t.typos AND length(t.term) + t.typos
      WHERE levenshtein_less_equal(l.word, t.term, t.typos) <= t.typos
      ORDER BY t.term, distance, l.frequency DESC, l.word`);
    return terms.map((term) => {
      const candidates = rows.filter((row) => row.term === term);
      const exact = candidates.some((row) => Number(row.distance) === 0);
      const words = candidates
        .slice(0, exact ? MAX_EXPANSIONS + 1 : MAX_EXPANSIONS)
        .map((r) => r.word);
      return { term, exact, words };
    });
  }

  private async aggregate(
    view: StoreView,
    body: CatalogSearchBody,
    query: ReturnType<typeof buildProductQuery>,
    attributes: { byCode: Map<string, StoredAttribute> },
    facetCodes: Set<string>,
  ): Promise<Aggregations> {
    const requested =
      body.aggregations === true ? [...facetCodes, 'price'] : body.aggregations || [];
    const unknown = requested.filter((code) => code !== 'price' && !facetCodes.has(code));
    if (unknown.length) {
      throw invalid(`Cannot aggregate on "${unknown.join('", "')}": not a filterable attribute`);
    }
    const filters = body.filters ?? {};
    const codes = requested.filter((code) => code !== 'price');
    // A facet the shopper filters on counts without its own filter, so its other options stay.
    const plain = codes.filter((code) => filters[code] === undefined);
    const disjunctive = codes.filter((code) => filters[code] !== undefined);
    const counts = new Map<string, Map<string, number>>();
    const countTerms = async (where: SQL, only: string[]) => {
      if (only.length === 0) return;
      const rows = await this.shop.query<{ term: string; count: number }>(sql`
        SELECT term, count(*)::int AS count
        FROM catalog_products, unnest(facet_terms) AS term
        WHERE ${where} AND split_part(term, ':', 1) = ANY(${textArray(only)})
        GROUP BY term`);
      for (const row of rows) {
        const [code = '', value = ''] = row.term.split(/:(.*)/s);
        if (!only.includes(code)) continue;
        const map = counts.get(code) ?? new Map<string, number>();
        map.set(value, Number(row.count));
        counts.set(code, map);
      }
    };
    await countTerms(query.where, plain);
    for (const code of disjunctive) await countTerms(query.whereWithout(code), [code]);

    const aggregations: Aggregations = {};
    for (const code of codes) {
      const attribute = attributes.byCode.get(code)!;
      const labels = new Map<string, string>(
        attribute.input === 'boolean'
          ? Object.entries(BOOLEAN_LABELS[view.language])
          : attribute.options.map((option) => [String(option.id), option.label[view.language]]),
      );
      const buckets = [...(counts.get(code) ?? new Map<string, number>())]
        .map(([value, count]) => ({
          value: /^\d+$/.test(value) ? Number(value) : value,
          label: labels.get(value) ?? value,
          count,
        }))
        .filter((bucket) => bucket.label.trim() !== '')
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
        .slice(0, FILTER_AGGREGATION_SIZE);
      aggregations[code] = { buckets };
    }
    if (requested.includes('price')) {
      const columns = PRICE_RANGES.map((range, index) => {
        const from = Math.round(range.from * 100);
        const condition =
          range.to === undefined
            ? sql`price >= ${from}`
            : sql`price >= ${from} AND price < ${Math.round(range.to * 100)}`;
        return sql`count(*) FILTER (WHERE ${condition})::int AS ${sql.raw(`b${index}`)}`;
      });
      const [row] = await this.shop.query<Record<string, number>>(sql`
        SELECT ${sql.join(columns, sql`, `)}, min(price)::int AS min, max(price)::int AS max
        FROM catalog_products WHERE ${query.whereWithout('price')}`);
      aggregations.price = {
        buckets: PRICE_RANGES.map((range, index) => ({
          key: range.to === undefined ? `${range.from}-*` : `${range.from}-${range.to}`,
          from: range.from,
          to: range.to ?? null,
          count: Number(row?.[`b${index}`] ?? 0),
        })),
        ...(row?.min !== null && row?.min !== undefined
          ? { min: Math.floor(Number(row.min) / 100), max: Math.ceil(Number(row.max) / 100) }
          : {}),
      };
    }
    return aggregations;
  }

  /**
   * Documents whose price window opened or closed since indexing are rebuilt before they are
   * read, so a special price is never shown outside its window (spec core-shop §4 Prices).
   * Every reader of product documents (search, render-list, URL map) calls this first.
   */
  async ensureCurrentPrices(): Promise<void> {
    const now = Date.now();
    if (this.#nextExpiry && now < this.#nextExpiry.at) return;
    this.#refreshing ??= (async () => {
      try {
        if ((await refreshExpiredDocuments(this.shop, new Date())) > 0) this.#facets.clear();
        const [row] = await this.shop.query<{ next: string | null }>(
          sql`SELECT min(price_valid_until) AS next FROM catalog_products`,
        );
        const next = row?.next ? new Date(row.next).getTime() : Number.POSITIVE_INFINITY;
        this.#nextExpiry = {
          checked: Date.now(),
          at: Math.min(next, Date.now() + METADATA_TTL_MS),
        };
      } finally {
        this.#refreshing = null;
      }
    })();
    await this.#refreshing;
  }

  // ------------------------------------------------------------------ categories

  async searchCategories(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, 50);
    const storeId = documentStoreId(view);
    const where: SQL[] = [sql`store_id = ${storeId}`];
    const categoryColumns: Record<string, Column> = {
      id: { sql: sql`category_id`, kind: 'int' },
      parent_id: { sql: sql`parent_id`, kind: 'int' },
      level: { sql: sql`level`, kind: 'int' },
      is_active: { sql: sql`is_active`, kind: 'bool' },
      include_in_menu: { sql: sql`include_in_menu`, kind: 'bool' },
      url_path: { sql: sql`url_path`, kind: 'text' },
      url_key: { sql: sql`doc->>'url_key'`, kind: 'text' },
      slug: { sql: sql`slug`, kind: 'text' },
      product_count: { sql: sql`product_count`, kind: 'int' },
    };
    for (const [field, value] of Object.entries(body.filters ?? {})) {
      const column = columnOf(categoryColumns, field);
      if (!column) throw invalid(`Unknown filter field "${field}" for categories`);
      let values = value;
      if (field === 'id' && Array.isArray(value)) {
        // Spec core-shop §5: a category id below the root is not queried.
        values = value.map(Number).filter((id) => id >= ROOT_CATEGORY_ID);
      } else if (field === 'id' && typeof value !== 'object' && Number(value) < ROOT_CATEGORY_ID) {
        values = [];
      }
      where.push(columnClause(field, column, values));
    }
    const text = body.query?.trim();
    if (text) where.push(sql`name ILIKE ${`%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
    const sorts = parseSort(body.sort, {
      position: sql`position`,
      level: sql`level`,
      name: sql`name`,
      id: sql`category_id`,
      product_count: sql`product_count`,
    });
    const order = sorts.length ? sql.join(sorts, sql`, `) : sql`level ASC, position ASC`;
    const rows = await this.shop.query<{ doc: Record<string, unknown>; total: number }>(sql`
      SELECT doc, count(*) OVER() AS total FROM catalog_categories
      WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order}, category_id LIMIT ${size} OFFSET ${start}`);
    return {
      items: rows.map((row) => projectFields(row.doc, body.includeFields, body.excludeFields)),
      total: rows.length ? Number(rows[0]!.total) : 0,
      start,
      size,
    };
  }

  // ------------------------------------------------------------------ attributes

  async searchAttributes(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, ATTRIBUTE_LIST_SIZE);
    const { list } = await this.attributes();
    let selected = list;
    for (const [field, value] of Object.entries(body.filters ?? {})) {
      const values = Array.isArray(value) ? value.map(String) : [String(value)];
      if (field === 'attribute_code') {
        // Spec core-shop §5: keys with a dot and blacklisted keys are skipped.
        const codes = values.filter(
          (code) => !code.includes('.') && !ATTRIBUTE_BLACKLIST.has(code),
        );
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
        throw invalid(`Unknown filter field "${field}" for attributes`);
      }
    }
    const items = selected.slice(start, start + size).map((attribute) =>
      projectFields(
        {
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
        },
        body.includeFields,
        body.excludeFields,
      ),
    );
    return { items, total: selected.length, start, size };
  }

  // ------------------------------------------------------------------ tax rules

  async searchTaxRules(body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, 50);
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
      } else throw invalid(`Unknown filter field "${field}" for tax rules`);
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

  async attributes(): Promise<{ list: StoredAttribute[]; byCode: Map<string, StoredAttribute> }> {
    if (this.#attributes && Date.now() - this.#attributes.loaded < METADATA_TTL_MS) {
      return this.#attributes;
    }
    const list = await readAttributes(this.shop.db);
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
    throw invalid(`size must be at most ${MAX_PAGE_SIZE}`);
  }
  return normalized;
}
