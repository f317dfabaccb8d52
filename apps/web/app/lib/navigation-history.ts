/**
 * The navigation history: the last 30 visited routes, newest last, kept for
 * the tab (sessionStorage). The search panel's pseudo-route is never recorded, so going back
 * skips it.
 */
export const HISTORY_SIZE = 30;
const SEARCH_PANEL_PATH = '/search-panel';
const STORAGE_KEY = 'shop/navigation-history';

/** The history after visiting `path` (a repeat of the latest entry is not added twice). */
export function recordVisit(history: readonly string[], path: string): string[] {
  if (path === SEARCH_PANEL_PATH || path.endsWith(SEARCH_PANEL_PATH)) return [...history];
  if (history[history.length - 1] === path) return [...history];
  return [...history, path].slice(-HISTORY_SIZE);
}

export function readHistory(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHistory(storage: Pick<Storage, 'setItem'>, history: string[]): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // A full or blocked storage only costs the history.
  }
}
