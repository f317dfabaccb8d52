/// <reference lib="webworker" />
/**
 * The shop's service worker (offline orders and offline reading), built by vite-plugin-pwa
 * (injectManifest) with Workbox into build/client/sw.js.
 *
 * - Background sync 'orderSync' (asked for by the page after a network error while placing an
 *   order): when it fires (the browser is online again), the worker reads the order queue from
 *   IndexedDB (stores/order-queue-storage.ts, the page's own module); with unsent orders it
 *   tells the open pages, which offer the offline-order confirmation, and shows the 'Order
 *   waiting!' notification (texts from the page's catalogue, stored with the order), which
 *   opens the shop with ?order=offline.
 * - Offline reading (secondary-areas §2 installable app, core-shop §8): the build's scripts,
 *   styles and app icons are precached (a new build replaces the previous one's, and caches of
 *   older versions are deleted on activation; build files the list does not name are kept when
 *   fetched, at most 100); the shell pages (each store view's home and cart) are fetched at
 *   install; pages and their data (React Router's `.data` requests) come from the network first
 *   and, offline, from the copy of the last visit (at most 60 each, 14 days); pictures of the
 *   image route are kept when shown, and the theme file (menu, footer) a kept page names (the
 *   shell pages' at install, the others' when they were shown). Offline without a copy: the checkout gives way to the cart,
 *   a listing kept under other filters shows with 'No products synchronized', any other page
 *   sends the shopper home with 'not available in Offline mode'. A page is only kept when its
 *   URL carries no secret (an editor link, a token, an order's hash: lib/offline-pages.ts keeps
 *   the one list) and it is not about one shopper. API calls are never cached here. On a storage
 *   quota error these URL caches are cleared.
 */
import { clientsClaim, registerQuotaErrorCallback } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  dataCacheKey,
  isListingPath,
  mayKeepOffline,
  offlineCartPath,
  offlineNoticeOf,
  pageOfDataRequest,
  SHELL_PAGES,
  secretFreeCachePlugin,
  storeHomePath,
  withOfflineNotice,
  withoutTrailingSlash,
} from './lib/offline-pages.ts';
import { manifestStoreCode } from './lib/web-app-manifest.ts';
import {
  indexedDbOrderStorage,
  isUnsent,
  type QueueEntryState,
} from './stores/order-queue-storage.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/**
 * The cache of visited pages; a new name when what it holds changes meaning (v3: earlier
 * versions may hold editor preview pages under their editor link; v4: the shell pages are kept
 * at install and a copy is read under its exact URL; activation deletes older ones).
 */
const PAGE_CACHE = 'shop-pages-v4';
/** Build files the precache list does not name (styles React Router moves in after it). */
const ASSET_CACHE = 'shop-assets-v2';
/** The data of visited pages (React Router's `.data` requests) and the web app manifests. */
const DATA_CACHE = 'shop-data-v1';
/** Pictures of visited pages (the image route /img/…). */
const IMAGE_CACHE = 'shop-images-v1';
/** The store views' theme files (menu, footer) the kept pages name (lib/site-theme.ts). */
const THEME_CACHE = 'shop-themes-v1';
/** Every cache this version uses; activation deletes other `shop-` caches. */
const OWN_CACHES = new Set([PAGE_CACHE, ASSET_CACHE, DATA_CACHE, IMAGE_CACHE, THEME_CACHE]);

// ---------------------------------------------------------------- versions

self.skipWaiting();
clientsClaim();
// The build's files: this build's list, the previous build's precache entries removed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  // Caches of earlier versions of this worker (shop-assets-v1, shop-pages-v1, …).
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('shop-') && !OWN_CACHES.has(name)) {
          await caches.delete(name);
        }
      }
    })(),
  );
});

// ---------------------------------------------------------------- the order queue

/** The orders the server has not accepted yet (the page's queue entries). */
async function unsentOrders(): Promise<QueueEntryState[]> {
  try {
    return (await indexedDbOrderStorage<QueueEntryState>().all()).filter(isUnsent);
  } catch {
    return [];
  }
}

async function onOrderSync(): Promise<void> {
  const orders = await unsentOrders();
  const first = orders[0];
  if (!first) return;
  const windows = await self.clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  });
  for (const client of windows) client.postMessage({ type: 'order-sync', count: orders.length });
  const texts = first.notification ?? {
    title: 'Order waiting!',
    body: 'Click here to confirm the order that you made offline.',
  };
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    await self.registration.showNotification(texts.title, {
      body: texts.body,
      icon: '/favicon.svg',
      requireInteraction: true,
      tag: 'order-sync',
      data: {
        url: first.storeCode === 'de' ? '/de?order=offline' : '/?order=offline',
      },
    });
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === 'orderSync') sync.waitUntil(onOrderSync());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url: string = event.notification.data?.url || '/?order=offline';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({
        type: 'window',
        includeUncontrolled: true,
      });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.navigate(url);
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// ---------------------------------------------------------------- offline reading

/** Whether a request is a read of this shop's origin. */
const ownGet = (url: URL, request: Request) =>
  url.origin === self.location.origin && request.method === 'GET';

/**
 * The network, else the copy of the last visit. The copy is found under its exact URL (a copy
 * under other query parameters is another page: offlinePage decides about it).
 */
