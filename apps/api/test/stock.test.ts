import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

describe('GET /api/stock/check', () => {
  it('answers the stock item of a sku', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/stock/check?sku=KW-100' });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      sku: 'KW-100',
      product_id: 1,
      qty: 10,
      is_in_stock: true,
      manage_stock: true,
    });
  });

  it('answers out of stock for a child with no stock', async () => {
    const sku = `ROMPER-${OPTION.blue}-${OPTION.size56}`;
    const { body } = await t.call({ method: 'GET', url: `/api/stock/check?sku=${sku}` });
    expect(body.result).toMatchObject({ sku, qty: 0, is_in_stock: false });
  });

  it('answers 404 for an unknown sku and 400 without one', async () => {
    const unknown = await t.call({ method: 'GET', url: '/api/stock/check?sku=NOPE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe('No stock information for sku "NOPE"');
    const missing = await t.call({ method: 'GET', url: '/api/stock/check' });
    expect(missing.status).toBe(400);
    expect(missing.body.result).toContain('sku');
  });
});

describe('GET /api/stock/list', () => {
  it('answers the known skus in the order asked', async () => {
    const { status, body } = await t.call({
      method: 'GET',
      url: '/api/stock/list?skus=SLAB,NOPE,KW-300,KW-100',
    });
    expect(status).toBe(200);
    expect(body.result.map((i: any) => [i.sku, i.is_in_stock])).toEqual([
      ['SLAB', true],
      ['KW-300', false],
      ['KW-100', true],
    ]);
  });

  it('answers more skus than one chunk of 15 completely', async () => {
    const skus = ['KW-100', ...Array.from({ length: 20 }, (_, i) => `NONE-${i}`), 'SLAB'];
    const { body } = await t.call({ method: 'GET', url: `/api/stock/list?skus=${skus.join(',')}` });
    expect(body.result.map((i: any) => i.sku)).toEqual(['KW-100', 'SLAB']);
  });

  it('rejects an empty list and more than 150 skus', async () => {
    const empty = await t.call({ method: 'GET', url: '/api/stock/list?skus=' });
    expect(empty.status).toBe(400);
    const many = Array.from({ length: 151 }, (_, i) => `S${i}`).join(',');
    const tooMany = await t.call({ method: 'GET', url: `/api/stock/list?skus=${many}` });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.result).toContain('At most 150 skus');
  });
});
