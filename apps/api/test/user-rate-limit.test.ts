/**
 * Rate limits of the calls that guess at accounts (login, one-time password, reset, e-mail
 * availability, the e-mail-only checkout): per client address, per e-mail address and client address together, and per
 * e-mail address from all addresses with a higher limit; answered 429 with Retry-After. An
 * attacker's guesses never lock the owner out from another address.
 * The limits are set low here; each test uses its own client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, register } from './accounts-helper.ts';
import { createTestShop, errorBody, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    seed: 'none',
    env: {
      AUTH_RATE_LIMIT_PER_IP: '4',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
      AUTH_RATE_LIMIT_PER_EMAIL_ALL_ADDRESSES: '5',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
    },
  });
  await register(t, 'limited@example.nl');
});
afterAll(() => t.close());

const from = (remoteAddress: string) => (url: string, payload: object) =>
  t.call({ method: 'POST', url, payload, remoteAddress });
const TOO_MANY = errorBody(429, 'Too many requests, please try again later.');

async function callWithHeaders(remoteAddress: string, url: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('per e-mail address', () => {
  it('stops one client’s password guesses for an e-mail, with Retry-After, but never the owner elsewhere', async () => {
    const body = { username: 'limited@example.nl', password: 'Wrong-Pass1' };
    const attacker = from('10.0.0.1');
    expect((await attacker('/api/user/login', body)).status).toBe(401);
    expect((await attacker('/api/user/login', body)).status).toBe(401);
    const blocked = await callWithHeaders('10.0.0.1', '/api/user/login', body);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    // The owner, from their own address, logs in as always.
    const owner = await from('10.0.0.2')('/api/user/login', {
      username: 'limited@example.nl',
      password: PASSWORD,
    });
    expect(owner.status).toBe(200);
    // Another e-mail address is not held back either.
    expect(
      (await from('10.0.0.1')('/api/user/login', { username: 'other@example.nl', password: 'x' }))
        .status,
    ).toBe(401);
  });

  it('caps guesses at one e-mail from many addresses with the limit over all addresses', async () => {
    await register(t, 'spread@example.nl');
    const body = { username: 'spread@example.nl', password: 'Wrong-Pass1' };
    // The limit over all addresses is 5 here: five addresses guess once each.
    for (let i = 0; i < 5; i += 1) {
      expect((await from(`10.7.${i}.1`)('/api/user/login', body)).status).toBe(401);
    }
    const blocked = await callWithHeaders('10.7.9.1', '/api/user/login', body);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('counts only failed logins per e-mail, so a shopper can log in again and again', async () => {
    await register(t, 'often@example.nl');
    // More logins than the per e-mail limit (2); each address stays below its own limit (4).
    for (let i = 0; i < 4; i += 1) {
      const answer = await from(`10.6.${i}.1`)('/api/user/login', {
        username: 'often@example.nl',
        password: PASSWORD,
      });
      expect(answer.status).toBe(200);
    }
  });

  it('limits one-time password requests, resets and availability checks per e-mail and address', async () => {
    for (const [url, payload] of [
      ['/api/ext/one-time-password/request', { email: 'limited@example.nl' }],
      ['/api/user/reset-password', { email: 'limited@example.nl' }],
      ['/api/ext/user-extend/is-email-available', { customerEmail: 'limited@example.nl' }],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        expect((await from('10.1.0.1')(url, payload)).status, url).toBe(200);
      }
      const blocked = await callWithHeaders('10.1.0.1', url, payload);
      expect(blocked.status, url).toBe(429);
      expect(blocked.headers['retry-after'], url).toBeDefined();
      // The owner, elsewhere, still gets a code or a link.
      expect((await from('10.1.0.2')(url, payload)).status, url).toBe(200);
    }
  });
});

describe('the e-mail-only checkout', () => {
  it('limits probing one address per e-mail and client address, and not the owner elsewhere', async () => {
    const payload = { email: 'limited@example.nl' };
    for (let i = 0; i < 2; i += 1) {
      expect((await from('10.8.0.1')('/api/user/checkout-account', payload)).status).toBe(409);
    }
    const blocked = await callWithHeaders('10.8.0.1', '/api/user/checkout-account', payload);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await from('10.8.0.2')('/api/user/checkout-account', payload)).status).toBe(409);
  });

  it('limits the accounts one client address makes, like registration', async () => {
    const call = from('10.8.1.1');
    for (let i = 0; i < 4; i += 1) {
      const answer = await call('/api/user/checkout-account', { email: `nieuw-${i}@example.nl` });
      expect(answer.status).toBe(200);
    }
    const blocked = await callWithHeaders('10.8.1.1', '/api/user/checkout-account', {
      email: 'nieuw-5@example.nl',
    });
    expect(blocked.status).toBe(429);
    expect(
      (await from('10.8.1.2')('/api/user/checkout-account', { email: 'nieuw-6@example.nl' }))
        .status,
    ).toBe(200);
  });
});

describe('per client address', () => {
  it('stops a client that tries many e-mail addresses, and not another client', async () => {
    const call = from('10.2.0.1');
    for (let i = 0; i < 4; i += 1) {
      const answer = await call('/api/user/login', {
        username: `guess-${i}@example.nl`,
        password: 'x',
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await callWithHeaders('10.2.0.1', '/api/user/login', {
      username: 'guess-5@example.nl',
      password: 'x',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await from('10.2.0.2')('/api/user/login', { username: 'guess-6@example.nl', password: 'x' }))
        .status,
    ).toBe(401);
  });

  it('limits the one-time code validation per client address', async () => {
    const call = from('10.3.0.1');
    for (let i = 0; i < 4; i += 1) {
      const answer = await call('/api/ext/one-time-password/validate', {
        customer_id: `guess-${i}`,
        one_time_password: '123456',
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await call('/api/ext/one-time-password/validate', {
      customer_id: 'guess-9',
      one_time_password: '123456',
    });
    expect(blocked.status).toBe(429);
  });

  it('limits registration per client address', async () => {
    const call = from('10.5.0.1');
    for (let i = 0; i < 4; i += 1) {
      const answer = await call('/api/user/create', {
        customer: { email: `new-${i}@example.nl`, firstname: 'Anna', lastname: 'Bee' },
        password: 'x',
      });
      expect(answer.status).toBe(400);
    }
    const blocked = await call('/api/user/create', {
      customer: { email: 'new-9@example.nl', firstname: 'Anna', lastname: 'Bee' },
      password: 'x',
    });
    expect(blocked.status).toBe(429);
  });

  it('does not limit calls outside the account guessing ones', async () => {
    const call = from('10.4.0.1');
    for (let i = 0; i < 6; i += 1) {
      expect((await call('/api/user/refresh', { refreshToken: `x${i}` })).status).toBe(401);
    }
  });
});

describe('behind a trusted proxy', () => {
  it('keys the limit on the X-Forwarded-For client, not on the proxy', async () => {
    const proxied = await createTestShop({
      seed: 'none',
      env: { AUTH_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const call = (client: string) =>
        proxied.call({
          method: 'POST',
          url: '/api/ext/user-extend/is-email-available',
          payload: { customerEmail: `${client}@example.nl` },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      expect((await call('203.0.113.1')).status).toBe(200);
      expect((await call('203.0.113.1')).status).toBe(200);
      expect((await call('203.0.113.1')).status).toBe(429);
      expect((await call('203.0.113.2')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
