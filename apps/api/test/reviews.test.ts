/**
 * Product reviews (secondary-areas §3, §7): a product's approved reviews newest first, 50 a page,
 * with its rating; writing one on the three create paths, each field rule naming its field; texts
 * kept exactly (a script stays text); one review per customer and product; writers limited per
 * address and per customer; the operator's approval with the review operator key, which also
 * puts the rating into the product's document; verified purchases; automatic approval.
 */
import { REVIEW_STATUS, STORE_VIEWS } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, me, register } from './accounts-helper.ts';
import { createTestShop, fieldErrorBody, type TestShop } from './helper.ts';

const OPERATOR_KEY = 'review-operator-key-for-tests-0123';
const KINDERWAGEN = 1;
const ROMPER = 10;

let t: TestShop;
let anna: string;
let annaId: number;
let bert: string;
let clock = new Date('2026-11-23T11:00:00Z');
let addressNumber = 0;

beforeAll(async () => {
  t = await createTestShop({
    env: { REVIEW_OPERATOR_KEY: OPERATOR_KEY, REVIEW_RATE_LIMIT: '3' },
    now: () => clock,
  });
  await register(t, 'anna.review@example.com');
  await register(t, 'bert.review@example.com');
  anna = (await login(t, 'anna.review@example.com')).token;
  bert = (await login(t, 'bert.review@example.com')).token;
  annaId = (await me(t, anna)).body.result.id;
});

let closed = false;
async function closeShop() {
  if (closed) return;
  closed = true;
  await t?.close();
}

afterAll(closeShop);

const metaOf = (body: unknown) => (body as { meta: { key: string; field?: string } }).meta;

/** Each writer a client address of its own, unless a test is about the limit. */
const freshAddress = () => `10.1.0.${++addressNumber}`;

function review(overrides: Record<string, unknown> = {}) {
  return {
    product_id: KINDERWAGEN,
    rating: 4,
    title: 'Fijne kinderwagen',
    detail: 'Rijdt soepel, ook over klinkers.',
    nickname: 'Sanne',
    ...overrides,
  };
}

