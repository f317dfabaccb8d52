/**
 * Refunds left pending (decision 77): the provider's answer to a refund is lost (a broken
 * connection after the test provider paid it back) or the process stops between writing the
 * refund and applying the verdict. Such a refund blocks the order's refunds while it may still
 * be under way; after that it is settled by what the provider says it paid back of the payment
 * (its RefundInfo): before the next refund of the order and by the periodic sweep, each audited.
 * The services here are the shop's own with a real Buckaroo client over the in-process test
 * provider; only the transport of the refund call loses its answer, or the process "stops".
 */
import { totpStep } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../src/lib/inject-fetch.ts';
import type { OperatorOrderDeps } from '../src/modules/operator-orders/deps.ts';
import { OperatorOrderService } from '../src/modules/operator-orders/service.ts';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';
import { BuckarooClient } from '../src/modules/payment/buckaroo-client.ts';
import { paymentCredentials } from '../src/modules/payment/credentials.ts';
import { providerRefund, providerRefunded } from '../src/modules/payment/refund.ts';
import { testProviderApiUrl } from '../src/modules/payment/test-provider/routes.ts';
import { type Customer, newCustomer } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  providerAction,
  setStock,
  startPayment,
} from './order-helper.ts';

const PASSWORD = 'Vier-seizoenen-2026';
/** The shop's clock, moved on by the tests past the time a refund may be under way. */
let clock = MONDAY_NOON;
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let t: TestShop;
let token = '';
let anna: Customer;
let address = 0;

