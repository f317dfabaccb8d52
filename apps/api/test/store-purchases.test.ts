/**
 * Purchases at a store's till (secondary-areas §3 offline order, §6, §7 offline orders overview
 * and detail): the import with the operator key, idempotent by receipt id; the customer's own
 * overview and detail; someone else's purchase answers 404, no token 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, login, register } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';

const OPERATOR_KEY = 'till-operator-key-for-tests-0123456789';

/** The receipts are from 20 to 25 November 2026: the shop's clock reads two days later. */
const NOW = new Date('2026-11-27T11:00:00Z');
let t: TestShop;
let anna: string;
let bert: string;

beforeAll(async () => {
  t = await createTestShop({ env: { STORE_OPERATOR_KEY: OPERATOR_KEY }, now: () => NOW });
  await register(t, 'anna.store@example.com');
  await register(t, 'bert.store@example.com');
  // Receipts link only to a confirmed address (decision 53).
  await confirmEmail(t, 'anna.store@example.com');
  await confirmEmail(t, 'bert.store@example.com');
  anna = (await login(t, 'anna.store@example.com')).token;
  bert = (await login(t, 'bert.store@example.com')).token;
});

afterAll(async () => {
  await t?.close();
});

/** The error answer's meta (key, params, field). */
const metaOf = (body: unknown) =>
  (body as { meta: { key: string; field?: string; params: Record<string, string> } }).meta;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function receipt(overrides: Record<string, unknown> = {}) {
  return {
    receipt_id: 'UTR-2026-000123',
    store_code: 'utrecht',
    customer_email: ' Anna.Store@example.com ',
    purchased_at: '2026-11-20T14:12:00+01:00',
    currency: 'EUR',
    lines: [
      {
        sku: 'ROMPER-RED-56',
        name: 'Katoenen romper rood 56',
        qty: 2,
        price_incl_tax: 19.95,
        tax_percent: 21,
      },
      {
        sku: 'BOEK-1',
        name: 'Voorleesboek',
        qty: 1,
        price_incl_tax: 10.9,
        discount_amount: 1,
        tax_percent: 9,
      },
    ],
    grand_total: 49.8,
    ...overrides,
  };
}

function importReceipt(body: unknown, key: string | null = OPERATOR_KEY) {
  return t.call({
    method: 'POST',
    url: '/api/ext/offline-orders/import',
    headers: key === null ? {} : { 'x-operator-key': key },
    payload: body as Record<string, unknown>,
  });
}

const overview = (token: string | null, email: string) =>
  t.call({
    method: 'GET',
    url: `/api/ext/offline-orders?customerEmail=${encodeURIComponent(email)}`,
    headers: token ? bearer(token) : {},
  });

const detail = (token: string | null, id: number | string) =>
  t.call({
    method: 'GET',
    url: `/api/ext/offline-orders/${id}`,
    headers: token ? bearer(token) : {},
  });

