/**
 * The birth list calls that tell whether a url key is taken (the public read and check-url) are
 * limited per client address, since keys are words guessed from the parents' names: past the
 * limit they answer 429 with Retry-After and the too-many-requests message; other addresses go
 * on. The limits are set low here and the window long (an hour), so no test depends on how
 * fast it runs; each test uses addresses of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { login, register } from './accounts-helper.ts';
import { createTestShop, errorBody, type TestShop } from './helper.ts';

let t: TestShop;
let q: string;
let urlKey: string;
beforeAll(async () => {
  t = await createTestShop({
    seed: 'none',
    env: {
      BIRTHLIST_RATE_LIMIT_PUBLIC_READS: '3',
      BIRTHLIST_RATE_LIMIT_URL_CHECKS: '2',
      BIRTHLIST_RATE_LIMIT_WINDOW_SECONDS: '3600',
    },
  });
  const email = `limited-parent-${Date.now()}@example.nl`;
  await register(t, email);
  const { token } = await login(t, email);
  q = `?token=${encodeURIComponent(token)}`;
  const created = await t.call({
    method: 'POST',
    url: `/api/ext/birthlist/create${q}`,
    payload: {
      birthlist: { display_name: 'Emma', expected_date: '2099-03-01', url_key: 'emma-limit' },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  urlKey = created.body.result.url_key;
});
afterAll(() => t.close());

const TOO_MANY = errorBody(429, 'Too many requests, please try again later.');

async function get(url: string, remoteAddress: string) {
  const response = await t.app.inject({ method: 'GET', url, remoteAddress });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('the public read of a birth list', () => {
  it('answers 429 with Retry-After past the limit of an address, found keys and misses alike', async () => {
    const read = (key: string) => get(`/api/ext/birthlist/public/nl/${key}`, '10.30.0.1');
    expect((await read(urlKey)).status).toBe(200);
    expect((await read('emma-en-daan')).status).toBe(404);
    expect((await read('lotte-en-bram')).status).toBe(404);
    // The fourth read in the window, whether the key exists or not.
    for (const key of [urlKey, 'sem-en-julia']) {
      const blocked = await read(key);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(TOO_MANY);
      expect(blocked.body.meta.key).toBe('request.too_many');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
  });

  it('is limited per address: the family on another address reads the list as always', async () => {
    for (let i = 0; i < 4; i += 1) await get(`/api/ext/birthlist/public/nl/x${i}-key`, '10.30.1.1');
    expect((await get(`/api/ext/birthlist/public/nl/${urlKey}`, '10.30.1.1')).status).toBe(429);
    const family = await get(`/api/ext/birthlist/public/de/${urlKey}`, '10.30.1.2');
    expect(family.status).toBe(200);
    expect(family.body.result).toMatchObject({ url_key: urlKey, display_name: 'Emma' });
  });
});

describe('check-url', () => {
  it('answers 429 past the limit of an address, counted apart from the public read', async () => {
    const check = (key: string, address: string) =>
      get(`/api/ext/birthlist/check-url/${key}${q}`, address);
    expect((await check('noor-en-finn', '10.31.0.1')).body.result).toEqual({ status: 'success' });
    expect((await check(urlKey, '10.31.0.1')).status).toBe(200);
    const blocked = await check('noor-en-finn', '10.31.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // A call without a valid token counts too: the limit comes before anything else.
    expect((await get('/api/ext/birthlist/check-url/noor-en-finn', '10.31.0.1')).status).toBe(429);
    // Another address checks as always, and this address still reads lists.
    expect((await check('noor-en-finn', '10.31.0.2')).status).toBe(200);
    expect((await get(`/api/ext/birthlist/public/nl/${urlKey}`, '10.31.0.1')).status).toBe(200);
  });
});

describe('the limits’ configuration', () => {
  it('defaults to 300 public reads and 30 url checks per address and minute', () => {
    expect(loadConfig({}).birthList.rateLimit).toEqual({
      windowSeconds: 60,
      publicReadsPerIp: 300,
      urlChecksPerIp: 30,
    });
  });

  it('refuses a limit that is not a positive whole number, naming the key', () => {
    expect(() => loadConfig({ BIRTHLIST_RATE_LIMIT_URL_CHECKS: '0' })).toThrow(
      /BIRTHLIST_RATE_LIMIT_URL_CHECKS/,
    );
  });
});