beforeAll(async () => {
  t = await createTestShop({
    now: () => clock,
    env: { SHOP_PUBLIC_URL: 'http://shop.test' },
  });
  const out: string[] = [];
  const code = await runOperatorCommand(
    ['create', '--email', 'orders@shop.example', '--name', 'Orders', '--role', 'orders_returns'],
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
  const secret = (out.find((line) => line.trim().startsWith('secret:')) ?? '')
    .trim()
    .slice('secret:'.length)
    .trim();
  const first = await call('POST', '/api/admin/login', {
    token: null,
    payload: { email: 'orders@shop.example', password: PASSWORD },
  });
  const second = await call('POST', '/api/admin/login/code', {
    token: null,
    payload: {
      challenge: first.body.result.challenge,
      code: codeOfBase32(secret, totpStep(clock)),
    },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  token = second.body.result.token;
  await setStock(t, 'SLAB', 100);
  anna = await newCustomer(t, 'verrekenen');
});
afterAll(() => t?.close());

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string | null; payload?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const bearer = options.token === undefined ? token : options.token;
  address = (address % 250) + 1;
  return t.call({
    method,
    url,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    remoteAddress: `10.42.0.${address}`,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** Anna's order of two SLAB, paid with iDEAL at the test provider. */
async function paidOrder(): Promise<{ number: string; lineId: number; lineAmount: number }> {
  const lines = [{ sku: 'SLAB', qty: 2 }];
  const cartId = await createCart(t, lines, anna.q);
  const started = await startPayment(
    t,
    orderBody(
      cartId,
      lines,
      {},
      {
        billingAddress: {
          firstname: 'Anna',
          lastname: 'Bakhuizen',
          street: ['Kerkstraat', '12'],
          city: 'Utrecht',
          postcode: '3511 AB',
          country_id: 'NL',
          email: anna.email,
        },
      },
    ),
    { query: anna.q, email: anna.email },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const redirect = started.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
  expect((await providerAction(t, redirect, 'approve')).statusCode).toBe(303);
  const number = started.body.result.orderNumber as string;
  const detail = await call('GET', `/api/admin/orders/${number}`);
  const line = detail.body.result.lines[0];
  return { number, lineId: line.item_id, lineAmount: line.amount };
}

/**
 * The shop's order service with its own deps, but a refund call whose transport behaves as
 * told: `lose` lets the provider pay it back and then breaks the connection before the answer;
 * `stop-after` pays it back and then the process "stops" (an error no step catches);
 * `stop-before` stops before the provider is asked.
 */
function serviceWith(mode: 'lose' | 'stop-after' | 'stop-before'): OperatorOrderService {
  const deps = (t.app.services.operatorOrders as unknown as { deps: OperatorOrderDeps }).deps;
  const inProcess = injectFetch(t.app);
  const client = new BuckarooClient({
    credentials: paymentCredentials(t.shop, t.config.payment),
    apiUrl: testProviderApiUrl(t.config.mail.shopPublicUrl),
    fetch: async (url, init) => {
      await inProcess(url, init);
      throw new TypeError('fetch failed: the connection was reset');
    },
  });
  const real = providerRefund(client, t.app.log);
  return new OperatorOrderService({
    ...deps,
    providerRefund:
      mode === 'lose'
        ? real
        : async (request) => {
            if (mode === 'stop-after') await deps.providerRefund(request);
            throw new Error('the process stopped');
          },
    providerRefunded: providerRefunded(
      new BuckarooClient({
        credentials: paymentCredentials(t.shop, t.config.payment),
        apiUrl: testProviderApiUrl(t.config.mail.shopPublicUrl),
        fetch: inProcess,
      }),
      t.app.log,
    ),
  });
}

const noAudit = async () => {};

async function refundsOf(number: string) {
  return (await call('GET', `/api/admin/orders/${number}`)).body.result.refunds as any[];
}

async function auditOf(number: string, action: string) {
  return t.shop.db
    .select()
    .from(schema.operatorAudit)
    .where(and(eq(schema.operatorAudit.entityId, number), eq(schema.operatorAudit.action, action)));
}

describe('a refund whose provider answer is lost', () => {
  it('stays pending (422 saying so), blocks while under way, then is settled as paid', async () => {
    const { number, lineId, lineAmount } = await paidOrder();
    const lossy = serviceWith('lose');
    await expect(
      lossy.refund(
        number,
        'lost-answer-0001',
        { kind: 'lines', lines: [{ orderItemId: lineId, qty: 1 }] },
        t.app.services.operators.recorderFor({ kind: 'command', name: 'test' }),
      ),
    ).rejects.toMatchObject({ key: 'orderadmin.refund_unanswered' });
    const [pending] = await refundsOf(number);
    expect(pending).toMatchObject({ state: 'pending', provider_amount: lineAmount / 2 });
    expect(pending.message).toContain('did not answer');
    expect(await auditOf(number, 'order.refund_unanswered')).toHaveLength(1);

    // While it may be under way, another refund is refused naming it; nothing is paid twice.
    const body = {
      kind: 'lines',
      request_key: 'after-lost-0001',
      lines: [{ item_id: lineId, qty: 1 }],
    };
    const early = await call('POST', `/api/admin/orders/${number}/refund`, { payload: body });
    expect(early.status).toBe(409);
    expect(early.body.meta.key).toBe('orderadmin.refund_in_progress');

    // Past its time, the sweep asks the provider: it paid this refund back, so it is done.
    later(3);
    expect(await t.app.services.operatorOrders.settleStaleRefunds(noAudit)).toBe(1);
    const [settled] = await refundsOf(number);
    expect(settled).toMatchObject({ state: 'done', provider_amount: lineAmount / 2 });
    const order = (await call('GET', `/api/admin/orders/${number}`)).body.result;
    expect(order.refunded_amount).toBe(lineAmount / 2);
    expect(order.lines[0].qty_refunded).toBe(1);

    // The order's other unit can be paid back now, as usual.
    const next = await call('POST', `/api/admin/orders/${number}/refund`, { payload: body });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.result.refunded_amount).toBe(lineAmount);
  });
});

describe('a refund left pending by a process that stopped', () => {
  it('after the provider paid: settled as done by the next refund of the order, audited', async () => {
    const { number, lineId, lineAmount } = await paidOrder();
    await expect(
      serviceWith('stop-after').refund(
        number,
        'stopped-after-0001',
        { kind: 'lines', lines: [{ orderItemId: lineId, qty: 1 }] },
        noAudit,
      ),
    ).rejects.toThrow('the process stopped');
    expect((await refundsOf(number))[0].state).toBe('pending');

    later(3);
    const body = {
      kind: 'lines',
      request_key: 'after-stop-0001',
      lines: [{ item_id: lineId, qty: 1 }],
    };
    const next = await call('POST', `/api/admin/orders/${number}/refund`, { payload: body });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    const refunds = await refundsOf(number);
    expect(refunds.map((refund) => refund.state)).toEqual(['done', 'done']);
    expect(next.body.result.refunded_amount).toBe(lineAmount);
    // Settled by the operator's call: its audit entry is the operator's.
    const [entry] = (await auditOf(number, 'order.refund')).sort((a, b) => a.id - b.id);
    expect(entry?.actor).toBe('orders@shop.example');
  });

  it('before the provider was asked: settled as refused, the order unchanged, refunds go on', async () => {
    const { number, lineId, lineAmount } = await paidOrder();
    await expect(
      serviceWith('stop-before').refund(
        number,
        'stopped-before-01',
        { kind: 'lines', lines: [{ orderItemId: lineId, qty: 2 }] },
        noAudit,
      ),
    ).rejects.toThrow('the process stopped');
    later(3);
    expect(await t.app.services.operatorOrders.settleStaleRefunds(noAudit)).toBe(1);
    const [refused] = await refundsOf(number);
    expect(refused).toMatchObject({ state: 'refused' });
    expect(refused.message).toContain('has not paid this refund back');
    const order = (await call('GET', `/api/admin/orders/${number}`)).body.result;
    expect(order.refunded_amount).toBe(0);
    expect(order.payment_status).toBe('paid');
    const full = await call('POST', `/api/admin/orders/${number}/refund`, {
      payload: { kind: 'full', request_key: 'full-after-stop-1' },
    });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body.result.refunded_amount).toBe(order.grand_total);
    expect(lineAmount).toBeGreaterThan(0);
  });

  it('a sweep finds nothing to settle while a refund may still be under way', async () => {
    const { number, lineId } = await paidOrder();
    await expect(
      serviceWith('stop-before').refund(
        number,
        'under-way-000001',
        { kind: 'lines', lines: [{ orderItemId: lineId, qty: 1 }] },
        noAudit,
      ),
    ).rejects.toThrow('the process stopped');
    expect(await t.app.services.operatorOrders.settleStaleRefunds(noAudit)).toBe(0);
    expect((await refundsOf(number))[0].state).toBe('pending');
  });
});

describe("a refund the provider's figures cannot tell", () => {
  it('stays pending and blocks with the reason until an operator settles it by hand', async () => {
    const { number, lineId, lineAmount } = await paidOrder();
    await expect(
      serviceWith('stop-after').refund(
        number,
        'unknown-figures-01',
        { kind: 'lines', lines: [{ orderItemId: lineId, qty: 1 }] },
        noAudit,
      ),
    ).rejects.toThrow('the process stopped');
    // Someone pays back a cent in the provider's dashboard meanwhile.
    const deps = (t.app.services.operatorOrders as unknown as { deps: OperatorOrderDeps }).deps;
    const [payment] = (await call('GET', `/api/admin/orders/${number}`)).body.result.payments;
    const elsewhere = await deps.providerRefund({
      currency: 'EUR',
      amount: 1,
      invoice: number,
      originalTransactionKey: payment.transaction_key,
      serviceCode: 'ideal',
    });
    expect(elsewhere.accepted).toBe(true);

    later(3);
    // (The sweep may settle other tests' refunds; this one it must leave pending.)
    await t.app.services.operatorOrders.settleStaleRefunds(noAudit);
    const [pending] = await refundsOf(number);
    expect(pending.state).toBe('pending');
    expect(pending.message).toContain('matches neither');
    const blocked = await call('POST', `/api/admin/orders/${number}/refund`, {
      payload: { kind: 'full', request_key: 'blocked-by-unknown' },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.meta.key).toBe('orderadmin.refund_unsettled');

    // The operator checked the dashboard: this refund was paid back.
    const settleUrl = `/api/admin/orders/${number}/refunds/${pending.id}/settle`;
    const settled = await call('POST', settleUrl, { payload: { outcome: 'done' } });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.result).toMatchObject({
      refunded_amount: lineAmount / 2,
      refund: { id: pending.id, state: 'done' },
    });
    expect(await auditOf(number, 'order.refund')).toHaveLength(1);
    // Settled once: again is refused, as is an unknown refund or a bad outcome.
    const again = await call('POST', settleUrl, { payload: { outcome: 'refused' } });
    expect(again.status).toBe(409);
    expect(again.body.meta.key).toBe('orderadmin.refund_not_settleable');
    const unknown = await call('POST', `/api/admin/orders/${number}/refunds/999999/settle`, {
      payload: { outcome: 'done' },
    });
    expect(unknown.status).toBe(404);
    const bad = await call('POST', settleUrl, { payload: { outcome: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('outcome');
  });

  it('cannot be settled by hand while it may still be under way', async () => {
    const { number, lineId } = await paidOrder();
    await expect(
      serviceWith('stop-before').refund(
        number,
        'too-early-settle-1',
        { kind: 'lines', lines: [{ orderItemId: lineId, qty: 1 }] },
        noAudit,
      ),
    ).rejects.toThrow('the process stopped');
    const [pending] = await refundsOf(number);
    const early = await call('POST', `/api/admin/orders/${number}/refunds/${pending.id}/settle`, {
      payload: { outcome: 'refused' },
    });
    expect(early.status).toBe(409);
    expect(early.body.meta.key).toBe('orderadmin.refund_not_settleable');
  });
});

describe("the test provider's refund info", () => {
  it('answers what can still be paid back of a payment, signed calls only', async () => {
    const { number } = await paidOrder();
    const [payment] = (await call('GET', `/api/admin/orders/${number}`)).body.result.payments;
    const client = new BuckarooClient({
      credentials: paymentCredentials(t.shop, t.config.payment),
      apiUrl: testProviderApiUrl(t.config.mail.shopPublicUrl),
      fetch: injectFetch(t.app),
    });
    const info = await client.refundInfo(payment.transaction_key);
    expect(info).toMatchObject({
      TransactionKey: payment.transaction_key,
      IsRefundable: true,
      MaximumRefundAmount: payment.amount / 100,
      RefundCurrency: 'EUR',
    });
    const unsigned = await t.call({
      method: 'GET',
      url: `${new URL(testProviderApiUrl(t.config.mail.shopPublicUrl)).pathname}Transaction/RefundInfo/${payment.transaction_key}`,
    });
    expect(unsigned.status).toBe(401);
  });
});