describe('POST /api/ext/offline-orders/import', () => {
  let firstId: number;

  it('stores a receipt for the customer of its e-mail address, with the lines’ totals', async () => {
    const { status, body } = await importReceipt(receipt());
    expect(status, JSON.stringify(body)).toBe(200);
    firstId = body.result.order_id;
    expect(body.result).toMatchObject({
      created: true,
      customer_matched: true,
      receipt_id: 'UTR-2026-000123',
      store_code: 'utrecht',
      store_name: 'Kindershop Utrecht',
      customer_email: 'anna.store@example.com',
      created_at: '2026-11-20T13:12:00.000Z',
      currency: 'EUR',
      grand_total: 49.8,
      subtotal_incl_tax: 50.8,
      discount_amount: 1,
      // 39.90 at 21 % holds 6.92 VAT; 9.90 at 9 % holds 0.82.
      tax_amount: 7.74,
      items_count: 3,
      total_item_count: 2,
      store: { code: 'utrecht', city: 'Utrecht', postcode: '3511 AZ' },
    });
    expect(body.result.items[1]).toMatchObject({
      sku: 'BOEK-1',
      qty_ordered: 1,
      price_incl_tax: 10.9,
      price: 10,
      discount_amount: 1,
      row_total_incl_tax: 9.9,
      row_total: 9.08,
      tax_amount: 0.82,
      tax_percent: 9,
    });
  });

  it('answers the same purchase for the same receipt again and stores nothing new', async () => {
    // The same receipt, its e-mail address and time written another way.
    const again = await importReceipt(
      receipt({ customer_email: 'anna.store@example.com', purchased_at: '2026-11-20T13:12:00Z' }),
    );
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ order_id: firstId, created: false });
    expect((await overview(anna, 'anna.store@example.com')).body.result).toHaveLength(1);
  });

  it('answers 409 for other contents under a receipt id that was imported', async () => {
    const { status, body } = await importReceipt(
      receipt({
        grand_total: 48.8,
        lines: [
          {
            sku: 'ROMPER-RED-56',
            name: 'Katoenen romper rood 56',
            qty: 2,
            price_incl_tax: 19.95,
            tax_percent: 21,
          },
          {
            sku: 'BOEK-1',
            name: 'Voorleesboek',
            qty: 1,
            price_incl_tax: 10.9,
            discount_amount: 2,
            tax_percent: 9,
          },
        ],
      }),
    );
    expect(status).toBe(409);
    expect(metaOf(body)).toMatchObject({
      key: 'offlineorder.receipt_conflict',
      params: { receiptId: 'UTR-2026-000123' },
      field: 'receipt_id',
    });
  });

  it('stores a receipt once when two imports of it arrive at the same time', async () => {
    const body = receipt({
      receipt_id: 'ZWO-RACE-1',
      store_code: 'zwolle',
      customer_email: 'nobody@example.com',
    });
    const answers = await Promise.all([importReceipt(body), importReceipt(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [a, b] = answers.map((answer) => answer.body.result);
    expect(a.order_id).toBe(b.order_id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
  });

  it('answers 401 without the operator key or with another one, before reading the body', async () => {
    for (const key of [null, 'not-the-key', `${OPERATOR_KEY}x`]) {
      const { status, body } = await importReceipt({ nonsense: true }, key);
      expect(status).toBe(401);
      expect(metaOf(body).key).toBe('offlineorder.operator_key_required');
    }
  });

  it('answers 400 naming the field for a receipt that breaks its schema or its sums', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ receipt_id: undefined }, 'receipt_id', 'field.required'],
      [{ customer_email: 'geen-adres' }, 'customer_email', 'field.wrong_format'],
      [{ purchased_at: '20-11-2026' }, 'purchased_at', 'field.wrong_format'],
      [{ purchased_at: '0000-01-01T00:00:00Z' }, 'purchased_at', 'field.invalid'],
      // Three days ahead of the shop's clock: a till runs ahead by minutes, never by days.
      [
        { purchased_at: new Date(Date.now() + 3 * 86_400_000).toISOString() },
        'purchased_at',
        'offlineorder.purchased_in_future',
      ],
      [{ lines: [] }, 'lines', 'field.too_small'],
      [{ currency: 'USD' }, 'currency', 'field.not_allowed'],
      [{ store_code: 'atlantis' }, 'store_code', 'offlineorder.store_unknown'],
      [{ grand_total: 50 }, 'grand_total', 'offlineorder.total_mismatch'],
      [
        {
          receipt_id: 'UTR-2026-000999',
          lines: [
            { sku: 'A', name: 'A', qty: 1, price_incl_tax: 5, discount_amount: 6, tax_percent: 21 },
          ],
          grand_total: 0,
        },
        'lines.0.discount_amount',
        'offlineorder.discount_too_big',
      ],
      [
        {
          lines: [
            { sku: 'A', name: 'A', qty: 10_000, price_incl_tax: 999_999.99, tax_percent: 21 },
          ],
          grand_total: 1_000_000,
        },
        'lines',
        'offlineorder.too_large',
      ],
    ];
    for (const [override, field, key] of cases) {
      const { status, body } = await importReceipt(
        receipt({ receipt_id: 'UTR-2026-000999', ...override }),
      );
      expect(status, JSON.stringify(body)).toBe(400);
      expect(metaOf(body), JSON.stringify(body)).toMatchObject({ key });
      expect(metaOf(body).field ?? metaOf(body).params.field).toBe(field);
    }
    const tooPrecise = await importReceipt(
      receipt({ receipt_id: 'UTR-2026-000999', grand_total: 49.801 }),
    );
    expect(tooPrecise.status).toBe(400);
  });

  it('keeps a receipt of an address without an account, shown to nobody', async () => {
    const { status, body } = await importReceipt(
      receipt({
        receipt_id: 'AMS-1',
        store_code: 'amsterdam',
        customer_email: 'nobody@example.com',
      }),
    );
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ created: true, customer_matched: false });
    expect((await detail(anna, body.result.order_id)).status).toBe(404);
  });
});

