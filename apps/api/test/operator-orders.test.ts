/**
 * The back office's orders and returns (/api/admin/orders, /api/admin/returns): the role
 * orders_returns (and owners) may, another role is refused naming it; the list finds orders by
 * number, e-mail and name; every step follows core's rules and is audited with before and after;
 * refunds go through the test provider's refund call (Buckaroo's protocol), in full or per line,
 * once per request_key, and a refund the provider refuses leaves the order as it was; returns
 * are received, refunded through the same refund, or rejected with a reason.
 */
import { totpStep } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';
import { type Customer, newCustomer, readOutbox } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  insertGiftCard,
  MONDAY_NOON,
  orderBody,
  providerAction,
  setStock,
  startPayment,
  stockOf,
} from './order-helper.ts';

const ORDER_KEY = 'order-operator-key-of-the-admin-tests-01';
const PASSWORD = 'Vier-seizoenen-2026';

let t: TestShop;
const clock = MONDAY_NOON;
let address = 0;
const tokens: Record<'owner' | 'orders' | 'catalogue', string> = {
  owner: '',
  orders: '',
  catalogue: '',
};
let anna: Customer;

beforeAll(async () => {
  t = await createTestShop({
    now: () => clock,
    env: { SHOP_PUBLIC_URL: 'http://shop.test', ORDER_OPERATOR_KEY: ORDER_KEY },
  });
  for (const [who, role] of [
    ['owner', 'owner'],
    ['orders', 'orders_returns'],
    ['catalogue', 'catalogue'],
  ] as const) {
    const email = `${who}@shop.example`;
    const out: string[] = [];
    const code = await runOperatorCommand(
      ['create', '--email', email, '--name', who, '--role', role],
      {
        env: { DATA_DIR: t.dataDir, OPERATOR_PASSWORD: PASSWORD },
        out: (line) => out.push(line),
        err: () => {},
        askPassword: async () => PASSWORD,
        now: () => clock,
        shop: t.shop,
      },
    );
    expect(code).toBe(0);
    const secret = out
      .find((line) => line.trim().startsWith('secret:'))!
      .trim()
      .slice('secret:'.length)
      .trim();
    tokens[who] = await logIn(email, secret);
  }
  await setStock(t, 'SLAB', 100);
  await setStock(t, 'SPEEN', 100);
  anna = await newCustomer(t, 'beheer');
});
afterAll(() => t?.close());

