/**
 * The wishlist calls (secondary-areas §4 "Wishlist", §6, §7): a customer's own list with their
 * token, a product once, entries only of the customer, and bad input answered 4xx with the field
 * named, never 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
let anna: string;
let bert: string;

beforeAll(async () => {
  t = await createTestShop();
  await register(t, 'anna.wish@example.com');
  await register(t, 'bert.wish@example.com');
  anna = (await login(t, 'anna.wish@example.com')).token;
  bert = (await login(t, 'bert.wish@example.com')).token;
});

afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function get(token?: string, storeCode?: string) {
  return t.call({
    method: 'GET',
    url: `/api/ext/wishlist/get${storeCode ? `?storeCode=${storeCode}` : ''}`,
    headers: token ? bearer(token) : {},
  });
}

function add(token: string | undefined, payload: unknown) {
  return t.call({
    method: 'POST',
    url: '/api/ext/wishlist/add',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

function remove(token: string | undefined, payload: unknown) {
  return t.call({
    method: 'POST',
    url: '/api/ext/wishlist/delete',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

/** The error answer's meta (key, params, field). */
const metaOf = (body: unknown) =>
  (body as { meta: { key: string; field?: string; params: Record<string, string> } }).meta;

const skus = (body: { result: { items: { sku: string; child_sku: string | null }[] } }) =>
  body.result.items.map((item) => item.child_sku ?? item.sku);

describe('the wishlist calls', () => {
  it('answer 401 without a token or with a bad one, on every call', async () => {
    for (const answer of [
      await get(),
      await add(undefined, { productId: 1 }),
      await remove(undefined, { itemId: 1 }),
      await get('not-a-token'),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(401);
      expect(typeof answer.body.result).toBe('string');
    }
  });

  it('start empty for a new customer', async () => {
    const { status, body } = await get(anna);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, result: { items: [] } });
  });

  it('add a product once: a duplicate is not added twice', async () => {
    const first = await add(anna, { productId: 1 });
    expect(first.status).toBe(200);
    expect(first.body.result.items).toEqual([
      {
        item_id: expect.any(Number),
        product_id: 1,
        sku: 'KW-100',
        child_sku: null,
        added_at: expect.any(String),
      },
    ]);
    const again = await add(anna, { productId: 1 });
    expect(again.status).toBe(200);
    expect(again.body.result.items).toHaveLength(1);
    expect(again.body.result.items[0].item_id).toBe(first.body.result.items[0].item_id);
  });

  it("keep a configurable's chosen child, apart from the product without a choice", async () => {
    await add(anna, { productId: 10, childSku: 'ROMPER-101-202' });
    const { body } = await add(anna, { productId: 10 });
    expect(skus(body)).toEqual(['KW-100', 'ROMPER-101-202', 'ROMPER']);
    const child = body.result.items.find(
      (item: { child_sku: string | null }) => item.child_sku === 'ROMPER-101-202',
    );
    expect(child).toMatchObject({ product_id: 10, sku: 'ROMPER' });
  });

  it('the list is the same in a second login (another device)', async () => {
    const other = (await login(t, 'anna.wish@example.com')).token;
    const { body } = await get(other, 'de');
    expect(skus(body)).toEqual(['KW-100', 'ROMPER-101-202', 'ROMPER']);
  });

  it('answer 404 for an unknown, disabled or not individually visible product', async () => {
    for (const productId of [999_999, 4, 11]) {
      const { status, body } = await add(anna, { productId });
      expect(status, String(productId)).toBe(404);
      expect(metaOf(body).key).toBe('wishlist.product_unknown');
    }
  });

  it('answer 404 for a child that is not one of the product, or is disabled', async () => {
    for (const [productId, childSku] of [
      [10, 'KW-100'],
      [10, 'ROMPER-102-202'],
      [1, 'ROMPER-101-201'],
    ] as const) {
      const { status, body } = await add(anna, { productId, childSku });
      expect(status, childSku).toBe(404);
      expect(metaOf(body)).toMatchObject({ key: 'wishlist.child_unknown', field: 'childSku' });
    }
  });

  it('refuse bad input with a 4xx naming the field and a message key, never a 5xx', async () => {
    const cases: [unknown, string][] = [
      [{}, 'productId'],
      [{ productId: 'abc' }, 'productId'],
      [{ productId: -1 }, 'productId'],
      [{ productId: 0 }, 'productId'],
      [{ productId: 1.5 }, 'productId'],
      [{ productId: 2 ** 40 }, 'productId'],
      [{ productId: 1, childSku: '' }, 'childSku'],
      [{ productId: 1, childSku: 'x'.repeat(500) }, 'childSku'],
      [{ productId: 1, childSku: 5 }, 'childSku'],
      [{ productId: 1, extra: true }, ''],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await add(anna, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe(400);
      expect(metaOf(body).key, JSON.stringify(payload)).toMatch(/^(field|request)\./);
      if (field)
        expect(metaOf(body).params.field ?? metaOf(body).field, JSON.stringify(body)).toBe(field);
    }
    for (const payload of [{}, { itemId: 'x' }, { itemId: 0 }, { itemId: 2 ** 40 }, null]) {
      const { status, body } = await remove(anna, payload);
      expect(status, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(typeof body.result).toBe('string');
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/ext/wishlist/add',
      headers: { ...bearer(anna), 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("answer 404 for another customer's item and leave it in place", async () => {
    const annas = (await get(anna)).body.result.items[0].item_id as number;
    const { status, body } = await remove(bert, { itemId: annas });
    expect(status).toBe(404);
    expect(metaOf(body).key).toBe('wishlist.item_unknown');
    expect(skus((await get(anna)).body)).toContain('KW-100');
    expect((await get(bert)).body.result.items).toEqual([]);
  });

  it('delete an entry of the customer, answering the list; a second delete is 404', async () => {
    const itemId = (await get(anna)).body.result.items[0].item_id as number;
    const { status, body } = await remove(anna, { itemId });
    expect(status).toBe(200);
    expect(skus(body)).toEqual(['ROMPER-101-202', 'ROMPER']);
    expect((await remove(anna, { itemId })).status).toBe(404);
  });

  it('are never cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ext/wishlist/get',
      headers: bearer(anna),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
