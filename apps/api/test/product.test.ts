import { schema } from '@shop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const renderList = (query: string) =>
  t.call({ method: 'GET', url: `/api/product/render-list?${query}` });

describe('GET /api/product/render-list', () => {
  it('answers current prices incl. tax with the excl. tax amounts in tax_adjustments', async () => {
    const { status, body } = await renderList('skus=KW-100,BG-200&currencyCode=EUR&storeId=5');
    expect(status).toBe(200);
    expect(body.result.items.map((i: any) => i.sku)).toEqual(['KW-100', 'BG-200']);
    const [stroller, buggy] = body.result.items;
    expect(stroller.price_info.final_price).toBe(499);
    expect(stroller.price_info.regular_price).toBe(599);
    expect(stroller.price_info.special_price).toBe(499);
    expect(stroller.price_info.extension_attributes.tax_adjustments.final_price).toBe(412.4);
    expect(stroller.url).toBe('/p/KW-100/kiddo-urban-kinderwagen-rood');
    expect(typeof stroller.sgn).toBe('string');
    expect(buggy.price_info.special_price).toBeNull();
    expect(buggy.price_info.final_price).toBe(199);
  });

  it('uses the German tax rate for store 6', async () => {
    const { body } = await renderList('skus=KW-100&storeId=6');
    expect(body.result.items[0].price_info.final_price).toBe(490.76);
    expect(body.result.items[0].price_info.extension_attributes.tax_adjustments.final_price).toBe(
      412.4,
    );
  });

  it("applies the customer group's tier price only when the special price is not lower", async () => {
    // Group 2 has a qty-1 tier of 450 on KW-100; the running special price of 499 is higher.
    const [row] = await t.shop.db
      .insert(schema.customers)
      .values({ email: 'tier@example.com', firstname: 'Tier', lastname: 'Customer', groupId: 2 })
      .returning({ id: schema.customers.id });
    const { accessToken } = await t.app.services.sessions.start({ id: row!.id, groupId: 2 });
    const group = await t.call({
      method: 'GET',
      url: '/api/product/render-list?skus=KW-100&storeId=5',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(group.body.result.items[0].price_info.final_price).toBe(450);
    const byQuery = await renderList(`skus=KW-100&storeId=5&token=${accessToken}`);
    expect(byQuery.body.result.items[0].price_info.final_price).toBe(450);
    const guest = await renderList('skus=KW-100&storeId=5');
    expect(guest.body.result.items[0].price_info.final_price).toBe(499);
  });

  it('grants no group prices for a bare userGroupId or a forged token', async () => {
    const claimed = await renderList('skus=KW-100&storeId=5&userGroupId=2');
    expect(claimed.body.result.items[0].price_info.final_price).toBe(499);
    const forged = await renderList('skus=KW-100&storeId=5&userGroupId=2&token=not.a.token');
    expect(forged.status).toBe(200);
    expect(forged.body.result.items[0].price_info.final_price).toBe(499);
  });

  it('prices child skus on their own and a configurable parent from its range', async () => {
    const child = `ROMPER-${OPTION.red}-${OPTION.size62}`;
    const { body } = await renderList(`skus=ROMPER,${child}&storeId=5`);
    const [parent, variant] = body.result.items;
    expect(parent.price_info.minimal_price).toBe(19.95);
    expect(parent.price_info.max_price).toBe(21.95);
    expect(variant.sku).toBe(child);
    expect(variant.price_info.final_price).toBe(21.95);
    expect(variant.url).toBe(`/p/ROMPER/katoenen-romper/${child}`);
  });

  it('rebuilds a document whose price window has passed before answering', async () => {
    const fresh = await createTestShop();
    try {
      // The buggy's price changed at the source and its stored window says "expired".
      await fresh.shop.query(sql`UPDATE products SET price = 29900 WHERE sku = 'BG-200'`);
      await fresh.shop.query(
        sql`UPDATE catalog_products SET price_valid_until = now() - interval '1 second' WHERE sku = 'BG-200'`,
      );
      const { body } = await fresh.call({
        method: 'GET',
        url: '/api/product/render-list?skus=BG-200&storeId=5',
      });
      expect(body.result.items[0].price_info.final_price).toBe(299);
    } finally {
      await fresh.close();
    }
  });

  it('leaves out unknown and disabled skus', async () => {
    const { body } = await renderList('skus=NOPE,KW-DISABLED,SLAB&storeId=5');
    expect(body.result.items.map((i: any) => i.sku)).toEqual(['SLAB']);
  });

  it.each([
    ['no skus', 'storeId=5', 'skus'],
    ['empty skus', 'skus=,,&storeId=5', 'skus parameter is required'],
    ['an unknown store', 'skus=SLAB&storeId=99', 'Unknown storeId 99'],
    ['another currency', 'skus=SLAB&currencyCode=USD', 'Currency USD is not supported'],
    ['a text store id', 'skus=SLAB&storeId=abc', 'Invalid request'],
  ])('rejects %s with 400', async (_name, query, message) => {
    const { status, body } = await renderList(query);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.result).toContain(message);
  });

  it('rejects more than 200 skus', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `S${i}`).join(',');
    const { status, body } = await renderList(`skus=${many}`);
    expect(status).toBe(400);
    expect(body.result).toContain('At most 200 skus');
  });
});
