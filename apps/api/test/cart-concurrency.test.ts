/**
 * Races on one cart. On PostgreSQL the calls really overlap (a pool of connections) and the
 * cart row lock makes them take turns; on PGlite they run one at a time. Either way the cart
 * must end consistent: one line per product, totals that match the lines.
 */
import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const SKUS = ['SLAB', 'SPEEN', 'KW-100', 'BG-200', `ROMPER-${OPTION.red}-${OPTION.size56}`];

async function newCart(token?: string): Promise<string> {
  const url = token ? `/api/cart/create?token=${token}` : '/api/cart/create';
  return (await t.call({ method: 'POST', url })).body.result;
}

const update = (cartId: string, cartItem: unknown) =>
  t.call({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem } });

describe(`concurrent cart calls (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 parallel updates of one cart leave one line per sku and totals that match the lines', async () => {
    const cartId = await newCart();
    const requests = Array.from({ length: 20 }, (_, i) => ({
      sku: SKUS[i % SKUS.length]!,
      qty: (i % 7) + 1,
    }));
    const answers = await Promise.all(requests.map((item) => update(cartId, item)));
    expect(answers.map((a) => a.status)).toEqual(requests.map(() => 200));

    const pull = (await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })).body
      .result as { sku: string; qty: number; item_id: number; price_incl_tax: number }[];
    expect(pull.map((line) => line.sku).sort()).toEqual([...SKUS].sort());
    // Each line holds a quantity one of the requests for its sku asked for.
    for (const line of pull) {
      const asked = requests.filter((r) => r.sku === line.sku).map((r) => r.qty);
      expect(asked).toContain(line.qty);
    }
    // Every answer for a sku names the same line.
    for (const sku of SKUS) {
      const ids = new Set(
        answers.filter((a) => a.body.result.sku === sku).map((a) => a.body.result.item_id),
      );
      expect(ids.size).toBe(1);
    }

    const totals = (await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })).body
      .result;
    const cents = (euros: number) => Math.round(euros * 100);
    expect(totals.items_qty).toBe(pull.reduce((sum, line) => sum + line.qty, 0));
    expect(cents(totals.subtotal_incl_tax)).toBe(
      pull.reduce((sum, line) => sum + line.qty * cents(line.price_incl_tax), 0),
    );
    expect(totals.items).toHaveLength(SKUS.length);
  });

  it('20 parallel adds of the same new line create it once', async () => {
    const cartId = await newCart();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => update(cartId, { sku: 'SLAB', qty: 2 })),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.result.item_id)).size).toBe(1);
    const rows = await t.shop.db.select().from(schema.cartItems);
    expect(rows.filter((row) => row.cartId === cartId)).toHaveLength(1);
  });

  it('parallel updates, deletes and coupons keep the totals consistent', async () => {
    const cartId = await newCart();
    const first = await update(cartId, { sku: 'SPEEN', qty: 1 });
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => update(cartId, { sku: 'SLAB', qty: i + 1 })),
      t.call({
        method: 'POST',
        url: `/api/cart/delete?cartId=${cartId}`,
        payload: { cartItem: { item_id: first.body.result.item_id } },
      }),
      t.call({ method: 'POST', url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM10` }),
    ]);
    const pull = (await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })).body
      .result;
    expect(pull).toHaveLength(1);
    expect(pull[0].sku).toBe('SLAB');
    const totals = (await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })).body
      .result;
    const subtotal = Math.round(pull[0].qty * 495);
    expect(Math.round(totals.subtotal_incl_tax * 100)).toBe(subtotal);
    expect(Math.round(totals.discount_amount * 100)).toBe(-Math.round(subtotal / 10));
  });

  it('10 parallel creates for one customer answer one cart', async () => {
    const [customer] = await t.shop.db
      .insert(schema.customers)
      .values({ email: 'race@example.com', firstname: 'R', lastname: 'Ace' })
      .returning();
    const { accessToken: token } = await t.app.services.sessions.start({
      id: customer!.id,
      groupId: 1,
    });
    const ids = await Promise.all(Array.from({ length: 10 }, () => newCart(token)));
    expect(new Set(ids).size).toBe(1);
  });

  it('parallel orders never use a coupon beyond its usage limit', async () => {
    await t.shop.db.insert(schema.salesRules).values({
      couponCode: 'DRIE',
      name: 'Three uses',
      kind: 'fixed',
      amount: 100,
      usageLimit: 3,
    });
    const { carts } = t.app.services;
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.shop.db.transaction((tx) => carts.claimCouponUse('drie', tx)),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(3);
    expect(await carts.claimCouponUse('OP')).toBe(false);
    expect(await carts.claimCouponUse('WELKOM10')).toBe(true);
  });
});
