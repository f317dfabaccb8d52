import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { assertShopOpen, SHOP_CLOSED_MESSAGE } from '../src/modules/closed/closed.ts';
import { createTestShop, type TestShop } from './helper.ts';

// Never the real clock: today may be a Sunday.
const SUNDAY_NOON = new Date('2026-11-22T11:00:00Z');
const MONDAY_NOON = new Date('2026-11-23T11:00:00Z');

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ seed: 'none' });
});
afterAll(() => t.close());

/** The answer of an app on the test database with this clock and these settings. */
async function areWeClosed(now: Date, env: Record<string, string> = {}) {
  const app = await buildApp({ shop: t.shop, config: loadConfig(env), now: () => now });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/ext/are-we-closed' });
    return {
      status: response.statusCode,
      body: response.json(),
      cache: response.headers['cache-control'],
    };
  } finally {
    await app.close();
  }
}

describe('GET /api/ext/are-we-closed', () => {
  it('is closed on Sunday and open on Monday in the shop time zone by default', async () => {
    expect(await areWeClosed(SUNDAY_NOON)).toEqual({
      status: 200,
      body: { code: 200, result: { closed: true }, closed: true },
      cache: 'no-store',
    });
    expect((await areWeClosed(MONDAY_NOON)).body.closed).toBe(false);
    // Sunday 23:30 UTC is Monday 00:30 in Amsterdam.
    expect((await areWeClosed(new Date('2026-11-22T23:30:00Z'))).body.closed).toBe(false);
  });

  it('follows SHOP_CLOSED and SHOP_CLOSED_DAYS', async () => {
    expect((await areWeClosed(SUNDAY_NOON, { SHOP_CLOSED: 'open' })).body.closed).toBe(false);
    expect((await areWeClosed(MONDAY_NOON, { SHOP_CLOSED: 'closed' })).body.closed).toBe(true);
    expect((await areWeClosed(MONDAY_NOON, { SHOP_CLOSED_DAYS: '1,7' })).body.closed).toBe(true);
    expect((await areWeClosed(SUNDAY_NOON, { SHOP_CLOSED_DAYS: '' })).body.closed).toBe(false);
  });
});

describe('assertShopOpen', () => {
  it('refuses with 503 while closed and lets orders through while open', () => {
    const config = loadConfig({});
    expect(() => assertShopOpen(config, MONDAY_NOON)).not.toThrow();
    let error: unknown;
    try {
      assertShopOpen(config, SUNDAY_NOON);
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ statusCode: 503, message: SHOP_CLOSED_MESSAGE });
    expect(() => assertShopOpen(loadConfig({ SHOP_CLOSED: 'open' }), SUNDAY_NOON)).not.toThrow();
  });

  it('stops the start on a bad closed-days or override setting, naming the key', () => {
    expect(() => loadConfig({ SHOP_CLOSED_DAYS: '8' })).toThrow(/SHOP_CLOSED_DAYS/);
    expect(() => loadConfig({ SHOP_CLOSED: 'sometimes' })).toThrow(/SHOP_CLOSED/);
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
  });
});
