/**
 * The product list of the operator API (GET /api/admin/catalog/products, role catalogue): the
 * search on sku from its start and on the Dutch name anywhere in it, the filters on status and
 * category, sorting with the id as tie-breaker, pages with the count of all matches, and a bad
 * query refused naming its field.
 */
import { totpStep } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';
import { CATEGORY } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';

const OWNER = { email: 'eigenaar@shop.example', password: 'Vier-seizoenen-2026' };
const ORDERS = { email: 'orders@shop.example', password: 'Orders-versturen-2026' };

let t: TestShop;
let clock = new Date('2026-11-23T09:00:00Z');
let owner = '';
let orders = '';
let address = 0;

async function call(url: string, token: string) {
  address = (address % 250) + 1;
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: `10.78.0.${address}`,
  });
  return { status: response.statusCode, body: JSON.parse(response.body), text: response.body };
}

async function logIn(email: string, password: string, secret: string): Promise<string> {
  clock = new Date(clock.getTime() + 30_000);
  const first = await t.call({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
  });
  expect(first.status).toBe(200);
  const second = await t.call({
    method: 'POST',
    url: '/api/admin/login/code',
    payload: {
      challenge: first.body.result.challenge,
      code: codeOfBase32(secret, totpStep(clock)),
    },
  });
  expect(second.status).toBe(200);
  return second.body.result.token;
}

beforeAll(async () => {
  t = await createTestShop({ now: () => clock });
  const out: string[] = [];
  const code = await runOperatorCommand(
    ['create', '--email', OWNER.email, '--name', 'Eigenaar', '--role', 'owner'],
    {
      env: { DATA_DIR: t.dataDir, OPERATOR_PASSWORD: OWNER.password },
      out: (line) => out.push(line),
      err: (line) => out.push(line),
      askPassword: async () => OWNER.password,
      now: () => clock,
      shop: t.shop,
    },
  );
  expect(code, out.join('\n')).toBe(0);
  const secret = out
    .find((line) => line.trim().startsWith('secret:'))!
    .trim()
    .slice(7)
    .trim();
  owner = await logIn(OWNER.email, OWNER.password, secret);
  const made = await t.call({
    method: 'POST',
    url: '/api/admin/operators',
    headers: { authorization: `Bearer ${owner}` },
    payload: {
      email: ORDERS.email,
      name: 'Orders',
      password: ORDERS.password,
      roles: ['orders_returns'],
    },
  });
  expect(made.status).toBe(200);
  orders = await logIn(ORDERS.email, ORDERS.password, made.body.result.totp.secret);
});
afterAll(async () => {
  await t?.close();
});

const skus = (body: { result: { items: { sku: string }[] } }) =>
  body.result.items.map((item) => item.sku);

describe('the product list', () => {
  it('refuses an operator without the catalogue role, naming it', async () => {
    const answer = await call('/api/admin/catalog/products', orders);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('catalogue');
  });

  it('searches the sku from its start and the Dutch name anywhere', async () => {
    const bySku = await call('/api/admin/catalog/products?q=kw-&sort=sku', owner);
    expect(bySku.status, bySku.text).toBe(200);
    expect(skus(bySku.body).every((sku) => sku.startsWith('KW-'))).toBe(true);
    expect(skus(bySku.body)).toContain('KW-100');
    expect(bySku.body.result.total).toBe(skus(bySku.body).length);

    const byName = await call('/api/admin/catalog/products?q=lichtgewicht', owner);
    expect(skus(byName.body)).toEqual(['BG-200']);
    const row = byName.body.result.items[0];
    expect(row).toMatchObject({
      sku: 'BG-200',
      name: 'Nord lichtgewicht buggy blauw',
      price: 19900,
      status: 1,
      type_id: 'simple',
    });

    // A wildcard in the search is a character like any other.
    const percent = await call('/api/admin/catalog/products?q=%25', owner);
    expect(percent.body.result.total).toBe(0);
  });

  it('filters on status and category, sorts with the id breaking ties, and pages', async () => {
    const disabled = await call('/api/admin/catalog/products?status=2', owner);
    expect(skus(disabled.body)).toContain('KW-DISABLED');
    expect(disabled.body.result.items.every((item: { status: number }) => item.status === 2)).toBe(
      true,
    );

    const buggies = await call(
      `/api/admin/catalog/products?category_id=${CATEGORY.buggies}`,
      owner,
    );
    expect(skus(buggies.body)).toEqual(['KW-100', 'BG-200']);

    const all = await call('/api/admin/catalog/products?sort=price&order=desc&size=200', owner);
    const prices = all.body.result.items.map((item: { price: number }) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(all.body.result.total).toBe(all.body.result.items.length);

    // Pages of two follow each other without overlap and together hold every row.
    const seen: string[] = [];
    for (let page = 1; (page - 1) * 2 < all.body.result.total; page++) {
      const answer = await call(
        `/api/admin/catalog/products?sort=price&order=desc&size=2&page=${page}`,
        owner,
      );
      expect(answer.body.result.total).toBe(all.body.result.total);
      seen.push(...skus(answer.body));
    }
    expect(seen).toEqual(skus(all.body));
  });

  it('sorts by every column either way, with and without a filter, each product once', async () => {
    const all = await call('/api/admin/catalog/products?sort=id&size=200', owner);
    const total = all.body.result.total;
    const byId = new Map(
      all.body.result.items.map((item: { id: number }) => [item.id, item] as const),
    );
    const key: Record<string, (item: any) => string | number> = {
      sku: (item) => item.sku,
      name: (item) => item.name,
      price: (item) => item.price,
      qty: (item) => item.qty,
      updated_at: (item) => item.updated_at,
    };
    for (const sort of Object.keys(key)) {
      for (const order of ['asc', 'desc']) {
        for (const filter of ['', '&status=1']) {
          const seen: any[] = [];
          for (let page = 1; page <= 100; page++) {
            const answer = await call(
              `/api/admin/catalog/products?sort=${sort}&order=${order}&size=3&page=${page}${filter}`,
              owner,
            );
            expect(answer.status, answer.text).toBe(200);
            if (answer.body.result.items.length === 0) break;
            seen.push(...answer.body.result.items);
          }
          const expected = [...byId.values()].filter(
            (item: any) => filter === '' || item.status === 1,
          );
          expect(seen.map((item) => item.id).sort(), `${sort} ${order}${filter}`).toEqual(
            expected.map((item: any) => item.id).sort(),
          );
          const values = seen.map(key[sort]!);
          if (sort === 'sku' || sort === 'name') {
            // Text follows the database's collation: the pages agree with one whole page.
            const whole = await call(
              `/api/admin/catalog/products?sort=${sort}&order=${order}&size=200${filter}`,
              owner,
            );
            expect(values, `${sort} ${order}${filter}`).toEqual(
              whole.body.result.items.map(key[sort]!),
            );
          } else {
            const ordered = [...values].sort((a, b) =>
              a < b ? (order === 'asc' ? -1 : 1) : a > b ? (order === 'asc' ? 1 : -1) : 0,
            );
            expect(values, `${sort} ${order}${filter}`).toEqual(ordered);
          }
        }
      }
    }
    expect(total).toBe(byId.size);
  });

  it('refuses a bad query naming its field', async () => {
    const sort = await call('/api/admin/catalog/products?sort=password', owner);
    expect(sort.status).toBe(400);
    expect(sort.text).toContain('sort');
    const size = await call('/api/admin/catalog/products?size=5000', owner);
    expect(size.status).toBe(400);
    expect(size.text).toContain('size');
  });
});