describe('GET /api/ext/offline-orders and /api/ext/offline-orders/{order_id}', () => {
  let newer: number;
  let bertsOwn: number;

  beforeAll(async () => {
    newer = (
      await importReceipt(
        receipt({
          receipt_id: 'KOELN-77',
          store_code: 'koeln',
          purchased_at: '2026-11-25T10:00:00+01:00',
          lines: [
            { sku: 'BG-200', name: 'Leichter Buggy', qty: 1, price_incl_tax: 149, tax_percent: 19 },
          ],
          grand_total: 149,
        }),
      )
    ).body.result.order_id;
    bertsOwn = (
      await importReceipt(
        receipt({
          receipt_id: 'AMS-2',
          store_code: 'amsterdam',
          customer_email: 'bert.store@example.com',
        }),
      )
    ).body.result.order_id;
  });

  it('lists the customer’s own store purchases, newest first', async () => {
    const { status, body } = await overview(anna, 'ANNA.store@example.com');
    expect(status).toBe(200);
    expect(body.result.map((order: { receipt_id: string }) => order.receipt_id)).toEqual([
      'KOELN-77',
      'UTR-2026-000123',
    ]);
    expect(body.result[0]).toEqual({
      order_id: newer,
      receipt_id: 'KOELN-77',
      store_code: 'koeln',
      store_name: 'Kindershop Köln',
      created_at: '2026-11-25T09:00:00.000Z',
      grand_total: 149,
      currency: 'EUR',
      items_count: 1,
    });
  });

  it('answers nothing of another customer for their e-mail address', async () => {
    const { status, body } = await overview(anna, 'bert.store@example.com');
    expect(status).toBe(403);
    expect(metaOf(body)).toMatchObject({
      key: 'offlineorder.email_not_own',
      field: 'customerEmail',
    });
    expect(JSON.stringify(body)).not.toContain('AMS-2');
  });

  it('shows one purchase with its lines, totals and store address', async () => {
    const { status, body } = await detail(anna, newer);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      order_id: newer,
      store: { code: 'koeln', name: 'Kindershop Köln', country_id: 'DE', postcode: '50667' },
      tax_amount: 23.79,
      subtotal: 125.21,
      items: [{ sku: 'BG-200', name: 'Leichter Buggy', row_total_incl_tax: 149, tax_percent: 19 }],
    });
  });

  it('answers 404 for another customer’s purchase, like an unknown one', async () => {
    const theirs = await detail(anna, bertsOwn);
    expect(theirs.status).toBe(404);
    expect(metaOf(theirs.body)).toMatchObject({ key: 'offlineorder.not_found' });
    expect((await detail(anna, 999_999)).status).toBe(404);
    expect((await detail(bert, bertsOwn)).status).toBe(200);
  });

  it('answers 400 naming order_id for an id that is no number', async () => {
    const { status, body } = await detail(anna, 'abc');
    expect(status, JSON.stringify(body)).toBe(400);
    expect(metaOf(body), JSON.stringify(body)).toMatchObject({ params: { field: 'order_id' } });
  });

  it('answers 401 without a token', async () => {
    expect((await overview(null, 'anna.store@example.com')).status).toBe(401);
    expect((await detail(null, newer)).status).toBe(401);
  });

  it('forgets the account of a deleted customer: their purchases leave the account', async () => {
    await register(t, 'cees.store@example.com');
    await confirmEmail(t, 'cees.store@example.com');
    const cees = (await login(t, 'cees.store@example.com')).token;
    await importReceipt(
      receipt({
        receipt_id: 'AMS-3',
        store_code: 'amsterdam',
        customer_email: 'cees.store@example.com',
      }),
    );
    const deleted = await t.call({
      method: 'DELETE',
      url: '/api/ext/user-extend/mine',
      headers: bearer(cees),
    });
    expect(deleted.status).toBe(200);
    const again = await importReceipt(
      receipt({
        receipt_id: 'AMS-3',
        store_code: 'amsterdam',
        customer_email: 'cees.store@example.com',
      }),
    );
    // The purchase stays for the books, without the account and its address; the same receipt
    // again changes nothing and gives it to no one.
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ created: false, customer_matched: false });
    expect(again.body.result.customer_email).not.toContain('cees');
    // A later receipt with the address of the deleted account belongs to no account either.
    const later = await importReceipt(
      receipt({
        receipt_id: 'AMS-4',
        store_code: 'amsterdam',
        customer_email: 'cees.store@example.com',
      }),
    );
    expect(later.status).toBe(200);
    expect(later.body.result).toMatchObject({ created: true, customer_matched: false });
  });
});

describe('without an operator key configured', () => {
  it('refuses every import with 401', async () => {
    const shop = await createTestShop({ seed: 'none' });
    try {
      const { status, body } = await shop.call({
        method: 'POST',
        url: '/api/ext/offline-orders/import',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: receipt(),
      });
      expect(status).toBe(401);
      expect(metaOf(body).key).toBe('offlineorder.import_off');
    } finally {
      await shop.close();
    }
  });
});
