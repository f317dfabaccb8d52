/**
 * Canceling an unpaid order gives back what it reserved: the stock it took and its coupon use,
 * once per call, and nothing of a coupon already at zero uses.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';
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

const timesUsed = async (code: string) => {
  const [rule] = await t.shop.db
    .select({ timesUsed: schema.salesRules.timesUsed })
    .from(schema.salesRules)
    .where(eq(schema.salesRules.couponCode, code));
  return rule?.timesUsed;
};

describe('OrderService.releaseReservations', () => {
  it('gives back the stock an order took and its coupon use', async () => {
    await setStock(t, 'SLAB', 10);
    await t.shop.db.insert(schema.salesRules).values({
      couponCode: 'TERUG',
      name: 'Terug',
      kind: 'percent',
      amount: 10,
      usageLimit: 5,
    });
    const lines = [{ sku: 'SLAB', qty: 3 }];
    const cartId = await createCart(t, lines);
    const applied = await t.call({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=terug`,
    });
    expect(applied.status).toBe(200);
    const body = orderBody(cartId, lines);
    expect((await placeOrder(t, body)).status).toBe(200);
    expect(await stockOf(t, 'SLAB')).toBe(7);
    expect(await timesUsed('TERUG')).toBe(1);

    const [order] = await ordersWithId(t, body.order_id);
    expect(order).toMatchObject({ couponCode: 'TERUG', stockTaken: { SLAB: 3 } });
    await t.shop.db.transaction((tx) => t.app.services.orders.releaseReservations(tx, order!));
    expect(await stockOf(t, 'SLAB')).toBe(10);
    expect(await timesUsed('TERUG')).toBe(0);

    // A coupon never goes below zero uses.
    await t.shop.db.transaction((tx) => t.app.services.orders.releaseReservations(tx, order!));
    expect(await timesUsed('TERUG')).toBe(0);
  });
});
