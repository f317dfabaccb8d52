/**
 * The back office's dashboard (GET /api/admin/dashboard, decision 75): today's orders and
 * revenue counted on the shop's clock (an order at 23:30 UTC belongs to the next Amsterdam day),
 * canceled orders counted but earning nothing, the orders waiting per status, the stock running
 * out, the reviews waiting, and the revenue per day. The shop's clock is the test's own.
 */
import { totpStep } from '@shop/core';
import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';
import { createTestShop, type TestShop } from './helper.ts';

const OWNER = { email: 'eigenaar@shop.example', password: 'Vier-seizoenen-2026' };
/** Tuesday 24 November 2026, 10:00 in Amsterdam (UTC+1). */
const clock = new Date('2026-11-24T09:00:00Z');

let t: TestShop;
let token = '';

async function operatorCommand(args: string[]) {
  const out: string[] = [];
  const code = await runOperatorCommand(args, {
    env: { DATA_DIR: t.dataDir, OPERATOR_PASSWORD: OWNER.password },
    out: (line) => out.push(line),
    err: (line) => out.push(line),
    askPassword: async () => OWNER.password,
    now: () => clock,
    shop: t.shop,
  });
  expect(code, out.join('\n')).toBe(0);
  return out;
}

let orderNumber = 0;
async function insertOrder(createdAt: string, status: string, grandTotal: number) {
  orderNumber += 1;
  await t.shop.db.insert(schema.orders).values({
    orderId: `dashboard-${orderNumber}`,
    incrementId: `D${String(orderNumber).padStart(6, '0')}`,
    storeCode: 'nl',
    customerEmail: 'anna@example.nl',
    status,
    currency: 'EUR',
    subtotal: grandTotal,
    subtotalInclTax: grandTotal,
    discountAmount: 0,
    shippingAmount: 0,
    shippingInclTax: 0,
    taxAmount: 0,
    grandTotal,
    paymentMethod: 'buckaroo_magento2_ideal',
    billingAddress: {},
    totals: {},
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
}

beforeAll(async () => {
  t = await createTestShop({ now: () => clock });
  const out = await operatorCommand([
    'create',
    '--email',
    OWNER.email,
    '--name',
    'Eigenaar',
    '--role',
    'owner',
  ]);
  const secret = (out.find((line) => line.trim().startsWith('secret:')) ?? '')
    .trim()
    .slice('secret:'.length)
    .trim();
  const first = await t.call({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: OWNER.email, password: OWNER.password },
  });
  const second = await t.call({
    method: 'POST',
    url: '/api/admin/login/code',
    payload: {
      challenge: first.body.result.challenge,
      code: codeOfBase32(secret, totpStep(clock)),
    },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  token = second.body.result.token;

  // Today (24 November in Amsterdam) starts at 23:00 UTC on the 23rd.
  await insertOrder('2026-11-23T22:59:59Z', 'Order Shipped', 1000); // 23 November
  await insertOrder('2026-11-23T23:00:00Z', 'Order Processed', 2500); // today
  await insertOrder('2026-11-24T08:00:00Z', 'Order Placed', 1250); // today
  await insertOrder('2026-11-24T08:30:00Z', 'canceled', 9999); // today, earns nothing
  await insertOrder('2026-11-24T09:30:00Z', 'Order Placed', 700); // after the clock: today too
  await insertOrder('2026-11-10T12:00:00Z', 'Order Processed', 400); // 14 days back: outside
});
afterAll(() => t?.close());

async function dashboard(query = '', headers: Record<string, string> = {}) {
  return t.call({
    method: 'GET',
    url: `/api/admin/dashboard${query}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

describe('the dashboard', () => {
  it("counts today's orders and revenue on the shop's clock, canceled orders earning nothing", async () => {
    const answer = await dashboard();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.result;
    expect(result.time_zone).toBe('Europe/Amsterdam');
    expect(result.today).toEqual({ date: '2026-11-24', orders: 4, revenue: 2500 + 1250 + 700 });
    expect(result.revenue_per_day).toHaveLength(14);
    expect(result.revenue_per_day[0].date).toBe('2026-11-11');
    expect(result.revenue_per_day.at(-2)).toEqual({
      date: '2026-11-23',
      orders: 1,
      revenue: 1000,
    });
    const others = result.revenue_per_day.slice(0, -2);
    expect(others.every((day: { orders: number }) => day.orders === 0)).toBe(true);
  });

  it('lists the orders waiting per status, not the shipped or canceled ones', async () => {
    const { result } = (await dashboard()).body;
    expect(result.waiting_orders).toEqual([
      { status: 'Order Placed', count: 2 },
      { status: 'Order Processed', count: 2 },
    ]);
  });

  it('names the stock running out, emptiest first, and counts the reviews waiting', async () => {
    const [item] = await t.shop.db.select().from(schema.stockItems).limit(1);
    if (!item) throw new Error('the fixture catalogue has stock');
    const { eq } = await import('drizzle-orm');
    await t.shop.db
      .update(schema.stockItems)
      .set({ qty: 0, manageStock: true })
      .where(eq(schema.stockItems.sku, item.sku));
    const { result } = (await dashboard()).body;
    expect(result.low_stock.threshold).toBe(5);
    expect(result.low_stock.total).toBeGreaterThanOrEqual(1);
    expect(result.low_stock.items[0]).toMatchObject({ sku: item.sku, qty: 0 });
    expect(result.low_stock.items.length).toBeLessThanOrEqual(10);
    expect(typeof result.reviews_waiting).toBe('number');
  });

  it('shows the days asked for, and refuses a bad number naming the field', async () => {
    const week = await dashboard('?days=7');
    expect(week.body.result.revenue_per_day).toHaveLength(7);
    const bad = await dashboard('?days=0');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('days');
  });

  it('is refused without an operator session', async () => {
    const answer = await t.call({ method: 'GET', url: '/api/admin/dashboard' });
    expect(answer.status).toBe(401);
  });
});

describe('the dashboard per role (each role sees what its calls may read, nothing else)', () => {
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const role of ['orders_returns', 'catalogue', 'content_reviews', 'customer_service']) {
      const email = `${role.replace('_', '-')}@shop.example`;
      const out = await operatorCommand([
        'create',
        '--email',
        email,
        '--name',
        role,
        '--role',
        role,
      ]);
      const secret = (out.find((line) => line.trim().startsWith('secret:')) ?? '')
        .trim()
        .slice('secret:'.length)
        .trim();
      const first = await t.call({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email, password: OWNER.password },
      });
      const second = await t.call({
        method: 'POST',
        url: '/api/admin/login/code',
        payload: {
          challenge: first.body.result.challenge,
          code: codeOfBase32(secret, totpStep(clock)),
        },
      });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      tokens[role] = second.body.result.token;
    }
  });

  const as = async (role: string) => {
    const answer = await dashboard('', { authorization: `Bearer ${tokens[role]}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };

  it('shows the order figures only to the role orders_returns (and owners)', async () => {
    const orders = await as('orders_returns');
    expect(orders.today).toMatchObject({ date: '2026-11-24', orders: 4 });
    expect(orders.waiting_orders).not.toBeNull();
    expect(orders.revenue_per_day).toHaveLength(14);
    expect(orders.low_stock).toBeNull();
    expect(orders.reviews_waiting).toBeNull();
    const owner = (await dashboard()).body.result;
    expect(owner.today).not.toBeNull();
    expect(owner.low_stock).not.toBeNull();
    expect(owner.reviews_waiting).not.toBeNull();
  });

  it('shows the catalogue role the stock running out and no order figure', async () => {
    const catalogue = await as('catalogue');
    expect(catalogue.low_stock).toMatchObject({ threshold: 5 });
    expect(catalogue.today).toBeNull();
    expect(catalogue.waiting_orders).toBeNull();
    expect(catalogue.revenue_per_day).toBeNull();
    expect(catalogue.reviews_waiting).toBeNull();
  });

  it('shows the content role the reviews waiting only, and customer service nothing', async () => {
    const content = await as('content_reviews');
    expect(typeof content.reviews_waiting).toBe('number');
    expect(content.today).toBeNull();
    expect(content.low_stock).toBeNull();
    const service = await as('customer_service');
    expect(service).toMatchObject({
      today: null,
      waiting_orders: null,
      revenue_per_day: null,
      low_stock: null,
      reviews_waiting: null,
    });
  });
});
