/**
 * The state of a product listing (category or search) as it travels in the URL, and the links that
 * change it: filters and sort are read from the query, only ids offered by the facets apply,
 * toggling follows `toggleFilter`, and every link that changes the filters or sort drops the page
 * parameter. Pure functions over plain data, so the same links work with and without JavaScript.
 */
import type { Aggregations, FilterValue } from '@shop/contracts';
import {
  DEFAULT_PAGE_SIZE,
  type FilterSelection,
  type FilterToggle,
  nextPageStart,
  PRICE_FILTER_KEY,
  parsePriceFilterId,
  priceBucketLabel,
  priceFilterId,
  SORT_FILTER_KEY,
  selectAvailableFilters,
  stripHtml,
  toggleFilter,
} from '@shop/core';
import type { ProductCard } from './catalog.ts';
import { collator } from './intl-formats.ts';
import { SEARCH_PARAM } from './search-text.ts';

/** Products per page of a listing, search and category alike: 50. */
const LISTING_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** The highest page a URL may ask for: page N renders products 0..N×50 in one answer. */
const MAX_LISTING_PAGE = 20;
/** Query parameters of a listing URL. */
const PAGE_PARAM = 'page';
/** The shortest search text that is searched; a shorter one searches nothing. */
export const SEARCH_MIN_LENGTH = 3;

/** The sort options of a listing in display order; the first is the default. */
const SORT_OPTIONS = [
  { id: 'position:asc', label: 'Recommended' },
  { id: 'updated_at:desc', label: 'New' },
  { id: 'price:asc', label: 'Price low to high' },
  { id: 'price:desc', label: 'Price high to low' },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];
export const DEFAULT_SORT: SortId = 'position:asc';

/** What a listing URL asks for: search text (search only), chosen filters, sort and page. */
export interface ListingState {
  query?: string;
  /** Chosen facet option ids by attribute code or 'price' (never 'sort'). */
  filters: FilterSelection;
  sort: SortId;
  page: number;
}

/** One option of a facet as shown: a link that toggles it. */
interface FacetOption {
  id: string;
  label: string;
  count: number;
  active: boolean;
  /** The listing URL with this option toggled (page dropped). */
  href: string;
}

export interface Facet {
  /** Attribute code or 'price'. */
  key: string;
  label: string;
  options: FacetOption[];
}

/** A chosen filter with the link that removes it. */
export interface ActiveFilter {
  key: string;
  label: string;
  /** The facet's key ('color'), as analytics name the filter. */
  facetKey: string;
  facetLabel: string;
  removeHref: string;
}

export interface SortLink {
  id: SortId;
  label: (typeof SORT_OPTIONS)[number]['label'];
  href: string;
  active: boolean;
}

/** A filterable attribute's code and its label in the store view language. */
export interface FacetAttribute {
  code: string;
  label: string;
  position: number;
}

/** The page of a listing URL: a whole number from 1 to MAX_LISTING_PAGE, 1 when absent or bad. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, MAX_LISTING_PAGE);
}

/** The sort of a listing URL; an unknown sort gives the default (Recommended). */
export function readSort(params: URLSearchParams): SortId {
  const sort = params.get(SORT_FILTER_KEY);
  return SORT_OPTIONS.find((option) => option.id === sort)?.id ?? DEFAULT_SORT;
}

/**
 * The filters a URL asks for, before the facets are known: values of filterable attribute codes
 * that look like option ids, and the last well-formed price range. The facets of the answer decide
 * afterwards which of them apply (`applyAvailableFilters`).
 */
export function readRequestedFilters(
  params: URLSearchParams,
  attributeCodes: readonly string[],
): FilterSelection {
  const filters: FilterSelection = {};
  for (const code of attributeCodes) {
    const values = [...new Set(params.getAll(code))].filter((value) =>
      /^[\w.-]{1,50}$/.test(value),
    );
    if (values.length > 0) filters[code] = values;
  }
  const price = params
    .getAll(PRICE_FILTER_KEY)
    .filter((id) => parsePriceFilterId(id) !== null)
    .at(-1);
  if (price) filters[PRICE_FILTER_KEY] = [price];
  return filters;
}

/**
 * The requested filters that the listing's facets offer: only ids that exist in the available
 * filters are applied. Keys keep the order of `requested`.
 */
