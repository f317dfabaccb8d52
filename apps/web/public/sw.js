/*
 * The shop's service worker (spec core-shop §4 "Offline queue"; reference-notes §3.2 "Service
 * worker"). Plain JavaScript: it is served as it is, unbundled.
 *
 * - Background sync 'orderSync' (asked for by the page after a network error while placing an
 *   order): when it fires (the browser is online again), the worker reads the order queue from
 *   IndexedDB (database 'shop-orders', store 'orders', written by the page); with unsent orders it
 *   tells the open pages, which offer the offline-order confirmation, and shows the 'Order
 *   waiting!' notification (texts from the page's catalogue, stored with the order), which opens
 *   the shop with ?order=offline.
 * - Offline reading: hashed build files are served from a cache once fetched; pages are fetched
 *   from the network first and, when that fails, served from the copy of the last visit. API
 *   calls are never cached here.
 */
const QUEUE_DB = 'shop-orders';
const QUEUE_STORE = 'orders';
const ASSET_CACHE = 'shop-assets-v1';
const PAGE_CACHE = 'shop-pages-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([ASSET_CACHE, PAGE_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith('shop-') && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// ---------------------------------------------------------------- the order queue

/** The orders the server has not accepted yet (the page's queue entries). */
function unsentOrders() {
  return new Promise((resolve) => {
    // Version 1 and the store as idb-keyval makes them, so neither side finds the other's
    // database without its store.
    const request = indexedDB.open(QUEUE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(QUEUE_STORE);
    request.onerror = () => resolve([]);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const all = db.transaction(QUEUE_STORE, 'readonly').objectStore(QUEUE_STORE).getAll();
        all.onsuccess = () => {
          db.close();
          resolve((all.result || []).filter((entry) => !entry.transmited && !entry.canceled));
        };
        all.onerror = () => {
          db.close();
          resolve([]);
        };
      } catch {
        db.close();
        resolve([]);
      }
    };
  });
}

async function onOrderSync() {
  const orders = await unsentOrders();
  if (orders.length === 0) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: 'order-sync', count: orders.length });
  const first = orders[0];
  const texts = first.notification || {
    title: 'Order waiting!',
    body: 'Click here to confirm the order that you made offline.',
  };
  if (self.Notification && Notification.permission === 'granted') {
    await self.registration.showNotification(texts.title, {
      body: texts.body,
      icon: '/favicon.svg',
      requireInteraction: true,
      tag: 'order-sync',
      data: { url: first.storeCode === 'de' ? '/de?order=offline' : '/?order=offline' },
    });
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === 'orderSync') event.waitUntil(onOrderSync());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url || '/?order=offline';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.navigate(url);
        return open.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});

// ---------------------------------------------------------------- offline reading

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(request));
  }
});

/** Hashed build files never change: the cached copy, else the network (then kept). */
async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A page from the network (its copy kept); offline the copy of the last visit, else home. */
async function networkFirst(request) {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected && response.type === 'basic') {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached =
      (await cache.match(request)) || (await cache.match(request, { ignoreSearch: true }));
    if (cached) return cached;
    const home = await cache.match(new URL('/', self.location.origin).href);
    if (home) return home;
    throw error;
  }
}
