/**
 * "Transfer cart products to wishlist" (secondary-areas §7 Birth list): the caller's cart's
 * products move to their wishlist and leave the cart, birth list gifts and contributions stay;
 * and an account deletion closes the customer's birth lists (their pages unavailable) and
 * removes their wishlist in the deletion's transaction. Runs on PGlite, and on PostgreSQL with
 * DATABASE_URL.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, newCustomer } from './accounts-helper.ts';
import { OPTION } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';
import { createCart, MONDAY_NOON, setStock } from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
  await setStock(t, 'SLAB', 1000);
  await setStock(t, 'SPEEN', 1000);
});
afterAll(() => t.close());

const ROMPER_CHILD = `ROMPER-${OPTION.red}-${OPTION.size62}`;
const customer = () => newCustomer(t);
async function listWithItemAndDonation(c: Customer) {
  const created = await t.call({
    method: 'POST',
    url: `/api/ext/birthlist/create${c.q}`,
    payload: {
      birthlist: {
        display_name: 'Emma & Daan',
        message: 'Welkom',
        expected_date: '2027-03-01',
        url_key: `lijst-${c.id}-${Date.now()}`,
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const listId = created.body.result.entity_id as number;
  const item = await t.call({
    method: 'POST',
    url: `/api/ext/birthlist/item/create${c.q}`,
    payload: { productItem: { birthlist_id: listId, sku: 'SLAB', qty: 3 } },
  });
  const donation = await t.call({
    method: 'POST',
    url: `/api/ext/birthlist/donation-item/create${c.q}`,
    payload: { donationItem: { birthlist_id: listId, title: 'Wieg', target_amount: 20_000 } },
  });
  return {
    listId,
    urlKey: created.body.result.url_key as string,
    itemId: item.body.result.birthlist_item_id as number,
    donationId: donation.body.result.donation_item_id as number,
  };
}

const transfer = (query: string) =>
  t.call({ method: 'POST', url: `/api/ext/birthlist/transfer-cart-to-wishlist${query}` });

const pull = async (c: Customer, cartId: string) =>
  (await t.call({ method: 'GET', url: `/api/cart/pull${c.q}&cartId=${cartId}` })).body.result as {
    item_id: number;
    sku: string;
    product_option?: any;
  }[];

const wishlistOf = async (c: Customer) =>
  (await t.call({ method: 'GET', url: `/api/ext/wishlist/get${c.q}` })).body.result.items as {
    sku: string;
    child_sku: string | null;
  }[];

const keyOf = (answer: { body: unknown }) => (answer.body as { meta?: { key?: string } }).meta?.key;

describe('transfer-cart-to-wishlist', () => {
  it('moves the products to the wishlist and out of the cart; birth list gifts and contributions stay', async () => {
    const parent = await customer();
    const { itemId, donationId } = await listWithItemAndDonation(parent);
    const c = await customer();
    const cartId = await createCart(
      t,
      [
        { sku: 'SPEEN', qty: 3 },
        { sku: ROMPER_CHILD, qty: 1 },
        {
          sku: 'SLAB',
          qty: 1,
          product_option: { extension_attributes: { birthlist_item_id: itemId } },
        },
        {
          sku: 'CADEAUKAART',
          qty: 1,
          product_option: {
            extension_attributes: {
              custom_options: [{ option_id: 1, option_value: '1' }],
              birthlist_donation_item_id: donationId,
            },
          },
        },
      ],
      c.q,
    );
    const before = await pull(c, cartId);
    const idOf = (sku: string) => before.find((line) => line.sku === sku)!.item_id;

    const answer = await transfer(`${c.q}&cartId=${cartId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.moved).toEqual([
      { item_id: idOf('SPEEN'), sku: 'SPEEN' },
      { item_id: idOf(ROMPER_CHILD), sku: ROMPER_CHILD },
    ]);
    expect(answer.body.result.kept).toEqual([
      { item_id: idOf('SLAB'), sku: 'SLAB', reason: 'birthlist_gift' },
      { item_id: idOf('CADEAUKAART'), sku: 'CADEAUKAART', reason: 'birthlist_contribution' },
    ]);
    // The answer is the whole wishlist: the product once (not three times), the configurable
    // with its chosen child.
    expect(
      answer.body.result.items.map((item: { sku: string; child_sku: string | null }) => [
        item.sku,
        item.child_sku,
      ]),
    ).toEqual([
      ['SPEEN', null],
      ['ROMPER', ROMPER_CHILD],
    ]);
    expect((await wishlistOf(c)).length).toBe(2);
    expect((await pull(c, cartId)).map((line) => line.sku).sort()).toEqual(['CADEAUKAART', 'SLAB']);

    // Again: nothing left to move, nothing doubled.
    const again = await transfer(`${c.q}&cartId=${cartId}`);
    expect(again.body.result.moved).toEqual([]);
    expect(again.body.result.kept).toHaveLength(2);
    expect(again.body.result.items).toHaveLength(2);
  });

  it('adds a product that is on the wishlist already once; an empty cart moves nothing', async () => {
    const c = await customer();
    const added = await t.call({
      method: 'POST',
      url: `/api/ext/wishlist/add${c.q}`,
      payload: { productId: 32 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }], c.q);
    const answer = await transfer(`${c.q}&cartId=${cartId}`);
    expect(answer.body.result.items.map((item: { sku: string }) => item.sku)).toEqual(['SPEEN']);
    expect(await pull(c, cartId)).toEqual([]);
    const empty = await transfer(`${c.q}&cartId=${cartId}`);
    expect(empty.body).toEqual({
      code: 200,
      result: { items: answer.body.result.items, moved: [], kept: [] },
    });
  });

  it('needs the token and the cart id; another customer’s or an unknown cart answers 404', async () => {
    const owner = await customer();
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }], owner.q);
    expect((await transfer(`?cartId=${cartId}`)).status).toBe(401);
    expect((await transfer(`?token=nonsense&cartId=${cartId}`)).status).toBe(401);
    const noCart = await transfer(owner.q);
    expect(noCart.status).toBe(400);
    expect((noCart.body as any).meta).toEqual({
      key: 'field.required',
      params: { field: 'cartId' },
    });
    for (const cart of ['', '%20', 'x'.repeat(101)]) {
      expect((await transfer(`${owner.q}&cartId=${cart}`)).status, cart).toBe(400);
    }
    const stranger = await customer();
    const foreign = await transfer(`${stranger.q}&cartId=${cartId}`);
    expect(foreign.status).toBe(404);
    expect(keyOf(foreign)).toBe('cart.not_found');
    expect((await transfer(`${stranger.q}&cartId=no-such-cart`)).status).toBe(404);
    // Nothing moved for anyone.
    expect(await wishlistOf(stranger)).toEqual([]);
    expect(await pull(owner, cartId)).toHaveLength(1);
  });

  it('answers 4xx, never 5xx, for odd queries and bodies', async () => {
    const c = await customer();
    const cartId = await createCart(t, [], c.q);
    const odd = [
      { url: `${c.q}&cartId=${cartId}&cartId=${cartId}` },
      { url: `${c.q}&cartId=${cartId}`, payload: 'nicht json', json: true },
      { url: `${c.q}&cartId=%ZZ` },
      { url: `${c.q}&cartId=${cartId}&storeCode=xx` },
    ];
    for (const request of odd) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/ext/birthlist/transfer-cart-to-wishlist${request.url}`,
        ...(request.json
          ? { headers: { 'content-type': 'application/json' }, payload: request.payload }
          : {}),
      });
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, request.url).toBeLessThan(500);
    }
  });
});

describe('deleting an account', () => {
  it('closes the customer’s birth lists (pages unavailable, name and message gone) and removes the wishlist', async () => {
    const c = await customer();
    const { listId, urlKey } = await listWithItemAndDonation(c);
    await t.call({
      method: 'POST',
      url: `/api/ext/wishlist/add${c.q}`,
      payload: { productId: 32 },
    });
    expect(
      (await t.call({ method: 'GET', url: `/api/ext/birthlist/public/nl/${urlKey}` })).status,
    ).toBe(200);
    const other = await customer();
    await t.call({
      method: 'POST',
      url: `/api/ext/wishlist/add${other.q}`,
      payload: { productId: 32 },
    });
    const otherList = await listWithItemAndDonation(other);

    const deleted = await t.call({ method: 'DELETE', url: `/api/ext/user-extend/mine${c.q}` });
    expect(deleted.body).toEqual({ code: 200, result: true });

    const page = await t.call({ method: 'GET', url: `/api/ext/birthlist/public/nl/${urlKey}` });
    expect(page.status).toBe(404);
    expect(keyOf(page)).toBe('birthlist.unavailable');
    const [list] = await t.shop.db
      .select()
      .from(schema.birthLists)
      .where(eq(schema.birthLists.id, listId));
    expect(list).toMatchObject({ active: false, displayName: '', message: '', urlKey });
    const wishlist = await t.shop.db
      .select()
      .from(schema.wishlistItems)
      .where(eq(schema.wishlistItems.customerId, c.id));
    expect(wishlist).toEqual([]);
    // The key stays taken: an old link never shows another family's list.
    const check = await t.call({
      method: 'GET',
      url: `/api/ext/birthlist/check-url/${urlKey}${other.q}`,
    });
    expect(check.body.result.status).toBe('error');
    // Another customer keeps theirs.
    expect(await wishlistOf(other)).toHaveLength(1);
    expect(
      (await t.call({ method: 'GET', url: `/api/ext/birthlist/public/nl/${otherList.urlKey}` }))
        .status,
    ).toBe(200);
  });
});