async function write(
  body: Record<string, unknown>,
  options: { url?: string; token?: string; address?: string; store?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/review/create',
    remoteAddress: options.address ?? freshAddress(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.store ? { 'x-vs-store-code': options.store } : {}),
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

function decide(reviewId: number, status: number, key: string | null = OPERATOR_KEY) {
  return t.call({
    method: 'POST',
    url: `/api/ext/reviews/${reviewId}/status`,
    headers: key === null ? {} : { 'x-operator-key': key },
    payload: { review_status: status },
  });
}

function list(productId: number, query = '') {
  return t.call({ method: 'GET', url: `/api/ext/reviews/product/${productId}${query}` });
}

/** The Dutch document of a product, as listings and product pages read it. */
async function productDoc(productId: number, shop: TestShop = t) {
  const docs = schema.catalogProductDocs;
  const [row] = await shop.shop.db
    .select({ doc: docs.doc })
    .from(docs)
    .where(and(eq(docs.productId, productId), eq(docs.storeId, STORE_VIEWS.nl.id)));
  return row!.doc as { rating_summary?: { average: number; count: number } };
}

describe('writing a review', () => {
  it('is accepted on all three create paths and waits for approval', async () => {
    for (const url of ['/api/review/create', '/api/ext/reviews/create', '/api/ext/reviews']) {
      const answer = await write({ review: review({ product_id: 3 }) }, { url });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.code).toBe(200);
      expect(answer.body.result).toMatchObject({
        product_id: 3,
        review_status: REVIEW_STATUS.pending,
        verified_purchase: false,
      });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const shown = await list(3);
    expect(shown.body.result).toMatchObject({ items: [], total: 0, rating: { count: 0 } });
  });

  it('names the field of every rule it breaks', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'review.title', 'Field is required'],
      [{ detail: '   ' }, 'review.detail', 'Field is required'],
      [{ nickname: '' }, 'review.nickname', 'Field is required'],
      [{ nickname: 'J.' }, 'review.nickname', 'Name must have at least 2 letters'],
      [{ rating: 0 }, 'review.rating', 'Please choose a rating from 1 to 5 stars'],
      [{ rating: 6 }, 'review.rating', 'Please choose a rating from 1 to 5 stars'],
      [{ rating: 3.5 }, 'review.rating', 'Please choose a rating from 1 to 5 stars'],
      [{ rating: null }, 'review.rating', 'Please choose a rating from 1 to 5 stars'],
      [{ title: 'x'.repeat(121) }, 'review.title', 'This text is too long'],
      [{ detail: 'x'.repeat(4001) }, 'review.detail', 'This text is too long'],
      [{ nickname: 'x'.repeat(61) }, 'review.nickname', 'This text is too long'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await write({ review: review(overrides) });
      expect(answer.body, JSON.stringify(overrides)).toEqual(fieldErrorBody(400, field, message));
    }
  });

  it('answers a malformed body with 400 naming the field, never 500', async () => {
    for (const [body, field] of [
      [{}, 'review'],
      [{ review: review({ product_id: 'abc' }) }, 'review.product_id'],
      [{ review: review({ rating: 'vijf' }) }, 'review.rating'],
      [{ review: review({ title: 42 }) }, 'review.title'],
      [{ review: review({ detail: 'x'.repeat(20_001) }) }, 'review.detail'],
    ] as const) {
      const answer = await write(body as Record<string, unknown>);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      // A schema rule names the field in its parameters, a field rule in meta.field.
      const meta = (answer.body as { meta: { field?: string; params: { field?: string } } }).meta;
      expect(meta.field ?? meta.params.field, JSON.stringify(answer.body)).toBe(field);
    }
  });

  it('answers an unknown product with 404', async () => {
    const answer = await write({ review: review({ product_id: 999_999 }) });
    expect(answer.status).toBe(404);
    expect(answer.body.result).toBe('Product 999999 could not be found.');
    expect((await list(999_999)).status).toBe(404);
    expect((await list(0)).status).toBe(400);
  });

  it('keeps texts exactly as written: a script stays text', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"';
    const written = await write({
      review: review({ product_id: 2, title: payload, detail: payload, nickname: '<b>Eva</b>' }),
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect((await decide(written.body.result.id, REVIEW_STATUS.approved)).status).toBe(200);
    const shown = await list(2);
    expect(shown.body.result.items[0]).toMatchObject({
      title: payload,
      detail: payload,
      nickname: '<b>Eva</b>',
    });
  });
});

describe('one review per customer', () => {
  it('refuses a second review of the same product by the same customer with 409', async () => {
    const first = await write({ review: review({ product_id: 6 }) }, { token: bert });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await write(
      { review: review({ product_id: 6, title: 'Nog eens' }) },
      { token: bert },
    );
    expect(again.status).toBe(409);
    expect(again.body.result).toBe('You have already written a review of this product.');
    // Another product, and guests, are not affected.
    expect((await write({ review: review({ product_id: 5 }) }, { token: bert })).status).toBe(200);
    expect((await write({ review: review({ product_id: 6 }) })).status).toBe(200);
  });

  it("refuses a customer_id that is not the token's customer", async () => {
    const answer = await write({ review: review({ customer_id: annaId + 1000 }) }, { token: anna });
    expect(answer.status).toBe(403);
    expect(metaOf(answer.body).field).toBe('review.customer_id');
    const guest = await write({ review: review({ customer_id: annaId }) });
    expect(guest.status).toBe(403);
  });
});

describe('rate limits', () => {
  it('limits guests per client address', async () => {
    const address = '10.9.9.1';
    for (let i = 0; i < 3; i += 1) {
      expect((await write({ review: review() }, { address })).status).toBe(200);
    }
    const over = await write({ review: review() }, { address });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await write({ review: review() }, { address: '10.9.9.2' })).status).toBe(200);
  });

  it('does not count refused reviews against the limit', async () => {
    const address = '10.9.9.3';
    for (let i = 0; i < 5; i += 1) {
      expect((await write({ review: review({ title: '' }) }, { address })).status).toBe(400);
    }
    expect((await write({ review: review() }, { address })).status).toBe(200);
  });

  it('limits a logged-in customer whatever address they write from', async () => {
    await register(t, 'chris.review@example.com');
    const chris = (await login(t, 'chris.review@example.com')).token;
    for (const productId of [1, 2, 3]) {
      const answer = await write({ review: review({ product_id: productId }) }, { token: chris });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const over = await write({ review: review({ product_id: 5 }) }, { token: chris });
    expect(over.status).toBe(429);
  });
});

