/**
 * A checkout without traps: a payment canceled or abandoned at the provider leaves the shopper's
 * cart as it was (lines, coupon); one cart has at most one open (unpaid) order, also when two
 * tabs place at once; an order left unpaid is canceled after its window (asked about at the
 * provider first) with its stock and coupon use back and one mail; and no "thank you" mail goes
 * out before the money is there, except for orders paid offline, which are received with how to
 * pay. On PostgreSQL (DATABASE_URL) the concurrent placings really overlap.
 */
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  providerAction,
  setStock,
  startPayment,
  stockOf,
} from './order-helper.ts';

let t: TestShop;
let now = MONDAY_NOON;
beforeAll(async () => {
  t = await createTestShop({
    now: () => now,
    env: { SHOP_PUBLIC_URL: 'http://shop.test', UNPAID_ORDER_CANCEL_AFTER_MINUTES: '60' },
  });
});
afterAll(() => t.close());

const couponUses = async () =>
  (
    await t.shop.db
      .select({ used: schema.salesRules.timesUsed })
      .from(schema.salesRules)
      .where(eq(schema.salesRules.couponCode, 'WELKOM10'))
  )[0]!.used;

/** A guest cart of two SLAB with the coupon WELKOM10 (the stock set to 10 first). */
async function cartWithCoupon(): Promise<string> {
  await setStock(t, 'SLAB', 10);
  const cartId = await createCart(t, [{ sku: 'SLAB', qty: 2 }]);
  const coupon = await t.call({
    method: 'POST',
    url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM10`,
  });
  expect(coupon.status).toBe(200);
  return cartId;
}

const lines = [{ sku: 'SLAB', qty: 2 }];
const ordersOfCart = (cartId: string) =>
  t.shop.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId));
const openOrdersOfCart = (cartId: string) =>
  t.shop.db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.cartId, cartId), eq(schema.orders.paymentStatus, 'pending')));
const mailsOf = (orderNumber: string) =>
  readOutbox(t).filter((mail) => JSON.stringify(mail).includes(orderNumber));

async function cartTotals(cartId: string) {
  const totals = await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` });
  expect(totals.status, JSON.stringify(totals.body)).toBe(200);
  return totals.body.result;
}

describe('back or cancel at the provider', () => {
  it('cancel: the cart is back with its lines and coupon, no thank-you mail; the second try pays', async () => {
    const cartId = await cartWithCoupon();
    const usedBefore = await couponUses();
    const first = await startPayment(t, orderBody(cartId, lines));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await stockOf(t, 'SLAB')).toBe(8);
    const redirect = first.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    expect((await providerAction(t, redirect, 'cancel')).statusCode).toBe(303);

    const back = await cartTotals(cartId);
    expect(back.coupon_code).toBe('WELKOM10');
    expect(back.items_qty).toBe(2);
    expect(await stockOf(t, 'SLAB')).toBe(10);
    expect(await couponUses()).toBe(usedBefore);
    await t.app.services.outbox.deliverDue();
    expect(mailsOf(first.body.result.orderNumber)).toEqual([]);

    const second = await startPayment(t, orderBody(cartId, lines));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const pay = second.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    expect((await providerAction(t, pay, 'approve')).statusCode).toBe(303);
    await t.app.services.outbox.deliverDue();
    expect(mailsOf(second.body.result.orderNumber)).toEqual([
      expect.objectContaining({ kind: 'order_confirmation' }),
    ]);
    const orders = await ordersOfCart(cartId);
    expect(orders.map((order) => order.paymentStatus).sort()).toEqual(['canceled', 'paid']);
    expect(await couponUses()).toBe(usedBefore + 1);
    // Paid: the cart is done with.
    const pull = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    expect(pull.status).toBe(404);
  });

  it('Back: the cart is still there; the next try cancels the open order (stock and coupon back once)', async () => {
    const cartId = await cartWithCoupon();
    const usedBefore = await couponUses();
    const first = await startPayment(t, orderBody(cartId, lines));
    expect(first.status).toBe(200);
    // The shopper pressed Back: no news from the provider, the cart is as it was.
    const back = await cartTotals(cartId);
    expect(back.coupon_code).toBe('WELKOM10');
    expect(back.items_qty).toBe(2);

    const second = await startPayment(t, orderBody(cartId, lines));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const [firstOrder] = await ordersWithId(t, first.body.result.backendOrderId);
    expect(firstOrder).toMatchObject({ status: 'canceled', paymentStatus: 'canceled' });
    expect(await openOrdersOfCart(cartId)).toHaveLength(1);
    expect(await stockOf(t, 'SLAB')).toBe(8);
    expect(await couponUses()).toBe(usedBefore + 1);
    const [payment] = await t.shop.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, firstOrder!.id));
    expect(payment!.status).toBe('canceled');

    // Money for the first order after all (its page was still open): kept on record, refunded.
    const old = first.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    expect((await providerAction(t, old, 'approve')).statusCode).toBe(303);
    const [late] = await ordersWithId(t, first.body.result.backendOrderId);
    expect(late).toMatchObject({ status: 'Processing Refund', paymentStatus: 'paid' });
  });

  it('two tabs placing at once: one open order, stock and coupon taken once', async () => {
    const cartId = await cartWithCoupon();
    const usedBefore = await couponUses();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => startPayment(t, orderBody(cartId, lines))),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await ordersOfCart(cartId)).toHaveLength(6);
    expect(await openOrdersOfCart(cartId)).toHaveLength(1);
    expect(await stockOf(t, 'SLAB')).toBe(8);
    expect(await couponUses()).toBe(usedBefore + 1);
    const pending = await t.shop.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.status, 'pending'));
    const open = (await openOrdersOfCart(cartId))[0]!;
    expect(pending.filter((payment) => payment.orderId === open.id)).toHaveLength(1);
  });
});

