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
 * - Offline reading: the build's scripts and styles are precached (a new build replaces the
 *   previous one's, and caches of older versions are deleted on activation; build files the
 *   list does not name are kept when fetched, at most 100); pages come from
 *   the network first and, offline, from the copy of the last visit (at most 60 pages, 14 days),
 *   else the home page. A page is only kept when its URL carries no secret (an editor link, a
 *   token, an order's hash: lib/offline-pages.ts keeps the one list) and it is not about one
 *   shopper. API calls and images are never cached here.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { mayKeepOffline, secretFreeCachePlugin } from './lib/offline-pages.ts';
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
 * versions may hold editor preview pages under their editor link; activation deletes them).
 */
const PAGE_CACHE = 'shop-pages-v3';
/** Build files the precache list does not name (styles React Router moves in after it). */
const ASSET_CACHE = 'shop-assets-v2';

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
        if (name.startsWith('shop-') && name !== PAGE_CACHE && name !== ASSET_CACHE) {
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

const pages = new NetworkFirst({
  cacheName: PAGE_CACHE,
  // Offline, a page asked with other query parameters than the visit still finds that copy.
  matchOptions: { ignoreSearch: true },
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

registerRoute(new NavigationRoute(pages, { denylist: [/^\/(api|img|test-payment)(\/|$)/] }));

// Hashed build files never change: the kept copy, else the network (then kept).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [
      secretFreeCachePlugin(),
      new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
    ],
  }),
);

// Offline and never visited: the home page of the store view, when it was visited.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const cache = await caches.open(PAGE_CACHE);
  const german = new URL(request.url).pathname.startsWith('/de');
  const home =
    (await cache.match(new URL(german ? '/de' : '/', self.location.origin).href)) ??
    (await cache.match(new URL('/', self.location.origin).href));
  return home ?? Response.error();
});
