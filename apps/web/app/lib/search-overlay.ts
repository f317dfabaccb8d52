/**
 * The search overlay's calls and its history in this browser (secondary-areas §4, §9): one page
 * of 14 products for a query and its filters (the first page with the facet counts), given up
 * after 3 s; the latest queries that found products in local storage. Loaded with the overlay.
 */
import type { CatalogSearchBody } from '@shop/contracts';
import {
  type FilterSelection,
  formatPrice,
  readSearchHistory,
  rememberSearch,
  SEARCH_HISTORY_STORAGE_KEY,
  SEARCH_OVERLAY_TIMEOUT_MS,
  type StoreView,
} from '@shop/core';
import type { ProductCard } from './catalog.ts';
import { PRODUCT_CARD_FIELDS, toProductCard } from './catalog-documents.ts';
import { searchProducts } from './catalog-search.ts';
import { buildFacets, DEFAULT_SORT, type Facet, toSearchFilters } from './listing.ts';
import { getFacetAttributes } from './listing-api.ts';

/**
 * The request of one overlay page: the query, the chosen filters, the window, the card fields
 * and, on the first page, every facet's counts. The benchmark (bench/search) sends this body.
 */
export function overlaySearchBody(input: {
  query: string;
  filters: FilterSelection;
  start: number;
  size: number;
}): CatalogSearchBody {
  return {
    query: input.query,
    filters: toSearchFilters(input.filters),
    start: input.start,
    size: input.size,
    includeFields: PRODUCT_CARD_FIELDS,
    ...(input.start === 0 ? { aggregations: true } : {}),
  };
}

export interface OverlayPage {
  products: ProductCard[];
  total: number;
  start: number;
  /** The facets of the query and filters (first page only). */
  facets: Facet[] | null;
  /** The text as searched when a term was corrected for a typo ("Did you mean"). */
  correctedQuery: string | null;
  /** A search that found nothing: a close query that finds products ("Did you mean"). */
  suggestedQuery: string | null;
}

/** Thrown when the results took longer than the overlay waits (3 s). */
export class SearchTimeoutError extends Error {
  override readonly name = 'SearchTimeoutError';
}

/**
 * One page of the overlay's results. Cancelled by `signal` (a newer query), and failed with
 * SearchTimeoutError after 3 s.
 */
export async function searchOverlayPage(input: {
  storeView: StoreView;
  query: string;
  filters: FilterSelection;
  start: number;
  size: number;
  priceLabel: string;
  signal: AbortSignal;
}): Promise<OverlayPage> {
  const { storeView } = input;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), SEARCH_OVERLAY_TIMEOUT_MS);
  const signal = AbortSignal.any([input.signal, timeout.signal]);
  try {
    const firstPage = input.start === 0;
    const [result, attributes] = await Promise.all([
      searchProducts(storeView.code, overlaySearchBody(input), { signal }),
      firstPage ? getFacetAttributes(storeView.code, { signal }) : Promise.resolve([]),
    ]);
    return {
      products: result.items
        .map((item) => toProductCard(item, storeView))
        .filter((item) => item !== null),
      total: result.total,
      start: result.start,
      facets: firstPage
        ? buildFacets({
            aggregations: result.aggregations,
            attributes,
            path: '',
            state: { query: input.query, filters: input.filters, sort: DEFAULT_SORT, page: 1 },
            priceLabel: input.priceLabel,
            formatAmount: (amount) => formatPrice(amount, storeView.locale),
            locale: storeView.locale,
          })
        : null,
      correctedQuery: result.correctedQuery ?? null,
      suggestedQuery: result.suggestedQuery ?? null,
    };
  } catch (error) {
    if (timeout.signal.aborted && !input.signal.aborted) {
      throw new SearchTimeoutError('The search results took longer than 3 s');
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The search history kept in this browser, newest first (empty when storage is blocked). */
export function loadSearchHistory(): string[] {
  try {
    return readSearchHistory(
      JSON.parse(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY) ?? '[]') as unknown,
    );
  } catch {
    return [];
  }
}

/** Remembers a query that found products; returns the history as it is now. */
export function saveSearch(query: string): string[] {
  const history = rememberSearch(loadSearchHistory(), query);
  writeHistory(history);
  return history;
}

/** Forgets every remembered query. */
export function clearSearchHistory(): void {
  try {
    localStorage.removeItem(SEARCH_HISTORY_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

function writeHistory(history: string[]): void {
  try {
    localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // A full or blocked storage only costs the history.
  }
}
