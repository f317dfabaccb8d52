/**
 * A full reindex reads, builds and writes the catalogue a slice of parent products at a time,
 * reading the next slice while the current one is written. However the catalogue is cut into
 * slices, the read model is the same: every document and every listing column.
 */
import { STORE_VIEWS } from '@shop/core';
import { reindexCatalog } from '@shop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    // Links across slices: to the first and the last products, to a variant of another
    // product, and to a sku no product has (left out of the document).
    catalog: (catalog) => {
      const bySku = new Map(catalog.products.map((product) => [product.sku, product]));
      const variant = bySku.get('ROMPER')!.children![0]!.sku;
      bySku.get('CADEAUKAART')!.links = [
        { type: 'related', sku: 'KW-100', position: 1 },
        { type: 'upsell', sku: variant, position: 2 },
        { type: 'crosssell', sku: 'NO-SUCH-SKU', position: 3 },
      ];
      bySku.get('KW-100')!.links.push({ type: 'crosssell', sku: 'CADEAUKAART', position: 2 });
    },
  });
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

    // The links name the products of other slices with their types.
    const [giftCard] = await t.shop.query<{ links: unknown }>(sql`
      SELECT d.doc->'product_links' AS links FROM catalog_product_docs d
      JOIN catalog_products p USING (store_id, product_id)
      WHERE p.sku = 'CADEAUKAART' AND p.store_id = ${STORE_VIEWS.nl.id}`);
    expect(giftCard!.links).toEqual([
      expect.objectContaining({ linked_product_sku: 'KW-100', linked_product_type: 'simple' }),
      expect.objectContaining({ link_type: 'upsell', linked_product_type: 'simple' }),
    ]);
  });
});

describe('a partial reindex in slices', () => {
  it('writes the same read model in slices of 3 as in one, a named variant with its parent', async () => {
    const named = await t.shop.query<{ id: number }>(sql`
      SELECT p.id FROM products p
      WHERE p.parent_id IS NULL OR p.id = (
        SELECT c.id FROM products c JOIN products r ON r.id = c.parent_id
        WHERE r.sku = 'ROMPER' ORDER BY c.id LIMIT 1)
      ORDER BY p.id DESC`);
    const ids = named.map((row) => row.id);
    await reindexCatalog(t.shop, { now: t.now(), productIds: ids });
    const whole = await readModel();
    expect(whole.products).toBeGreaterThan(20);

    await reindexCatalog(t.shop, { now: t.now(), productIds: ids, sliceSize: 3 });
    expect(await readModel()).toEqual(whole);
  });
});