const pages = new NetworkFirst({
  cacheName: PAGE_CACHE,
  plugins: [
    // Only a complete page of this shop, never one whose URL carries a secret (an editor link,
    // a token, an order's hash: NEVER_CACHED_URL_PARAMETERS), nor one about one shopper.
    secretFreeCachePlugin(mayKeepOffline),
    new ExpirationPlugin({
      maxEntries: 60,
      maxAgeSeconds: 14 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});

/**
 * Offline (or the shop unreachable) and no copy of this very URL (core-shop §8):
 * - the checkout: the cart page of its store view (the browser's cart, with the offline notice);
 * - a listing kept under other query parameters: that copy, with the notice 'No products
 *   synchronized for this category';
 * - another page kept under other query parameters (a tracking parameter, say): that copy;
 * - a page never kept: the store view's home page, with the notice 'The product, category or CMS
 *   page is not available in Offline mode'.
 * The notices are a query parameter the page reads (OFFLINE_NOTICE_PARAM); without a kept home
 * page the browser shows its own offline page.
 */
async function offlinePage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = withoutTrailingSlash(url.pathname);
  const cartPath = offlineCartPath(path);
  if (cartPath) return Response.redirect(new URL(cartPath, self.location.origin).href, 302);
  const cache = await caches.open(PAGE_CACHE);
  const kept = async (pathname: string, ignoreSearch = false) =>
    (await cache.match(new URL(pathname + (ignoreSearch ? '' : url.search), url).href, {
      ignoreSearch,
    })) ?? null;
  if (mayKeepOffline(url)) {
    const exact = path === url.pathname ? null : await kept(path);
    if (exact) return exact;
    const other = await kept(path, true);
    if (other) {
      if (!isListingPath(path) || offlineNoticeOf(url) !== null) return other;
      return Response.redirect(new URL(withOfflineNotice(path, 'no-products'), url).href, 302);
    }
  }
  const home = storeHomePath(path);
  if (path === home && offlineNoticeOf(url) === null) return Response.error();
  if (!(await kept(home, true))) return Response.error();
  return Response.redirect(new URL(withOfflineNotice(home, 'unavailable'), url).href, 302);
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return offlinePage(options.request);
      }
    },
    { denylist: [/^\/(api|img|test-payment)(\/|$)/] },
  ),
);

/**
 * The data a page loads when the shopper follows a link (React Router's `.data` requests): the
 * network, else the copy of the last visit (the same rule as pages: nothing with a secret,
 * nothing about one shopper). Without a copy the router is told to load the page as a document
 * (a redirect to the page itself with a document reload), which the navigation route above
 * answers from a kept page, or with the offline notices.
 */
const pageData = new NetworkFirst({
  cacheName: DATA_CACHE,
  plugins: [
    secretFreeCachePlugin((url) => mayKeepOffline(pageOfDataRequest(url))),
    {
      cacheKeyWillBeUsed: async ({ request }: { request: Request }) =>
        dataCacheKey(new URL(request.url)),
    },
    new ExpirationPlugin({
      maxEntries: 60,
      maxAgeSeconds: 14 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});

registerRoute(
  ({ url, request }) => ownGet(url, request) && url.pathname.endsWith('.data'),
  async (options) => {
    try {
      return await pageData.handle(options);
    } catch {
      const page = pageOfDataRequest(new URL(options.request.url));
      return new Response(null, {
        status: 204,
        headers: {
          'X-Remix-Redirect': page.pathname + page.search,
          'X-Remix-Reload-Document': 'true',
          'X-Remix-Replace': 'true',
        },
      });
    }
  },
);

// Hashed build files never change: the kept copy, else the network (then kept).
registerRoute(
  ({ url, request }) => ownGet(url, request) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [
      secretFreeCachePlugin(),
      new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * Product, category and content images (the image route /img/…: one URL per picture and size,
 * never personal): the kept copy, else the network (then kept), so the pictures of visited pages
 * show offline.
 */
registerRoute(
  ({ url, request }) => ownGet(url, request) && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      secretFreeCachePlugin(),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/** The store views' web app manifests: the kept copy at once, refreshed from the network. */
registerRoute(
  ({ url, request }) => ownGet(url, request) && manifestStoreCode(url.pathname) !== null,
  new StaleWhileRevalidate({ cacheName: DATA_CACHE, plugins: [secretFreeCachePlugin()] }),
);

/**
 * The theme files (`/site-theme/{view}.json?v=…`): a page hydrates only once it has the file its
 * HTML names, and the address names the content, so the kept copy is served, else the network's
 * (then kept). A page kept for offline reading fetched its file when it was shown.
 */
registerRoute(
  ({ url, request }) => ownGet(url, request) && url.pathname.startsWith('/site-theme/'),
  new CacheFirst({
    cacheName: THEME_CACHE,
    plugins: [
      secretFreeCachePlugin(),
      new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * Core-shop §8: on a storage quota error the URL caches (pages, page data, images) are cleared
 * and the shop carries on from the network; the build's own files stay.
 */
registerQuotaErrorCallback(async () => {
  for (const name of [PAGE_CACHE, DATA_CACHE, IMAGE_CACHE, THEME_CACHE]) await caches.delete(name);
});

/** The theme file a page's HTML names (root.tsx), or null. */
function themeFileOf(html: string): string | null {
  const link = /<link\b[^>]*\bdata-site-theme\b[^>]*>/.exec(html)?.[0];
  return link ? (/\bhref="([^"]+)"/.exec(link)?.[1] ?? null) : null;
}

/**
 * The shell of offline reading (SHELL_PAGES), fetched when this version installs, with the
 * theme file each names (a shell page hydrates offline only with it).
 */
async function keepShellPages(): Promise<void> {
  const cache = await caches.open(PAGE_CACHE);
  const themes = await caches.open(THEME_CACHE);
  await Promise.all(
    SHELL_PAGES.map(async (path) => {
      const url = new URL(path, self.location.origin);
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok && !response.redirected && mayKeepOffline(url)) {
          const theme = themeFileOf(await response.clone().text());
          await cache.put(url.href, response);
          if (theme) await themes.add(new URL(theme, self.location.origin).href);
        }
      } catch {
        // Offline while installing: the pages are kept at their first visit instead.
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShellPages());
});
