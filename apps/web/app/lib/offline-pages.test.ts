import { describe, expect, it } from 'vitest';
import {
  carriesSecret,
  dataCacheKey,
  isListingPath,
  isNeverCachedParameter,
  mayKeepOffline,
  NEVER_CACHED_URL_PARAMETERS,
  offlineCartPath,
  offlineNoticeOf,
  pageOfDataRequest,
  SHELL_PAGES,
  secretFreeCachePlugin,
  storeHomePath,
  withOfflineNotice,
  withoutTrailingSlash,
} from './offline-pages.ts';

const keep = (path: string) => mayKeepOffline(new URL(path, 'https://shop.example'));

describe('pages kept for offline reading', () => {
  it.each([
    '/',
    '/de',
    '/c/kinderwagens?color=49&sort=price:asc',
    '/de/p/KW-1/kinderwagen/KW-1-red',
    '/search?q=speen',
    '/cart',
    '/over-ons',
  ])('keeps the catalogue or content page %s', (path) => {
    expect(keep(path)).toBe(true);
  });

  it.each([
    '/reset-password?email=anna%40example.nl&token=abc',
    '/de/reset-password',
    '/checkout-return?result=1&order_hash=abc',
    '/de/checkout-failed?order_hash=abc&reason=canceled',
    '/checkout-return?queued=1700000000-uuid',
    '/checkout',
    '/my-account/purchases/12',
    '/de/my-account',
    '/c/kinderwagens?token=abc',
    '/?Token=abc',
    '/?code=123456',
    '/api/cart/pull?cartId=x',
    '/img/150/150/resize/product/x.webp',
    '/test-payment/pay/ABC',
  ])('never keeps %s (a secret in the URL, or a page about one shopper)', (path) => {
    expect(keep(path)).toBe(false);
  });
});

/** A value for a parameter of the list (`_storyblok*` stands for the editor link's names). */
const examplesOf = (entry: string) =>
  entry.endsWith('*')
    ? ['_storyblok', '_storyblok_tk[token]', '_storyblok_tk[space_id]', '_storyblok_release']
    : [entry, entry.toUpperCase(), `${entry}[0]`];

describe('the URL parameters the service worker never keeps (one list)', () => {
  it.each(NEVER_CACHED_URL_PARAMETERS.flatMap(examplesOf))(
    'never keeps a page, an asset or an API answer whose URL carries %s',
    (name) => {
      expect(isNeverCachedParameter(name)).toBe(true);
      for (const path of ['/over-ons', '/de/c/kinderwagen', '/', '/assets/app-1.js']) {
        const url = new URL(`${path}?${encodeURIComponent(name)}=x`, 'https://shop.example');
        expect(carriesSecret(url)).toBe(true);
        expect(mayKeepOffline(url)).toBe(false);
      }
    },
  );

  it('keeps the editor link of a preview page out: its draft would stay readable for 14 days', () => {
    const preview =
      '/over-ons?_storyblok=101&_storyblok_c=page&_storyblok_tk%5Bspace_id%5D=4242&_storyblok_tk%5Btimestamp%5D=1&_storyblok_tk%5Btoken%5D=abc';
    expect(keep(preview)).toBe(false);
    expect(keep('/de/storyblok-empty?_storyblok=101')).toBe(false);
  });

  it('leaves ordinary parameters alone', () => {
    for (const name of ['q', 'page', 'sort', 'color', 'storyblok', 'show', 'lat']) {
      expect(isNeverCachedParameter(name), name).toBe(false);
    }
  });
});

