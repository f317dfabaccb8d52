/**
 * The shop while its PostgreSQL server goes away under load and comes back: requests answer 503
 * with Retry-After instead of hanging, the process stays up (an idle connection's error would
 * otherwise end it), it serves again by itself once the server is back, and no order that was
 * acknowledged is lost. Runs on a server of its own (never the shared one), over real HTTP.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase, schema } from '@shop/db';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';
import { MONDAY_NOON, orderBody, setStock } from './order-helper.ts';
import {
  type PostgresServer,
  postgresBinDir,
  startPostgresServer,
} from './support/postgres-server.ts';

/** Buyers placing orders at the same time, each one after the other. */
const BUYERS = 6;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code?: number; result?: unknown } | null;
}

describe.skipIf(!postgresBinDir())('a PostgreSQL outage under load', () => {
  let server: PostgresServer;
  let t: TestShop;
  let base: string;

  beforeAll(async () => {
    server = await startPostgresServer();
    t = await createTestShop({
      databaseUrl: server.url,
      now: () => MONDAY_NOON,
      limits: { connectTimeoutMs: 500, statementTimeoutMs: 1000 },
    });
    await setStock(t, 'SPEEN', 1_000_000);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await server?.destroy();
  });

  async function send(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: Answer['body'] = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: the assertions below say so.
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: json };
  }

  /** One guest's purchase: a cart, a line and the order; the order id is known before sending. */
  async function buy(orderId: string): Promise<Answer[]> {
    const created = await send('POST', '/api/cart/create');
    if (created.status !== 200) return [created];
    const cartId = created.body?.result as string;
    const line = await send('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: 'SPEEN', qty: 1 },
    });
    if (line.status !== 200) return [created, line];
    const order = await send('POST', '/api/order', {
      ...orderBody(cartId, [{ sku: 'SPEEN', qty: 1 }]),
      order_id: orderId,
    });
    return [created, line, order];
  }

  it('answers 503 with Retry-After while the server is down, recovers, and loses no acknowledged order', async () => {
    const acknowledged: string[] = [];
    const answers: Answer[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    const during = { before: 0, down: 0, after: 0 };
    let stopping = false;

    const buyer = async () => {
      while (!stopping) {
        const orderId = `outage-${randomUUID()}`;
        const seenIn = phase;
        const results = await buy(orderId);
        answers.push(...results);
        const last = results[results.length - 1]!;
        if (results.length === 3 && last.status === 200) {
          acknowledged.push(orderId);
          during[seenIn] += 1;
        }
        if (seenIn === 'down' && last.status === 503) downAnswers += 1;
        await progress();
      }
    };
    let downAnswers = 0;
    // Each step waits for a count of answers, never for a time.
    const waiters: { ready: () => boolean; resolve: () => void }[] = [];
    const progress = async () => {
      for (const waiter of [...waiters]) {
        if (waiter.ready()) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    };
    const until = (ready: () => boolean) =>
      new Promise<void>((resolve) => {
        if (ready()) resolve();
        else waiters.push({ ready, resolve });
      });

    const buyers = Array.from({ length: BUYERS }, buyer);
    await until(() => during.before >= 10);

    await server.stop('immediate');
    phase = 'down';
    await until(() => downAnswers >= 10);
    // The process is alive and says so; it is not ready.
    expect((await send('GET', '/health')).status).toBe(200);
    const notReady = await send('GET', '/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.retryAfter).toBeTruthy();

    await server.start();
    phase = 'after';
    await until(() => during.after >= 10);
    stopping = true;
    await Promise.all(buyers);

    // While down: the API's envelope with 503 and Retry-After; never a 500 or a hang.
    const failures = answers.filter((answer) => answer.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status, JSON.stringify(failure.body)).toBe(503);
      expect(failure.retryAfter).toMatch(/^\d+$/);
      expect(failure.body).toEqual({
        code: 503,
        result: expect.any(String),
        meta: { key: expect.stringMatching(/^shop\./), params: {} },
      });
    }
    expect((await send('GET', '/ready')).status).toBe(200);

    // Every acknowledged order is stored, once, with its line.
    const stored = await t.shop.db
      .select({ orderId: schema.orders.orderId, id: schema.orders.id })
      .from(schema.orders)
      .where(inArray(schema.orders.orderId, acknowledged));
    expect(stored.map((row) => row.orderId).sort()).toEqual([...acknowledged].sort());
    const lines = await t.shop.db
      .select({ orderId: schema.orderItems.orderId })
      .from(schema.orderItems)
      .where(
        inArray(
          schema.orderItems.orderId,
          stored.map((row) => row.id),
        ),
      );
    expect(lines).toHaveLength(acknowledged.length);
  });

  it('answers 503 with Retry-After when a statement runs past its timeout, and nothing is half written', async () => {
    const locker = new pg.Client({ connectionString: server.url });
    await locker.connect();
    try {
      // Another session holds the stock row: the order's stock update waits on it past its timeout.
      await locker.query('BEGIN');
      await locker.query("SELECT qty FROM stock_items WHERE sku = 'SPEEN' FOR UPDATE");
      const orderId = `slow-${randomUUID()}`;
      const [created, line, order] = await buy(orderId);
      expect(created?.status).toBe(200);
      expect(line?.status).toBe(200);
      expect(order?.status).toBe(503);
      expect(order?.retryAfter).toMatch(/^\d+$/);
      expect(order?.body).toEqual({
        code: 503,
        result: expect.any(String),
        meta: { key: expect.stringMatching(/^shop\./), params: {} },
      });
      await locker.query('ROLLBACK');
      const stored = await t.shop.db
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(inArray(schema.orders.orderId, [orderId]));
      expect(stored).toHaveLength(0);
    } finally {
      await locker.end();
    }
  });

  it('gives a connection back to the pool when a transaction cannot even begin', async () => {
    // One connection: a transaction that kept it would leave every later call waiting.
    const single = await openDatabase({
      databaseUrl: server.url,
      poolSize: 1,
      limits: { connectTimeoutMs: 500, statementTimeoutMs: 1000 },
    });
    try {
      // An isolation level PostgreSQL does not know: BEGIN itself fails.
      const bogus = { isolationLevel: 'no such level' } as unknown as Parameters<
        typeof single.db.transaction
      >[1];
      await expect(single.db.transaction(async () => 1, bogus)).rejects.toThrow();
      const one = await single.db.transaction(async (tx) => tx.execute(sql`SELECT 1 AS one`));
      expect((one as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await single.close();
    }
  });
});