export function applyAvailableFilters(
  requested: FilterSelection,
  facets: Facet[],
): FilterSelection {
  const available = Object.fromEntries(facets.map((facet) => [facet.key, facet.options]));
  return selectAvailableFilters(requested, available);
}

/** The catalogue search filters of a selection: option ids as numbers or booleans, price as a range. */
export function toSearchFilters(filters: FilterSelection): Record<string, FilterValue> {
  const result: Record<string, FilterValue> = {};
  for (const [key, ids] of Object.entries(filters)) {
    if (key === SORT_FILTER_KEY) continue;
    if (key === PRICE_FILTER_KEY) {
      const range = ids[0] === undefined ? null : parsePriceFilterId(ids[0]);
      if (!range) continue;
      // A range from 0 has no lower bound: gte is left out.
      result[key] = {
        ...(range.from > 0 ? { gte: range.from } : {}),
        ...(range.to !== undefined ? { lte: range.to } : {}),
      };
      continue;
    }
    result[key] = ids.map(toOptionValue);
  }
  return result;
}

/** The sort the catalogue search gets: none for Recommended in a search (relevance decides). */
export function toSearchSort(sort: SortId, kind: 'category' | 'search'): string | undefined {
  return kind === 'search' && sort === DEFAULT_SORT ? undefined : sort;
}

/**
 * The query string of a listing state, '' when nothing is chosen: q, the filters in order, sort
 * when not the default, page when above 1. Other parameters of the incoming URL are not kept.
 */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.query) params.set(SEARCH_PARAM, state.query);
  for (const [key, ids] of Object.entries(state.filters)) {
    if (key === SORT_FILTER_KEY || key === PAGE_PARAM || key === SEARCH_PARAM) continue;
    for (const id of ids) params.append(key, id);
  }
  if (state.sort !== DEFAULT_SORT) params.set(SORT_FILTER_KEY, state.sort);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  // ':' of a sort id is allowed in a query; keeping it readable gives `?sort=price:asc`.
  const search = params.toString().replaceAll('%3A', ':');
  return search ? `?${search}` : '';
}

/** The listing URL after toggling a facet option: filters changed, so the page is dropped. */
export function toggleFilterHref(path: string, state: ListingState, toggle: FilterToggle): string {
  const filters = toggleFilter(state.filters, toggle);
  return `${path}${listingSearch({ ...state, filters, page: 1 })}`;
}

/** The listing URL without any filter (search text and sort kept, page dropped). */
export function clearFiltersHref(path: string, state: ListingState): string {
  return `${path}${listingSearch({ ...state, filters: {}, page: 1 })}`;
}

/** The sort links: each sets its sort (the default removes the parameter) and drops the page. */
export function sortLinks(path: string, state: ListingState): SortLink[] {
  return SORT_OPTIONS.map((option) => ({
    id: option.id,
    label: option.label,
    active: option.id === state.sort,
    href: `${path}${listingSearch({ ...state, sort: option.id, page: 1 })}`,
  }));
}

/**
 * Marks the request of "load more" with JavaScript (`slice=1`): the answer holds only the products
 * of the URL's page, appended on the client to the ones already shown. Plain links never carry it.
 */
export const SLICE_PARAM = 'slice';

/** Whether a listing request asks only for its page's products (see SLICE_PARAM). */
export function readSlice(params: URLSearchParams): boolean {
  return params.get(SLICE_PARAM) === '1';
}

/**
 * What "load more" appends: the JSON answer of `/_listing` (routes/listing-slice.server.ts), read by
 * components/listing/load-more.tsx.
 */
export interface ListingSlice {
  products: ProductCard[];
  loadMoreHref: string | null;
}

/**
 * The products shown after "load more" appended a page: the ones shown, then the page's products
 * not shown yet (a product that moved up while the shopper read does not appear twice).
 */
export function appendPage<T extends { sku: string }>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((product) => product.sku));
  return [...shown, ...page.filter((product) => !seen.has(product.sku))];
}

/**
 * The products a listing URL renders at once: pages 1..page from the start (a shared URL or a
 * link followed without JavaScript shows all), or with `slice` only that page: its start is the
 * previous page's start plus the page size.
 */
export function listingWindow(page: number, slice = false): { start: number; size: number } {
  const last = Math.min(Math.max(page, 1), MAX_LISTING_PAGE);
  if (slice) return { start: (last - 1) * LISTING_PAGE_SIZE, size: LISTING_PAGE_SIZE };
  return { start: 0, size: last * LISTING_PAGE_SIZE };
}