describe('the service worker’s cache plugin', () => {
  const page = (body = '<html></html>') =>
    Object.defineProperty(new Response(body, { status: 200 }), 'type', {
      value: 'basic',
    });
  const request = (path: string) => new Request(new URL(path, 'https://shop.example'));

  it('stores a complete page of the shop without secrets', async () => {
    const plugin = secretFreeCachePlugin(mayKeepOffline);
    const response = page();
    await expect(plugin.cacheWillUpdate({ request: request('/over-ons'), response })).resolves.toBe(
      response,
    );
  });

  it.each([
    '/over-ons?_storyblok=1&_storyblok_tk%5Btoken%5D=abc',
    '/newsletter/confirm?token=abc',
    '/returns/NL000000001?signature=abc',
    '/checkout-return?order_hash=abc',
    '/reset-password?token=abc',
    '/api/cart/pull?token=abc',
  ])('refuses to store or read a copy for %s', async (path) => {
    for (const plugin of [secretFreeCachePlugin(mayKeepOffline), secretFreeCachePlugin()]) {
      await expect(
        plugin.cacheWillUpdate({ request: request(path), response: page() }),
      ).resolves.toBeNull();
      await expect(
        plugin.cachedResponseWillBeUsed({
          request: request(path),
          cachedResponse: page(),
        }),
      ).resolves.toBeNull();
    }
  });

  it('refuses an incomplete or redirected answer', async () => {
    const plugin = secretFreeCachePlugin(mayKeepOffline);
    const failed = Object.defineProperty(new Response('', { status: 500 }), 'type', {
      value: 'basic',
    });
    await expect(
      plugin.cacheWillUpdate({
        request: request('/over-ons'),
        response: failed,
      }),
    ).resolves.toBeNull();
  });
});

describe('offline answers', () => {
  const url = (path: string) => new URL(path, 'https://shop.example');

  it('reads the notice the service worker puts on a page, and only its two values', () => {
    expect(offlineNoticeOf(url('/?offline=unavailable'))).toBe('unavailable');
    expect(offlineNoticeOf(url('/de/c/kinderwagen?offline=no-products'))).toBe('no-products');
    expect(offlineNoticeOf(url('/?offline=anything'))).toBeNull();
    expect(offlineNoticeOf(url('/'))).toBeNull();
    expect(withOfflineNotice('/de', 'unavailable')).toBe('/de?offline=unavailable');
  });

  it.each([
    ['/', '/'],
    ['/p/KW-1/kinderwagen', '/'],
    ['/dekens', '/'],
    ['/de', '/de'],
    ['/de/p/KW-1/kinderwagen', '/de'],
  ])('sends an unavailable page %s to the home page %s of its store view', (path, home) => {
    expect(storeHomePath(path)).toBe(home);
  });

  it('gives way to the cart for the checkout of either store view, nothing else', () => {
    expect(offlineCartPath('/checkout')).toBe('/cart');
    expect(offlineCartPath('/de/checkout')).toBe('/de/cart');
    expect(offlineCartPath('/checkout-return')).toBeNull();
    expect(offlineCartPath('/cart')).toBeNull();
  });

  it('knows category and search listings from other pages', () => {
    expect(isListingPath('/c/kinderwagens')).toBe(true);
    expect(isListingPath('/de/search')).toBe(true);
    expect(isListingPath('/p/KW-1/kinderwagen')).toBe(false);
    expect(isListingPath('/over-ons')).toBe(false);
  });

  it('finds the page of a data request, without the router’s own parameters', () => {
    const page = (path: string) => {
      const found = pageOfDataRequest(url(path));
      return found.pathname + found.search;
    };
    expect(page('/_root.data')).toBe('/');
    expect(page('/de.data?_routes=home-de')).toBe('/de');
    expect(page('/c/kinderwagens.data?sort=price&_routes=category-nl')).toBe(
      '/c/kinderwagens?sort=price',
    );
    expect(page('/cart.data?index&_routes=cart-nl')).toBe('/cart');
  });

  it('keeps page data under one key whichever routes the router asked for', () => {
    expect(dataCacheKey(url('/c/x.data?sort=price&_routes=root,category-nl'))).toBe(
      dataCacheKey(url('/c/x.data?sort=price')),
    );
    expect(dataCacheKey(url('/c/x.data?sort=price'))).not.toBe(dataCacheKey(url('/c/x.data')));
  });

  it('keeps the shell pages for offline reading: none of them is about one shopper', () => {
    for (const path of SHELL_PAGES) expect(mayKeepOffline(url(path))).toBe(true);
    expect(withoutTrailingSlash('/de/')).toBe('/de');
    expect(withoutTrailingSlash('/')).toBe('/');
  });
});
