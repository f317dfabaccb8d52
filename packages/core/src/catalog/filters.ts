/**
 * Category listing filters and paging: which filters a click or a URL chooses, the price facet's
 * options and labels, and where the next page starts.
 */
import { DEFAULT_PAGE_SIZE, PRICE_RANGES } from '../constants.ts';

/** Chosen filter option ids by filter key (attribute code, 'price' or 'sort'), as in the URL. */
export type FilterSelection = Record<string, string[]>;

export const SORT_FILTER_KEY = 'sort';
export const PRICE_FILTER_KEY = 'price';

/** A filter option the shopper clicks. */
export interface FilterToggle {
  type: string;
  id: string;
  /** A single-choice filter replaces the previous choice instead of adding to it. */
  single?: boolean;
}

/**
 * The filters after clicking an option: an active option is removed, a key with no options left
 * is dropped, a single-choice filter (price always is) replaces the previous choice, others are
 * appended. Sort is set, or removed when the same sort is chosen again. The input is not changed.
 */
export function toggleFilter(current: FilterSelection, filter: FilterToggle): FilterSelection {
  const next: FilterSelection = { ...current };
  const key = filter.type;
  const chosen = current[key] ?? [];
  if (key === SORT_FILTER_KEY) {
    if (chosen.includes(filter.id)) delete next[key];
    else next[key] = [filter.id];
    return next;
  }
  if (chosen.includes(filter.id)) {
    const rest = chosen.filter((id) => id !== filter.id);
    if (rest.length > 0) next[key] = rest;
    else delete next[key];
  } else if (filter.single || key === PRICE_FILTER_KEY) {
    next[key] = [filter.id];
  } else {
    next[key] = [...chosen, filter.id];
  }
  return next;
}

/**
 * The filters of a URL query that the listing offers: only keys and ids present in `available`
 * are kept (a made-up id never reaches the query), a repeated key gives a list, and sort is kept
 * as given when `available` has no sort list.
 */
export function selectAvailableFilters(
  query: Record<string, string | readonly string[] | null | undefined>,
  available: Record<string, readonly { id: string }[]>,
): FilterSelection {
  const selection: FilterSelection = {};
  for (const [key, raw] of Object.entries(query)) {
    if (raw === null || raw === undefined) continue;
    const values = (typeof raw === 'string' ? [raw] : [...raw]).filter((v) => v !== '');
    const offered = available[key];
    if (!offered) {
      if (key === SORT_FILTER_KEY && values[0] !== undefined) selection[key] = [values[0]];
      continue;
    }
    const ids = [...new Set(values)].filter((v) => offered.some((option) => option.id === v));
    if (ids.length === 0) continue;
    selection[key] = key === PRICE_FILTER_KEY || key === SORT_FILTER_KEY ? ids.slice(-1) : ids;
  }
  return selection;
}

/** A price range of the price facet, in euros; `to` is absent for the open last range. */
export interface PriceRange {
  from?: number;
  to?: number;
}

/** A price filter option: a single-choice range with its bounds. */
export interface PriceFilterOption {
  id: string;
  type: typeof PRICE_FILTER_KEY;
  from: number;
  to?: number;
  single: true;
}

/**
 * A price bucket's label: '< {to}' for the first bucket (no lower bound above 0),
 * '> {from}' for the last (no upper bound), '{from} - {to}' between. `format` renders an amount,
 * e.g. (a) => formatPrice(a, 'nl-NL').
 */
export function priceBucketLabel(bucket: PriceRange, format: (amount: number) => string): string {
  const from = bucket.from ?? 0;
  if (bucket.to === undefined) return `> ${format(from)}`;
  if (!(from > 0)) return `< ${format(bucket.to)}`;
  return `${format(from)} - ${format(bucket.to)}`;
}

/** The URL id of a price range: '100-250', '500-*'. */
export function priceFilterId(bucket: PriceRange): string {
  return `${bucket.from ?? 0}-${bucket.to ?? '*'}`;
}

/** The range of a price filter id ('100-250', '500-*', also '100.0-250.0'); null if malformed. */
export function parsePriceFilterId(id: string): { from: number; to?: number } | null {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?|\*)$/.exec(id.trim());
  if (!match) return null;
  const from = Number(match[1]);
  if (match[2] === '*') return { from };
  const to = Number(match[2]);
  return to > from ? { from, to } : null;
}

/** The listing's price bounds as shown: the minimum floored, the maximum ceiled to whole euros. */
export function priceBounds(min: number, max: number): { min: number; max: number } {
  return { min: Math.floor(min), max: Math.ceil(max) };
}

/**
 * The configured price ranges that hold a price of the listing, as filter options. A range
 * holds from ≤ price ≤ to, like the listing query's gte/lte filter. The exact minimum and maximum
 * decide, not the floored and ceiled bounds (priceBounds), so a listing up to 249,01 is not offered
 * an empty 250-500 range. Ranges keep their configured bounds so their ids are the same on every
 * listing.
 */
export function priceBuckets(
  min: number,
  max: number,
  ranges: readonly { from: number; to?: number }[] = PRICE_RANGES,
): PriceFilterOption[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return [];
  return ranges
    .filter((range) => range.from <= max && (range.to === undefined || range.to >= min))
    .map((range) => ({
      id: priceFilterId(range),
      type: PRICE_FILTER_KEY,
      from: range.from,
      ...(range.to !== undefined ? { to: range.to } : {}),
      single: true,
    }));
}

/**
 * The start of the next page of a listing, or null when there is none. More loads only
 * while start is below total and total is at least the page size, the next start being start +
 * page size; a next start at or past the total is not loaded either (it would be an empty page).
 */
export function nextPageStart(paging: {
  start: number;
  total: number;
  pageSize: number;
}): number | null {
  const { start, total, pageSize } = paging;
  if (!(pageSize > 0) || !(start < total) || !(total >= pageSize)) return null;
  const next = start + pageSize;
  return next < total ? next : null;
}

/** A size of 0 or less (or none) becomes 50; a negative start (or none) becomes 0. */
export function normalizePaging(paging: { start?: number | null; size?: number | null }): {
  start: number;
  size: number;
} {
  const start = Number.isFinite(paging.start) ? Math.trunc(paging.start as number) : 0;
  const size = Number.isFinite(paging.size) ? Math.trunc(paging.size as number) : 0;
  return { start: Math.max(start, 0), size: size <= 0 ? DEFAULT_PAGE_SIZE : size };
}
