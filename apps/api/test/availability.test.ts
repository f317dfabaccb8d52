/**
 * Liveness, readiness and shedding: /health answers while the process runs, /ready only while
 * the database answers and the process is not overloaded; an overloaded process and a database
 * that does not take a statement in time answer a fast 503 with Retry-After.
 */
import type { ShopDatabase } from '@shop/db';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrontLink, registerAvailability } from '../src/lib/availability.ts';
import { runInProcess } from '../src/lib/in-process.ts';
import { createTestShop, type TestShop } from './helper.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestShop | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe(`health and readiness (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers /health and /ready with 200 while the database answers, outside the envelope', async () => {
    t = await createTestShop({ seed: 'none' });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'up', overloaded: false });
    expect(ready.json().load).toEqual({
      eventLoopDelayMs: expect.any(Number),
      eventLoopUtilization: expect.any(Number),
      heapUsedMb: expect.any(Number),
      requestsInFlight: 0,
      databaseWaiting: 0,
    });
  });

  it.skipIf(onPostgres)(
    'answers 503 with Retry-After when the embedded database does not take a statement in time',
    async () => {
      const shop = await createTestShop({
        seed: 'none',
        limits: { connectTimeoutMs: 50, statementTimeoutMs: 1000 },
      });
      t = shop;
      // A transaction holds the embedded database until the test lets it go.
      let letGo = () => {};
      const held = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      const holding = shop.shop.db.transaction(async () => held);
      const busy = await shop.app.inject({ method: 'POST', url: '/api/cart/create' });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toMatch(/^\d+$/);
      expect(busy.json()).toEqual({
        code: 503,
        result: expect.stringMatching(/try again/),
        meta: { key: 'shop.unavailable', params: {} },
      });
      expect((await shop.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
      expect((await shop.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      letGo();
      await holding;
      const served = await shop.app.inject({ method: 'POST', url: '/api/cart/create' });
      expect(served.statusCode).toBe(200);
      expect((await shop.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    },
  );

  it('sheds requests with a fast 503 while overloaded, but stays alive', async () => {
    // A heap limit every process is over: overloaded from the first measurement on.
    const shop = await createTestShop({ seed: 'none', env: { OVERLOAD_MAX_HEAP_USED_MB: '1' } });
    t = shop;
    await expect.poll(() => shop.app.isUnderPressure(), { timeout: 30_000 }).toBe(true);

    const api = await shop.app.inject({ method: 'GET', url: '/api/stock/check?sku=SPEEN' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toMatch(/^\d+$/);
    expect(api.json()).toEqual({
      code: 503,
      result: expect.stringMatching(/busy/),
      meta: { key: 'shop.busy', params: {} },
    });

    const page = await shop.app.inject({ method: 'GET', url: '/de/c/kinderwagen' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="de"');

    expect((await shop.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const ready = await shop.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', overloaded: true });
  });
});

/** The shedding of registerAvailability on an app of its own, with a route the test holds. */
async function heldApp(
  overload: Partial<Parameters<typeof registerAvailability>[2]>,
  front: FrontLink | null = null,
) {
  const app = Fastify();
  const shop = { ping: async () => true, waiting: () => 0 } as unknown as ShopDatabase;
  await registerAvailability(
    app,
    shop,
    {
      sampleIntervalMs: 25,
      maxRequestsInFlight: 0,
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
      maxHeapUsedBytes: 0,
      ...overload,
    },
    front,
  );
  let entered = 0;
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const hold = async () => {
    entered += 1;
    await held;
    return { done: true };
  };
  app.get('/api/held', hold);
  app.get('/c/held', hold);
  app.get('/api/quick', async () => ({ done: true }));
  await app.ready();
  return { app, entered: () => entered, letGo };
}

describe('the limit on requests in flight', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('refuses a request beyond the limit at once with 503 and Retry-After, and lets the next one in once a slot is free', async () => {
    const held = await heldApp({ maxRequestsInFlight: 2 });
    app = held.app;
    const first = held.app.inject({ method: 'GET', url: '/api/held' });
    const second = held.app.inject({ method: 'GET', url: '/c/held' });
    await expect.poll(held.entered).toBe(2);

    // Answered while both held requests still run: the refusal waited for nothing.
    const api = await held.app.inject({ method: 'GET', url: '/api/quick' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toMatch(/^\d+$/);
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.json()).toEqual({
      code: 503,
      result: expect.stringMatching(/busy/),
      meta: { key: 'shop.busy', params: {} },
    });
    const page = await held.app.inject({ method: 'GET', url: '/de/c/kinderwagen' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="de"');

    // The checks answer, and readiness reports the requests in flight.
    expect((await held.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const ready = await held.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.json().load.requestsInFlight).toBe(2);
    // A call a page makes to this process while it renders was let in with its page.
    const ownCall = await runInProcess(() => held.app.inject({ method: 'GET', url: '/api/quick' }));
    expect(ownCall.statusCode).toBe(200);

    held.letGo();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    const after = await held.app.inject({ method: 'GET', url: '/api/quick' });
    expect(after.statusCode).toBe(200);
    const readyAfter = await held.app.inject({ method: 'GET', url: '/ready' });
    expect(readyAfter.json().load.requestsInFlight).toBe(0);
  });

  it('keeps the place of a request whose client went away until its handler is done', async () => {
    const held = await heldApp({ maxRequestsInFlight: 1 });
    app = held.app;
    await held.app.listen({ port: 0, host: '127.0.0.1' });
    const address = held.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const gone = new AbortController();
    const abandoned = fetch(`${base}/api/held`, { signal: gone.signal }).catch(() => null);
    await expect.poll(held.entered).toBe(1);
    expect((await fetch(`${base}/api/quick`)).status).toBe(503);
    gone.abort();
    await abandoned;
    // The handler still works for nobody: its place stays taken, so such work cannot pile up.
    const whileWorking = await fetch(`${base}/api/quick`);
    expect(whileWorking.status).toBe(503);
    held.letGo();
    await expect.poll(async () => (await fetch(`${base}/api/quick`)).status).toBe(200);
  });
});

describe('the event loop check', () => {
  let app: FastifyInstance | null = null;
  let hog: NodeJS.Timeout | undefined;
  afterEach(async () => {
    clearInterval(hog);
    await app?.close();
    app = null;
  });

  it('sheds while the event loop falls behind and serves again once it keeps up', async () => {
    const held = await heldApp({ maxEventLoopDelayMs: 50 });
    app = held.app;
    expect((await held.app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
    // Work that holds the event loop 200 ms at a time, as a flood of page renders would.
    hog = setInterval(() => {
      const until = performance.now() + 200;
      while (performance.now() < until) {
        // busy: the loop cannot turn
      }
    }, 1);
    const overloaded = async () =>
      (await held.app.inject({ method: 'GET', url: '/ready' })).json().overloaded;
    await expect.poll(overloaded, { interval: 5 }).toBe(true);
    const shed = await held.app.inject({ method: 'GET', url: '/api/quick' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toMatch(/^\d+$/);
    expect(shed.json().meta.key).toBe('shop.busy');
    // The checks answer under any load.
    expect((await held.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    clearInterval(hog);
    await expect.poll(overloaded, { interval: 5 }).toBe(false);
    expect((await held.app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
  });
});

describe('a worker behind the front process', () => {
  let app: FastifyInstance | null = null;
  let hog: NodeJS.Timeout | undefined;
  afterEach(async () => {
    clearInterval(hog);
    await app?.close();
    app = null;
  });

  it('leaves admission to the front: serves beyond its own limit and tells the front when its event loop falls behind and catches up', async () => {
    const reports: boolean[] = [];
    const held = await heldApp(
      { maxRequestsInFlight: 1, maxEventLoopDelayMs: 50 },
      { loopBehind: (behind) => reports.push(behind) },
    );
    app = held.app;
    // The front counts requests in flight: the worker serves what it lets in.
    const first = held.app.inject({ method: 'GET', url: '/api/held' });
    await expect.poll(held.entered).toBe(1);
    expect((await held.app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
    held.letGo();
    expect((await first).statusCode).toBe(200);

    hog = setInterval(() => {
      const until = performance.now() + 200;
      while (performance.now() < until) {
        // busy: the loop cannot turn
      }
    }, 1);
    // What the front hears last counts (a busy machine may make the loop late now and then).
    await expect.poll(() => reports.at(-1), { interval: 5 }).toBe(true);
    expect(reports[0]).toBe(true);
    // A request the front let in before it heard is served, not refused after waiting.
    expect((await held.app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
    clearInterval(hog);
    await expect.poll(() => reports.at(-1), { interval: 5 }).toBe(false);
    // Each report says something new: behind, caught up, behind… never the same twice running.
    expect(reports.every((behind, i) => i === 0 || behind !== reports[i - 1])).toBe(true);
  });
});

describe(`a long queue for the database (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses a request needing the database at once with 503 shop.busy while the queue is full', async () => {
    // A connect timeout no test reaches: only the full queue can refuse the request.
    const shop = await createTestShop({
      seed: 'none',
      limits: { connectTimeoutMs: 60_000, statementTimeoutMs: 5000, maxWaiting: 2 },
    });
    t = shop;
    // Transactions hold every connection (the embedded database has one) until the test lets go.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    // One at a time, each inside before the next starts: the shop's own background work may
    // wait for a connection too, and a holder that finds the queue full is refused; it tries
    // again until it holds its connection.
    const holdOne = async (): Promise<{ done: Promise<void> }> => {
      for (;;) {
        let entered = () => {};
        const inside = new Promise<'inside'>((resolve) => {
          entered = () => resolve('inside');
        });
        const done = shop.shop.db.transaction(async () => {
          entered();
          await held;
        });
        const outcome = await Promise.race([
          inside,
          done.then(
            () => 'ended' as const,
            () => 'refused' as const,
          ),
        ]);
        if (outcome === 'inside') return { done };
      }
    };
    const holding: Promise<void>[] = [];
    for (let i = 0; i < (onPostgres ? 4 : 1); i += 1) holding.push((await holdOne()).done);
    // Calls that fill the queue, one more while it is not full (the shop's own background work
    // may take places in it too); none is made while it is full, so none is refused.
    const queued: Promise<unknown>[] = [];
    await expect
      .poll(() => {
        if (shop.shop.waiting() < 2) {
          queued.push(shop.shop.query(sql`SELECT 1`).catch((error: unknown) => error));
        }
        return shop.shop.waiting();
      })
      .toBe(2);

    const refused = await shop.app.inject({ method: 'POST', url: '/api/cart/create' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      code: 503,
      result: expect.stringMatching(/busy/),
      meta: { key: 'shop.busy', params: {} },
    });

    letGo();
    await Promise.all(holding);
    await Promise.all(queued);
    await expect.poll(() => shop.shop.waiting()).toBe(0);
    const served = await shop.app.inject({ method: 'POST', url: '/api/cart/create' });
    expect(served.statusCode).toBe(200);
  });
});
