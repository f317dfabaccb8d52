/**
 * The operator's list of reviews waiting for approval (secondary-areas §3, §7): only with the
 * review operator key, pending reviews of every store view newest first, paged, never cached; a
 * review approved or rejected leaves the list.
 */
import { REVIEW_STATUS, STORE_VIEWS } from '@shop/core';
import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

const OPERATOR_KEY = 'review-operator-key-for-tests-0123';

let t: TestShop;
let clock = new Date('2026-11-23T11:00:00Z');
let addressNumber = 0;

beforeAll(async () => {
  t = await createTestShop({ env: { REVIEW_OPERATOR_KEY: OPERATOR_KEY }, now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

/** Writes a guest review at the given minute of the clock; its id. */
async function write(
  productId: number,
  title: string,
  minute: number,
  store: 'nl' | 'de' = 'nl',
): Promise<number> {
  clock = new Date(Date.UTC(2026, 10, 23, 11, minute));
  const answer = await t.call({
    method: 'POST',
    url: '/api/ext/reviews/create',
    remoteAddress: `10.2.0.${++addressNumber}`,
    headers: { 'x-vs-store-code': store },
    payload: {
      review: {
        product_id: productId,
        rating: 4,
        title,
        detail: `${title}: prima.`,
        nickname: 'Sanne',
      },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.id as number;
}

async function pending(query = '', key: string | null = OPERATOR_KEY) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/ext/reviews/pending${query}`,
    headers: key === null ? {} : { 'x-operator-key': key },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

function decide(reviewId: number, status: number) {
  return t.call({
    method: 'POST',
    url: `/api/ext/reviews/${reviewId}/status`,
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: { review_status: status },
  });
}

const titles = (body: { result: { items: { title: string }[] } }) =>
  body.result.items.map((item) => item.title);

describe('the list of pending reviews', () => {
  it('is refused without the operator key and with a wrong one, before the query is read', async () => {
    for (const key of [null, 'not-the-operator-key-at-all-000']) {
      const answer = await pending('?size=abc', key);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        code: 401,
        result: 'This call needs the operator key in x-operator-key.',
      });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('shows pending reviews of every store view, newest first, with what the operator decides on', async () => {
    const kinderwagen = await write(1, 'Kinderwagen', 1);
    await write(2, 'Badje', 2, 'de');
    // A verified purchase is marked when the review is written (reviews.test.ts covers how).
    const [romper] = await t.shop.db
      .insert(schema.reviews)
      .values({
        productId: 10,
        storeId: STORE_VIEWS.nl.id,
        nickname: 'Anna',
        title: 'Romper',
        detail: 'Zit goed.',
        rating: 5,
        verified: true,
        createdAt: new Date(Date.UTC(2026, 10, 23, 11, 3)),
      })
      .returning();

    const answer = await pending();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.result).toMatchObject({ total: 3, page: 1, size: 50 });
    expect(titles(answer.body)).toEqual(['Romper', 'Badje', 'Kinderwagen']);
    expect(answer.body.result.items[0]).toEqual({
      id: romper!.id,
      product_id: 10,
      sku: 'ROMPER',
      rating: 5,
      title: 'Romper',
      detail: 'Zit goed.',
      nickname: 'Anna',
      verified_purchase: true,
      store_code: 'nl',
      created_at: '2026-11-23T11:03:00.000Z',
    });
    expect(answer.body.result.items[1]).toMatchObject({
      sku: 'BG-200',
      store_code: 'de',
      verified_purchase: false,
    });
    expect(answer.body.result.items[2]).toMatchObject({
      id: kinderwagen,
      sku: 'KW-100',
      detail: 'Kinderwagen: prima.',
    });
  });

  it('loses a review once it is approved or rejected', async () => {
    const approved = await write(3, 'Goedgekeurd', 10);
    const rejected = await write(3, 'Afgewezen', 11);
    const before = await pending();
    expect(titles(before.body).slice(0, 2)).toEqual(['Afgewezen', 'Goedgekeurd']);

    expect((await decide(approved, REVIEW_STATUS.approved)).status).toBe(200);
    expect((await decide(rejected, REVIEW_STATUS.rejected)).status).toBe(200);
    const after = await pending();
    expect(after.body.result.total).toBe(before.body.result.total - 2);
    const ids = after.body.result.items.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(approved);
    expect(ids).not.toContain(rejected);
    // The approved one is on the product's own list now.
    const shown = await t.call({ method: 'GET', url: '/api/ext/reviews/product/3' });
    expect(titles(shown.body)).toEqual(['Goedgekeurd']);
  });

  it('pages by page and size; a page past the end is empty', async () => {
    for (let i = 0; i < 3; i += 1) await write(1, `Pagina ${i}`, 20 + i);
    const first = await pending('?size=2');
    expect(first.body.result).toMatchObject({ page: 1, size: 2 });
    expect(titles(first.body)).toEqual(['Pagina 2', 'Pagina 1']);
    const second = await pending('?size=2&page=2');
    expect(titles(second.body)).toEqual(['Pagina 0', 'Romper']);
    const total = first.body.result.total as number;
    expect(second.body.result.total).toBe(total);
    const past = await pending(`?size=2&page=${Math.ceil(total / 2) + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.result.items).toEqual([]);
    expect(past.body.result.total).toBe(total);
  });

  it('answers a bad page or size with 400 naming the field, never 500', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=abc', 'page'],
      ['?page=10001', 'page'],
      ['?size=0', 'size'],
      ['?size=101', 'size'],
      ['?size=zes', 'size'],
    ] as const) {
      const answer = await pending(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.meta.params.field, JSON.stringify(answer.body)).toBe(field);
    }
  });
});
