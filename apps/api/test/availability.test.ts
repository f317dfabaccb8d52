/**
 * Liveness, readiness and shedding: /health answers while the process runs, /ready only while
 * the database answers and the process is not overloaded; an overloaded process and a database
 * that does not take a statement in time answer a fast 503 with Retry-After.
 */
import { afterEach, describe, expect, it } from 'vitest';
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