function nextAddress(): string {
  address = (address % 250) + 1;
  return `10.41.0.${address}`;
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string | null; payload?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const token = options.token === undefined ? tokens.orders : options.token;
  return t.call({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextAddress(),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

async function logIn(email: string, secret: string): Promise<string> {
  const first = await call('POST', '/api/admin/login', {
    token: null,
    payload: { email, password: PASSWORD },
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await call('POST', '/api/admin/login/code', {
    token: null,
    payload: {
      challenge: first.body.result.challenge,
      code: codeOfBase32(secret, totpStep(clock)),
    },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return second.body.result.token as string;
}

/** An order of Anna's; paid with iDEAL at the test provider unless another method is named. */
async function order(
  lines: { sku: string; qty: number }[],
  method: 'ideal' | 'cashondelivery' = 'ideal',
) {
  const cartId = await createCart(t, lines, anna.q);
  const info =
    method === 'ideal'
      ? { billingAddress: billing() }
      : {
          billingAddress: billing(),
          payment_method_code: 'cashondelivery',
          payment_method_additional: {},
        };
  const started = await startPayment(t, orderBody(cartId, lines, {}, info), {
    query: anna.q,
    email: anna.email,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  if (method === 'ideal') {
    const redirect = started.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    expect((await providerAction(t, redirect, 'approve')).statusCode).toBe(303);
  }
  return started.body.result.orderNumber as string;
}

function billing() {
  return {
    firstname: 'Anna',
    lastname: 'Bakhuizen',
    street: ['Kerkstraat', '12'],
    city: 'Utrecht',
    postcode: '3511 AB',
    country_id: 'NL',
    email: anna.email,
  };
}

const detail = async (number: string) => {
  const answer = await call('GET', `/api/admin/orders/${number}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};

async function auditOf(number: string, action: string) {
  return t.shop.db
    .select()
    .from(schema.operatorAudit)
    .where(and(eq(schema.operatorAudit.entityId, number), eq(schema.operatorAudit.action, action)));
}

/** The test provider's refunds of an order's payment (credits naming it). */
async function providerRefunds(number: string) {
  return t.shop.db
    .select()
    .from(schema.testPaymentTransactions)
    .where(
      and(
        eq(schema.testPaymentTransactions.invoice, number),
        isNotNull(schema.testPaymentTransactions.originalKey),
      ),
    );
}

describe('who may use the order calls', () => {
  let number: string;
  beforeAll(async () => {
    number = await order([{ sku: 'SLAB', qty: 1 }]);
  });

  it('lets the role orders_returns and owners in', async () => {
    for (const token of [tokens.orders, tokens.owner]) {
      const list = await call('GET', '/api/admin/orders', { token });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      const one = await call('GET', `/api/admin/orders/${number}`, { token });
      expect(one.status).toBe(200);
    }
  });

  it('refuses another role with 403 naming the role, and callers without a session', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/orders', undefined],
      ['GET', `/api/admin/orders/${number}`, undefined],
      ['POST', `/api/admin/orders/${number}/ship`, { carrier: 'PostNL', tracking_number: '3S1' }],
      ['POST', `/api/admin/orders/${number}/refund`, { kind: 'full', request_key: 'refused-1234' }],
      ['GET', '/api/admin/returns', undefined],
    ] as const) {
      const refused = await call(method, url, { token: tokens.catalogue, payload });
      expect(refused.status, url).toBe(403);
      expect(refused.body.meta).toMatchObject({
        key: 'operator.role_required',
        params: { role: 'orders_returns' },
      });
      expect((await call(method, url, { token: null, payload })).status).toBe(401);
    }
    // Nothing happened to the order.
    expect((await detail(number)).status).toBe('Order Processed');
    expect(await providerRefunds(number)).toHaveLength(0);
  });

  it('keeps the operator key call for shipping working', async () => {
    const shipped = await t.call({
      method: 'POST',
      url: `/api/ext/orders/${number}/ship`,
      headers: { 'x-operator-key': ORDER_KEY },
      remoteAddress: nextAddress(),
      payload: { carrier: 'PostNL', tracking_number: '3SKEY0001' },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect((await detail(number)).shipment).toMatchObject({ tracking_number: '3SKEY0001' });
  });
});

describe('the order list', () => {
  let number: string;
  beforeAll(async () => {
    number = await order([{ sku: 'SPEEN', qty: 2 }]);
  });

  it('finds an order by its number, the e-mail address and the billing name', async () => {
    for (const q of [number, number.slice(0, -1), anna.email, 'bakhuiz', 'anna bakh']) {
      const answer = await call('GET', `/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const numbers = answer.body.result.items.map((item: any) => item.increment_id);
      expect(numbers, q).toContain(number);
    }
    const none = await call('GET', '/api/admin/orders?q=nobody-like-this');
    expect(none.body.result).toMatchObject({ items: [], total: 0 });
  });

  it('filters by state, payment, dates and store view, pages and sorts', async () => {
    const paid = await call('GET', '/api/admin/orders?payment_status=paid&store_code=nl&size=1');
    expect(paid.body.result).toMatchObject({ size: 1, total_capped: false });
    expect(paid.body.result.items).toHaveLength(1);
    expect(paid.body.result.total).toBeGreaterThanOrEqual(2);
    const later = await call(
      'GET',
      `/api/admin/orders?from=${encodeURIComponent(new Date(MONDAY_NOON.getTime() + 86_400_000).toISOString())}`,
    );
    expect(later.body.result.total).toBe(0);
    const byTotal = await call('GET', '/api/admin/orders?sort=total_asc');
    const totals = byTotal.body.result.items.map((item: any) => item.grand_total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const wrong = await call('GET', '/api/admin/orders?payment_status=lost');
    expect(wrong.status).toBe(400);
  });
});

describe('the steps of an order', () => {
  it('ships with carrier and code, mails the shopper, completes, and audits each step', async () => {
    const number = await order([{ sku: 'SLAB', qty: 1 }]);
    const missing = await call('POST', `/api/admin/orders/${number}/ship`, {
      payload: { carrier: 'PostNL' },
    });
    expect(missing.status).toBe(400);
    const shipped = await call('POST', `/api/admin/orders/${number}/ship`, {
      payload: {
        carrier: 'PostNL',
        tracking_number: '3SADMIN0001',
        tracking_url: 'https://tracking.example/3SADMIN0001',
      },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.result).toMatchObject({ status: 'Order Shipped', payment_status: 'paid' });
    const mail = readOutbox(t).find(
      (entry) => entry.kind === 'order_shipped' && entry.data.orderNumber === number,
    );
    expect(mail?.data).toMatchObject({ trackingNumber: '3SADMIN0001' });
    const again = await call('POST', `/api/admin/orders/${number}/ship`, {
      payload: { carrier: 'PostNL', tracking_number: '3SADMIN0001' },
    });
    expect(again.status).toBe(409);

    const completed = await call('POST', `/api/admin/orders/${number}/complete`, { payload: {} });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.result.status).toBe('Completed');
    const [entry] = await auditOf(number, 'order.complete');
    expect(entry).toMatchObject({
      actor: 'orders@shop.example',
      before: { status: 'Order Shipped', payment_status: 'paid' },
      after: { status: 'Completed', payment_status: 'paid' },
    });

    const seen = await detail(number);
    expect(seen.mails.map((m: any) => m.kind)).toContain('order_shipped');
    expect(seen.audit.map((a: any) => a.action)).toEqual(['order.ship', 'order.complete']);
    expect(seen.payments[0]).toMatchObject({ status: 'paid', provider: 'test' });
    // The provider's push that made it paid, as it arrived.
    expect(seen.payment_pushes).toEqual([
      expect.objectContaining({
        transaction_key: seen.payments[0].transaction_key,
        status_code: 190,
        verdict: 'applied',
      }),
    ]);
    expect(seen.lines[0]).toMatchObject({ sku: 'SLAB', qty: 1, qty_refunded: 0 });
    expect(seen.next_steps).toEqual(['refund']);
  });

  it('refuses a step the order may not take, naming its status, and changes nothing', async () => {
    const number = await order([{ sku: 'SLAB', qty: 1 }]);
    const refused = await call('POST', `/api/admin/orders/${number}/complete`, { payload: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.meta).toMatchObject({
      key: 'orderadmin.step_not_allowed',
      params: { orderNumber: number, status: 'Order Processed' },
    });
    const ready = await call('POST', `/api/admin/orders/${number}/ready-for-pickup`, {
      payload: {},
    });
    expect(ready.body.meta.key).toBe('orderadmin.not_pickup');
    expect(await auditOf(number, 'order.complete')).toHaveLength(0);
    const unknown = await call('POST', '/api/admin/orders/NL999999999/complete', { payload: {} });
    expect(unknown.status).toBe(404);
  });

  it('cancels an unpaid order: stock back, audited', async () => {
    const before = await stockOf(t, 'SPEEN');
    const number = await order([{ sku: 'SPEEN', qty: 3 }], 'cashondelivery');
    expect(await stockOf(t, 'SPEEN')).toBe(before - 3);
    const canceled = await call('POST', `/api/admin/orders/${number}/cancel`, {
      payload: { request_key: 'cancel-unpaid-0001' },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.result).toMatchObject({ status: 'canceled', payment_status: 'canceled' });
    expect(await stockOf(t, 'SPEEN')).toBe(before);
    const [entry] = await auditOf(number, 'order.cancel');
    expect(entry?.before).toMatchObject({ status: 'Order Placed', payment_status: 'pending' });
    const twice = await call('POST', `/api/admin/orders/${number}/cancel`, {
      payload: { request_key: 'cancel-unpaid-0002' },
    });
    expect(twice.status).toBe(409);
    expect(await stockOf(t, 'SPEEN')).toBe(before);
  });

  it('cancels a paid order by refunding it in full at the provider, stock back', async () => {
    const before = await stockOf(t, 'SLAB');
    const number = await order([{ sku: 'SLAB', qty: 2 }]);
    const canceled = await call('POST', `/api/admin/orders/${number}/cancel`, {
      payload: { request_key: 'cancel-paid-0001' },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.result).toMatchObject({
      status: 'canceled',
      payment_status: 'refunded',
      refund: { kind: 'full', state: 'done' },
    });
    expect(await stockOf(t, 'SLAB')).toBe(before);
    const refunds = await providerRefunds(number);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(canceled.body.result.refunded_amount);
  });
});

describe('refunds', () => {
  let number: string;
  let slabLine: number;
  let speenLine: number;
  beforeAll(async () => {
    number = await order([
      { sku: 'SLAB', qty: 2 },
      { sku: 'SPEEN', qty: 1 },
    ]);
    const seen = await detail(number);
    slabLine = seen.lines.find((line: any) => line.sku === 'SLAB').item_id;
    speenLine = seen.lines.find((line: any) => line.sku === 'SPEEN').item_id;
  });

  it('pays back one unit of a line through the provider, once per request_key', async () => {
    const body = {
      kind: 'lines',
      request_key: 'line-refund-0001',
      lines: [{ item_id: slabLine, qty: 1 }],
    };
    const first = await call('POST', `/api/admin/orders/${number}/refund`, { payload: body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const seen = await detail(number);
    const slab = seen.lines.find((line: any) => line.item_id === slabLine);
    expect(first.body.result).toMatchObject({
      status: 'Order Processed',
      payment_status: 'paid',
      refunded_amount: slab.amount / 2,
      refund: { kind: 'lines', state: 'done', provider_amount: slab.amount / 2 },
    });
    // A double click: the same refund again, nothing paid twice.
    const second = await call('POST', `/api/admin/orders/${number}/refund`, { payload: body });
    expect(second.status).toBe(200);
    expect(second.body.result.refund.id).toBe(first.body.result.refund.id);
    expect(await providerRefunds(number)).toHaveLength(1);
    expect(await auditOf(number, 'order.refund')).toHaveLength(1);
    const [entry] = await auditOf(number, 'order.refund');
    expect(entry).toMatchObject({
      before: { status: 'Order Processed', payment_status: 'paid', refunded_amount: 0 },
      after: { refunded_amount: slab.amount / 2, refund: { kind: 'lines', state: 'done' } },
    });
    expect((await detail(number)).lines.find((l: any) => l.item_id === slabLine).qty_refunded).toBe(
      1,
    );
    // The same key for another request is refused rather than guessed at.
    const reused = await call('POST', `/api/admin/orders/${number}/refund`, {
      payload: { ...body, lines: [{ item_id: speenLine, qty: 1 }] },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.meta.key).toBe('orderadmin.request_key_reused');
  });

  it('refuses more units than are left, naming the line', async () => {
    const answer = await call('POST', `/api/admin/orders/${number}/refund`, {
      payload: {
        kind: 'lines',
        request_key: 'line-refund-0002',
        lines: [{ item_id: slabLine, qty: 2 }],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.meta).toMatchObject({
      key: 'orderadmin.qty_too_many',
      params: { itemId: String(slabLine), maximum: '1' },
    });
  });

  it('leaves the order unchanged when the provider refuses the refund (422, never 5xx)', async () => {
    // Money paid back in the provider's own dashboard meanwhile: it holds less than the shop thinks.
    const [payment] = await t.shop.db
      .select()
      .from(schema.payments)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
      .where(and(eq(schema.payments.status, 'paid'), eq(schema.orders.incrementId, number)));
    const original = payment!.payments.transactionKey!;
    await t.shop.db.insert(schema.testPaymentTransactions).values({
      key: `DASHBOARD${Date.now()}`,
      websiteKey: 'KINDERSHOP',
      serviceCode: 'ideal',
      invoice: 'dashboard',
      amount: payment!.payments.amount - 1000,
      currency: 'EUR',
      statusCode: 190,
      returnUrl: '',
      returnUrlCancel: '',
      returnUrlError: '',
      returnUrlReject: '',
      pushUrl: '',
      originalKey: original,
    });
    const before = await detail(number);
    const refused = await call('POST', `/api/admin/orders/${number}/refund`, {
      payload: { kind: 'full', request_key: 'full-refund-0001' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.meta.key).toBe('orderadmin.refund_refused');
    expect(refused.body.result).toMatch(/exceeds what can still be refunded/);
    const after = await detail(number);
    expect(after).toMatchObject({
      status: before.status,
      payment_status: before.payment_status,
      refunded_amount: before.refunded_amount,
    });
    expect(after.refunds.map((r: any) => r.state)).toEqual(['done', 'refused']);
    expect(await auditOf(number, 'order.refund_refused')).toHaveLength(1);
    // The same key answers the same refusal; the provider is not asked again.
    const again = await call('POST', `/api/admin/orders/${number}/refund`, {
      payload: { kind: 'full', request_key: 'full-refund-0001' },
    });
    expect(again.status).toBe(422);
    expect(await providerRefunds(number)).toHaveLength(2);
  });

  it('gives a full refund back to where it came from: provider and gift card', async () => {
    const code = await insertGiftCard(t, { balance: 500 });
    const lines = [{ sku: 'SLAB', qty: 1 }];
    const cartId = await createCart(t, lines, anna.q);
    const applied = await t.call({
      method: 'POST',
      url: `/api/ext/giftcard/apply${anna.q}`,
      payload: { quoteId: cartId, giftCardCode: code },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const started = await startPayment(
      t,
      orderBody(cartId, lines, {}, { billingAddress: billing() }),
      { query: anna.q, email: anna.email },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const redirect = started.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    expect((await providerAction(t, redirect, 'approve')).statusCode).toBe(303);
    const paidNumber = started.body.result.orderNumber as string;
    const balance = async () => {
      const [card] = await t.shop.db
        .select({ balance: schema.giftCards.balance })
        .from(schema.giftCards)
        .where(
          eq(
            schema.giftCards.codeHash,
            (await t.app.services.giftCards.storedCode(code)).codeHash!,
          ),
        );
      return card!.balance;
    };
    expect(await balance()).toBe(0);
    const seen = await detail(paidNumber);
    expect(seen.credits_amount).toBe(500);
    const refunded = await call('POST', `/api/admin/orders/${paidNumber}/refund`, {
      payload: { kind: 'full', request_key: 'full-refund-card-1' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.result).toMatchObject({
      refunded_amount: seen.grand_total,
      refund: { credits_amount: 500, provider_amount: seen.grand_total - 500 },
    });
    expect(await balance()).toBe(500);
    const [credit] = await providerRefunds(paidNumber);
    expect(credit!.amount).toBe(seen.grand_total - 500);
  });

  it('refunds a shipped order in full: refunded, stock not given back', async () => {
    const other = await order([{ sku: 'SLAB', qty: 1 }]);
    await call('POST', `/api/admin/orders/${other}/ship`, {
      payload: { carrier: 'DHL', tracking_number: 'JD0001' },
    });
    const stock = await stockOf(t, 'SLAB');
    const refunded = await call('POST', `/api/admin/orders/${other}/refund`, {
      payload: { kind: 'full', request_key: 'full-refund-0002' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.result).toMatchObject({ status: 'Refunded', payment_status: 'refunded' });
    expect(await stockOf(t, 'SLAB')).toBe(stock);
    const nothing = await call('POST', `/api/admin/orders/${other}/refund`, {
      payload: { kind: 'full', request_key: 'full-refund-0003' },
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.meta.key).toBe('orderadmin.not_paid');
  });
});

describe('returns', () => {
  let number: string;
  let slabLine: number;

  beforeAll(async () => {
    number = await order([{ sku: 'SLAB', qty: 3 }]);
    slabLine = (await detail(number)).lines[0].item_id;
  });

  const announce = async (qty: number) => {
    const answer = await t.call({
      method: 'POST',
      url: `/api/ext/returns/order/${number}${anna.q}`,
      payload: { reason: 'damaged', comment: '', lines: [{ item_id: slabLine, qty }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.return_number as string;
  };

  it('receives a return and refunds its units through the provider, once', async () => {
    const returnNumber = await announce(2);
    const early = await call('POST', `/api/admin/returns/${returnNumber}/refund`, {
      payload: { request_key: 'return-refund-0001' },
    });
    expect(early.status).toBe(409);
    expect(early.body.meta.key).toBe('return.state_change_invalid');
    const received = await call('POST', `/api/admin/returns/${returnNumber}/receive`, {
      payload: {},
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.result.state).toBe('received');
    const refunded = await call('POST', `/api/admin/returns/${returnNumber}/refund`, {
      payload: { request_key: 'return-refund-0002' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.result).toMatchObject({
      return: { state: 'refunded' },
      refund: { kind: 'lines', state: 'done', return_number: returnNumber },
    });
    const again = await call('POST', `/api/admin/returns/${returnNumber}/refund`, {
      payload: { request_key: 'return-refund-0002' },
    });
    expect(again.status).toBe(200);
    expect(await providerRefunds(number)).toHaveLength(1);
    const seen = await detail(number);
    expect(seen.lines[0].qty_refunded).toBe(2);
    expect(seen.audit.map((entry: any) => `${entry.action}:${entry.entity_id}`)).toEqual([
      `return.state:${returnNumber}`,
      `order.refund:${number}`,
      `return.state:${returnNumber}`,
    ]);
  });

  it('rejects a return with a reason, audited', async () => {
    const returnNumber = await announce(1);
    const missing = await call('POST', `/api/admin/returns/${returnNumber}/reject`, {
      payload: {},
    });
    expect(missing.status).toBe(400);
    const rejected = await call('POST', `/api/admin/returns/${returnNumber}/reject`, {
      payload: { reason: 'Used and without its box' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.result).toMatchObject({
      state: 'rejected',
      reject_reason: 'Used and without its box',
    });
    const [entry] = await auditOf(returnNumber, 'return.state');
    expect(entry).toMatchObject({
      before: { state: 'announced' },
      after: { state: 'rejected', reject_reason: 'Used and without its box' },
    });
    const list = await call('GET', `/api/admin/returns?state=rejected&order_number=${number}`);
    expect(list.body.result.items.map((r: any) => r.return_number)).toEqual([returnNumber]);
  });
});
