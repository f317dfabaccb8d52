/**
 * The output cache's side in the shop process (decision 82): which pages are cacheable and with
 * which headers and tags (the storefront rendered from the real API on a fixture catalogue), no
 * personal page or answer cacheable, and each change path announcing the tags it made stale, so
 * that the page showing the change is dropped.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORE_VIEWS } from '@shop/core';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../scripts/web-build.mjs';
import type { PageCacheDrop } from '../src/lib/page-cache/invalidation.ts';
import { mountWeb } from '../src/web/mount-web.ts';
import { loadFixtureStories } from './fixtures/content.ts';
import { createTestShop, type TestShop } from './helper.ts';

const buildDir = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../..'),
  'apps/web/build',
);
const NOW = new Date('2026-11-26T11:00:00Z');
const HOOK_SECRET = 'hook-secret-of-the-output-cache-test-0123456789';
const REVIEW_KEY = 'review-operator-key-of-the-output-cache-test-012345';
const PRODUCT_PAGE = '/p/KW-100/kiddo-urban-kinderwagen-rood';
const noRecord = async () => {};

let t: TestShop;
let clock = NOW;
let drops: PageCacheDrop[] = [];

beforeAll(async () => {
  ensureWebBuild();
  t = await createTestShop({
    now: () => clock,
    env: { CONTENT_HOOK_SECRET: HOOK_SECRET, REVIEW_OPERATOR_KEY: REVIEW_KEY },
    beforeReady: (app) => mountWeb(app, { buildDir }),
  });
  await loadFixtureStories(t.shop);
  t.app.services.content.invalidate();
  await t.app.services.pageCache.subscribe((drop) => drops.push(drop));
}, 300_000);
afterAll(() => t?.close());
beforeEach(() => {
  drops = [];
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

const tagsOf = (headers: Record<string, unknown>) =>
  String(headers['surrogate-key'] ?? '')
    .split(' ')
    .filter(Boolean);
const dropped = () => new Set(drops.flatMap((drop) => (drop === 'all' ? ['*'] : drop)));
const productId = async (sku: string) =>
  (await t.app.services.catalog.catalogEntries(STORE_VIEWS.nl, [sku])).get(sku)!.parent
    .id as number;

describe('headers of anonymous pages', () => {
  it('a product page is public for shared caches, tagged with what it shows, varying only by compression', async () => {
    const answer = await page(PRODUCT_PAGE);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
    const tags = tagsOf(answer.headers);
    expect(tags).toContain(`product-${await productId('KW-100')}`);
    // Its related product (streamed after the shell) is read before the headers go.
    expect(tags).toContain(`product-${await productId('BG-200')}`);
    expect(answer.headers['cache-tag']).toBe(tags.join(','));
    expect(answer.headers['set-cookie']).toBeUndefined();
    // Asked without Accept-Encoding the page goes out plain and still says that it varies by it:
    // a shared cache keeping this copy must not hand it to a browser that takes Brotli.
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('accept-encoding');
    const brotli = await page(PRODUCT_PAGE, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
  });

  it('a category listing carries its category and products, a search page the search tag', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    const search = await page('/search?q=kinderwagen');
    expect(search.status).toBe(200);
    expect(tagsOf(search.headers)).toContain('search');
    expect(search.headers['cache-control']).toMatch(/^public, .*s-maxage=/);
  });

  it('personal pages are private and never tagged, whatever the visitor sends', async () => {
    for (const path of [
      '/cart',
      '/checkout',
      '/my-account',
      '/wishlist',
      '/de/cart',
      '/birthlist',
    ]) {
      const answer = await page(path);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
      expect(answer.headers['surrogate-key'], path).toBeUndefined();
      expect(answer.headers['cache-tag'], path).toBeUndefined();
    }
  });

  it('a page asked with credentials is not offered to shared caches', async () => {
    const answer = await page(PRODUCT_PAGE, { authorization: 'Bearer someone' });
    expect(answer.status).toBe(200);
    expect(answer.headers['surrogate-key']).toBeUndefined();
    expect(String(answer.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });

  it('personal API answers forbid every cache', async () => {
    const cart = await t.app.inject({ method: 'POST', url: '/api/cart/create' });
    expect(cart.headers['cache-control']).toMatch(/no-store/);
    expect(cart.headers['surrogate-key']).toBeUndefined();
  });
});

describe('each change announces the tags of the pages that show it', () => {
  it('a product edit drops the product, its categories and the searches', async () => {
    const id = await productId('KW-100');
    const pageTags = tagsOf((await page(PRODUCT_PAGE)).headers);
    await t.app.services.catalogImport.edit('KW-100', { price: 61_900 } as never, noRecord);
    const stale = dropped();
    expect(stale.has(`product-${id}`)).toBe(true);
    expect(stale.has('search')).toBe(true);
    expect([...stale].some((tag) => tag.startsWith('category-'))).toBe(true);
    expect(pageTags.some((tag) => stale.has(tag))).toBe(true);
  });

  it('the price feed drops the product whose price changed', async () => {
    await t.app.services.catalogImport.priceFeed(
      { items: [{ sku: 'BG-200', price: 99_900 }] } as never,
      noRecord,
    );
    expect(dropped().has(`product-${await productId('BG-200')}`)).toBe(true);
  });

  it('the stock feed drops the product whose stock changed', async () => {
    await t.app.services.catalogImport.stockFeed(
      { items: [{ sku: 'KW-300', qty: 7 }] } as never,
      noRecord,
    );
    expect(dropped().has(`product-${await productId('KW-300')}`)).toBe(true);
  });

  it("a configurable child's stock drops its parent, whose page shows it", async () => {
    const parent = (await t.app.services.catalog.catalogEntries(STORE_VIEWS.nl, ['ROMPER'])).get(
      'ROMPER',
    )!.parent;
    const child = (parent.configurable_children as { sku: string }[])[0]!.sku;
    await t.app.services.catalogImport.stockFeed(
      { items: [{ sku: child, qty: 3_333 }] } as never,
      noRecord,
    );
    expect(dropped().has(`product-${parent.id}`)).toBe(true);
  });

  it('a special price that ends drops the product showing it', async () => {
    const id = await productId('KW-100');
    clock = new Date(NOW.getTime() + 10 * 86_400_000);
    try {
      await page(PRODUCT_PAGE);
      expect(dropped().has(`product-${id}`)).toBe(true);
    } finally {
      clock = NOW;
    }
  });

  it('approving a review drops its product (its rating shows on its page and in listings)', async () => {
    const id = await productId('KW-100');
    const created = await t.app.services.reviews.create(
      STORE_VIEWS.nl,
      { customerId: null, address: '192.0.2.7' },
      {
        review: {
          product_id: id,
          title: 'Fijn',
          detail: 'Rijdt heel fijn',
          nickname: 'Anna',
          rating: 5,
        },
      } as never,
    );
    drops = [];
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/ext/reviews/${created.id}/status`,
      headers: { 'x-operator-key': REVIEW_KEY },
      payload: { review_status: 1 },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(dropped().has(`product-${id}`)).toBe(true);
  });

  it('a content publish drops the content pages, in this process too', async () => {
    const answer = await page('/');
    expect(tagsOf(answer.headers)).toContain('content');
    t.app.services.content.invalidate();
    expect(dropped().has('content')).toBe(true);
  });

  it('a store change drops the store pages', async () => {
    const [store] = await t.app.services.operatorStores.list();
    await t.app.services.operatorStores.update(
      store!.code,
      { is_pickup_location: !store!.is_pickup_location } as never,
      noRecord,
    );
    expect(dropped().has('stores')).toBe(true);
  });
});

describe('reads the storefront keeps for every page (menu, theme)', () => {
  it('a page rendered from kept reads is tagged with what they were read from', async () => {
    // The German view has no theme story: its header is the catalogue's category menu. Its
    // second render takes the menu from memory and is still tagged with the menu's categories,
    // so a change of them drops it too.
    const first = await page('/de');
    const again = await page('/de');
    expect(again.status).toBe(200);
    expect(tagsOf(again.headers)).toEqual(tagsOf(first.headers));
    expect(
      tagsOf(again.headers).filter((tag) => tag.startsWith('category-')).length,
    ).toBeGreaterThan(1);
    // A product page reads no content itself: the theme kept from an earlier page names it.
    await page('/');
    expect(tagsOf((await page(PRODUCT_PAGE)).headers)).toContain('content');
  });

  it('a theme changed by a content publish shows on the next page, not a minute later', async () => {
    expect((await page('/')).body).not.toContain('Wandelwagens nu');
    await t.shop.db
      .update(schema.contentStories)
      .set({ content: sql`jsonb_set(content, '{menu,0,name}', '"Wandelwagens nu"')` })
      .where(eq(schema.contentStories.fullSlug, 'nl/config/theme'));
    t.app.services.content.invalidate();
    expect((await page('/')).body).toContain('Wandelwagens nu');
  });
});
