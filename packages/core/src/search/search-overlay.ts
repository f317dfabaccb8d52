/**
 * Rules of the full-screen search overlay (secondary-areas §4 and §9): when a typed query is
 * searched, how its pages follow each other, and which queries the search history keeps.
 */
import { nextPageStart } from '../catalog/filters.ts';

/** Results a page of the overlay shows, and what "See more" appends. */
export const SEARCH_OVERLAY_PAGE_SIZE = 14;
/** The shortest query the overlay searches; a shorter one does nothing. */
export const SEARCH_OVERLAY_MIN_LENGTH = 3;
/** How long typing must pause before the query is searched. */
export const SEARCH_OVERLAY_DEBOUNCE_MS = 500;
/** How long the overlay's results may take before it shows the error with a reload. */
export const SEARCH_OVERLAY_TIMEOUT_MS = 3000;
/** Queries the search history keeps, newest first. */
export const SEARCH_HISTORY_SIZE = 4;
/** The local storage key of the search history (a logout removes it). */
export const SEARCH_HISTORY_STORAGE_KEY = 'shop/user/search-history';

/** A query as typed, spaces collapsed and trimmed: what is searched and remembered. */
export function normalizeSearchQuery(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim();
}

/** Whether a typed query is long enough to be searched. */
export function isSearchableQuery(typed: string): boolean {
  return normalizeSearchQuery(typed).length >= SEARCH_OVERLAY_MIN_LENGTH;
}

/**
 * The window of the overlay's next page: the first page starts at 0; "See more" asks for the
 * next 14 from where the shown ones end, and null once the total is reached (more loads only
 * while start is below the total and the total is at least the page size).
 */
export function nextOverlayPage(
  shown: { start: number; total: number } | null,
): { start: number; size: number } | null {
  if (!shown) return { start: 0, size: SEARCH_OVERLAY_PAGE_SIZE };
  const start = nextPageStart({
    start: shown.start,
    total: shown.total,
    pageSize: SEARCH_OVERLAY_PAGE_SIZE,
  });
  return start === null ? null : { start, size: SEARCH_OVERLAY_PAGE_SIZE };
}

/** Two queries are near duplicates when one, ignoring case, begins with the other. */
function isNearDuplicate(a: string, b: string): boolean {
  const x = a.toLocaleLowerCase();
  const y = b.toLocaleLowerCase();
  return x.startsWith(y) || y.startsWith(x);
}

/**
 * The history after a query returned results: it goes first, and of near duplicates ('kinderw'
 * and 'kinderwagen') only the longest stays, in the newest place; at most the latest 4. A query
 * too short to search is never remembered.
 */
export function rememberSearch(history: readonly string[], query: string): string[] {
  const normalized = normalizeSearchQuery(query);
  if (normalized.length < SEARCH_OVERLAY_MIN_LENGTH) return [...history];
  const duplicates = history.filter((entry) => isNearDuplicate(entry, normalized));
  const longest = [normalized, ...duplicates].reduce((best, entry) =>
    entry.length > best.length ? entry : best,
  );
  const rest = history.filter((entry) => !isNearDuplicate(entry, normalized));
  return [longest, ...rest].slice(0, SEARCH_HISTORY_SIZE);
}

/** A stored history as read back: only searchable strings, near duplicates merged, at most 4. */
export function readSearchHistory(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry): entry is string => typeof entry === 'string')
    .reverse()
    .reduce<string[]>((history, entry) => rememberSearch(history, entry), []);
}
