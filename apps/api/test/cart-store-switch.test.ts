/**
 * POST /api/cart/switch-store-view: the language switch moves the shopper's cart to the other
 * store view (decision 0049). The same cart with its lines, priced in the new view (incl. its
 * VAT, decision 0042); a coupon that does not apply there comes off and is named; a line the
 * view does not sell stays on the cart, outside the totals, and is marked; a cart the shopper
 * had in that view joins without counting a line twice; a repeated call changes nothing.
 */
import { STORE_VIEWS } from '@shop/core';
import { documentStoreId, schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';
import { insertGiftCard } from './order-helper.ts';

let t: TestShop;
let alice: { id: number; token: string };

beforeAll(async () => {
  t = await createTestShop({
    env: { TOKEN_SECRET: 'a-test-secret-of-at-least-thirty-two-characters' },
  });
  const [row] = await t.shop.db
    .insert(schema.customers)
    .values({ email: 'alice@example.com', firstname: 'Alice', lastname: 'Test', groupId: 1 })
    .returning();
  const { accessToken } = await t.app.services.sessions.start({ id: row!.id, groupId: 1 });
  alice = { id: row!.id, token: accessToken };
  // A coupon from 29,50: six SLAB reach it in nl (6 × 4,95 = 29,70) but not in de (6 × 4,87).
  await t.shop.db.insert(schema.salesRules).values({
    couponCode: 'DREMPEL',
    name: 'From 29,50',
    kind: 'fixed',
    amount: 300,
    minSubtotal: 2950,
  });
  // KW-100 is not sold in the German view: it has no German document.
  await t.shop.db
    .delete(schema.catalogProductDocs)
    .where(
      and(
        eq(schema.catalogProductDocs.storeId, documentStoreId(STORE_VIEWS.de)),
        eq(schema.catalogProductDocs.productId, 1),
      ),
    );
});
afterAll(() => t.close());

type Store = 'nl' | 'de';
const headers = (store: Store, token?: string) => ({
  'x-vs-store-code': store,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function createCart(store: Store, token?: string): Promise<string> {
  const { status, body } = await t.call({
    method: 'POST',
    url: '/api/cart/create',
    headers: headers(store, token),
  });
  expect(status).toBe(200);
  return body.result;
}

async function add(cartId: string, store: Store, cartItem: object, token?: string) {
  const answer = await t.call({
    method: 'POST',
    url: `/api/cart/update?cartId=${cartId}`,
    headers: headers(store, token),
    payload: { cartItem },
  });
  expect(answer.status).toBe(200);
  return answer.body.result;
}

const switchTo = (store: Store | null, cartId: string, payload?: object, token?: string) =>
  t.call({
    method: 'POST',
    url: `/api/cart/switch-store-view?cartId=${cartId}`,
    headers: store ? headers(store, token) : token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const totals = async (cartId: string, store: Store, token?: string) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/cart/totals?cartId=${cartId}`,
      headers: headers(store, token),
    })
  ).body.result;

const pull = (cartId: string, store: Store, token?: string) =>
  t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}`, headers: headers(store, token) });

const redRomper56 = {
  sku: 'ROMPER',
  qty: 1,
  product_option: {
    extension_attributes: {
      configurable_item_options: [
        { option_id: 93, option_value: OPTION.red },
        { option_id: 144, option_value: OPTION.size56 },
      ],
    },
  },
};

describe('moving a guest cart from nl to de', () => {
  it('keeps the cart and its lines, priced in de incl. German VAT', async () => {
    const cartId = await createCart('nl');
    await add(cartId, 'nl', { sku: 'SLAB', qty: 2 });
    const romper = await add(cartId, 'nl', redRomper56);
    expect(romper.sku).toBe(`ROMPER-${OPTION.red}-${OPTION.size56}`);
    expect((await totals(cartId, 'nl')).subtotal_incl_tax).toBe(29.85); // 2 × 4,95 + 19,95

    const { status, body } = await switchTo('de', cartId);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      cartId,
      store_code: 'de',
      moved: true,
      dropped_coupon: null,
      merged_cart_id: null,
    });
    // 4,95 incl. 21 % is 4,09 net, 4,87 incl. 19 %; 19,95 is 16,49 net, 19,62 incl. 19 %.
    expect(body.result.items).toEqual([
      expect.objectContaining({ sku: 'SLAB', qty: 2, price_incl_tax: 4.87, available: true }),
      expect.objectContaining({
        sku: `ROMPER-${OPTION.red}-${OPTION.size56}`,
        parentSku: 'ROMPER',
        qty: 1,
        price_incl_tax: 19.62,
        available: true,
        slug: expect.any(String),
      }),
    ]);
    // The variant's options read in German now, in the lines and the totals.
    expect(
      body.result.items[1].product_option.extension_attributes.configurable_item_options,
    ).toEqual([
      expect.objectContaining({ label: 'Farbe' }),
      expect.objectContaining({ label: 'Größe' }),
    ]);
    const de = await totals(cartId, 'de');
    expect(de).toMatchObject({ subtotal_incl_tax: 29.36, tax_country_id: 'DE' });
    expect(JSON.parse(de.items[1].options).map((o: { label: string }) => o.label)).toEqual([
      'Farbe',
      'Größe',
    ]);
    // The German page pulls the cart as its own now; the Dutch page is told it moved.
    expect((await pull(cartId, 'de')).status).toBe(200);
    const stale = await pull(cartId, 'nl');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 409,
      meta: { key: 'cart.in_other_store_view', params: { cartId, storeCode: 'de' } },
    });
  });

  it('changes nothing when asked twice (idempotent), and moves back again', async () => {
    const cartId = await createCart('nl');
    await add(cartId, 'nl', { sku: 'SLAB', qty: 3 });
    const first = (await switchTo('de', cartId)).body.result;
    const second = (await switchTo('de', cartId)).body.result;
    expect(second).toEqual({ ...first, moved: false });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ sku: 'SLAB', qty: 3 });

    const back = (await switchTo('nl', cartId)).body.result;
    expect(back).toMatchObject({ cartId, store_code: 'nl', moved: true });
    expect(back.items).toEqual([
      expect.objectContaining({ sku: 'SLAB', qty: 3, price_incl_tax: 4.95 }),
    ]);
  });

  it('keeps a coupon that applies in de and drops one that does not, naming it', async () => {
    const keeps = await createCart('nl');
    await add(keeps, 'nl', { sku: 'SLAB', qty: 4 });
    await t.call({ method: 'POST', url: `/api/cart/apply-coupon?cartId=${keeps}&coupon=WELKOM10` });
    const kept = (await switchTo('de', keeps)).body.result;
    expect(kept.dropped_coupon).toBeNull();
    expect(await totals(keeps, 'de')).toMatchObject({
      coupon_code: 'WELKOM10',
      discount_amount: -1.95,
    });

    const drops = await createCart('nl');
    await add(drops, 'nl', { sku: 'SLAB', qty: 6 });
    const applied = await t.call({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${drops}&coupon=drempel`,
    });
    expect(applied.status).toBe(200);
    const dropped = (await switchTo('de', drops)).body.result;
    expect(dropped.dropped_coupon).toBe('DREMPEL');
    const de = await totals(drops, 'de');
    expect(de).not.toHaveProperty('coupon_code');
    expect(de.subtotal_incl_tax).toBe(29.22);
    // Not silently back on a return to nl: the shopper applies it again.
    await switchTo('nl', drops);
    expect(await totals(drops, 'nl')).not.toHaveProperty('coupon_code');
  });

  it('keeps a line de does not sell, marked and outside the totals; back in nl it counts again', async () => {
    const cartId = await createCart('nl');
    await add(cartId, 'nl', { sku: 'SLAB', qty: 1 });
    await add(cartId, 'nl', { sku: 'KW-100', qty: 1 });
    const moved = (await switchTo('de', cartId)).body.result;
    expect(moved.items).toEqual([
      expect.objectContaining({ sku: 'SLAB', available: true }),
      expect.objectContaining({ sku: 'KW-100', qty: 1, available: false, slug: null }),
    ]);
    expect((await totals(cartId, 'de')).subtotal_incl_tax).toBe(4.87);
    const back = (await switchTo('nl', cartId)).body.result;
    expect(back.items[1]).toMatchObject({ sku: 'KW-100', available: true, price_incl_tax: 499 });
    expect((await totals(cartId, 'nl')).subtotal_incl_tax).toBe(503.95);
  });

  it('keeps its gift cards', async () => {
    const cartId = await createCart('nl');
    await add(cartId, 'nl', { sku: 'SLAB', qty: 2 });
    const code = await insertGiftCard(t, {
      balance: 500,
      expiresAt: new Date(t.now().getTime() + 365 * 86_400_000),
    });
    const applied = await t.call({
      method: 'POST',
      url: '/api/ext/giftcard/apply',
      payload: { quoteId: cartId, giftCardCode: code },
    });
    expect(applied.status).toBe(200);
    await switchTo('de', cartId);
    const de = await totals(cartId, 'de');
    expect(de.credits_applied).toEqual([
      expect.objectContaining({ kind: 'giftcard', amount_used: 5 }),
    ]);
    expect(de.amount_due).toBe(4.74); // 2 × 4,87 less the card's 5,00
  });

  it('takes in the guest cart the browser had in de, keeping the moved cart’s quantities', async () => {
    const old = await createCart('de');
    await add(old, 'de', { sku: 'SLAB', qty: 5 });
    await add(old, 'de', { sku: 'BG-200', qty: 1 });
    const cartId = await createCart('nl');
    await add(cartId, 'nl', { sku: 'SLAB', qty: 2 });
    const result = (await switchTo('de', cartId, { targetCartId: old })).body.result;
    expect(result).toMatchObject({ cartId, merged_cart_id: old });
    expect(result.items.map((item: { sku: string; qty: number }) => [item.sku, item.qty])).toEqual([
      ['SLAB', 2],
      ['BG-200', 1],
    ]);
    // The old cart is closed; asked again, nothing doubles.
    expect((await pull(old, 'de')).status).toBe(404);
    const again = (await switchTo('de', cartId, { targetCartId: old })).body.result;
    expect(again.items).toEqual(result.items);
    expect(again.merged_cart_id).toBeNull();
  });
});

describe('moving a customer cart', () => {
  it('moves the customer’s nl cart to de and folds in the customer’s old de cart', async () => {
    const deCart = await createCart('de', alice.token);
    await add(deCart, 'de', { sku: 'BG-200', qty: 1 }, alice.token);
    const nlCart = await createCart('nl', alice.token);
    await add(nlCart, 'nl', redRomper56, alice.token);
    const { status, body } = await switchTo('de', nlCart, undefined, alice.token);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ cartId: nlCart, store_code: 'de', merged_cart_id: deCart });
    expect(body.result.items.map((item: { sku: string }) => item.sku)).toEqual([
      `ROMPER-${OPTION.red}-${OPTION.size56}`,
      'BG-200',
    ]);
    // The customer's one active cart of de is now the moved one.
    expect(await createCart('de', alice.token)).toBe(nlCart);
    // Switching back leaves no de cart behind, and a new nl create finds it again.
    await switchTo('nl', nlCart, undefined, alice.token);
    expect(await createCart('nl', alice.token)).toBe(nlCart);
  });

  it('answers 404 for another’s cart, as for an unknown one', async () => {
    const nlCart = await createCart('nl', alice.token);
    const asGuest = await switchTo('de', nlCart);
    expect(asGuest.status).toBe(404);
    expect(asGuest.body).toMatchObject({ meta: { key: 'cart.not_found' } });
    expect((await switchTo('de', 'no-such-cart')).status).toBe(404);
  });
});

describe('bad requests', () => {
  it('answers 400 naming storeCode when the call names no store view', async () => {
    const cartId = await createCart('nl');
    const answer = await switchTo(null, cartId);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 400,
      meta: { key: 'cart.store_view_required', field: 'storeCode' },
    });
  });

  it('answers 404 for an unknown store view and 400 without a cartId or with a bad body', async () => {
    const cartId = await createCart('nl');
    const unknown = await t.call({
      method: 'POST',
      url: `/api/cart/switch-store-view?cartId=${cartId}&storeCode=fr`,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ meta: { key: 'request.store_view_unknown' } });
    const noCart = await t.call({
      method: 'POST',
      url: '/api/cart/switch-store-view?storeCode=de',
    });
    expect(noCart.status).toBe(400);
    const badBody = await switchTo('de', cartId, { targetCartId: 42 });
    expect(badBody.status).toBe(400);
  });
});
