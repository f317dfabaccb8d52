/**
 * Password hashing under faults: hashes are made and checked on worker threads (decision record
 * 0051), so a worker that dies, a stored hash that is damaged or a pool that is full never turn
 * into a 500 or into a wrong password. A login whose worker dies answers 503 busy with
 * Retry-After and the next login gets a new worker; a damaged stored hash answers the 401 of a
 * wrong password.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../src/modules/auth/passwords.ts';
import { PASSWORD, register } from './accounts-helper.ts';
import { createTestShop, errorBody, type TestShop } from './helper.ts';

/** The password that ends the test worker (fixtures/crashing-password-worker.mjs). */
const FATAL_PASSWORD = 'Worker-Dies-Here-1';
const BUSY = errorBody(503, 'The shop is very busy right now. Please try again in a moment.');
const INCORRECT = 401;

let t: TestShop;
const crashes: unknown[] = [];
beforeAll(async () => {
  t = await createTestShop({
    seed: 'none',
    passwordHasher: new PasswordHasher({
      workers: 1,
      maxQueued: 4,
      script: new URL('./fixtures/crashing-password-worker.mjs', import.meta.url),
      onCrash: (error) => crashes.push(error),
    }),
  });
  await register(t, 'hashing@example.nl');
  await register(t, 'damaged@example.nl');
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });

describe('password hashing on worker threads', () => {
  it('answers a login whose hashing worker dies with 503 busy and Retry-After; the next login gets a new worker', async () => {
    const threadsBefore = t.app.services.passwordHasher.threadIds;
    expect(threadsBefore).toHaveLength(1);
    const refused = await login('hashing@example.nl', FATAL_PASSWORD);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(BUSY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(crashes).toHaveLength(1);

    const next = await login('hashing@example.nl', PASSWORD);
    expect(next.statusCode).toBe(200);
    const threadsAfter = t.app.services.passwordHasher.threadIds;
    expect(threadsAfter).toHaveLength(1);
    expect(threadsAfter).not.toEqual(threadsBefore);
  });

  it('answers a wrong password 401 and a registration on the new worker as always', async () => {
    expect((await login('hashing@example.nl', 'Wrong-Pass-1')).statusCode).toBe(INCORRECT);
    expect((await login('nobody@example.nl', PASSWORD)).statusCode).toBe(INCORRECT);
    await register(t, 'after-crash@example.nl');
    expect((await login('after-crash@example.nl', PASSWORD)).statusCode).toBe(200);
  });

  it('answers a login against a damaged stored hash like a wrong password (401), never a 5xx', async () => {
    for (const damaged of ['', 'garbage', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$']) {
      await t.shop.query(
        sql`UPDATE customers SET password_hash = ${damaged} WHERE email = 'damaged@example.nl'`,
      );
      const answer = await login('damaged@example.nl', PASSWORD);
      expect(answer.statusCode, damaged).toBe(INCORRECT);
      expect(answer.json().code).toBe(INCORRECT);
    }
  });
});
