/**
 * Returns of web orders (packages/core returns, decision record 47): the order's customer, or
 * whoever holds the signed return link of the order mail, announces a return of some units of
 * some lines within the return period; gift cards are refused with the reason; the return gets
 * a number and a mail, shows with the order in the history, and the operator moves it on along
 * announced -> received -> refunded (or rejected), each change stored with its time.
 */
import { ReturnRequestBody, ReturnStateBody } from '@shop/contracts';
import { RETURN_REASONS, RETURN_STATES } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, lastMail, newCustomer, readOutbox } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  providerAction,
  startPayment,
} from './order-helper.ts';

const OPERATOR_KEY = 'returns-operator-key-0123456789abcdef';
const DAY_MS = 86_400_000;

let clock = MONDAY_NOON;
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => clock, env: { RETURNS_OPERATOR_KEY: OPERATOR_KEY } });
});
afterAll(() => t.close());

const card = {
  sku: 'CADEAUKAART',
  qty: 1,
  product_option: {
    extension_attributes: { custom_options: [{ option_id: 1, option_value: '1' }] },
  },
};

/** A paid order of the customer (iDEAL approved at the test provider): its number and lines. */
async function paidOrder(
  customer: Customer,
  lines: { sku: string; qty: number; product_option?: unknown }[],
  options: { approve?: boolean } = {},
) {
  const cartId = await createCart(t, lines, customer.q);
  const body = orderBody(
    cartId,
    lines,
    {},
    {
      billingAddress: {
        firstname: 'Anna',
        lastname: 'Jansen',
        street: ['Kerkstraat', '12'],
        city: 'Utrecht',
        postcode: '3511 AB',
        country_id: 'NL',
        email: customer.email,
      },
    },
  );
  const started = await startPayment(t, body, { query: customer.q, email: customer.email });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const redirect = started.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
  if (options.approve !== false) {
    expect((await providerAction(t, redirect, 'approve')).statusCode).toBe(303);
  }
  const number = started.body.result.orderNumber as string;
  const [order] = await t.shop.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.incrementId, number));
  const items = await t.shop.db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order!.id));
  const item = (sku: string) => items.find((line) => line.sku === sku)!.id;
  return { number, item };
}

const returnable = (number: string, query: string) =>
  t.call({ method: 'GET', url: `/api/ext/returns/order/${number}${query}` });

const announce = (number: string, query: string, payload: object) =>
  t.call({ method: 'POST', url: `/api/ext/returns/order/${number}${query}`, payload });

const setState = (returnNumber: string, state: string, key: string | null = OPERATOR_KEY) =>
  t.call({
    method: 'POST',
    url: `/api/ext/returns/${returnNumber}/state`,
    headers: key ? { 'x-operator-key': key } : {},
    payload: { state },
  });

describe('the contract of a return', () => {
  it("names core's reasons and states", () => {
    expect(ReturnRequestBody.shape.reason.options).toEqual([...RETURN_REASONS]);
    expect(ReturnStateBody.shape.state.options).toEqual([...RETURN_STATES]);
  });
});

