/**
 * Which pages the service worker may keep for offline reading. A page it keeps stays in the
 * browser's cache storage, readable by anyone using that browser profile later: so never a URL
 * that carries a secret (an editor link, a login or reset token, an order's hash, a one-time
 * code, a signature, an e-mail address) and never a page that is about one shopper (checkout,
 * account, order results, password reset). Catalogue and content pages are kept; they hold
 * nothing personal. The service worker and the tests use this one module.
 */
import { OFFLINE_NOTICE_PARAM } from './offline-notice-param.ts';

/**
 * Query parameters that carry a secret or a shopper's data: a URL with one of them is never kept,
 * nor read from the cache. Compared without case; `name[…]` counts as `name`, and an entry
 * ending in `*` names every parameter that starts with it.
 */
export const NEVER_CACHED_URL_PARAMETERS = [
  // The visual editor's link: _storyblok, _storyblok_c, _storyblok_release and
  // _storyblok_tk[space_id|timestamp|token], which opens drafts for an hour.
  '_storyblok*',
  // Customer tokens (?token= of the API and the newsletter pages), and tokens by other names.
  'token',
  'access_token',
  'refresh_token',
  'preview_token',
  // The password reset link.
  'resettoken',
  'reset_token',
  // The order result pages: the order's hash opens the order; queued names an offline order.
  'order_hash',
  'orderhash',
  'queued',
  // One-time codes and passwords.
  'code',
  'one_time_password',
  // The signed return link of the returns mail, and any secret by that name.
  'signature',
  'secret',
  // A shopper's data.
  'email',
  'customer_id',
] as const;

const EXACT = new Set(
  NEVER_CACHED_URL_PARAMETERS.filter((entry) => !entry.endsWith('*')).map((entry) =>
    entry.toLowerCase(),
  ),
);
const PREFIXES = NEVER_CACHED_URL_PARAMETERS.filter((entry) => entry.endsWith('*')).map((entry) =>
  entry.slice(0, -1).toLowerCase(),
);

/** Whether a query parameter's name is one of NEVER_CACHED_URL_PARAMETERS. */
export function isNeverCachedParameter(name: string): boolean {
  const lower = name.toLowerCase();
  const base = lower.replace(/\[.*$/, '');
  return EXACT.has(lower) || EXACT.has(base) || PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** Whether a URL carries a secret in its query (any of NEVER_CACHED_URL_PARAMETERS). */
export function carriesSecret(url: URL): boolean {
  for (const name of url.searchParams.keys()) {
    if (isNeverCachedParameter(name)) return true;
  }
  return false;
}

/** Pages about one shopper, in either store view (/de first). */
const PERSONAL_PAGES =
  /^(\/de)?\/(checkout|checkout-return|checkout-failed|reset-password|my-account)(\/|$)/;

/** Paths that are not storefront pages at all. */
const NOT_PAGES = /^\/(api|img|test-payment)(\/|$)/;

/** Whether the page at this URL may be kept for offline reading. */
export function mayKeepOffline(url: URL): boolean {
  if (NOT_PAGES.test(url.pathname) || PERSONAL_PAGES.test(url.pathname)) return false;
  return !carriesSecret(url);
}

/**
 * The service worker's rule for every cache it fills (a Workbox plugin): an answer is stored
 * only when it is a complete answer of this shop and its URL carries no secret; a stored copy
 * is never read for a URL that carries one (a copy made by an older worker, say).
 * `mayKeep` adds a cache's own rule (pages: mayKeepOffline).
 */
export function secretFreeCachePlugin(
  mayKeep: (url: URL) => boolean = (url) => !carriesSecret(url),
) {
  const keepable = (request: Request) => {
    const url = new URL(request.url);
    return !carriesSecret(url) && mayKeep(url);
  };
  return {
    cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
      response.ok && !response.redirected && response.type === 'basic' && keepable(request)
        ? response
        : null,
    cachedResponseWillBeUsed: async ({
      request,
      cachedResponse,
    }: {
      request: Request;
      cachedResponse?: Response;
    }) => (keepable(request) ? (cachedResponse ?? null) : null),
  };
}

// ---------------------------------------------------------------- offline answers

// The parameter lives in a module of its own: the layout checks for it on every page without
// loading these rules (their lists are built when the module loads).
export { OFFLINE_NOTICE_PARAM };
export type OfflineNotice = 'unavailable' | 'no-products';

/** The notice a page's URL carries from the service worker, if any. */
export function offlineNoticeOf(url: URL): OfflineNotice | null {
  const value = url.searchParams.get(OFFLINE_NOTICE_PARAM);
  return value === 'unavailable' || value === 'no-products' ? value : null;
}

/** The home page of the store view of a path ('/de' for /de/…, else '/'). */
export function storeHomePath(pathname: string): '/' | '/de' {
  return pathname === '/de' || pathname.startsWith('/de/') ? '/de' : '/';
}

/** A path with the offline notice as its only query. */
export function withOfflineNotice(pathname: string, notice: OfflineNotice): string {
  return `${pathname}?${OFFLINE_NOTICE_PARAM}=${notice}`;
}

/** Category and search listings: a kept copy under other query parameters lists other products. */
const LISTING_PAGES = /^(\/de)?\/(c\/[^/]+|search)\/?$/;

export function isListingPath(pathname: string): boolean {
  return LISTING_PAGES.test(pathname);
}

/**
 * The checkout and its return pages are never kept (one shopper's); offline they give way to the
 * cart page of their store view, which shows the browser's cart with the offline notice.
 */
const CHECKOUT_PAGES = /^(\/de)?\/checkout\/?$/;

export function offlineCartPath(pathname: string): string | null {
  const match = CHECKOUT_PAGES.exec(pathname);
  if (!match) return null;
  return match[1] ? '/de/cart' : '/cart';
}

/**
 * The pages fetched when the service worker installs (the shell of offline reading): each store
 * view's home page, where an unavailable page leads, and cart, which works from the browser's
 * own data. None of them is about one shopper.
 */
export const SHELL_PAGES = ['/', '/de', '/cart', '/de/cart'] as const;

/**
 * The page a React Router data request (`/c/x.data?_routes=…`, `/_root.data` for the Dutch home)
 * loads, with the query the page had (the router's own `_routes` and `index` left out).
 */
export function pageOfDataRequest(url: URL): URL {
  const page = new URL(url.href);
  const path = url.pathname.replace(/\.data$/, '');
  page.pathname = path === '/_root' ? '/' : path;
  page.searchParams.delete('_routes');
  page.searchParams.delete('index');
  return page;
}

/** The key a data request is kept under: without the router's `_routes` list. */
export function dataCacheKey(url: URL): string {
  const key = new URL(url.href);
  key.searchParams.delete('_routes');
  return key.href;
}

/** A path without its trailing slash ('/de/' → '/de'); the root stays '/'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
