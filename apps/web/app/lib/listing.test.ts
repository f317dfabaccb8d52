import { formatPrice } from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  appendPage,
  applyAvailableFilters,
  buildFacets,
  clearFiltersHref,
  type ListingState,
  listingSearch,
  listingWindow,
  loadMoreHref,
  readPage,
  readRequestedFilters,
  readSlice,
  readSort,
  sortLinks,
  toggleFilterHref,
  toSearchFilters,
  toSearchSort,
} from './listing.ts';

const PATH = '/c/kinderwagens';
const base: ListingState = { filters: {}, sort: 'position:asc', page: 1 };
const aggregations = {
  color: {
    buckets: [
      { value: 5002, label: 'Zwart', count: 52 },
      { value: 5010, label: 'Beige', count: 43 },
    ],
  },
  brand: { buckets: [{ value: 5039, label: 'Nordkind', count: 44 }] },
  price: {
    buckets: [
      { key: '0-100', from: 0, to: 100, count: 11 },
      { key: '100-250', from: 100, to: 250, count: 7 },
      { key: '250-500', from: 250, to: 500, count: 0 },
      { key: '500-*', from: 500, to: null, count: 20 },
    ],
    min: 13,
    max: 1380,
  },
};
const attributes = [
  { code: 'brand', label: 'Merk', position: 3 },
  { code: 'color', label: 'Kleur', position: 0 },
];

function facetsFor(state: ListingState) {
  return buildFacets({
    aggregations,
    attributes,
    path: PATH,
    state,
    priceLabel: 'Prijs',
    formatAmount: (amount) => formatPrice(amount, 'nl-NL'),
    locale: 'nl-NL',
  });
}

describe('reading a listing URL', () => {
  it('reads repeated attribute values as a list and the last well-formed price range', () => {
    const params = new URLSearchParams('color=49&color=50&price=bad&price=100-250&foo=1');
    expect(readRequestedFilters(params, ['color', 'brand'])).toEqual({
      color: ['49', '50'],
      price: ['100-250'],
    });
  });

  it('applies only the ids the facets offer', () => {
    const requested = { color: ['5002', '99999'], brand: ['1'], price: ['100-250'] };
    expect(applyAvailableFilters(requested, facetsFor(base))).toEqual({
      color: ['5002'],
      price: ['100-250'],
    });
  });

  it('falls back to Recommended for a missing or unknown sort', () => {
    expect(readSort(new URLSearchParams('sort=price:desc'))).toBe('price:desc');
    expect(readSort(new URLSearchParams('sort=name:asc'))).toBe('position:asc');
    expect(readSort(new URLSearchParams(''))).toBe('position:asc');
  });

  it('reads the page as a whole number from 1, capped', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readPage(new URLSearchParams('page=9999'))).toBe(20);
  });
});

describe('toggle links', () => {
  const chosen: ListingState = {
    filters: { color: ['5002'], price: ['0-100'] },
    sort: 'price:asc',
    page: 3,
  };

  it('adds an option and drops the page', () => {
    expect(toggleFilterHref(PATH, chosen, { type: 'color', id: '5010' })).toBe(
      '/c/kinderwagens?color=5002&color=5010&price=0-100&sort=price:asc',
    );
  });

  it('removes an active option and drops a key with no options left', () => {
    expect(toggleFilterHref(PATH, chosen, { type: 'color', id: '5002' })).toBe(
      '/c/kinderwagens?price=0-100&sort=price:asc',
    );
  });

  it('replaces the price range: price is a single choice', () => {
    expect(toggleFilterHref(PATH, chosen, { type: 'price', id: '500-*', single: true })).toBe(
      '/c/kinderwagens?color=5002&price=500-*&sort=price:asc',
    );
  });

  it('clears all filters but keeps the search text and sort', () => {
    expect(clearFiltersHref('/search', { ...chosen, query: 'buggy' })).toBe(
      '/search?q=buggy&sort=price:asc',
    );
  });

  it('sort links set the sort, drop the page and mark the active one', () => {
    const links = sortLinks(PATH, chosen);
    expect(links.map((link) => link.href)).toEqual([
      '/c/kinderwagens?color=5002&price=0-100',
      '/c/kinderwagens?color=5002&price=0-100&sort=updated_at:desc',
      '/c/kinderwagens?color=5002&price=0-100&sort=price:asc',
      '/c/kinderwagens?color=5002&price=0-100&sort=price:desc',
    ]);
    expect(links.filter((link) => link.active).map((link) => link.id)).toEqual(['price:asc']);
  });

  it('keeps an empty query string empty', () => {
    expect(listingSearch(base)).toBe('');
  });
});

