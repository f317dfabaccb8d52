/**
 * The demo reviews: the demo catalogue's seed writes them before its first index, so the
 * documents carry the ratings at once; a demo shop seeded before the shop had reviews gets them
 * at its next start, with the reviewed products indexed again. Never twice, never beside a
 * shop's own reviews.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  demoReviews,
  ensureDemoCatalog,
  ensureDemoReviews,
  type ShopDatabase,
} from '../src/index.ts';
import { openDemoTestShop } from './demo-shop.ts';

let shop: ShopDatabase;
let mediaDir: string;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ shop, mediaDir, close } = await openDemoTestShop('reviews'));
});
afterEach(() => close());

const NOW = new Date('2026-06-01T10:00:00Z');

/** Approved reviews per product and store view, and the documents' rating summaries. */
async function ratings() {
  const reviews = await shop.query<{ product_id: number; store_id: number; n: number }>(sql`
    SELECT product_id, store_id, count(*)::int AS n FROM reviews WHERE review_status = 1
    GROUP BY 1, 2 ORDER BY 1, 2`);
  const documents = await shop.query<{ product_id: number; store_id: number; count: number }>(sql`
    SELECT product_id, store_id, (doc->'rating_summary'->>'count')::int AS count
    FROM catalog_product_docs WHERE doc ? 'rating_summary' ORDER BY 1, 2`);
  return { reviews, documents };
}

describe('the demo reviews', () => {
  it('are in the first index of a seeded demo catalogue, and a start adds none', async () => {
    await ensureDemoCatalog(shop, { products: 60, mediaDir, now: NOW });
    const seeded = await ratings();
    expect(seeded.reviews.length).toBeGreaterThan(10);
    // Every reviewed product's documents count its reviews (the default view shares nl's).
    expect(
      seeded.documents.map(({ product_id, store_id, count }) => [product_id, store_id, count]),
    ).toEqual(seeded.reviews.map(({ product_id, store_id, n }) => [product_id, store_id, n]));

    expect(await ensureDemoReviews(shop)).toEqual({ seeded: false, reviews: 0 });
    expect(await ratings()).toEqual(seeded);
  });

  it('reach a demo shop seeded without them at its next start, indexed', async () => {
    await ensureDemoCatalog(shop, { products: 60, mediaDir, now: NOW });
    const seeded = await ratings();
    // As a shop seeded before the reviews: none, never written, and documents without ratings.
    await shop.query(sql`DELETE FROM reviews`);
    await shop.query(sql`DELETE FROM shop_meta WHERE key = 'demo_reviews'`);
    await shop.query(
      sql`UPDATE catalog_product_docs SET doc = doc - 'rating_summary' WHERE doc ? 'rating_summary'`,
    );

    const started = await ensureDemoReviews(shop);
    expect(started.seeded).toBe(true);
    expect(started.reviews).toBe(seeded.reviews.reduce((sum, row) => sum + row.n, 0));
    expect(await ratings()).toEqual(seeded);
    expect(await ensureDemoReviews(shop)).toEqual({ seeded: false, reviews: 0 });
  });

  it('stay away from a shop with reviews of its own', async () => {
    await ensureDemoCatalog(shop, { products: 60, mediaDir, now: NOW });
    await shop.query(sql`DELETE FROM reviews`);
    await shop.query(sql`DELETE FROM shop_meta WHERE key = 'demo_reviews'`);
    const [product] = await shop.query<{ id: number }>(sql`SELECT min(id) AS id FROM products`);
    await shop.query(sql`
      INSERT INTO reviews (product_id, store_id, nickname, title, detail, rating, review_status)
      VALUES (${product!.id}, 5, 'Sanne', 'Fijn', 'Goed', 5, 1)`);
    expect(await ensureDemoReviews(shop)).toEqual({ seeded: false, reviews: 0 });
    const [count] = await shop.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews`);
    expect(count!.n).toBe(1);
  });

  it('are the same for the same products, made one at a time', () => {
    const ids = Array.from({ length: 50 }, (_, index) => index + 1);
    const first = [...demoReviews(ids)];
    expect(first.length).toBeGreaterThan(20);
    expect([...demoReviews(ids)]).toEqual(first);
  });
});
