import type { CatalogSlice } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, generateCatalogSlices } from '../src/demo/generate.ts';
import {
  executeRows,
  loadCatalogSeed,
  loadCatalogSlices,
  openDatabase,
  type ShopDatabase,
} from '../src/index.ts';

const NOW = new Date('2025-06-15T10:30:00.000Z');
const OPTIONS = { products: 300, seed: 5, now: NOW };

/** The tables a catalogue load writes; `updated_at` of two of them is the time of the load. */
const TABLES = [
  'tax_rules',
  'tax_rates',
  'customer_groups',
  'categories',
  'category_texts',
  'attributes',
  'attribute_options',
  'products',
  'product_texts',
  'product_categories',
  'tier_prices',
  'stock_items',
  'product_media',
  'product_links',
  'bundle_options',
  'bundle_selections',
  'custom_options',
  'custom_option_values',
  'link_groups',
  'link_group_members',
  'cms_pages',
  'url_rewrites',
];

/** Every row of the catalogue tables, as sorted JSON text per table. */
async function contents(shop: ShopDatabase): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await executeRows<{ row: string }>(
      shop.db,
      sql.raw(`SELECT (to_jsonb(t) - 'updated_at')::text AS row FROM ${table} t ORDER BY 1`),
    );
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

let whole: ShopDatabase;
let sliced: ShopDatabase;
beforeAll(async () => {
  [whole, sliced] = await Promise.all([
    openDatabase({ dataDir: 'memory://' }),
    openDatabase({ dataDir: 'memory://' }),
  ]);
});
afterAll(async () => {
  await Promise.all([whole.close(), sliced.close()]);
});

describe('loadCatalogSlices', () => {
  it('stores a catalogue slice by slice just as loadCatalogSeed stores it whole', async () => {
    await loadCatalogSeed(whole.db, generateCatalog(OPTIONS));
    const progress: number[] = [];
    await loadCatalogSlices(sliced.db, generateCatalogSlices(OPTIONS, 40), (products) =>
      progress.push(products),
    );
    const expected = await contents(whole);
    expect(expected.products?.length).toBeGreaterThan(300);
    expect(expected.product_links?.length).toBeGreaterThan(100);
    expect(expected.link_group_members?.length).toBeGreaterThan(0);
    expect(await contents(sliced)).toEqual(expected);
    // After each slice of (at most) 40 products, the products stored so far.
    expect(progress).toEqual([40, 80, 120, 160, 200, 240, 280, 301]);
  });

  it('stores nothing when a slice fails half way: the slices go in as one transaction', async () => {
    const shop = await openDatabase({ dataDir: 'memory://' });
    try {
      function* failing(): Generator<CatalogSlice> {
        let products = 0;
        for (const slice of generateCatalogSlices(OPTIONS, 40)) {
          if (slice.type === 'products' && ++products === 3) throw new Error('generator failed');
          yield slice;
        }
      }
      await expect(loadCatalogSlices(shop.db, failing())).rejects.toThrow('generator failed');
      const [row] = await executeRows<{ n: number }>(
        shop.db,
        sql`SELECT (SELECT count(*) FROM products)::int + (SELECT count(*) FROM categories)::int AS n`,
      );
      expect(row?.n).toBe(0);
    } finally {
      await shop.close();
    }
  });
});
