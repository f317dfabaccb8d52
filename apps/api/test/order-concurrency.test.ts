/**
 * Races of order placing. On PostgreSQL the placings really overlap (a pool of connections):
 * the conditional stock UPDATE and the unique order_id decide them. On PGlite they run one at a
 * time, and the outcome must be the same.
 */
import { schema } from '@shop/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from './accounts-helper.ts';
import { createTestShop, errorBody, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  placeOrder,
  setStock,
  stockOf,
} from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
});
afterAll(() => t.close());

/** An order paid on delivery: it closes its cart and is confirmed with its placing. */
const codOrder = (cartId: string | null, lines: { sku: string; qty: number }[]) =>
  orderBody(cartId, lines, {}, { payment_method_code: 'cashondelivery' });

const orderMails = () => readOutbox(t).filter((mail) => mail.kind === 'order_confirmation');

describe(`concurrent orders (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 buyers for a stock of 5 give exactly 5 orders', async () => {
    await setStock(t, 'SPEEN', 100);
    const carts: string[] = [];
    for (let i = 0; i < 50; i++) carts.push(await createCart(t, [{ sku: 'SPEEN', qty: 1 }]));
    await setStock(t, 'SPEEN', 5);
    const mailsBefore = orderMails().length;

    const answers = await Promise.all(
      carts.map((cartId) => placeOrder(t, codOrder(cartId, [{ sku: 'SPEEN', qty: 1 }]))),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.body).toEqual(
        errorBody(409, 'Error while adding products. SPEEN is out of stock!'),
      );
    }
    expect(await stockOf(t, 'SPEEN')).toBe(0);
    const orders = await t.shop.db
      .select()
      .from(schema.orders)
      .where(inArray(schema.orders.cartId, carts));
    expect(orders).toHaveLength(5);
    expect(new Set(orders.map((o) => o.incrementId)).size).toBe(5);
    expect(orderMails().length - mailsBefore).toBe(5);
    // The refused buyers keep their carts.
    const open = await t.shop.db.select().from(schema.carts).where(inArray(schema.carts.id, carts));
    expect(open.filter((cart) => cart.active)).toHaveLength(45);
  });

  it('two buyers racing for a coupon of one use: one order with it, one refused, none without it', async () => {
    await setStock(t, 'SPEEN', 100);
    await t.shop.db.insert(schema.salesRules).values({
      couponCode: 'LAATSTE',
      name: 'Laatste',
      kind: 'percent',
      amount: 10,
      usageLimit: 1,
    });
    const carts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
      await t.call({
        method: 'POST',
        url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=LAATSTE`,
      });
      carts.push(cartId);
    }
    const answers = await Promise.all(
      carts.map((cartId) => placeOrder(t, codOrder(cartId, [{ sku: 'SPEEN', qty: 1 }]))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const orders = await t.shop.db
      .select()
      .from(schema.orders)
      .where(inArray(schema.orders.cartId, carts));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.couponCode).toBe('LAATSTE');
  });

  it('20 parallel submits of one order give 1 order, 1 stock decrement and 1 mail', async () => {
    await setStock(t, 'SLAB', 10);
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 2 }]);
    const body = codOrder(cartId, [{ sku: 'SLAB', qty: 2 }]);
    const mailsBefore = orderMails().length;

    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t, body)));
    for (const answer of answers) expect(answer, JSON.stringify(answer.body)).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    expect(await ordersWithId(t, body.order_id)).toHaveLength(1);
    expect(await stockOf(t, 'SLAB')).toBe(8);
    expect(orderMails().length - mailsBefore).toBe(1);
  });

  it('20 parallel submits of one order without a cart give 1 order', async () => {
    await setStock(t, 'SLAB', 10);
    const body = codOrder(null, [{ sku: 'SLAB', qty: 3 }]);
    const mailsBefore = orderMails().length;

    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t, body)));
    for (const answer of answers) expect(answer, JSON.stringify(answer.body)).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    const [order] = await ordersWithId(t, body.order_id);
    const items = await t.shop.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order!.id));
    expect(items).toHaveLength(1);
    expect(await stockOf(t, 'SLAB')).toBe(7);
    expect(orderMails().length - mailsBefore).toBe(1);
  });
});
