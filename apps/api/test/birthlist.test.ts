/**
 * Birth lists: the customer's own list, items and donation items (another customer's answer
 * 404), the url key and its race, the public read (nothing private; an inactive list is
 * unavailable), add-all-to-cart, and gifts bought from a list: counted with the order's stock,
 * never past what is wanted (concurrent buyers of the last one), given back once when the
 * payment is canceled. Runs on PGlite, and on PostgreSQL with DATABASE_URL (where races really
 * overlap).
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, newCustomer } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  placeOrder,
  providerAction,
  setStock,
  startPayment,
  stockOf,
} from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    now: () => MONDAY_NOON,
    env: { SHOP_PUBLIC_URL: 'http://shop.test' },
  });
});
afterAll(() => t.close());

const FUTURE = '2027-03-01';
const customer = () => newCustomer(t, 'ouder');

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.call({ method, url: `/api/ext/birthlist${url}`, ...(payload ? { payload } : {}) });
}

async function createList(c: Customer, fields: Record<string, unknown> = {}) {
  const answer = await call('POST', `/create${c.q}`, {
    birthlist: {
      display_name: 'Emma & Daan',
      message: 'Welkom kleintje',
      expected_date: FUTURE,
      url_key: `lijst-${c.id}`,
      ...fields,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as { entity_id: number; url_key: string };
}

async function addItem(c: Customer, listId: number, item: Record<string, unknown> = {}) {
  const answer = await call('POST', `/item/create${c.q}`, {
    productItem: { birthlist_id: listId, sku: 'SLAB', product_option: null, ...item },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as { birthlist_item_id: number; qty: number };
}

const keyOf = (answer: { body: unknown }) => (answer.body as { meta?: { key?: string } }).meta?.key;

describe('the customer’s birth list', () => {
  it('is created with the token and read back by user id; another user id answers 404', async () => {
    const anna = await customer();
    // Before a list is made the customer has none: null, not an error.
    const none = await call('GET', `/get/${anna.id}${anna.q}`);
    expect(none.status).toBe(200);
    expect(none.body.result).toBeNull();
    const list = await createList(anna);
    const read = await call('GET', `/get/${anna.id}${anna.q}`);
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({
      entity_id: list.entity_id,
      is_active: 1,
      display_name: 'Emma & Daan',
      expected_date: FUTURE,
      url_key: `lijst-${anna.id}`,
      items: [],
      donation_items: [],
    });
    const other = await call('GET', `/get/${anna.id + 1000}${anna.q}`);
    expect(other.status).toBe(404);
    expect(keyOf(other)).toBe('birthlist.not_found');
    expect((await call('GET', `/get/${anna.id}`)).status).toBe(401);
    const lists = await call('GET', `/user-list${anna.q}`);
    expect(lists.body.result).toHaveLength(1);
  });

  it('refuses an expected date that is not in the future, naming the field', async () => {
    const c = await customer();
    const answer = await call('POST', `/create${c.q}`, {
      birthlist: { display_name: 'X', expected_date: '2026-11-23', url_key: `datum-${c.id}` },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as any).meta).toMatchObject({
      key: 'validation.expected_date_in_future',
      field: 'birthlist.expected_date',
    });
  });

  it('refuses a url key of the wrong form (400), a reserved or taken one (409), unknown fields (400)', async () => {
    const c = await customer();
    const bad = await call('POST', `/create${c.q}`, {
      birthlist: { display_name: 'X', expected_date: FUTURE, url_key: 'Emma_Daan!' },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as any).meta).toMatchObject({
      key: 'birthlist.url_invalid',
      field: 'birthlist.url_key',
    });
    const reserved = await call('POST', `/create${c.q}`, {
      birthlist: { display_name: 'X', expected_date: FUTURE, url_key: 'settings' },
    });
    expect(reserved.status).toBe(409);
    expect(reserved.body.result).toBe('This url is not available');
    const owner = await customer();
    await createList(owner, { url_key: `bezet-${owner.id}` });
    const taken = await call('POST', `/create${c.q}`, {
      birthlist: { display_name: 'X', expected_date: FUTURE, url_key: `Bezet-${owner.id}` },
    });
    expect(taken.status).toBe(409);
    expect(keyOf(taken)).toBe('birthlist.url_not_available');
    const extra = await call('POST', `/create${c.q}`, {
      birthlist: { display_name: 'X', expected_date: FUTURE, url_key: `ok-${c.id}`, id: 5 },
    });
    expect(extra.status).toBe(400);
    expect((await call('POST', `/create${c.q}`, {})).status).toBe(400);
  });

  it('allows one active list per customer', async () => {
    const c = await customer();
    await createList(c);
    const second = await call('POST', `/create${c.q}`, {
      birthlist: { display_name: 'X', expected_date: FUTURE, url_key: `tweede-${c.id}` },
    });
    expect(second.status).toBe(409);
    expect(keyOf(second)).toBe('birthlist.exists');
  });

  it('updates its own list; a taken url key, a past date and another customer’s list are refused', async () => {
    const c = await customer();
    const other = await customer();
    const list = await createList(c);
    const otherList = await createList(other);
    const updated = await call('PUT', `/update/${list.entity_id}${c.q}`, {
      birthlist: { message: 'Nieuw bericht', url_key: `nieuw-${c.id}` },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({
      message: 'Nieuw bericht',
      url_key: `nieuw-${c.id}`,
    });
    const taken = await call('PUT', `/update/${list.entity_id}${c.q}`, {
      birthlist: { url_key: otherList.url_key },
    });
    expect(taken.status).toBe(409);
    expect(keyOf(taken)).toBe('birthlist.url_not_available');
    const past = await call('PUT', `/update/${list.entity_id}${c.q}`, {
      birthlist: { expected_date: '2020-01-01' },
    });
    expect(past.status).toBe(400);
    expect(keyOf(past)).toBe('validation.expected_date_in_future');
    const foreign = await call('PUT', `/update/${otherList.entity_id}${c.q}`, {
      birthlist: { message: 'van mij' },
    });
    expect(foreign.status).toBe(404);
    expect((await call('PUT', `/update/abc${c.q}`, { birthlist: {} })).status).toBe(400);
  });

  it('checks a url key: success only when free (or its own), else error with the message', async () => {
    const c = await customer();
    const list = await createList(c);
    const free = await call('GET', `/check-url/vrij-${c.id}${c.q}`);
    expect(free.body).toEqual({ code: 200, result: { status: 'success' } });
    const own = await call('GET', `/check-url/${list.url_key}${c.q}`);
    expect(own.body.result.status).toBe('success');
    const other = await customer();
    const taken = await call('GET', `/check-url/${list.url_key}${other.q}`);
    expect(taken.body.result).toEqual({
      status: 'error',
      message: 'This url is not available',
      key: 'birthlist.url_not_available',
    });
    const invalid = await call('GET', `/check-url/a${other.q}`);
    expect(invalid.body.result).toMatchObject({ status: 'error', key: 'birthlist.url_invalid' });
    expect((await call('GET', `/check-url/vrij`)).status).toBe(401);
  });

  it('gives one of two creations of the same key at once, the other is not available', async () => {
    const [a, b] = [await customer(), await customer()];
    const key = `race-${a.id}`;
    const body = { birthlist: { display_name: 'X', expected_date: FUTURE, url_key: key } };
    const answers = await Promise.all([
      call('POST', `/create${a.q}`, body),
      call('POST', `/create${b.q}`, body),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const refused = answers.find((x) => x.status === 409)!;
    expect(refused.body.result).toBe('This url is not available');
    const rows = await t.shop.db
      .select()
      .from(schema.birthLists)
      .where(eq(schema.birthLists.urlKey, key));
    expect(rows).toHaveLength(1);
  });
});

describe('the items of a list', () => {
  it('are added, raised when added again, updated and removed; favourites cannot be removed', async () => {
    const c = await customer();
    const list = await createList(c);
    const item = await addItem(c, list.entity_id);
    expect(item).toMatchObject({ sku: 'SLAB', qty: 1, qty_bought: 0, qty_still_wanted: 1 });
    const again = await addItem(c, list.entity_id, { qty: 2 });
    expect(again).toMatchObject({ birthlist_item_id: item.birthlist_item_id, qty: 3 });
    const updated = await call('PUT', `/item/update/${item.birthlist_item_id}${c.q}`, {
      item: { qty: 2, is_favorite: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ qty: 2, is_favorite: true, qty_still_wanted: 2 });
    const refused = await call('DELETE', `/item/delete/${item.birthlist_item_id}${c.q}`);
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBe(
      "You can't remove items from your birthlist that have been marked as a favorite.",
    );
    expect(keyOf(refused)).toBe('birthlist.favorite_not_removable');
    await call('PUT', `/item/update/${item.birthlist_item_id}${c.q}`, {
      item: { is_favorite: false },
    });
    const removed = await call('DELETE', `/item/delete/${item.birthlist_item_id}${c.q}`);
    expect(removed.body).toEqual({ code: 200, result: true });
    const gone = await call('DELETE', `/item/delete/${item.birthlist_item_id}${c.q}`);
    expect(gone.status).toBe(404);
  });

  it('refuses bad input with a 4xx naming the problem', async () => {
    const c = await customer();
    const list = await createList(c);
    const unknown = await call('POST', `/item/create${c.q}`, {
      productItem: { birthlist_id: list.entity_id, sku: 'GEEN-PRODUCT' },
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as any).meta).toMatchObject({ field: 'productItem.sku' });
    for (const productItem of [
      { birthlist_id: list.entity_id, sku: '' },
      { birthlist_id: list.entity_id, sku: 'SLAB', qty: 0 },
      { birthlist_id: 'x', sku: 'SLAB' },
      { birthlist_id: 99_999_999_999, sku: 'SLAB' },
    ]) {
      const answer = await call('POST', `/item/create${c.q}`, { productItem });
      expect(answer.status, JSON.stringify(productItem)).toBe(400);
    }
    const item = await addItem(c, list.entity_id);
    for (const body of [
      { item: { qty: -1 } },
      { item: { qty: 'veel' } },
      { item: { color: 1 } },
      {},
    ]) {
      const answer = await call('PUT', `/item/update/${item.birthlist_item_id}${c.q}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('of another customer answer 404 for every call', async () => {
    const owner = await customer();
    const list = await createList(owner);
    const item = await addItem(owner, list.entity_id);
    const stranger = await customer();
    const answers = await Promise.all([
      call('POST', `/item/create${stranger.q}`, {
        productItem: { birthlist_id: list.entity_id, sku: 'SLAB' },
      }),
      call('PUT', `/item/update/${item.birthlist_item_id}${stranger.q}`, { item: { qty: 5 } }),
      call('DELETE', `/item/delete/${item.birthlist_item_id}${stranger.q}`),
      call('PUT', `/mark-inactive/${list.entity_id}${stranger.q}`),
      call('PUT', `/remove-products/${list.entity_id}${stranger.q}`),
      call('GET', `/donation-item/get/${list.entity_id}${stranger.q}`),
      call('POST', `/donation-item/create${stranger.q}`, {
        donationItem: { birthlist_id: list.entity_id, title: 'Wieg', target_amount: 1000 },
      }),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    const still = await call('GET', `/get/${owner.id}${owner.q}`);
    expect(still.body.result.is_active).toBe(1);
    expect(still.body.result.items).toHaveLength(1);
  });

  it('remove-products takes every product off except the favourites', async () => {
    const c = await customer();
    const list = await createList(c);
    await addItem(c, list.entity_id, { sku: 'SLAB', is_favorite: true });
    await addItem(c, list.entity_id, { sku: 'SPEEN' });
    const answer = await call('PUT', `/remove-products/${list.entity_id}${c.q}`);
    expect(answer.body).toEqual({ code: 200, result: true });
    const read = await call('GET', `/get/${c.id}${c.q}`);
    expect(read.body.result.items.map((i: { sku: string }) => i.sku)).toEqual(['SLAB']);
  });
});

describe('donation items', () => {
  it('are created, read, updated and removed; bad amounts and other customers’ are refused', async () => {
    const c = await customer();
    const list = await createList(c);
    const created = await call('POST', `/donation-item/create${c.q}`, {
      donationItem: { birthlist_id: list.entity_id, title: 'Kinderwagen', target_amount: 89_900 },
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      title: 'Kinderwagen',
      target_amount: 89_900,
      contributed_amount: 0,
    });
    const id = created.body.result.donation_item_id as number;
    const read = await call('GET', `/donation-item/get/${list.entity_id}${c.q}`);
    expect(read.body.result).toHaveLength(1);
    const updated = await call('PUT', `/donation-item/update/${id}${c.q}`, {
      donationItem: { target_amount: 95_000 },
    });
    expect(updated.body.result.target_amount).toBe(95_000);
    for (const amount of [0, -5, 1.5, 100_000_000]) {
      const answer = await call('PUT', `/donation-item/update/${id}${c.q}`, {
        donationItem: { target_amount: amount },
      });
      expect(answer.status, String(amount)).toBe(400);
    }
    const stranger = await customer();
    expect(
      (
        await call('PUT', `/donation-item/update/${id}${stranger.q}`, {
          donationItem: { title: 'Van mij' },
        })
      ).status,
    ).toBe(404);
    expect((await call('DELETE', `/donation-item/delete/${id}${stranger.q}`)).status).toBe(404);
    expect((await call('DELETE', `/donation-item/delete/${id}${c.q}`)).body.result).toBe(true);
    expect((await call('DELETE', `/donation-item/delete/${id}${c.q}`)).status).toBe(404);
  });
});

describe('statistics', () => {
  it('count wanted, bought and contributed on the customer’s list', async () => {
    const c = await customer();
    const list = await createList(c);
    await addItem(c, list.entity_id, { qty: 3 });
    await call('POST', `/donation-item/create${c.q}`, {
      donationItem: { birthlist_id: list.entity_id, title: 'Wieg', target_amount: 20_000 },
    });
    const stats = await call('GET', `/statistics${c.q}`);
    expect(stats.body.result).toEqual({
      entity_id: list.entity_id,
      products: 1,
      items_wanted: 3,
      items_bought: 0,
      items_still_wanted: 3,
      donation_target: 20_000,
      contributed_amount: 0,
    });
    const none = await customer();
    expect((await call('GET', `/statistics${none.q}`)).status).toBe(404);
  });
});

describe('the public page of a list', () => {
  it('shows only what visitors may see, favourites first, without a token', async () => {
    const c = await customer();
    const list = await createList(c);
    await addItem(c, list.entity_id, { sku: 'SPEEN' });
    await addItem(c, list.entity_id, { sku: 'SLAB', is_favorite: true, qty: 2 });
    const answer = await call('GET', `/public/nl/${list.url_key}`);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      url_key: list.url_key,
      is_active: 1,
      display_name: 'Emma & Daan',
      message: 'Welkom kleintje',
      expected_date: FUTURE,
      items: [
        { sku: 'SLAB', qty: 2, qty_still_wanted: 2, is_favorite: true },
        { sku: 'SPEEN', qty: 1, qty_still_wanted: 1, is_favorite: false },
      ],
    });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(c.email);
    expect(text).not.toContain('customer');
    expect(text).not.toContain('entity_id');
    expect(text).not.toContain('qty_bought');
    expect(text).not.toContain('Kerkstraat');
    expect(Object.keys(answer.body.result).sort()).toEqual([
      'display_name',
      'donation_items',
      'expected_date',
      'is_active',
      'items',
      'message',
      'url_key',
    ]);
  });

  it('answers an inactive list, an unknown key or store view as unavailable (404 with its key)', async () => {
    const c = await customer();
    const list = await createList(c);
    const inactive = await call('PUT', `/mark-inactive/${list.entity_id}${c.q}`);
    expect(inactive.body).toEqual({ code: 200, result: true });
    const answer = await call('GET', `/public/nl/${list.url_key}`);
    expect(answer.status).toBe(404);
    expect((answer.body as any).meta).toMatchObject({
      key: 'birthlist.unavailable',
      params: { urlKey: list.url_key },
    });
    expect((await call('GET', `/public/nl/bestaat-niet-${c.id}`)).status).toBe(404);
    expect((await call('GET', `/public/xx/${list.url_key}`)).status).toBe(404);
    // The key of an inactive list stays taken: an old link never shows another family's list.
    const other = await customer();
    const check = await call('GET', `/check-url/${list.url_key}${other.q}`);
    expect(check.body.result.status).toBe('error');
    // Its owner reads it as inactive and may start a new one.
    expect((await call('GET', `/get/${c.id}${c.q}`)).body.result.is_active).toBe(0);
    await createList(c, { url_key: `opnieuw-${c.id}` });
  });
});

describe('add all products to cart', () => {
  it('puts what is still wanted in the caller’s cart, each line marked with its item', async () => {
    await setStock(t, 'SLAB', 100);
    await setStock(t, 'SPEEN', 100);
    const c = await customer();
    const list = await createList(c);
    const slab = await addItem(c, list.entity_id, { sku: 'SLAB', qty: 3 });
    const speen = await addItem(c, list.entity_id, { sku: 'SPEEN' });
    const cartId = await createCart(t, [], c.q);
    const answer = await call('POST', `/add-all-products-to-cart${c.q}&cartId=${cartId}`, {
      birthListId: list.entity_id,
      itemIds: [slab.birthlist_item_id],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.items).toMatchObject([
      { birthlist_item_id: slab.birthlist_item_id, sku: 'SLAB', qty: 3 },
    ]);
    const all = await call('POST', `/add-all-products-to-cart${c.q}&cartId=${cartId}`, {
      birthListId: list.entity_id,
    });
    expect(all.body.result.items).toHaveLength(2);
    const pulled = await t.call({ method: 'GET', url: `/api/cart/pull${c.q}&cartId=${cartId}` });
    const lines = pulled.body.result as { sku: string; qty: number; product_option: any }[];
    expect(lines).toHaveLength(2);
    expect(
      lines.map((l) => [l.sku, l.qty, l.product_option.extension_attributes.birthlist_item_id]),
    ).toEqual(
      expect.arrayContaining([
        ['SLAB', 3, slab.birthlist_item_id],
        ['SPEEN', 1, speen.birthlist_item_id],
      ]),
    );
    const unknown = await call('POST', `/add-all-products-to-cart${c.q}&cartId=${cartId}`, {
      birthListId: list.entity_id,
      itemIds: [999_999],
    });
    expect(unknown.status).toBe(404);
    const stranger = await customer();
    const foreign = await call('POST', `/add-all-products-to-cart${stranger.q}&cartId=${cartId}`, {
      birthListId: list.entity_id,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('gifts bought from a list', () => {
  const gift = (itemId: number, qty = 1, sku = 'SLAB') => ({
    sku,
    qty,
    product_option: { extension_attributes: { birthlist_item_id: itemId } },
  });

  async function listWith(qty: number) {
    const c = await customer();
    const list = await createList(c);
    const item = await addItem(c, list.entity_id, { qty });
    return { c, list, itemId: item.birthlist_item_id };
  }

  async function boughtOf(itemId: number) {
    const [row] = await t.shop.db
      .select()
      .from(schema.birthListItems)
      .where(eq(schema.birthListItems.id, itemId));
    return row!.qtyBought;
  }

  it('count as bought with the order; buying more than is still wanted is refused (409)', async () => {
    await setStock(t, 'SLAB', 100);
    const { itemId, list } = await listWith(2);
    const cart = await createCart(t, [gift(itemId)]);
    const first = await placeOrder(
      t,
      orderBody(cart, [gift(itemId)], {}, { payment_method_code: 'cashondelivery' }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await boughtOf(itemId)).toBe(1);
    const page = await call('GET', `/public/nl/${list.url_key}`);
    expect(page.body.result.items[0]).toMatchObject({ qty: 2, qty_still_wanted: 1 });
    const stockBefore = await stockOf(t, 'SLAB');
    const cart2 = await createCart(t, [gift(itemId, 2)]);
    const tooMany = await placeOrder(
      t,
      orderBody(cart2, [gift(itemId, 2)], {}, { payment_method_code: 'cashondelivery' }),
    );
    expect(tooMany.status).toBe(409);
    expect(keyOf(tooMany)).toBe('birthlist.item_bought');
    // Refused as a whole: no stock taken, nothing counted.
    expect(await stockOf(t, 'SLAB')).toBe(stockBefore);
    expect(await boughtOf(itemId)).toBe(1);
  });

  it('of another product than the item’s are refused', async () => {
    await setStock(t, 'SPEEN', 100);
    const { itemId } = await listWith(1);
    const cart = await createCart(t, [gift(itemId, 1, 'SPEEN')]);
    const answer = await placeOrder(
      t,
      orderBody(cart, [gift(itemId, 1, 'SPEEN')], {}, { payment_method_code: 'cashondelivery' }),
    );
    expect(answer.status).toBe(409);
    expect(keyOf(answer)).toBe('birthlist.gift_not_on_list');
    expect(await boughtOf(itemId)).toBe(0);
  });

  it('of the last wanted unit by several visitors at once: exactly one order counts it, the others 409', async () => {
    await setStock(t, 'SLAB', 100);
    const { itemId } = await listWith(1);
    const carts: string[] = [];
    for (let i = 0; i < 5; i++) carts.push(await createCart(t, [gift(itemId)]));
    const stockBefore = await stockOf(t, 'SLAB');
    const answers = await Promise.all(
      carts.map((cart) =>
        placeOrder(
          t,
          orderBody(cart, [gift(itemId)], {}, { payment_method_code: 'cashondelivery' }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(keyOf(answer)).toBe('birthlist.item_bought');
    }
    expect(await boughtOf(itemId)).toBe(1);
    expect(await stockOf(t, 'SLAB')).toBe(stockBefore - 1);
  });

  it('come back once when the payment is canceled', async () => {
    await setStock(t, 'SLAB', 100);
    const { itemId } = await listWith(1);
    const cart = await createCart(t, [gift(itemId)]);
    const started = await startPayment(t, orderBody(cart, [gift(itemId)]));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await boughtOf(itemId)).toBe(1);
    const stockAfterOrder = await stockOf(t, 'SLAB');
    const redirect = started.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    const cancel = () => providerAction(t, redirect, 'cancel');
    expect((await cancel()).statusCode).toBe(303);
    expect(await boughtOf(itemId)).toBe(0);
    expect(await stockOf(t, 'SLAB')).toBe(stockAfterOrder + 1);
    // A second cancel (a repeated push) changes nothing.
    await cancel();
    expect(await boughtOf(itemId)).toBe(0);
    expect(await stockOf(t, 'SLAB')).toBe(stockAfterOrder + 1);
    const purchases = await t.shop.db
      .select()
      .from(schema.birthListPurchases)
      .where(eq(schema.birthListPurchases.birthListItemId, itemId));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.releasedAt).not.toBeNull();
    // The item is wanted again: another visitor can buy it.
    const cart2 = await createCart(t, [gift(itemId)]);
    const again = await placeOrder(
      t,
      orderBody(cart2, [gift(itemId)], {}, { payment_method_code: 'cashondelivery' }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await boughtOf(itemId)).toBe(1);
  });
});
