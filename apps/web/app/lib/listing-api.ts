/**
 * The catalogue calls of the listing pages: filterable attributes (facet headings), the product
 * listing with its facets, and the small category lookups around it, all through the one API
 * client.
 */
import type { CatalogSearchBody, CatalogSearchResult } from '@shop/contracts';
import {
  ATTRIBUTE_LIST_SIZE,
  type FilterSelection,
  formatPrice,
  type StoreCode,
  type StoreView,
} from '@shop/core';
import type { CallOptions } from './api.ts';
import type { ProductCard } from './catalog.ts';
import { PRODUCT_CARD_FIELDS, SEARCH_CARD_FIELDS, toProductCard } from './catalog-documents.ts';
import { searchAttributes, searchCategories, searchProducts } from './catalog-search.ts';
import {
  activeFilters,
  applyAvailableFilters,
  buildFacets,
  clearFiltersHref,
  type Facet,
  type FacetAttribute,
  type ListingState,
  listingWindow,
  loadMoreHref,
  readRequestedFilters,
  readSlice,
  sameFilters,
  sortLinks,
  toSearchFilters,
  toSearchSort,
} from './listing.ts';
import { awaitedByPage, SharedRead } from './shared-read.ts';

/** Attribute labels change rarely; the listing keeps them this long per store view. */
const ATTRIBUTE_CACHE_MS = 5 * 60_000;
const attributeReads = new SharedRead<StoreCode, FacetAttribute[]>(ATTRIBUTE_CACHE_MS);

/**
 * The filterable attributes of a store view with their labels (facet headings), kept briefly
 * (forgotten at once when attributes change, shared-read.ts).
 */
export function getFacetAttributes(
  storeCode: StoreCode,
  options: CallOptions = {},
): Promise<FacetAttribute[]> {
  // Not tied to one visitor's request (only its transport): a cancelled page must not poison the cache.
  const attributes = attributeReads.get(storeCode, options, async (readOptions) =>
    (
      await searchAttributes(
        storeCode,
        {
          filters: { is_filterable: true },
          size: ATTRIBUTE_LIST_SIZE,
          includeFields: ['attribute_code', 'frontend_label', 'position'],
        },
        readOptions,
      )
    ).items
      .map(toFacetAttribute)
      .filter((item) => item !== null),
  );
  return awaitedByPage(attributes, options.signal);
}

/** What the listing view shows of a listing at `path` (category and search pages alike). */
export function toListingView(
  listing: ListingResult,
  path: string,
  state: Omit<ListingState, 'filters'>,
) {
  const current: ListingState = { ...state, filters: listing.filters };
  return {
    products: listing.products,
    total: listing.total,
    facets: listing.facets,
    activeFilters: activeFilters(listing.facets),
    sortLinks: sortLinks(path, current),
    clearFiltersHref: clearFiltersHref(path, current),
    loadMoreHref: loadMoreHref(path, current, listing.total),
  };
}

export interface ListingResult {
  products: ProductCard[];
  total: number;
  facets: Facet[];
  /** The filters that apply (the requested ones the facets offer). */
  filters: FilterSelection;
  /** A search's text with its misspelt words as they were searched ("Did you mean"), else null. */
  correctedQuery: string | null;
  /** A search that found nothing: a close query that finds products ("Did you mean"), else null. */
  suggestedQuery: string | null;
}

/**
 * One listing: products of pages 1..page (only that page for a `slice=1` request) with the
 * facets. The URL's filters are asked for first; when the facets of that answer do not offer all
 * of them, the listing is asked again with only the offered ones (a filter the facets do not
 * offer matches nothing), which only happens for hand-made or stale URLs.
 */
export async function fetchListing(input: {
  storeView: StoreView;
  params: URLSearchParams;
  path: string;
  state: Omit<ListingState, 'filters'>;
  attributes: FacetAttribute[];
  scope: { categoryId: number } | { query: string };
  priceLabel: string;
  options: CallOptions;
}): Promise<ListingResult> {
  const { storeView, attributes, scope } = input;
  const kind = 'categoryId' in scope ? 'category' : 'search';
  const requested = readRequestedFilters(
    input.params,
    attributes.map((attribute) => attribute.code),
  );
  const search = (filters: FilterSelection) =>
    searchProducts(
      storeView.code,
      {
        ...('query' in scope ? { query: scope.query } : {}),
        filters: {
          ...('categoryId' in scope ? { category_ids: [scope.categoryId] } : {}),
          ...toSearchFilters(filters),
        },
        ...listingWindow(input.state.page, readSlice(input.params)),
        ...withSort(toSearchSort(input.state.sort, kind)),
        // A search's cards carry their own category paths (analytics); a category's share its.
        includeFields: kind === 'search' ? SEARCH_CARD_FIELDS : PRODUCT_CARD_FIELDS,
        aggregations: true,
      } satisfies CatalogSearchBody,
      input.options,
    );
  const facetsOf = (result: CatalogSearchResult, filters: FilterSelection) =>
    buildFacets({
      aggregations: result.aggregations,
      attributes,
      path: input.path,
      state: { ...input.state, filters },
      priceLabel: input.priceLabel,
      formatAmount: (amount) => formatPrice(amount, storeView.locale),
      locale: storeView.locale,
    });

  let result = await search(requested);
  let filters = applyAvailableFilters(requested, facetsOf(result, requested));
  if (!sameFilters(filters, requested)) result = await search(filters);
  // Facet links are built for the filters that apply, so no link carries an ignored id.
  const facets = facetsOf(result, filters);
  filters = applyAvailableFilters(filters, facets);
  return {
    products: result.items
      .map((item) => toProductCard(item, storeView))
      .filter((item) => item !== null),
    total: result.total,
    facets,
    filters,
    correctedQuery: result.correctedQuery ?? null,
    suggestedQuery: result.suggestedQuery ?? null,
  };
}

