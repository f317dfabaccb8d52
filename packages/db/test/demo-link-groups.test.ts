import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureDemoCatalog,
  ensureDemoLinkGroupsAndPackages,
  type ShopDatabase,
} from '../src/index.ts';
import { openDemoTestShop } from './demo-shop.ts';

let shop: ShopDatabase;
let mediaDir: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ shop, mediaDir, close } = await openDemoTestShop('link-groups'));
  await ensureDemoCatalog(shop, { products: 400, mediaDir });
});
afterAll(() => close());

const count = async (query: string) =>
  (await shop.query<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${query}`)))[0]!.n;

describe('the demo link groups and pram package', () => {
  it('are seeded with the demo catalogue and reach the documents', async () => {
    expect(await count('link_groups')).toBeGreaterThan(0);
    expect(await count(`products WHERE is_package`)).toBe(1);
    expect(await count(`catalog_product_docs WHERE doc ? 'link_groups'`)).toBeGreaterThan(0);
    expect(await count(`catalog_product_docs WHERE doc ? 'package_options'`)).toBe(2);
    // A fresh shop has them: nothing to add.
    expect((await ensureDemoLinkGroupsAndPackages(shop)).seeded).toBe(false);
  });

  it('are added once to a demo shop seeded before them', async () => {
    const groups = await count('link_groups');
    // The shop as it was before: no link groups, no package, no record of either.
    await shop.query(sql`DELETE FROM link_groups`);
    await shop.query(
      sql`DELETE FROM catalog_product_docs WHERE product_id IN (SELECT id FROM products WHERE sku = 'PAKKET-KINDERWAGEN')`,
    );
    await shop.query(sql`DELETE FROM catalog_products WHERE sku = 'PAKKET-KINDERWAGEN'`);
    await shop.query(sql`DELETE FROM stock_items WHERE sku = 'PAKKET-KINDERWAGEN'`);
    await shop.query(sql`DELETE FROM products WHERE sku = 'PAKKET-KINDERWAGEN'`);
    await shop.query(sql`DELETE FROM shop_meta WHERE key = 'demo_link_groups'`);
    await shop.query(sql`UPDATE catalog_product_docs SET doc = doc - 'link_groups'`);

    const added = await ensureDemoLinkGroupsAndPackages(shop);
    expect(added).toEqual({ seeded: true, groups, packages: 1 });
    expect(await count('link_groups')).toBe(groups);
    expect(await count(`catalog_product_docs WHERE doc ? 'link_groups'`)).toBeGreaterThan(0);
    expect(await count(`catalog_product_docs WHERE doc ? 'package_options'`)).toBe(2);
    expect((await ensureDemoLinkGroupsAndPackages(shop)).seeded).toBe(false);
  });
});