describe('moderation by the operator', () => {
  it('refuses without the key and with a wrong key, approves with the right one', async () => {
    const written = await write({ review: review({ product_id: 20, rating: 5 }) });
    const id = written.body.result.id as number;
    expect((await decide(id, REVIEW_STATUS.approved, null)).status).toBe(401);
    const wrong = await decide(id, REVIEW_STATUS.approved, 'not-the-operator-key-at-all-000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.result).toBe('This call needs the operator key in x-operator-key.');
    expect((await list(20)).body.result.total).toBe(0);
    expect((await productDoc(20)).rating_summary).toBeUndefined();

    const approved = await decide(id, REVIEW_STATUS.approved);
    expect(approved.body).toEqual({
      code: 200,
      result: { id, product_id: 20, review_status: REVIEW_STATUS.approved },
    });
    const shown = await list(20);
    expect(shown.body.result).toMatchObject({ total: 1, rating: { average: 5, count: 1 } });
    // The listing reads the rating from the product's document, rebuilt on approval.
    expect((await productDoc(20)).rating_summary).toEqual({ average: 5, count: 1 });

    expect((await decide(id, REVIEW_STATUS.rejected)).status).toBe(200);
    expect((await list(20)).body.result.total).toBe(0);
    expect((await productDoc(20)).rating_summary).toBeUndefined();
  });

  it('takes only approve (1) or reject (3), and 404 for an unknown review', async () => {
    const written = await write({ review: review({ product_id: 20 }) });
    const answer = await decide(written.body.result.id, REVIEW_STATUS.pending);
    expect(answer.status).toBe(400);
    expect((await decide(9_999_999, REVIEW_STATUS.approved)).status).toBe(404);
  });
});

describe('the list of a product', () => {
  it('shows approved reviews of the store view only, newest first, 50 a page', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 53; i += 1) {
      clock = new Date(Date.UTC(2026, 10, 1, 8, i));
      const answer = await write({
        review: review({ product_id: ROMPER, title: `Romper ${i}`, rating: (i % 5) + 1 }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      ids.push(answer.body.result.id);
    }
    for (const id of ids.slice(0, 52)) await decide(id, REVIEW_STATUS.approved);
    // Pending (the last) and German reviews are not in the Dutch list.
    const german = await write({ review: review({ product_id: ROMPER }) }, { store: 'de' });
    await decide(german.body.result.id, REVIEW_STATUS.approved);

    const first = await list(ROMPER);
    expect(first.body.result.total).toBe(52);
    expect(first.body.result.size).toBe(50);
    expect(first.body.result.items).toHaveLength(50);
    expect(first.body.result.items[0].title).toBe('Romper 51');
    expect(
      first.body.result.items.every((item: { review_status: number }) => item.review_status === 1),
    ).toBe(true);
    const second = await list(ROMPER, '?from=50');
    expect(second.body.result.items.map((item: { title: string }) => item.title)).toEqual([
      'Romper 1',
      'Romper 0',
    ]);
    expect((await list(ROMPER, '?start=10&size=5')).body.result.items[0].title).toBe('Romper 41');
    expect((await list(ROMPER, '?size=101')).status).toBe(400);
    // The average of 52 ratings 1..5 cycling: 10×(1+2+3+4+5) + 1 + 2 = 153 → 2.9.
    expect(first.body.result.rating).toEqual({ average: 2.9, count: 52 });
    const de = await t.call({
      method: 'GET',
      url: `/api/ext/reviews/product/${ROMPER}`,
      headers: { 'x-vs-store-code': 'de' },
    });
    expect(de.body.result.total).toBe(1);
    // The reviews endpoint with productId answers the same list.
    const byQuery = await t.call({ method: 'GET', url: `/api/ext/reviews?productId=${ROMPER}` });
    expect(byQuery.body.result.items).toEqual(first.body.result.items);
    const legacy = await t.call({ method: 'GET', url: `/api/review/list?productId=${ROMPER}` });
    expect(legacy.body.result.total).toBe(52);
  });
});

describe('verified purchase', () => {
  it('marks the review of a customer who paid for the product or one of its children', async () => {
    const [order] = await t.shop.db
      .insert(schema.orders)
      .values({
        orderId: 'review-test-order',
        incrementId: 'RT-000001',
        storeCode: 'nl',
        customerId: annaId,
        customerEmail: 'anna.review@example.com',
        status: 'processing',
        currency: 'EUR',
        subtotal: 1000,
        subtotalInclTax: 1210,
        discountAmount: 0,
        shippingAmount: 0,
        shippingInclTax: 0,
        taxAmount: 210,
        grandTotal: 1210,
        paymentMethod: 'buckaroo_magento2_ideal',
        paymentStatus: 'paid',
        billingAddress: {} as never,
        totals: {},
      })
      .returning();
    await t.shop.db.insert(schema.orderItems).values({
      orderId: order!.id,
      sku: 'ROMPER-RED-56',
      parentSku: 'ROMPER',
      name: 'Romper rood 56',
      productType: 'simple',
      qty: 1,
      price: 1000,
      priceInclTax: 1210,
      rowTotal: 1000,
      rowTotalInclTax: 1210,
      taxAmount: 210,
      taxPercent: '21',
      discountAmount: 0,
    });
    const bought = await write({ review: review({ product_id: ROMPER }) }, { token: anna });
    expect(bought.body.result.verified_purchase).toBe(true);
    const notBought = await write({ review: review({ product_id: 2 }) }, { token: anna });
    expect(notBought.body.result.verified_purchase).toBe(false);
    await decide(bought.body.result.id, REVIEW_STATUS.approved);
    const shown = await list(ROMPER);
    expect(shown.body.result.items[0]).toMatchObject({ verified_purchase: true });
  });

  it('does not mark an unpaid order', async () => {
    await register(t, 'dana.review@example.com');
    const dana = (await login(t, 'dana.review@example.com')).token;
    const danaId = (await me(t, dana)).body.result.id as number;
    const [order] = await t.shop.db
      .insert(schema.orders)
      .values({
        orderId: 'review-test-order-2',
        incrementId: 'RT-000002',
        storeCode: 'nl',
        customerId: danaId,
        customerEmail: 'dana.review@example.com',
        status: 'pending',
        currency: 'EUR',
        subtotal: 1000,
        subtotalInclTax: 1210,
        discountAmount: 0,
        shippingAmount: 0,
        shippingInclTax: 0,
        taxAmount: 210,
        grandTotal: 1210,
        paymentMethod: 'buckaroo_magento2_ideal',
        paymentStatus: 'pending',
        billingAddress: {} as never,
        totals: {},
      })
      .returning();
    await t.shop.db.insert(schema.orderItems).values({
      orderId: order!.id,
      sku: 'KW-100',
      parentSku: 'KW-100',
      name: 'Kinderwagen',
      productType: 'simple',
      qty: 1,
      price: 1000,
      priceInclTax: 1210,
      rowTotal: 1000,
      rowTotalInclTax: 1210,
      taxAmount: 210,
      taxPercent: '21',
      discountAmount: 0,
    });
    const answer = await write({ review: review({ product_id: KINDERWAGEN }) }, { token: dana });
    expect(answer.body.result.verified_purchase).toBe(false);
  });
});

// Shops of other settings: on PostgreSQL every test shop starts from an empty database, so the
// shop of the tests above is closed first.
describe('other settings', () => {
  beforeAll(async () => {
    await closeShop();
  });

  it('refuses every decision when the shop has no operator key', async () => {
    const keyless = await createTestShop({ seed: 'none' });
    try {
      const answer = await keyless.call({
        method: 'POST',
        url: '/api/ext/reviews/1/status',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: { review_status: 1 },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.result).toBe(
        'Approving reviews is off: the shop has no review operator key.',
      );
    } finally {
      await keyless.close();
    }
  });

  it('shows a new review at once with REVIEWS_AUTO_APPROVE', async () => {
    const auto = await createTestShop({ env: { REVIEWS_AUTO_APPROVE: 'true' } });
    try {
      const written = await auto.call({
        method: 'POST',
        url: '/api/ext/reviews/create',
        payload: { review: review({ rating: 3 }) },
      });
      expect(written.body.result.review_status).toBe(REVIEW_STATUS.approved);
      const shown = await auto.call({
        method: 'GET',
        url: `/api/ext/reviews/product/${KINDERWAGEN}`,
      });
      expect(shown.body.result).toMatchObject({ total: 1, rating: { average: 3, count: 1 } });
      expect((await productDoc(KINDERWAGEN, auto)).rating_summary).toEqual({
        average: 3,
        count: 1,
      });
    } finally {
      await auto.close();
    }
  });
});