describe('announcing a return from the account', () => {
  let anna: Customer;
  let order: Awaited<ReturnType<typeof paidOrder>>;
  let firstReturn: string;

  beforeAll(async () => {
    clock = MONDAY_NOON;
    anna = await newCustomer(t, 'retour');
    order = await paidOrder(anna, [{ sku: 'SPEEN', qty: 3 }, { sku: 'SLAB', qty: 1 }, card]);
  });

  it('shows what can be returned until when, and why a gift card cannot', async () => {
    const { status, body } = await returnable(order.number, anna.q);
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body.result;
    expect(result).toMatchObject({ order_number: order.number, open: true, closed_reason: null });
    // At least 30 shop days after the order (the default period counts from the delivery day).
    expect(Date.parse(result.deadline)).toBeGreaterThan(MONDAY_NOON.getTime() + 30 * DAY_MS);
    const bySku = Object.fromEntries(result.lines.map((line: any) => [line.sku, line]));
    expect(bySku.SPEEN).toMatchObject({ qty_ordered: 3, qty_returnable: 3, not_returnable: null });
    expect(bySku.CADEAUKAART).toMatchObject({ qty_returnable: 0, not_returnable: 'gift_card' });
  });

  it('announces some units of a line with a reason: a number, a mail, on the order', async () => {
    const { status, body } = await announce(order.number, anna.q, {
      lines: [{ item_id: order.item('SPEEN'), qty: 2 }],
      reason: 'too_big',
      comment: 'Past niet',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({
      order_number: order.number,
      state: 'announced',
      reason: 'too_big',
      comment: 'Past niet',
      lines: [{ item_id: order.item('SPEEN'), sku: 'SPEEN', qty: 2 }],
      history: [{ state: 'announced', at: MONDAY_NOON.toISOString() }],
    });
    firstReturn = body.result.return_number;
    expect(firstReturn).toMatch(/^RNL\d{9}$/);

    const mail = lastMail(t, anna.email, 'return_announced');
    expect(mail.subject).toBe(`Je retour ${firstReturn}`);
    expect(mail.text).toContain(`leg een briefje met het retournummer ${firstReturn}`);
    expect(mail.text).toMatch(/Stuur het pakket naar:\n+Retouradres:\nKindershop/);

    const history = await t.call({ method: 'GET', url: `/api/user/order-history${anna.q}` });
    const shown = history.body.result.items.find((item: any) => item.increment_id === order.number);
    expect(shown.returns).toEqual([body.result]);
  });

  it('refuses more than was delivered and not returned yet, naming the quantity', async () => {
    const { status, body } = await announce(order.number, anna.q, {
      lines: [{ item_id: order.item('SPEEN'), qty: 2 }],
      reason: 'too_big',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      result: 'lines.0.qty: You can return at most 1 of this product.',
      meta: { key: 'return.qty_too_many', params: { maximum: '1' }, field: 'lines.0.qty' },
    });
  });

  it('refuses a gift card line and says why', async () => {
    const { status, body } = await announce(order.number, anna.q, {
      lines: [
        { item_id: order.item('SLAB'), qty: 1 },
        { item_id: order.item('CADEAUKAART'), qty: 1 },
      ],
      reason: 'changed_mind',
    });
    expect(status).toBe(400);
    expect((body as any).meta).toMatchObject({ key: 'return.gift_card', field: 'lines.1.item_id' });
    expect(body.result).toMatch(/^lines\.1\.item_id: Gift cards cannot be returned/);
  });

  it('refuses a return of nothing and a reason outside the list', async () => {
    const empty = await announce(order.number, anna.q, {
      lines: [{ item_id: order.item('SLAB'), qty: 0 }],
      reason: 'other',
    });
    expect(empty.status).toBe(400);
    expect((empty.body as any).meta).toMatchObject({ key: 'return.no_lines', field: 'lines' });
    const reason = await announce(order.number, anna.q, {
      lines: [{ item_id: order.item('SLAB'), qty: 1 }],
      reason: 'bored',
    });
    expect(reason.status).toBe(400);
    expect((reason.body as any).meta).toMatchObject({ params: { field: 'reason' } });
  });

  it("answers another customer's order as if it did not exist, and asks a guest to log in", async () => {
    const other = await newCustomer(t, 'ander');
    const seen = await returnable(order.number, other.q);
    expect(seen.status).toBe(404);
    expect((seen.body as any).meta.key).toBe('return.order_not_found');
    const taken = await announce(order.number, other.q, {
      lines: [{ item_id: order.item('SLAB'), qty: 1 }],
      reason: 'other',
    });
    expect(taken.status).toBe(404);
    expect((await returnable(order.number, '')).status).toBe(401);
  });

  it('refuses an order that was not paid', async () => {
    const unpaid = await paidOrder(anna, [{ sku: 'SLAB', qty: 1 }], { approve: false });
    const { status, body } = await announce(unpaid.number, anna.q, {
      lines: [{ item_id: unpaid.item('SLAB'), qty: 1 }],
      reason: 'other',
    });
    expect(status).toBe(409);
    expect((body as any).meta.key).toBe('return.order_not_returnable');
    expect((await returnable(unpaid.number, anna.q)).body.result).toMatchObject({
      open: false,
      closed_reason: 'not_returnable',
    });
  });

  it('refuses a return after the period, and shows the form closed', async () => {
    const deadline = Date.parse((await returnable(order.number, anna.q)).body.result.deadline);
    clock = new Date(deadline);
    const inTime = await returnable(order.number, anna.q);
    expect(inTime.body.result.open).toBe(true);
    clock = new Date(deadline + 1);
    const { status, body } = await announce(order.number, anna.q, {
      lines: [{ item_id: order.item('SLAB'), qty: 1 }],
      reason: 'other',
    });
    expect(status).toBe(409);
    expect((body as any).meta.key).toBe('return.period_over');
    expect((await returnable(order.number, anna.q)).body.result).toMatchObject({
      open: false,
      closed_reason: 'period_over',
    });
    clock = MONDAY_NOON;
  });

  it('moves on announced -> received -> refunded, each change stored with its time', async () => {
    clock = new Date(MONDAY_NOON.getTime() + 5 * DAY_MS);
    const received = await setState(firstReturn, 'received');
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    clock = new Date(MONDAY_NOON.getTime() + 7 * DAY_MS);
    const refunded = await setState(firstReturn, 'refunded');
    expect(refunded.status).toBe(200);
    expect(refunded.body.result.state).toBe('refunded');
    expect(refunded.body.result.history).toEqual([
      { state: 'announced', at: MONDAY_NOON.toISOString() },
      { state: 'received', at: new Date(MONDAY_NOON.getTime() + 5 * DAY_MS).toISOString() },
      { state: 'refunded', at: new Date(MONDAY_NOON.getTime() + 7 * DAY_MS).toISOString() },
    ]);
    const read = await t.call({
      method: 'GET',
      url: `/api/ext/returns/${firstReturn}`,
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    expect(read.body.result).toEqual(refunded.body.result);
    // Each change is in the audit log with the key that made it, before and after.
    const audit = await t.shop.db
      .select()
      .from(schema.operatorAudit)
      .where(eq(schema.operatorAudit.entityId, firstReturn))
      .orderBy(schema.operatorAudit.id);
    expect(
      audit.map(({ actor, action, entityType, before, after, at }) => ({
        actor,
        action,
        entityType,
        before,
        after,
        at,
      })),
    ).toEqual([
      {
        actor: 'key:RETURNS_OPERATOR_KEY',
        action: 'return.state',
        entityType: 'return',
        before: { state: 'announced' },
        after: { state: 'received' },
        at: new Date(MONDAY_NOON.getTime() + 5 * DAY_MS),
      },
      {
        actor: 'key:RETURNS_OPERATOR_KEY',
        action: 'return.state',
        entityType: 'return',
        before: { state: 'received' },
        after: { state: 'refunded' },
        at: new Date(MONDAY_NOON.getTime() + 7 * DAY_MS),
      },
    ]);
    clock = MONDAY_NOON;
  });

  it('refuses a change that skips or leaves a final state, naming the state (4xx)', async () => {
    const fresh = await announce(order.number, anna.q, {
      lines: [{ item_id: order.item('SLAB'), qty: 1 }],
      reason: 'damaged',
    });
    expect(fresh.status).toBe(200);
    const number = fresh.body.result.return_number as string;
    const skip = await setState(number, 'refunded');
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({
      result: 'state: A return that is announced cannot become refunded.',
      meta: { key: 'return.state_change_invalid', field: 'state' },
    });
    expect((await setState(number, 'rejected')).status).toBe(200);
    const after = await setState(number, 'received');
    expect(after.status).toBe(409);
    expect((await setState(firstReturn, 'rejected')).status).toBe(409);
    const unknown = await setState(number, 'lost');
    expect(unknown.status).toBe(400);
    expect((unknown.body as any).meta).toMatchObject({ params: { field: 'state' } });
    expect((await setState('RNL999999999', 'received')).status).toBe(404);
  });

  it('gives a rejected return’s units back to the order', async () => {
    const { body } = await returnable(order.number, anna.q);
    const slab = body.result.lines.find((line: any) => line.sku === 'SLAB');
    expect(slab).toMatchObject({ qty_returned: 0, qty_returnable: 1 });
  });

  it('needs the operator key to read or move a return', async () => {
    expect((await setState(firstReturn, 'received', null)).status).toBe(401);
    expect((await setState(firstReturn, 'received', 'wrong-key-wrong-key-wrong-key')).status).toBe(
      401,
    );
    const read = await t.call({ method: 'GET', url: `/api/ext/returns/${firstReturn}` });
    expect(read.status).toBe(401);
  });
});

describe('announcing a return through the signed link of the order mail', () => {
  it('works without a login; a changed signature or order number does not', async () => {
    clock = MONDAY_NOON;
    const bram = await newCustomer(t, 'link');
    const order = await paidOrder(bram, [{ sku: 'SPEEN', qty: 2 }]);
    const other = await paidOrder(bram, [{ sku: 'SLAB', qty: 1 }]);
    // The paid order's mail is sent after the provider's push was answered.
    await t.app.services.outbox.deliverDue();
    const mail = readOutbox(t).find(
      (item) => item.kind === 'order_confirmation' && item.subject.includes(other.number),
    )!;
    expect(mail.text).toContain(
      'Wil je iets retourneren? Meld je retour aan via je bestelling: Retour aanmelden:',
    );
    const link = /(http\S+\/returns\/(\S+)\?signature=(\S+))/.exec(mail.text)!;
    expect(link[2]).toBe(other.number);
    const signature = decodeURIComponent(link[3]!);

    const query = `?signature=${encodeURIComponent(signature)}`;
    const seen = await returnable(other.number, query);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    const made = await announce(other.number, query, {
      lines: [{ item_id: other.item('SLAB'), qty: 1 }],
      reason: 'wrong_item',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(lastMail(t, bram.email, 'return_announced').text).toContain(
      made.body.result.return_number,
    );

    // The signature of one order opens no other; a changed signature opens nothing.
    const foreign = await returnable(order.number, query);
    expect(foreign.status).toBe(403);
    expect((foreign.body as any).meta).toMatchObject({
      key: 'return.link_invalid',
      field: 'signature',
    });
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const changed = await announce(other.number, `?signature=${encodeURIComponent(tampered)}`, {
      lines: [{ item_id: other.item('SLAB'), qty: 1 }],
      reason: 'wrong_item',
    });
    expect(changed.status).toBe(403);
  });
});
