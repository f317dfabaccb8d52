/**
 * robots.txt and the sitemaps: the index names files of at most the configured number of URLs per
 * store view and kind; every file holds absolute URLs with hreflang alternates between nl and de;
 * a catalogue larger than one file is split without losing or repeating a page; a noindex shop
 * disallows everything.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

const PUBLIC_URL = 'https://shop.test';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    env: { SHOP_PUBLIC_URL: PUBLIC_URL, SITEMAP_URLS_PER_FILE: '2000' },
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('names the sitemap index and keeps the cart, checkout and account out', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(answer.body).toContain('Disallow: /checkout');
    expect(answer.body).not.toMatch(/^Disallow: \/$/m);
  });

  it('disallows everything for a shop that must not be indexed (SHOP_ROBOTS)', async () => {
    const staging = await createTestShop({ env: { SHOP_ROBOTS: 'noindex, nofollow' } });
    try {
      const answer = await staging.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(answer.body).toBe('User-agent: *\nDisallow: /\n');
    } finally {
      await staging.close();
    }
  });
});

describe('sitemaps', () => {
  it('index every kind of page of both store views, with hreflang alternates', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const files = locs(index.body);
    for (const store of ['nl', 'de']) {
      for (const kind of ['products', 'categories', 'pages']) {
        expect(files).toContain(`${PUBLIC_URL}/sitemaps/${store}-${kind}-1.xml`);
      }
    }

    const products = await get('/sitemaps/de-products-1.xml');
    expect(products.statusCode).toBe(200);
    expect(products.body).toContain('<loc>https://shop.test/de/p/KW-100/');
    expect(products.body).toMatch(
      /<xhtml:link rel="alternate" hreflang="nl" href="https:\/\/shop\.test\/p\/KW-100\/kiddo-urban-kinderwagen-rood"\/>/,
    );

    const pages = await get('/sitemaps/nl-pages-1.xml');
    expect(pages.body).toContain(
      '<url><loc>https://shop.test/over-ons</loc><xhtml:link rel="alternate" hreflang="nl" href="https://shop.test/over-ons"/><xhtml:link rel="alternate" hreflang="de" href="https://shop.test/de/ueber-uns"/>',
    );
    const categories = await get('/sitemaps/de-categories-1.xml');
    expect(locs(categories.body).every((loc) => loc.startsWith('https://shop.test/de/c/'))).toBe(
      true,
    );
  });

  it('splits a catalogue larger than one file into files that together hold every product once', async () => {
    // 5,000 more Dutch products than one file (2,000 URLs here) holds.
    const [{ n: before = 0 } = {}] = await t.shop.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM catalog_products WHERE store_id = 5 AND visibility IN (2, 3, 4) AND status IN (0, 1)`,
    );
    await t.shop.query(sql`
      INSERT INTO catalog_products (store_id, product_id, sku, type_id, visibility, status,
        is_in_stock, price, name, url_path, category_ids, positions, facet_terms, child_skus,
        search_vector, created_at, updated_at)
      SELECT 5, 900000 + i, 'BULK-' || i, 'simple', 4, 1, true, 100, 'Bulk ' || i, 'bulk-' || i,
        '{}', '{}', '{}', '{}', ''::tsvector, now(), now()
      FROM generate_series(1, 5000) AS i`);
    const total = Number(before) + 5000;

    const index = locs((await get('/sitemap.xml')).body).filter((loc) =>
      loc.includes('/nl-products-'),
    );
    expect(index).toHaveLength(Math.ceil(total / 2000));
    const seen: string[] = [];
    for (const file of index) {
      const answer = await get(new URL(file).pathname);
      expect(answer.statusCode).toBe(200);
      const urls = locs(answer.body);
      expect(urls.length).toBeLessThanOrEqual(2000);
      seen.push(...urls);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toContain('https://shop.test/p/BULK-5000/bulk-5000');

    const beyond = await get(`/sitemaps/nl-products-${index.length + 1}.xml`);
    expect(beyond.statusCode).toBe(404);
    expect((await get('/sitemaps/fr-products-1.xml')).statusCode).toBe(404);
  });
});
