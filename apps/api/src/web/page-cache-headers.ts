/**
 * The cache headers of storefront pages (decision 82), decided where they are rendered.
 *
 * - A cacheable page (home, category, product, search, the store locator and a store's page, and
 *   whatever the catch-all shows: content pages, CMS pages, products and categories by their URL)
 *   that rendered completely with status 200 from API answers that all named their tags is
 *   public for shared caches: `Cache-Control` with `s-maxage` and `stale-while-revalidate`, the
 *   tags in `Surrogate-Key` (space-separated, Fastly and Varnish) and `Cache-Tag` (comma-separated,
 *   Cloudflare and Akamai). The front's output cache keeps exactly those pages.
 * - A personal page (cart, checkout, account, lists, the birth list's own pages, the pages of the
 *   mails' links) is `private, no-store`, whatever else happens.
 * - Any other page keeps what its route says.
 *
 * `Vary` stays as the compression sets it (`Accept-Encoding`): a page reads no cookie and no
 * language header on the server, and the store view is in its path.
 */
import type { ApiAnswer, ApiFetch } from '@shop/contracts';
import { storeViewOfPath } from '@shop/core';
import { PERSONAL_CACHE_CONTROL, publicPageCacheControl } from '../lib/page-cache/policy.ts';
import { isPageTag, PAGE_TAGS_HEADER, SEARCH_TAG } from '../lib/page-cache/tags.ts';

export type PageKind = 'cacheable' | 'personal' | 'own';

/** First path segments (after the store view's) of pages shown to one visitor only. */
const PERSONAL_SEGMENTS = new Set([
  'cart',
  'wishlist',
  'my-lists',
  'birthlist',
  'birthlist-registration',
  'checkout',
  'checkout-return',
  'checkout-failed',
  'my-account',
  'reset-password',
  'newsletter',
  'returns',
]);
/** First segments of pages whose routes decide their own caching (or that are not for shoppers). */
const OWN_SEGMENTS = new Set([
  'geboortelijst',
  'in-store',
  'storyblok',
  'storyblok-empty',
  'error',
  'no-result',
  'styleguide',
  'more-about-birth-list',
]);

/** What kind of page a storefront path is (apps/web/app/routes.ts). */
export function pageKindOf(pathname: string): PageKind {
  const view = storeViewOfPath(pathname);
  const rest =
    view.code === 'de' && (pathname === '/de' || pathname.startsWith('/de/'))
      ? pathname.slice(3)
      : pathname;
  const first = rest.split('/')[1] ?? '';
  if (PERSONAL_SEGMENTS.has(first)) return 'personal';
  if (OWN_SEGMENTS.has(first)) return 'own';
  return 'cacheable';
}

/** Collects the tags of the API answers a page's loaders read. */
export interface TagCollector {
  /** The page's API transport, noting the tags of each answer. */
  wrap(fetch: ApiFetch): ApiFetch;
  /**
   * Notes tags of what the page shows from a read kept in memory by an earlier page (the
   * storefront's menu and theme): the answer it was made from named them.
   */
  add(tags: readonly string[]): void;
  /**
   * The page's tags, or null when one of its API answers named none or failed: the page may
   * show something no tag covers (or a fallback for what failed) and is not kept.
   */
  tags(): string[] | null;
}

export function createTagCollector(pathname: string): TagCollector {
  const tags = new Set<string>();
  // Search pages list whatever matches their text.
  if (isSearchPath(pathname)) tags.add(SEARCH_TAG);
  let complete = true;
  let calls = 0;
  return {
    wrap(fetch) {
      return async (url, init) => {
        calls += 1;
        let answer: ApiAnswer;
        try {
          answer = await fetch(url, init);
        } catch (error) {
          complete = false;
          throw error;
        }
        const named = answer.headers.get(PAGE_TAGS_HEADER);
        if (answer.status >= 500 || named === null) complete = false;
        else for (const tag of named.split(' ')) if (isPageTag(tag)) tags.add(tag);
        return answer;
      };
    },
    add(kept) {
      for (const tag of kept) if (isPageTag(tag)) tags.add(tag);
    },
    tags() {
      return complete && calls > 0 && tags.size > 0 ? [...tags].sort() : null;
    },
  };
}

/** The headers to set on a rendered page, by its kind and what its render read. */
export function pageCacheHeaders(
  kind: PageKind,
  outcome: {
    status: number;
    html: boolean;
    routeCacheControl: string | null;
    tags: string[] | null;
  },
  settings: { cdnMaxAgeSeconds: number; cdnStaleWhileRevalidateSeconds: number },
): Record<string, string> {
  if (kind === 'personal') return { 'cache-control': PERSONAL_CACHE_CONTROL };
  if (
    kind !== 'cacheable' ||
    outcome.status !== 200 ||
    !outcome.html ||
    outcome.tags === null ||
    /\b(no-store|private|no-cache)\b/.test(outcome.routeCacheControl ?? '')
  ) {
    return {};
  }
  return {
    'cache-control': publicPageCacheControl(settings),
    'surrogate-key': outcome.tags.join(' '),
    'cache-tag': outcome.tags.join(','),
  };
}

function isSearchPath(pathname: string): boolean {
  return pathname === '/search' || pathname === '/de/search';
}
