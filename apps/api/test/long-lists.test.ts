/**
 * Statements over lists of any length: a list of ids or skus built from data (every product with
 * a review, every story of a resync) may be longer than the 65,535 parameters PostgreSQL takes in
 * one statement, so it travels as one array parameter. The demo reviews rebuild the documents of
 * every reviewed product at once: their ratings reach the read model however many there are.
 */
import { REVIEW_STATUS, STORE_VIEWS } from '@shop/core';
import { anyOf, bulkInsert, noneOf, readProductsBySku, reindexCatalog, schema } from '@shop/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

/** More values than one statement may have parameters (65,535). */
const OVER_THE_LIMIT = 70_000;
const KINDERWAGEN = 1;
const ROMPER = 10;

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t?.close());

/** Ids of no product, as many as the statement limit and more. */
const absentIds = Array.from({ length: OVER_THE_LIMIT }, (_, i) => 1_000_000 + i);

describe('lists longer than the parameters of a statement', () => {
  it('rebuilds the documents of more products than that, and their ratings reach the read model', async () => {
    const review = (productId: number, rating: number) => ({
      productId,
      storeId: STORE_VIEWS.nl.id,
      nickname: 'Sanne',
      title: 'Goed',
      detail: 'Doet wat het moet doen.',
      rating,
      reviewStatus: REVIEW_STATUS.approved,
    });
    const written = await t.shop.db
      .insert(schema.reviews)
      .values([review(KINDERWAGEN, 5), review(KINDERWAGEN, 4), review(ROMPER, 3)])
      .returning({ id: schema.reviews.id });
    // A serial column's list is one of integers.
    const ids = [...written.map((row) => row.id), ...absentIds];
    const found = await t.shop.db
      .select({ id: schema.reviews.id })
      .from(schema.reviews)
      .where(anyOf(schema.reviews.id, ids));
    expect(found).toHaveLength(3);

    await reindexCatalog(t.shop, { productIds: [KINDERWAGEN, ROMPER, ...absentIds], now: t.now() });

    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/catalog/nl/product/_search',
      payload: {
        filters: { id: [KINDERWAGEN, ROMPER] },
        sort: 'id:asc',
        includeFields: ['id', 'rating_summary'],
      },
    });
    expect(status).toBe(200);
    expect(body.result.items).toEqual([
      { id: KINDERWAGEN, rating_summary: { average: 4.5, count: 2 } },
      { id: ROMPER, rating_summary: { average: 3, count: 1 } },
    ]);
  });

  it('finds products by more skus than that, and counts rows outside a list that long', async () => {
    const [kinderwagen] = await t.shop.db
      .select({ sku: schema.products.sku })
      .from(schema.products)
      .where(anyOf(schema.products.id, [KINDERWAGEN]));
    const skus = [...absentIds.map((id) => `absent-${id}`), kinderwagen!.sku];
    const found = await readProductsBySku(t.shop.db, skus);
    expect(found.map((product) => product.id)).toEqual([KINDERWAGEN]);

    const [all] = await t.shop.db.select({ n: count() }).from(schema.products);
    const [others] = await t.shop.db
      .select({ n: count() })
      .from(schema.products)
      .where(noneOf(schema.products.id, [KINDERWAGEN, ...absentIds]));
    expect(others!.n).toBe(all!.n - 1);
  });

  it('writes more rows in one statement than it could have parameters, made one at a time', async () => {
    // 12,000 rows of 5 values: 60,000 values, and the redirect type's default makes a sixth.
    const rows = function* () {
      for (let i = 0; i < 12_000; i += 1) {
        yield {
          storeCode: 'nl',
          requestPath: `bulk/${i}`,
          targetPath: `p/BULK-${i}/bulk-${i}`,
          entityType: 'custom',
          entityId: i,
        };
      }
    };
    const written = await bulkInsert(t.shop.db, schema.urlRewrites, rows(), {
      rowsPerStatement: 20_000,
    });
    expect(written).toBe(12_000);
    const stored = await t.shop.db
      .select({ n: count() })
      .from(schema.urlRewrites)
      .where(eq(schema.urlRewrites.entityType, 'custom'));
    expect(stored[0]!.n).toBeGreaterThanOrEqual(12_000);
    const [last] = await t.shop.db
      .select()
      .from(schema.urlRewrites)
      .where(eq(schema.urlRewrites.requestPath, 'bulk/11999'));
    expect(last).toMatchObject({
      targetPath: 'p/BULK-11999/bulk-11999',
      entityId: 11_999,
      redirectType: 0,
    });

    // Written again, every row conflicts with a stored one and is left out.
    await bulkInsert(t.shop.db, schema.urlRewrites, rows(), { onConflictDoNothing: true });
    const again = await t.shop.db
      .select({ n: count() })
      .from(schema.urlRewrites)
      .where(eq(schema.urlRewrites.entityType, 'custom'));
    expect(again[0]!.n).toBe(stored[0]!.n);
  });
});
