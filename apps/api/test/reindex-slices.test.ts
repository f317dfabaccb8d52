/**
 * A full reindex reads, builds and writes the catalogue a slice of parent products at a time,
 * reading the next slice while the current one is written. However the catalogue is cut into
 * slices, the read model is the same: every document and every listing column.
 */
import { reindexCatalog } from '@shop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t?.close());

/** A digest of the read model's product rows and documents, with their counts. */
async function readModel() {
  const rows = await t.shop.query<{ products: number; docs: number; digest: string }>(sql`
    SELECT
      (SELECT count(*)::int FROM catalog_products) AS products,
      (SELECT count(*)::int FROM catalog_product_docs) AS docs,
      md5(
        (SELECT string_agg(
          concat_ws('|', store_id, product_id, sku, price, is_in_stock, category_ids::text,
            facet_terms::text, child_skus::text, search_vector::text),
          ',' ORDER BY store_id, product_id) FROM catalog_products)
        || (SELECT string_agg(doc::text, ',' ORDER BY store_id, product_id)
          FROM catalog_product_docs)
      ) AS digest`);
  return rows[0]!;
}

describe('a full reindex in slices', () => {
  it('writes the same read model in slices of 3 parents as in one slice', async () => {
    await reindexCatalog(t.shop, { now: t.now() });
    const whole = await readModel();
    expect(whole.products).toBeGreaterThan(20);
    expect(whole.docs).toBe(whole.products);

    const slices: number[] = [];
    await reindexCatalog(t.shop, {
      now: t.now(),
      sliceSize: 3,
      progress: (done) => slices.push(done),
    });
    expect(slices.length).toBeGreaterThan(2);
    expect(await readModel()).toEqual(whole);
  });
});