/**
 * The link that loads the next page, or null when there is none: more loads only while
 * start < total and total ≥ page size; the next start is start + page size.
 */
export function loadMoreHref(path: string, state: ListingState, total: number): string | null {
  if (state.page >= MAX_LISTING_PAGE) return null;
  const start = (state.page - 1) * LISTING_PAGE_SIZE;
  const next = nextPageStart({ start, total, pageSize: LISTING_PAGE_SIZE });
  if (next === null) return null;
  return `${path}${listingSearch({ ...state, page: state.page + 1 })}`;
}

/**
 * The facets of a listing from the search aggregations: attributes in their position order with
 * their label, options with a count or chosen, sorted by label; then the price ranges labelled
 * '< {to}', '{from} - {to}', '> {from}'.
 * Empty facets are left out.
 */
export function buildFacets(input: {
  aggregations: Aggregations | undefined;
  attributes: readonly FacetAttribute[];
  path: string;
  state: ListingState;
  priceLabel: string;
  formatAmount: (amount: number) => string;
  locale: string;
}): Facet[] {
  const { aggregations = {}, attributes, path, state, locale } = input;
  const facets: Facet[] = [];
  const byPosition = [...attributes].sort((a, b) => a.position - b.position);
  for (const attribute of byPosition) {
    const buckets = aggregations[attribute.code]?.buckets ?? [];
    const chosen = state.filters[attribute.code] ?? [];
    const options: FacetOption[] = [];
    for (const bucket of buckets) {
      if (!('label' in bucket)) continue;
      const id = String(bucket.value);
      const label = bucket.label.trim();
      const active = chosen.includes(id);
      if (!label || (bucket.count <= 0 && !active)) continue;
      options.push({
        id,
        label,
        count: bucket.count,
        active,
        href: toggleFilterHref(path, state, { type: attribute.code, id }),
      });
    }
    const byLabel = collator(locale, { numeric: true });
    options.sort((a, b) => byLabel.compare(a.label, b.label));
    if (options.length > 0) facets.push({ key: attribute.code, label: attribute.label, options });
  }
  const priceOptions: FacetOption[] = [];
  const chosenPrice = state.filters[PRICE_FILTER_KEY] ?? [];
  for (const bucket of aggregations[PRICE_FILTER_KEY]?.buckets ?? []) {
    if (!('from' in bucket)) continue;
    const range = { from: bucket.from, ...(bucket.to !== null ? { to: bucket.to } : {}) };
    const id = priceFilterId(range);
    const active = chosenPrice.includes(id);
    if (bucket.count <= 0 && !active) continue;
    priceOptions.push({
      id,
      label: priceBucketLabel(range, input.formatAmount),
      count: bucket.count,
      active,
      href: toggleFilterHref(path, state, { type: PRICE_FILTER_KEY, id, single: true }),
    });
  }
  if (priceOptions.length > 0) {
    facets.push({ key: PRICE_FILTER_KEY, label: input.priceLabel, options: priceOptions });
  }
  return facets;
}

/** The chosen filters with their labels and remove links, in the order of the facets. */
export function activeFilters(facets: Facet[]): ActiveFilter[] {
  return facets.flatMap((facet) =>
    facet.options
      .filter((option) => option.active)
      .map((option) => ({
        key: `${facet.key}:${option.id}`,
        label: option.label,
        facetKey: facet.key,
        facetLabel: facet.label,
        removeHref: option.href,
      })),
  );
}

/** Whether two selections ask the same (order of keys and ids ignored). */
export function sameFilters(a: FilterSelection, b: FilterSelection): boolean {
  const normalise = (selection: FilterSelection) =>
    JSON.stringify(
      Object.entries(selection)
        .filter(([, ids]) => ids.length > 0)
        .map(([key, ids]) => [key, [...ids].sort()])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return normalise(a) === normalise(b);
}

/**
 * Plain text of category HTML (meta description, intro): tags stripped, whitespace collapsed,
 * cut to `maxLength` characters (160 for a meta description); null when nothing is left.
 */
export function toMetaDescription(html: string | null | undefined, maxLength = 160): string | null {
  if (!html) return null;
  const text = stripHtml(html).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

function toOptionValue(id: string): string | number | boolean {
  if (id === 'true') return true;
  if (id === 'false') return false;
  return /^\d+$/.test(id) ? Number(id) : id;
}
