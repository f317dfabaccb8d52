/**
 * Reward points (secondary-areas §5, §7 rewards, §8; decision record 38): a paid order of a
 * logged-in customer earns points once, a guest's order and gift cards earn none, a canceled
 * order gives its points up, the balance call answers points, value, rates and history, apply
 * records the points to spend on a cart, and the spending primitives never take more than the
 * balance, also when many run at once.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '../src/modules/rewards/service.ts';
import { newCustomer } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  providerAction,
  startPayment,
} from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
});
afterAll(() => t.close());

const customer = () => newCustomer(t, 'spaarder');

const card = (value: string) => ({
  sku: 'CADEAUKAART',
  qty: 1,
  product_option: {
    extension_attributes: { custom_options: [{ option_id: 1, option_value: value }] },
  },
});

/** Places an order with the provider's payment (iDEAL) and answers it with its redirect. */
async function startPaidOrder(
  lines: { sku: string; qty: number; product_option?: unknown }[],
  token?: string,
) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const cartId = await createCart(t, lines, query);
  const started = await startPayment(t, orderBody(cartId, lines), { query });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const redirect = started.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
  const [row] = await t.shop.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.incrementId, started.body.result.orderNumber as string));
  return { redirect, order: row! };
}

/** What the shopper does on the test provider's page (each action pushes its outcome). */
async function atProvider(redirect: string, action: 'approve' | 'cancel' | 'resend') {
  expect((await providerAction(t, redirect, action)).statusCode).toBe(303);
}

const balance = (token: string, query = '') =>
  t.call({
    method: 'GET',
    url: `/api/ext/rewards/balance?token=${encodeURIComponent(token)}${query}`,
  });

