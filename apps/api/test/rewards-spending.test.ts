/**
 * Spending reward points with an order (secondary-areas §4 rewards, §5, §8; decision record 38):
 * the points chosen for a cart pay part or all of its grand total as a credit (a payment, not a
 * discount), are taken in the order's transaction (never more than the balance, also when
 * several orders of one customer are placed at once), are given back once when the order is
 * canceled, and what they paid earns no new points.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  providerAction,
  startPayment,
} from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
});
afterAll(() => t.close());

/** A new customer with a login and `points` given by hand. */
async function customerWith(points: number) {
  const customer = await newCustomer(t, 'besteder');
  if (points > 0) {
    await t.shop.db.transaction((tx) =>
      t.app.services.rewards.adjust(
        customer.id,
        points,
        'adjusted',
        `test:start-${customer.id}`,
        tx,
      ),
    );
  }
  return { ...customer, query: customer.q };
}
type Customer = Awaited<ReturnType<typeof customerWith>>;

const pointsOf = async (who: Customer) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/ext/rewards/balance${who.query}`,
    })
  ).body.result;

const apply = (who: Customer, cartId: string, pointAmount: number) =>
  t.call({
    method: 'POST',
    url: `/api/ext/rewards/apply${who.query}&cartId=${cartId}`,
    payload: { pointAmount },
  });

const totalsOf = async (who: Customer, cartId: string) =>
  (await t.call({ method: 'GET', url: `/api/cart/totals${who.query}&cartId=${cartId}` })).body
    .result;

/** The storefront's payment call for an order of a customer. */
const paymentInformation = (who: Customer, order: ReturnType<typeof orderBody>) =>
  startPayment(t, order, { query: who.query });

/** The test provider's page: approve or cancel (as the shopper clicks it). */
async function atProvider(redirectUrl: string, action: 'approve' | 'cancel') {
  expect((await providerAction(t, redirectUrl, action)).statusCode).toBe(303);
}

/** A free order body (nothing left to pay): no provider, no payment details. */
function freeOrder(cartId: string, lines: { sku: string; qty: number }[]) {
  const order = orderBody(cartId, lines, {}, { payment_method_code: 'free' });
  delete (order.addressInformation as { payment_method_additional?: unknown })
    .payment_method_additional;
  return order;
}

describe('paying part of an order with points', () => {
  it('asks the provider for the rest, takes the points once, and earns only on what was paid anew', async () => {
    const anna = await customerWith(500);
    const lines = [{ sku: 'SLAB', qty: 3 }];
    const cartId = await createCart(t, lines, anna.query);
    expect((await apply(anna, cartId, 300)).status).toBe(200);
    const totals = await totalsOf(anna, cartId);
    expect(totals.credits_applied).toEqual([
      { kind: 'reward', code: 'points', amount_used: 3, balance_left: 0, points_used: 300 },
    ]);

    const order = orderBody(cartId, lines);
    const answer = await paymentInformation(anna, order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [row] = await ordersWithId(t, order.order_id);
    expect(row).toMatchObject({
      customerId: anna.id,
      creditsAmount: 300,
      paymentStatus: 'pending',
    });
    const payments = await t.shop.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, row!.id));
    expect(payments.map((p) => p.amount)).toEqual([row!.grandTotal - 300]);
    // The points are taken with the order: one entry 'spent', with the order's number.
    const spent = await pointsOf(anna);
    expect(spent.points).toBe(200);
    expect(spent.history.items[0]).toMatchObject({
      points: -300,
      reason: 'spent',
      order_id: row!.id,
      order_number: row!.incrementId,
    });

    // The order's page says what the points paid and what the method pays.
    const status = await t.call({
      method: 'GET',
      url: `/api/order/status?order_hash=${row!.orderHash}`,
    });
    expect(status.body.result).toMatchObject({
      grand_total: row!.grandTotal / 100,
      credits_paid: 3,
      amount_due: (row!.grandTotal - 300) / 100,
    });

    const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    await atProvider(redirect, 'approve');
    // What the points paid earns nothing: only the goods paid with new money do.
    const earned = Math.floor((row!.grandTotal - row!.shippingInclTax - 300) / 100);
    expect((await pointsOf(anna)).points).toBe(200 + earned);
  });

  it('gives the points back once when the payment is canceled, and the cart keeps them chosen', async () => {
    const anna = await customerWith(400);
    const lines = [{ sku: 'SLAB', qty: 2 }];
    const cartId = await createCart(t, lines, anna.query);
    await apply(anna, cartId, 400);
    const order = orderBody(cartId, lines);
    const answer = await paymentInformation(anna, order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await pointsOf(anna)).points).toBe(0);

    const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    await atProvider(redirect, 'cancel');
    expect((await pointsOf(anna)).points).toBe(400);
    // Canceling again (a second notice) gives nothing back twice.
    const [canceled] = await ordersWithId(t, order.order_id);
    expect(canceled!.status).toBe('canceled');
    await t.shop.db.transaction((tx) => t.app.services.orders.releaseReservations(tx, canceled!));
    expect((await pointsOf(anna)).points).toBe(400);
    const reasons = (await pointsOf(anna)).history.items.map(
      (entry: { reason: string; points: number }) => [entry.reason, entry.points],
    );
    expect(reasons).toEqual([
      ['given_back', 400],
      ['spent', -400],
      ['adjusted', 400],
    ]);
    // The shopper's cart is back, with the points as they chose them.
    expect((await totalsOf(anna, cartId)).credits_applied).toMatchObject([
      { kind: 'reward', points_used: 400 },
    ]);
  });
});

describe('paying all of an order with points', () => {
  it('needs no payment: the order is paid at once, with only the points that cover it taken', async () => {
    const anna = await customerWith(100_000);
    const lines = [{ sku: 'SLAB', qty: 1 }];
    const cartId = await createCart(t, lines, anna.query);
    await apply(anna, cartId, 100_000);
    const order = freeOrder(cartId, lines);
    const answer = await paymentInformation(anna, order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ payment_status: 'paid', buckaroo_response: null });
    const [row] = await ordersWithId(t, order.order_id);
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'free',
      creditsAmount: row!.grandTotal,
    });
    // 1 point pays 1 cent: exactly the grand total's cents are taken.
    expect((await pointsOf(anna)).points).toBe(100_000 - row!.grandTotal);
  });

  it('is not offered a provider method once nothing is left to pay', async () => {
    const anna = await customerWith(100_000);
    const lines = [{ sku: 'SLAB', qty: 1 }];
    const cartId = await createCart(t, lines, anna.query);
    await apply(anna, cartId, 100_000);
    const refused = await paymentInformation(anna, orderBody(cartId, lines));
    expect(refused.status).toBe(400);
    expect((await pointsOf(anna)).points).toBe(100_000);
  });
});

describe('spending the same points twice', () => {
  it('places one of two orders (the Dutch and the German cart) that the balance covers only once; the other is refused with nothing taken', async () => {
    const lines = [{ sku: 'SLAB', qty: 1 }];
    const views = ['nl', 'de'] as const;
    // What each order costs (shipping included): placed once without points.
    const grand: number[] = [];
    for (const code of views) {
      const probe = orderBody(await createCart(t, lines, `?storeCode=${code}`), lines, {
        store_code: code,
      });
      const placed = await t.call({ method: 'POST', url: '/api/order', payload: probe });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      grand.push((await ordersWithId(t, probe.order_id))[0]!.grandTotal);
    }
    // Either order alone is covered; after either, the other is not.
    const points = grand[0]! + grand[1]! - 1;
    const anna = await customerWith(points);
    const carts = await Promise.all(
      views.map((code) => createCart(t, lines, `${anna.query}&storeCode=${code}`)),
    );
    for (const cartId of carts) expect((await apply(anna, cartId, points)).status).toBe(200);
    const bodies = carts.map((cartId, i) => ({
      ...freeOrder(cartId, lines),
      store_code: views[i],
    }));
    const answers = await Promise.all(
      bodies.map((body) =>
        t.app.inject({ method: 'POST', url: `/api/order${anna.query}`, payload: body as object }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().meta).toMatchObject({ key: 'rewards.review_cart' });
    const placed = (await Promise.all(bodies.map((body) => ordersWithId(t, body.order_id)))).flat();
    expect(placed).toHaveLength(1);
    const left = await pointsOf(anna);
    expect(left.points).toBe(points - placed[0]!.grandTotal);
    const ledger = await t.shop.db
      .select()
      .from(schema.rewardEntries)
      .where(eq(schema.rewardEntries.customerId, anna.id));
    expect(ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(left.points);
    // The refused cart now holds only the points that are left: a retry is placed at that.
    const refusedCart = carts.find((cartId) => cartId !== placed[0]!.cartId)!;
    const [chosen] = await t.shop.db
      .select()
      .from(schema.rewardCartPoints)
      .where(eq(schema.rewardCartPoints.cartId, refusedCart));
    expect(chosen?.points).toBe(left.points);
  });

  it("answers a guest cart like a foreign one: points pay only the customer's own cart", async () => {
    const anna = await customerWith(50);
    const guestCart = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const answer = await apply(anna, guestCart, 50);
    expect(answer.status).toBe(404);
    expect((await pointsOf(anna)).points).toBe(50);
  });
});

describe('the cart with points', () => {
  it('shows what the points pay and what is still to pay; prices and tax stay', async () => {
    const anna = await customerWith(250);
    const lines = [{ sku: 'SLAB', qty: 2 }];
    const cartId = await createCart(t, lines, anna.query);
    await apply(anna, cartId, 250);
    const totals = await totalsOf(anna, cartId);
    const segment = (code: string) =>
      totals.total_segments.find((s: { code: string }) => s.code === code)?.value;
    // A payment, not a discount: the grand total and the tax stay.
    expect(segment('reward')).toBe(-2.5);
    expect(segment('amount_due')).toBeCloseTo(totals.grand_total - 2.5, 2);
    expect(totals.amount_due).toBeCloseTo(totals.grand_total - 2.5, 2);
  });
});