export interface CategoryDoc {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  children: { id: number; name: string; slug: string }[];
  /** The category's slug in each language (the other store view's page). */
  slugs: Partial<Record<StoreView['language'], string>>;
  /** The active categories above it, from the top down (the breadcrumbs). */
  parents: { id: number; name: string; slug: string }[];
}

const CATEGORY_FIELDS = [
  'id',
  'name',
  'slug',
  'url_path',
  'level',
  'description',
  'children_data',
  'product_count',
  'slugs',
  'parents',
];

/** The active category of a slug, or null (unknown or inactive). */
export async function getCategoryBySlug(
  storeCode: StoreCode,
  slug: string,
  options: CallOptions,
): Promise<CategoryDoc | null> {
  const result = await searchCategories(
    storeCode,
    { filters: { slug: [slug], is_active: true }, size: 1, includeFields: CATEGORY_FIELDS },
    options,
  );
  return result.items[0] ? toCategoryDoc(result.items[0]) : null;
}

/** The top-level categories of the menu (level 2) that hold products, in menu order: suggestions of empty states. */
export async function getTopCategories(
  storeCode: StoreCode,
  options: CallOptions,
): Promise<Record<string, unknown>[]> {
  const result = await searchCategories(
    storeCode,
    {
      filters: { level: [2], is_active: true, include_in_menu: true },
      sort: 'position:asc',
      includeFields: ['name', 'slug', 'url_path', 'image', 'product_count'],
    },
    options,
  );
  // A category without products (a content category) is no suggestion: an empty tile is a dead end.
  return result.items.filter((item) => Number(item.product_count ?? 0) > 0);
}

/** How many products an empty state suggests (one row on a desktop). */
const SUGGESTED_PRODUCTS = 4;

/**
 * Products an empty state suggests (an empty cart, a search without results): the first of the
 * shop's recommended order. A failure gives none: the page renders without them.
 */
export async function getSuggestedProducts(
  storeView: StoreView,
  options: CallOptions,
): Promise<ProductCard[]> {
  try {
    const result = await searchProducts(
      storeView.code,
      { sort: 'position:asc', size: SUGGESTED_PRODUCTS, includeFields: PRODUCT_CARD_FIELDS },
      options,
    );
    return result.items
      .map((item) => toProductCard(item, storeView))
      .filter((item) => item !== null);
  } catch {
    return [];
  }
}

function withSort(sort: string | undefined): { sort?: string } {
  return sort ? { sort } : {};
}

function toFacetAttribute(item: Record<string, unknown>): FacetAttribute | null {
  const code = item.attribute_code;
  const label = item.frontend_label;
  if (typeof code !== 'string' || !code || code.includes('.')) return null;
  return {
    code,
    label: typeof label === 'string' && label ? label : code,
    position: typeof item.position === 'number' ? item.position : 0,
  };
}

function toCategoryDoc(item: Record<string, unknown>): CategoryDoc | null {
  const id = item.id;
  const name = item.name;
  const slug = item.slug ?? item.url_key;
  if (typeof id !== 'number' || typeof name !== 'string' || typeof slug !== 'string') return null;
  const children = Array.isArray(item.children_data) ? item.children_data : [];
  return {
    id,
    name,
    slug,
    description: typeof item.description === 'string' ? item.description : null,
    children: children.flatMap((child: Record<string, unknown>) =>
      child.include_in_menu !== false &&
      typeof child.product_count === 'number' &&
      child.product_count > 0
        ? (categoryLinkOf(child) ?? [])
        : [],
    ),
    slugs: slugsOf(item.slugs),
    parents: (Array.isArray(item.parents) ? item.parents : []).flatMap(
      (parent: Record<string, unknown>) => categoryLinkOf(parent) ?? [],
    ),
  };
}

/** The id, name and slug of a category a document names (a child, a parent), or null. */
function categoryLinkOf(entry: Record<string, unknown>): CategoryDoc['parents'][number] | null {
  return typeof entry.id === 'number' &&
    typeof entry.name === 'string' &&
    typeof entry.slug === 'string'
    ? { id: entry.id, name: entry.name, slug: entry.slug }
    : null;
}

/** The languages' slugs of a document's `slugs` field, each a non-empty string. */
function slugsOf(value: unknown): CategoryDoc['slugs'] {
  const slugs: CategoryDoc['slugs'] = {};
  if (typeof value !== 'object' || value === null) return slugs;
  for (const language of ['nl', 'de'] as const) {
    const slug = (value as Record<string, unknown>)[language];
    if (typeof slug === 'string' && slug !== '') slugs[language] = slug;
  }
  return slugs;
}