describe('facets', () => {
  it('orders attributes by position, options by label, and labels the price buckets', () => {
    const facets = facetsFor(base);
    expect(facets.map((facet) => facet.label)).toEqual(['Kleur', 'Merk', 'Prijs']);
    expect(facets[0]?.options.map((option) => option.label)).toEqual(['Beige', 'Zwart']);
    // The empty 250-500 bucket is not offered.
    expect(facets[2]?.options.map((option) => option.label)).toEqual([
      '< € 100,-',
      '€ 100,- - € 250,-',
      '> € 500,-',
    ]);
    expect(facets[2]?.options.map((option) => option.id)).toEqual(['0-100', '100-250', '500-*']);
  });

  it('lists the active filters with links that remove them', () => {
    const state = { ...base, filters: { color: ['5002'], price: ['500-*'] } };
    expect(activeFilters(facetsFor(state))).toEqual([
      {
        key: 'color:5002',
        label: 'Zwart',
        facetKey: 'color',
        facetLabel: 'Kleur',
        removeHref: '/c/kinderwagens?price=500-*',
      },
      {
        key: 'price:500-*',
        label: '> € 500,-',
        facetKey: 'price',
        facetLabel: 'Prijs',
        removeHref: '/c/kinderwagens?color=5002',
      },
    ]);
  });
});

describe('search request', () => {
  it('sends option ids as numbers or booleans and price as a range without a zero lower bound', () => {
    expect(toSearchFilters({ color: ['5002'], isofix: ['true'], price: ['0-100'] })).toEqual({
      color: [5002],
      isofix: [true],
      price: { lte: 100 },
    });
    expect(toSearchFilters({ price: ['500-*'] })).toEqual({ price: { gte: 500 } });
  });

  it('sorts a category by position by default and a search by relevance', () => {
    expect(toSearchSort('position:asc', 'category')).toBe('position:asc');
    expect(toSearchSort('position:asc', 'search')).toBeUndefined();
    expect(toSearchSort('price:desc', 'search')).toBe('price:desc');
  });
});

describe('load more', () => {
  it('offers the next page while products remain, and renders pages 1..N at once', () => {
    expect(loadMoreHref(PATH, base, 214)).toBe('/c/kinderwagens?page=2');
    expect(loadMoreHref(PATH, { ...base, page: 4 }, 214)).toBe('/c/kinderwagens?page=5');
    expect(loadMoreHref(PATH, { ...base, page: 5 }, 214)).toBeNull();
    expect(listingWindow(3)).toEqual({ start: 0, size: 150 });
  });

  it('offers no more when the total is below one page', () => {
    expect(loadMoreHref(PATH, base, 49)).toBeNull();
    expect(loadMoreHref(PATH, base, 50)).toBeNull();
    expect(loadMoreHref(PATH, base, 51)).toBe('/c/kinderwagens?page=2');
  });

  it('asks only for the next page with JavaScript: start is the previous start plus 50', () => {
    expect(listingWindow(1, true)).toEqual({ start: 0, size: 50 });
    expect(listingWindow(2, true)).toEqual({ start: 50, size: 50 });
    expect(listingWindow(5, true)).toEqual({ start: 200, size: 50 });
    // The page is clamped like a URL's page: never past page 20, never before page 1.
    expect(listingWindow(99, true)).toEqual({ start: 950, size: 50 });
    expect(listingWindow(0, true)).toEqual({ start: 0, size: 50 });
    expect(listingWindow(99)).toEqual({ start: 0, size: 1000 });
  });

  it('reads the slice mark of load more, and only that one', () => {
    expect(readSlice(new URLSearchParams('page=2&slice=1'))).toBe(true);
    expect(readSlice(new URLSearchParams('page=2'))).toBe(false);
    expect(readSlice(new URLSearchParams('page=2&slice=yes'))).toBe(false);
    // The next link is a plain page link: it renders pages 1..N without JavaScript.
    expect(loadMoreHref(PATH, { ...base, page: 2 }, 214)).not.toContain('slice');
  });

  it('appends the next page after the products shown, each product once', () => {
    const shown = [{ sku: 'A' }, { sku: 'B' }];
    expect(appendPage(shown, [{ sku: 'C' }, { sku: 'D' }])).toEqual([
      { sku: 'A' },
      { sku: 'B' },
      { sku: 'C' },
      { sku: 'D' },
    ]);
    // A product that moved onto the next page while the shopper read is not shown twice.
    expect(appendPage(shown, [{ sku: 'B' }, { sku: 'C' }])).toEqual([
      { sku: 'A' },
      { sku: 'B' },
      { sku: 'C' },
    ]);
  });
});