describe('orders left unpaid', () => {
  beforeAll(async () => {
    // The open orders of the tests above are put aside: these tests count what comes back.
    await t.shop.db
      .update(schema.orders)
      .set({ status: 'canceled', paymentStatus: 'canceled' })
      .where(eq(schema.orders.paymentStatus, 'pending'));
  });

  it('are canceled after the configured time: stock and coupon back, one mail, the cart kept', async () => {
    const cartId = await cartWithCoupon();
    const usedBefore = await couponUses();
    const placed = await startPayment(t, orderBody(cartId, lines));
    expect(placed.status).toBe(200);
    const number = placed.body.result.orderNumber as string;
    const cancel = t.app.services.payments;

    now = new Date(MONDAY_NOON.getTime() + 59 * 60_000);
    try {
      expect(await cancel.cancelExpiredUnpaid()).toBe(0);
      now = new Date(MONDAY_NOON.getTime() + 61 * 60_000);
      // Two processes at once: one cancels, one mail.
      const counts = await Promise.all([
        cancel.cancelExpiredUnpaid(),
        cancel.cancelExpiredUnpaid(),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(await cancel.cancelExpiredUnpaid()).toBe(0);
    } finally {
      now = MONDAY_NOON;
    }
    const [order] = await ordersWithId(t, placed.body.result.backendOrderId);
    expect(order).toMatchObject({ status: 'canceled', paymentStatus: 'canceled' });
    expect(await stockOf(t, 'SLAB')).toBe(10);
    expect(await couponUses()).toBe(usedBefore);
    await t.app.services.outbox.deliverDue();
    const mails = mailsOf(number);
    expect(mails).toEqual([expect.objectContaining({ kind: 'order_canceled_unpaid' })]);
    expect(mails[0]!.subject).toBe(`Je bestelling ${number} is geannuleerd`);
    expect((await cartTotals(cartId)).coupon_code).toBe('WELKOM10');
  });

  it('are never canceled when the provider reports them paid', async () => {
    const cartId = await cartWithCoupon();
    const placed = await startPayment(t, orderBody(cartId, lines));
    const key = placed.body.result.buckaroo_response.Key as string;
    // Paid at the provider, but its push was lost.
    await t.shop.db
      .update(schema.testPaymentTransactions)
      .set({ statusCode: 190 })
      .where(eq(schema.testPaymentTransactions.key, key));
    now = new Date(MONDAY_NOON.getTime() + 2 * 3_600_000);
    try {
      expect(await t.app.services.payments.cancelExpiredUnpaid()).toBe(0);
    } finally {
      now = MONDAY_NOON;
    }
    const [order] = await ordersWithId(t, placed.body.result.backendOrderId);
    expect(order).toMatchObject({ status: 'Order Processed', paymentStatus: 'paid' });
    await t.app.services.outbox.deliverDue();
    expect(mailsOf(placed.body.result.orderNumber)).toEqual([
      expect.objectContaining({ kind: 'order_confirmation' }),
    ]);
  });

  it('a bank transfer is received with how to pay, and waits days, not minutes', async () => {
    const cartId = await cartWithCoupon();
    const placed = await startPayment(
      t,
      orderBody(
        cartId,
        lines,
        {},
        {
          payment_method_code: 'buckaroo_magento2_transfer',
          payment_method_additional: {},
        },
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.result.orderNumber as string;
    await t.app.services.outbox.deliverDue();
    const [received, ...more] = mailsOf(number);
    expect(more).toEqual([]);
    expect(received).toMatchObject({ kind: 'order_received' });
    expect(received!.text).toContain('De betaling is nog niet binnen');
    expect(received!.text).toContain(`IBAN: ${placed.body.result.instructions.iban}`);
    expect(received!.text).not.toMatch(/bedankt/i);
    // It says what was ordered, as HTML with the same facts.
    expect(received!.text).toMatch(/Wat je hebt besteld\n-+\n\n\d+ x /);
    expect(received!.html).toContain('De betaling is nog niet binnen');
    expect(received!.html).not.toMatch(/bedankt/i);
    // The cart is done with: the order is received.
    expect((await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })).status).toBe(
      404,
    );
    now = new Date(MONDAY_NOON.getTime() + 2 * 86_400_000);
    try {
      await t.app.services.payments.cancelExpiredUnpaid();
      expect((await ordersWithId(t, placed.body.result.backendOrderId))[0]!.paymentStatus).toBe(
        'pending',
      );
      now = new Date(MONDAY_NOON.getTime() + 8 * 86_400_000);
      await t.app.services.payments.cancelExpiredUnpaid();
    } finally {
      now = MONDAY_NOON;
    }
    expect((await ordersWithId(t, placed.body.result.backendOrderId))[0]!.status).toBe('canceled');
  });

  it('cash on delivery is confirmed at once and never canceled for want of money', async () => {
    const cartId = await cartWithCoupon();
    const placed = await startPayment(
      t,
      orderBody(cartId, lines, {}, { payment_method_code: 'cashondelivery' }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    now = new Date(MONDAY_NOON.getTime() + 90 * 86_400_000);
    try {
      await t.app.services.payments.cancelExpiredUnpaid();
    } finally {
      now = MONDAY_NOON;
    }
    const [order] = await ordersWithId(t, placed.body.result.backendOrderId);
    expect(order).toMatchObject({ status: 'Order Placed', paymentStatus: 'pending' });
    await t.app.services.outbox.deliverDue();
    expect(mailsOf(placed.body.result.orderNumber)).toEqual([
      expect.objectContaining({ kind: 'order_confirmation' }),
    ]);
  });
});
