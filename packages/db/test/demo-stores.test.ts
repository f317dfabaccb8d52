import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORES } from '../src/demo/stores.ts';
import { ensureDemoCatalog, ensureDemoStores, type ShopDatabase } from '../src/index.ts';
import { openDemoTestShop } from './demo-shop.ts';

let shop: ShopDatabase;
let mediaDir: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ shop, mediaDir, close } = await openDemoTestShop('stores'));
});
afterAll(() => close());

describe('ensureDemoStores', () => {
  it('seeds nothing beside a catalogue that is not the demo one (or none)', async () => {
    expect(await ensureDemoStores(shop)).toMatchObject({ seeded: false });
    const [row] = await shop.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM stores`);
    expect(row!.n).toBe(0);
  });

  it('seeds the stores and shelf stock of the sellable skus once', async () => {
    await ensureDemoCatalog(shop, { products: 40, mediaDir });
    const first = await ensureDemoStores(shop);
    expect(first).toMatchObject({ seeded: true, stores: DEMO_STORES.length });
    expect(first.stockRows).toBeGreaterThan(0);

    const [stores] = await shop.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM stores`);
    expect(stores!.n).toBe(DEMO_STORES.length);
    // Shelves hold simple products and configurable children only, never parents or gift cards.
    const types = await shop.query<{ type_id: string }>(
      sql`SELECT DISTINCT p.type_id FROM store_stock s JOIN products p ON p.sku = s.sku`,
    );
    expect(types.map((t) => t.type_id)).toEqual(['simple']);

    expect(await ensureDemoStores(shop)).toMatchObject({ seeded: false });
    const [rows] = await shop.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM store_stock`);
    expect(rows!.n).toBe(first.stockRows);
  });
});
