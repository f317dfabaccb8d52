import type { CatalogSeed, ProductSeed } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadCatalogSeed,
  openDatabase,
  readExpiredProductIds,
  refreshExpiredDocuments,
  reindexCatalog,
  type ShopDatabase,
} from '../src/index.ts';

const HOUR = 3_600_000;
const t0 = new Date('2026-06-01T10:00:00Z');

function product(id: number, sku: string, extra: Partial<ProductSeed> = {}): ProductSeed {
  return {
    id,
    sku,
    typeId: 'simple',
    name: { nl: `Speen ${sku}`, de: `Schnuller ${sku}` },
    description: { nl: '<p>Zacht</p>', de: '<p>Weich</p>' },
    urlKey: { nl: `speen-${id}`, de: `schnuller-${id}` },
    status: 1,
    visibility: 4,
    taxClassId: 2,
    price: 1210,
    stock: { qty: 3, isInStock: true, manageStock: true },
    attributes: {},
    categories: [{ id: 4443, position: id }],
    media: [],
    labels: [],
    links: [],
    createdAt: t0.toISOString(),
    updatedAt: t0.toISOString(),
    ...extra,
  };
}

function seed(): CatalogSeed {
  return {
    categories: [
      {
        id: 4442,
        parentId: 1,
        name: { nl: 'Root', de: 'Root' },
        urlKey: { nl: 'root', de: 'root' },
        position: 0,
        includeInMenu: false,
        displayMode: 'PRODUCTS',
        isActive: true,
      },
      {
        id: 4443,
        parentId: 4442,
        name: { nl: 'Voeding', de: 'Ernährung' },
        urlKey: { nl: 'voeding', de: 'ernaehrung' },
        position: 1,
        includeInMenu: true,
        displayMode: 'PRODUCTS',
        isActive: true,
      },
    ],
    attributes: [],
    products: [
      product(1, 'A', {
        specialPrice: 605,
        specialFromDate: new Date(t0.getTime() + HOUR).toISOString(),
        specialToDate: new Date(t0.getTime() + 5 * HOUR).toISOString(),
      }),
      product(2, 'B'),
    ],
    redirects: [],
    cmsPages: [],
  };
}

let shop: ShopDatabase;
beforeEach(async () => {
  shop = await openDatabase({ dataDir: 'memory://' });
  await loadCatalogSeed(shop.db, seed());
});
afterEach(() => shop.close());

const priceOf = async (sku: string, storeId = 5) => {
  const [row] = await shop.query<{ price: number; doc: any }>(
    sql`SELECT p.price, d.doc FROM catalog_products p JOIN catalog_product_docs d USING (store_id, product_id) WHERE p.store_id = ${storeId} AND p.sku = ${sku}`,
  );
  return row!;
};

describe('indexer', () => {
  it('writes one document per product and store view with the displayed price in cents', async () => {
    const result = await reindexCatalog(shop, { now: t0 });
    expect(result.documents).toBe(4);
    expect((await priceOf('A', 5)).price).toBe(1210); // nl incl. 21 %
    // Filters and sort read the shown price: incl. VAT in both views (10,00 net + 19 % in de).
    expect((await priceOf('A', 6)).price).toBe(1190);
    const words = await shop.query<{ word: string }>(
      sql`SELECT word FROM search_lexicon WHERE store_id = 6 ORDER BY word`,
    );
    // The lexicon (typo corrections) holds the indexed words and their German stems, those of
    // the descriptions ("Weich") too.
    expect(words.map((w) => w.word)).toEqual([
      'a',
      'b',
      'ernahr',
      'ernahrung',
      'schnull',
      'schnuller',
      'weich',
    ]);
  });

  it('records when a special price window opens and rebuilds the document once it has', async () => {
    await reindexCatalog(shop, { now: t0 });
    expect((await priceOf('A')).doc.special_price).toBe(0);
    expect(await readExpiredProductIds(shop.db, t0)).toEqual([]);

    const during = new Date(t0.getTime() + 2 * HOUR);
    expect(await readExpiredProductIds(shop.db, during)).toEqual([1]);
    expect(await refreshExpiredDocuments(shop, during)).toBe(1);
    const a = await priceOf('A');
    expect(a.price).toBe(605);
    expect(a.doc.special_price_incl_tax).toBe(6.05);
    expect(a.doc.sale).toBe(1);

    const after = new Date(t0.getTime() + 6 * HOUR);
    expect(await refreshExpiredDocuments(shop, after)).toBe(1);
    expect((await priceOf('A')).price).toBe(1210);
    expect(await refreshExpiredDocuments(shop, after)).toBe(0);
  });

  it('keeps a date-only to-date open until midnight in Amsterdam, not midnight UTC', async () => {
    await shop.close();
    shop = await openDatabase({ dataDir: 'memory://' });
    const other = seed();
    other.products = [
      product(1, 'A', {
        specialPrice: 605,
        specialFromDate: '2026-05-20',
        specialToDate: '2026-06-01',
      }),
    ];
    await loadCatalogSeed(shop.db, other);
    await reindexCatalog(shop, { now: t0 });
    expect((await priceOf('A')).price).toBe(605);
    // 23:59 on 1 June in Amsterdam (CEST, UTC+2) is 21:59 UTC: still on sale.
    await refreshExpiredDocuments(shop, new Date('2026-06-01T21:59:00Z'));
    expect((await priceOf('A')).price).toBe(605);
    await refreshExpiredDocuments(shop, new Date('2026-06-01T22:00:00Z'));
    expect((await priceOf('A')).price).toBe(1210);
  });

  it('replaces only the named products in a partial run and keeps the others', async () => {
    await reindexCatalog(shop, { now: t0 });
    await shop.query(sql`UPDATE products SET price = 2420 WHERE sku = 'B'`);
    await reindexCatalog(shop, { now: t0, productIds: [2] });
    expect((await priceOf('B')).price).toBe(2420);
    expect((await priceOf('A')).price).toBe(1210);
    const [count] = await shop.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM catalog_products`,
    );
    expect(count!.n).toBe(4);
  });

  it('counts products per category and writes entity URLs for both languages', async () => {
    await reindexCatalog(shop, { now: t0 });
    const categories = await shop.query<{
      store_id: number;
      product_count: number;
      url_path: string;
    }>(
      sql`SELECT store_id, product_count, url_path FROM catalog_categories WHERE category_id = 4443 ORDER BY store_id`,
    );
    expect(categories).toEqual([
      { store_id: 5, product_count: 2, url_path: 'voeding' },
      { store_id: 6, product_count: 2, url_path: 'ernaehrung' },
    ]);
    const urls = await shop.query<{ request_path: string; target_path: string }>(
      sql`SELECT request_path, target_path FROM url_rewrites WHERE store_code = 'de' ORDER BY request_path`,
    );
    expect(urls).toEqual([
      { request_path: 'ernaehrung', target_path: 'c/ernaehrung' },
      { request_path: 'schnuller-1', target_path: 'p/A/schnuller-1' },
      { request_path: 'schnuller-2', target_path: 'p/B/schnuller-2' },
    ]);
  });

  it('leaves the catalogue untouched when loading fails half way', async () => {
    const broken = seed();
    broken.products.push(product(3, 'A')); // duplicate sku
    const other = await openDatabase({ dataDir: 'memory://' });
    try {
      await expect(loadCatalogSeed(other.db, broken)).rejects.toThrow();
      const [count] = await other.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products`,
      );
      expect(count!.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
