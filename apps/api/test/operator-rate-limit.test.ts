/**
 * The operator-key calls (x-operator-key: a till's receipt import, review moderation, returns,
 * shipping an order) are limited per client address like the logins: every call per route and
 * window, and missing or wrong keys per address over all of them together; past either limit
 * the answer is 429 with Retry-After, before the key is compared. The limits are set low here;
 * each test uses its own client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorBody, type TestShop } from './helper.ts';

const KEY = 'operator-key-of-the-tests-0123456789';
const WRONG = 'operator-key-of-someone-else-98765';
const PER_IP = 5;
const WRONG_KEYS = 3;
const WINDOW_SECONDS = 600;

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    seed: 'none',
    env: {
      STORE_OPERATOR_KEY: KEY,
      REVIEW_OPERATOR_KEY: KEY,
      RETURNS_OPERATOR_KEY: KEY,
      ORDER_OPERATOR_KEY: KEY,
      OPERATOR_RATE_LIMIT_PER_IP: String(PER_IP),
      OPERATOR_RATE_LIMIT_WRONG_KEYS_PER_IP: String(WRONG_KEYS),
      OPERATOR_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    },
  });
});
afterAll(() => t.close());

const TOO_MANY = errorBody(429, 'Too many requests, please try again later.');

/** Every operator-key call, with a body it accepts the shape of. */
const OPERATOR_CALLS = [
  { method: 'POST', url: '/api/ext/offline-orders/import', payload: {} },
  { method: 'GET', url: '/api/ext/reviews/pending' },
  { method: 'POST', url: '/api/ext/reviews/999999/status', payload: { review_status: 1 } },
  { method: 'GET', url: '/api/ext/returns/R-999999' },
  { method: 'POST', url: '/api/ext/returns/R-999999/state', payload: { state: 'received' } },
  { method: 'POST', url: '/api/ext/orders/999999999/ship', payload: {} },
] as const;

async function send(
  call: (typeof OPERATOR_CALLS)[number],
  remoteAddress: string,
  key: string | undefined,
) {
  const response = await t.app.inject({
    ...call,
    remoteAddress,
    headers: key === undefined ? {} : { 'x-operator-key': key },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

function expectTooMany(answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(TOO_MANY);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe('wrong operator keys per client address', () => {
  it('counts missing and wrong keys over every operator call together, then refuses even the right key with 429', async () => {
    const address = '10.20.0.1';
    expect((await send(OPERATOR_CALLS[1], address, WRONG)).status).toBe(401);
    expect((await send(OPERATOR_CALLS[3], address, undefined)).status).toBe(401);
    expect((await send(OPERATOR_CALLS[5], address, `${KEY}x`)).status).toBe(401);
    // The limit (3) is used up: every operator call of this address answers 429, right key or not.
    for (const call of OPERATOR_CALLS) expectTooMany(await send(call, address, KEY));
    expectTooMany(await send(OPERATOR_CALLS[0], address, WRONG));
  });

  it('never holds back the right key from another address', async () => {
    for (let i = 0; i < WRONG_KEYS + 2; i += 1) await send(OPERATOR_CALLS[1], '10.20.0.2', WRONG);
    expect((await send(OPERATOR_CALLS[1], '10.20.0.3', KEY)).status).toBe(200);
  });

  it('does not count calls with the right key against the wrong-key limit', async () => {
    const address = '10.20.0.4';
    // Each call once with the right key: as many as the wrong-key limit and more.
    for (const call of OPERATOR_CALLS) {
      expect((await send(call, address, KEY)).status).not.toBe(429);
    }
    for (let i = 0; i < WRONG_KEYS; i += 1) {
      expect((await send(OPERATOR_CALLS[1], address, WRONG)).status).toBe(401);
    }
    expectTooMany(await send(OPERATOR_CALLS[1], address, KEY));
  });
});

describe('operator calls per client address and route', () => {
  it.each(OPERATOR_CALLS.map((call, index) => [`${call.method} ${call.url}`, index] as const))(
    'limits %s with the right key too, with Retry-After, and not another address',
    async (_, index) => {
      const call = OPERATOR_CALLS[index]!;
      const address = `10.21.${index}.1`;
      for (let i = 0; i < PER_IP; i += 1) {
        const answer = await send(call, address, KEY);
        expect(answer.status, `call ${i + 1}`).not.toBe(429);
        expect(answer.status, `call ${i + 1}`).toBeLessThan(500);
      }
      expectTooMany(await send(call, address, KEY));
      expect((await send(call, `10.21.${index}.2`, KEY)).status).not.toBe(429);
    },
  );

  it('counts calls with a wrong key in the per-route limit too', async () => {
    const call = OPERATOR_CALLS[1];
    const address = '10.22.0.1';
    for (let i = 0; i < WRONG_KEYS - 1; i += 1) {
      expect((await send(call, address, WRONG)).status).toBe(401);
    }
    for (let i = WRONG_KEYS - 1; i < PER_IP; i += 1) {
      expect((await send(call, address, KEY)).status).toBe(200);
    }
    expectTooMany(await send(call, address, KEY));
  });
});