const apply = (token: string | null, cartId: string, payload: unknown) =>
  t.call({
    method: 'POST',
    url: `/api/ext/rewards/apply?cartId=${cartId}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
    payload: payload as object,
  });

/** The points chosen for a cart, as stored (null when none). */
async function chosenPoints(cartId: string) {
  const [row] = await t.shop.db
    .select({
      customerId: schema.rewardCartPoints.customerId,
      points: schema.rewardCartPoints.points,
    })
    .from(schema.rewardCartPoints)
    .where(eq(schema.rewardCartPoints.cartId, cartId));
  return row ?? null;
}

/** Gives a customer points by hand (an adjustment entry), in a transaction of its own. */
async function givePoints(customerId: number, points: number, reference: string) {
  await t.shop.db.transaction((tx) =>
    t.app.services.rewards.adjust(customerId, points, 'adjusted', reference, tx),
  );
}

describe('earning points', () => {
  it('credits a paid order of a customer once, for the goods without shipping, also when the payment is reported again', async () => {
    const anna = await customer();
    const { redirect, order } = await startPaidOrder([{ sku: 'SPEEN', qty: 3 }], anna.token);
    // Not before the money is confirmed.
    expect((await balance(anna.token)).body.result.points).toBe(0);
    await atProvider(redirect, 'approve');
    await atProvider(redirect, 'resend');
    await atProvider(redirect, 'resend');

    const expected = Math.floor((order.grandTotal - order.shippingInclTax) / 100);
    expect(expected).toBeGreaterThan(0);
    const answer = await balance(anna.token);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      points: expected,
      value: expected / 100,
      points_per_euro: 1,
      point_value: 0.01,
      history: {
        items: [
          {
            id: expect.any(Number),
            points: expected,
            reason: 'earned',
            order_id: order.id,
            order_number: order.incrementId,
            created_at: MONDAY_NOON.toISOString(),
          },
        ],
        total_count: 1,
        current_page: 1,
        page_size: 20,
      },
    });
  });

  it('gives a guest nothing: the order belongs to no customer', async () => {
    const before = await t.shop.db.select().from(schema.rewardEntries);
    const { redirect } = await startPaidOrder([{ sku: 'SPEEN', qty: 2 }]);
    await atProvider(redirect, 'approve');
    expect(await t.shop.db.select().from(schema.rewardEntries)).toHaveLength(before.length);
  });

  it('leaves gift cards out: only the other goods earn points', async () => {
    const anna = await customer();
    const { redirect, order } = await startPaidOrder(
      [card('2'), { sku: 'SPEEN', qty: 1 }],
      anna.token,
    );
    await atProvider(redirect, 'approve');
    // The gift card of € 50 earns nothing.
    const expected = Math.floor((order.grandTotal - order.shippingInclTax - 5000) / 100);
    expect((await balance(anna.token)).body.result.points).toBe(expected);

    const cardsOnly = await startPaidOrder([card('1')], anna.token);
    await atProvider(cardsOnly.redirect, 'approve');
    expect((await balance(anna.token)).body.result.points).toBe(expected);
  });

  it('gives nothing for an order canceled before it was paid', async () => {
    const anna = await customer();
    const { redirect } = await startPaidOrder([{ sku: 'SPEEN', qty: 1 }], anna.token);
    await atProvider(redirect, 'cancel');
    expect((await balance(anna.token)).body.result).toMatchObject({
      points: 0,
      history: { items: [] },
    });
  });

  it('takes back what a canceled order earned, once, and never below zero', async () => {
    const anna = await customer();
    const { redirect, order } = await startPaidOrder([{ sku: 'SPEEN', qty: 3 }], anna.token);
    await atProvider(redirect, 'approve');
    const earned = (await balance(anna.token)).body.result.points as number;
    // Part of the points is spent on another order meanwhile.
    await t.shop.db.transaction((tx) =>
      t.app.services.rewards.spend(anna.id, earned - 2, 'order:spent-elsewhere', tx),
    );
    for (let i = 0; i < 2; i++) {
      await t.shop.db.transaction((tx) => t.app.services.rewards.orderCanceled(order, tx));
    }
    const answer = (await balance(anna.token)).body.result;
    expect(answer.points).toBe(0);
    expect(
      answer.history.items.map((e: { reason: string; points: number }) => [e.reason, e.points]),
    ).toEqual([
      ['taken_back', -2],
      ['spent', -(earned - 2)],
      ['earned', earned],
    ]);
  });
});

describe('the balance call', () => {
  it('answers 401 without a token or with a false one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/ext/rewards/balance' })).status).toBe(401);
    expect((await balance('forged')).status).toBe(401);
  });

  it('pages the history newest first', async () => {
    const anna = await customer();
    for (let i = 1; i <= 5; i++) await givePoints(anna.id, i, `test:page-${anna.id}-${i}`);
    const second = (await balance(anna.token, '&pageSize=2&currentPage=2')).body.result;
    expect(second.points).toBe(15);
    expect(second.history.items.map((e: { points: number }) => e.points)).toEqual([3, 2]);
    expect(second.history).toMatchObject({ total_count: 5, current_page: 2, page_size: 2 });
    const bad = await balance(anna.token, '&pageSize=0');
    expect(bad.status).toBe(400);
  });
});

describe('applying points to a cart', () => {
  it('answers 401 without a token', async () => {
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
    expect((await apply(null, cartId, { pointAmount: 1 })).status).toBe(401);
  });

  it('refuses what is not a whole number, naming pointAmount', async () => {
    const anna = await customer();
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }], `?token=${anna.token}`);
    for (const payload of [{ pointAmount: -1 }, { pointAmount: 1.5 }, { pointAmount: '10' }, {}]) {
      const answer = await apply(anna.token, cartId, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.result, JSON.stringify(payload)).toContain('pointAmount');
      expect((answer.body as any).meta.params.field, JSON.stringify(payload)).toBe('pointAmount');
    }
  });

  it("says 'You do not have this many points' for more than the balance", async () => {
    const anna = await customer();
    await givePoints(anna.id, 40, `test:apply-${anna.id}`);
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }], `?token=${anna.token}`);
    const answer = await apply(anna.token, cartId, { pointAmount: 41 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 400,
      result: 'pointAmount: You do not have this many points',
      meta: { key: 'rewards.not_enough_points', field: 'pointAmount' },
    });
    expect(await chosenPoints(cartId)).toBeNull();
  });

  it('records the points on the cart, answering resultCode and the totals, without taking them yet', async () => {
    const anna = await customer();
    await givePoints(anna.id, 40, `test:apply-ok-${anna.id}`);
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }], `?token=${anna.token}`);
    const answer = await apply(anna.token, cartId, { pointAmount: 40 });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      resultCode: 'applied',
      pointAmount: 40,
      value: 0.4,
    });
    const { totals } = answer.body.result;
    expect(totals.credits_applied).toEqual([
      { kind: 'reward', code: 'points', amount_used: 0.4, balance_left: 0, points_used: 40 },
    ]);
    const segment = (code: string) =>
      totals.total_segments.find((s: { code: string }) => s.code === code)?.value;
    expect(segment('reward')).toBe(-0.4);
    expect(segment('amount_due')).toBeCloseTo(totals.grand_total - 0.4, 2);
    expect(segment('giftcardaccount')).toBeUndefined();

    expect(await apply(anna.token, cartId, { pointAmount: 25 })).toMatchObject({ status: 200 });
    expect(await chosenPoints(cartId)).toEqual({ customerId: anna.id, points: 25 });
    expect((await balance(anna.token)).body.result.points).toBe(40);

    // 0 takes the choice back: the totals have no credits any more.
    const removed = await apply(anna.token, cartId, { pointAmount: 0 });
    expect(removed.body.result).toMatchObject({ resultCode: 'removed', pointAmount: 0, value: 0 });
    expect(removed.body.result.totals.credits_applied ?? []).toEqual([]);
    expect(await chosenPoints(cartId)).toBeNull();
  });

  it("refuses another customer's cart and an unknown one", async () => {
    const anna = await customer();
    const bram = await customer();
    await givePoints(bram.id, 10, `test:other-${bram.id}`);
    const annasCart = await createCart(t, [{ sku: 'SPEEN', qty: 1 }], `?token=${anna.token}`);
    expect((await apply(bram.token, annasCart, { pointAmount: 5 })).status).toBe(404);
    expect((await apply(bram.token, 'no-such-cart', { pointAmount: 5 })).status).toBe(404);
  });
});

describe('the spending primitives', () => {
  it('spend never takes more than the balance, also with 20 spends at once', async () => {
    const anna = await customer();
    await givePoints(anna.id, 100, `test:race-${anna.id}`);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.shop.db.transaction((tx) =>
          t.app.services.rewards.spend(anna.id, 30, `test:race-${anna.id}-${i}`, tx),
        ),
      ),
    );
    const spent = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(spent).toHaveLength(3);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(String(outcome.reason)).toContain('You do not have this many points');
      }
    }
    expect((await balance(anna.token)).body.result.points).toBe(10);
    const entries = await t.shop.db
      .select()
      .from(schema.rewardEntries)
      .where(eq(schema.rewardEntries.customerId, anna.id));
    expect(entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(10);
  });

  it('spends exactly the balance with 20 spends of one tenth at once', async () => {
    const anna = await customer();
    await givePoints(anna.id, 100, `test:exact-${anna.id}`);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.shop.db.transaction((tx) =>
          t.app.services.rewards.spend(anna.id, 10, `test:exact-${anna.id}-${i}`, tx),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect((await balance(anna.token)).body.result.points).toBe(0);
  });

  it('spends once per reference and gives back exactly once, also when both run again at once', async () => {
    const anna = await customer();
    await givePoints(anna.id, 50, `test:once-${anna.id}`);
    const reference = orderReference(999_000 + anna.id);
    const run = (work: (tx: any) => Promise<unknown>) => t.shop.db.transaction(work);
    await run((tx) => t.app.services.rewards.spend(anna.id, 20, reference, tx));
    await run((tx) => t.app.services.rewards.spend(anna.id, 20, reference, tx));
    expect((await balance(anna.token)).body.result.points).toBe(30);

    const given = await Promise.all(
      Array.from({ length: 5 }, () => run((tx) => t.app.services.rewards.giveBack(reference, tx))),
    );
    expect(given.filter((points) => points === 20)).toHaveLength(1);
    expect((await balance(anna.token)).body.result.points).toBe(50);
  });

  it('rolls back with the caller: a refused spend leaves no entry', async () => {
    const anna = await customer();
    await givePoints(anna.id, 5, `test:rollback-${anna.id}`);
    await expect(
      t.shop.db.transaction((tx) => t.app.services.rewards.spend(anna.id, 6, 'test:too-much', tx)),
    ).rejects.toThrow('You do not have this many points');
    const history = (await balance(anna.token)).body.result.history.items;
    expect(history).toHaveLength(1);
  });
});
