/**
 * Rules of the bottom tab bar: which tab a path marks as active, on
 * which pages the bar is hidden, and when scrolling slides it away.
 */
export type TabId = 'home' | 'search' | 'store' | 'wishlist' | 'cart';

/**
 * The five tabs in their order, each with the path its link leads to (inside the store view) and
 * its label (a message key). The wishlist tab links to /my-lists, the tab bar's name for the
 * wishlist page (secondary-areas §2). The store tab leads to the in-store page (choose your store,
 * scan or type a barcode), which links to the store locator; both mark the tab.
 */
export const TABS: readonly { id: TabId; path: string; label: string }[] = [
  { id: 'home', path: '/', label: 'Home' },
  { id: 'search', path: '/search', label: 'Search' },
  { id: 'store', path: '/in-store', label: 'Store' },
  { id: 'wishlist', path: '/my-lists', label: 'Wishlist' },
  { id: 'cart', path: '/cart', label: 'Cart' },
];

/** Pixels of scrolling down, after leaving the top, that slide the bar away. */
const TAB_BAR_SCROLL_DELTA = 75;

/** The path inside a store view: '/de/cart' → '/cart'. */
function innerPath(pathname: string): string {
  if (pathname === '/de') return '/';
  return pathname.startsWith('/de/') ? pathname.slice(3) : pathname;
}

const startsWithAny = (path: string, prefixes: string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export function getActiveTab(pathname: string): TabId | null {
  const path = innerPath(pathname);
  if (path === '/') return 'home';
  if (startsWithAny(path, ['/my-lists', '/birthlist', '/wishlist'])) return 'wishlist';
  if (startsWithAny(path, ['/in-store', '/storelocator'])) return 'store';
  if (startsWithAny(path, ['/cart'])) return 'cart';
  if (startsWithAny(path, ['/search'])) return 'search';
  return null;
}

/** Hidden on checkout, checkout return, error pages and birth list registration. */
export function isTabBarHidden(pathname: string): boolean {
  const path = innerPath(pathname);
  return startsWithAny(path, [
    '/checkout',
    '/checkout-return',
    '/checkout-failed',
    '/error',
    '/birthlist-registration',
  ]);
}

export interface TabBarScroll {
  visible: boolean;
  /** Where the last upward scroll ended: hiding counts from here. */
  anchor: number;
  lastY: number;
}

export const INITIAL_TAB_BAR_SCROLL: TabBarScroll = { visible: true, anchor: 0, lastY: 0 };

/**
 * The bar after a scroll to `y`: at the top or scrolling up it shows at once; scrolling down it
 * hides once more than the delta below where the last upward scroll ended.
 */
export function nextTabBarState(state: TabBarScroll, y: number): TabBarScroll {
  if (y <= 0) return INITIAL_TAB_BAR_SCROLL;
  if (y < state.lastY) return { visible: true, anchor: y, lastY: y };
  const visible = state.visible && y - state.anchor <= TAB_BAR_SCROLL_DELTA;
  return { visible, anchor: state.anchor, lastY: y };
}

/** Counts above this show the badge in its wider position. */
const TAB_BADGE_LARGE_ABOVE = 99;

/** The count badge of a tab: none at 0 or below, else the count, marked large above 99. */
export function getTabBadge(count: number): { count: number; large: boolean } | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return { count, large: count > TAB_BADGE_LARGE_ABOVE };
}
