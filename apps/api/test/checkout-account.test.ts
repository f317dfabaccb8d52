/**
 * The checkout with only an e-mail address (POST /api/user/checkout-account): a new address gets
 * an account without a password and a session; an address with an account (with a password, or
 * an earlier e-mail-only checkout's without one) gets no session and must log in with the
 * password or a mailed code; the first login by code claims an unclaimed account and ends the
 * other sessions; a first password is set after that (POST /api/user/set-password).
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, login, me, PASSWORD, readOutbox, register } from './accounts-helper.ts';
import { createTestShop, errorBody, fieldErrorBody, type TestShop } from './helper.ts';

const LOGIN_REQUIRED =
  'There is already an account with this e-mail address. Log in with its password or with a code mailed to it.';
const SIGN_IN_INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    seed: 'none',
    env: { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '10000' },
  });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, token?: string) =>
  t.call({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const checkoutAccount = (email: string, storeCode = 'nl') =>
  post(`/api/user/checkout-account?storeCode=${storeCode}`, { email });

async function customerRow(email: string) {
  const [row] = await t.shop.db
    .select()
    .from(schema.customers)
    .where(eq(schema.customers.email, email));
  return row;
}

async function sessionCount(customerId: number) {
  const rows = await t.shop.db
    .select()
    .from(schema.customerSessions)
    .where(eq(schema.customerSessions.customerId, customerId));
  return rows.length;
}

/** Logs in with a mailed code: the request, the code from the mail, the validation. */
async function loginByCode(email: string, storeCode = 'nl') {
  const requested = await post(`/api/ext/one-time-password/request?storeCode=${storeCode}`, {
    email,
  });
  expect(requested.status).toBe(200);
  const code = String(lastMail(t, email, 'one_time_password').data.code);
  const { status, body } = await post('/api/ext/one-time-password/validate', {
    customer_id: requested.body.result.customer_id,
    one_time_password: code,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.customer_token as string;
}

describe('POST /api/user/checkout-account with a new address', () => {
  it('makes an account without password and logs the shopper in, without a welcome mail', async () => {
    const before = readOutbox(t).length;
    const { status, body } = await checkoutAccount('  Vriendin.Cadeau@Example.NL ', 'de');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(typeof body.result).toBe('string');
    expect(typeof (body as any).meta.refreshToken).toBe('string');

    const own = await me(t, body.result);
    expect(own.status).toBe(200);
    expect(own.body.result).toMatchObject({
      email: 'vriendin.cadeau@example.nl',
      firstname: '',
      lastname: '',
      addresses: [],
      has_password: false,
      store_id: 6,
    });
    const row = await customerRow('vriendin.cadeau@example.nl');
    expect(row).toMatchObject({ passwordHash: null, unclaimed: true, storeCode: 'de' });
    expect(readOutbox(t)).toHaveLength(before);
  });

  it('answers 400 naming the field for an address that is not one', async () => {
    expect(await checkoutAccount('geen-apenstaartje')).toEqual({
      status: 400,
      body: fieldErrorBody(400, 'email', 'Please provide valid e-mail address.'),
    });
    const missing = await post('/api/user/checkout-account', {});
    expect(missing.status).toBe(400);
    expect(missing.body.result).toContain('email');
  });
});

describe('POST /api/user/checkout-account with an address that has an account', () => {
  it('refuses an account with a password: 409 naming email, no session; password or code log in', async () => {
    const { id } = await register(t, 'oma.met.wachtwoord@example.nl');
    const sessionsBefore = await sessionCount(id);
    expect(await checkoutAccount('Oma.Met.Wachtwoord@example.nl')).toEqual({
      status: 409,
      body: fieldErrorBody(409, 'email', LOGIN_REQUIRED),
    });
    expect(await sessionCount(id)).toBe(sessionsBefore);
    // The account is unchanged: still its password, nothing claimed or emptied.
    expect(await customerRow('oma.met.wachtwoord@example.nl')).toMatchObject({
      firstname: 'Anna',
      unclaimed: false,
    });
    expect((await me(t, (await login(t, 'oma.met.wachtwoord@example.nl')).token)).status).toBe(200);
    expect((await me(t, await loginByCode('oma.met.wachtwoord@example.nl'))).status).toBe(200);
  });

  it('refuses an earlier e-mail-only checkout’s account too: it needs the mailed code', async () => {
    const first = await checkoutAccount('tante@example.nl');
    expect(first.status).toBe(200);
    const firstToken = first.body.result as string;
    const row = await customerRow('tante@example.nl');

    // Someone else types the same address: no session, no data of the account.
    const second = await checkoutAccount('tante@example.nl');
    expect(second).toEqual({ status: 409, body: fieldErrorBody(409, 'email', LOGIN_REQUIRED) });
    expect(JSON.stringify(second.body)).not.toContain(String(row!.id));
    expect(await sessionCount(row!.id)).toBe(1);
    // A password login cannot get in: there is none to guess, the answer is the usual one.
    for (const password of ['', PASSWORD, 'Willekeurig-1']) {
      expect(await post('/api/user/login', { username: 'tante@example.nl', password })).toEqual({
        status: 401,
        body: errorBody(401, SIGN_IN_INCORRECT),
      });
    }

    // The mailbox's owner logs in by code: the account is claimed, the first session ends.
    const ownerToken = await loginByCode('tante@example.nl');
    expect((await me(t, ownerToken)).status).toBe(200);
    expect((await me(t, firstToken)).status).toBe(401);
    const refreshed = await post('/api/user/refresh', {
      refreshToken: (first.body as any).meta.refreshToken,
    });
    expect(refreshed.status).toBe(401);
    expect(await customerRow('tante@example.nl')).toMatchObject({ unclaimed: false });

    // Later code logins of a claimed account end no other session.
    const again = await loginByCode('tante@example.nl');
    expect((await me(t, ownerToken)).status).toBe(200);
    expect((await me(t, again)).status).toBe(200);
  });

  it('a reset link claims an unclaimed account as well and ends the checkout’s session', async () => {
    const first = await checkoutAccount('buurman@example.nl');
    expect(first.status).toBe(200);
    expect(await post('/api/user/reset-password', { email: 'buurman@example.nl' })).toMatchObject({
      status: 200,
    });
    const resetUrl = new URL(
      String(lastMail(t, 'buurman@example.nl', 'password_reset').data.resetUrl),
    );
    const done = await post('/api/user/create-password', {
      email: 'buurman@example.nl',
      newPassword: PASSWORD,
      resetToken: resetUrl.searchParams.get('token'),
    });
    expect(done.status).toBe(200);
    expect((await me(t, first.body.result)).status).toBe(401);
    expect(await customerRow('buurman@example.nl')).toMatchObject({ unclaimed: false });
    expect((await me(t, (await login(t, 'buurman@example.nl')).token)).status).toBe(200);
  });
});

describe('POST /api/user/set-password', () => {
  it('needs a login by code first, then sets a first password once', async () => {
    const checkout = await checkoutAccount('peter@example.nl');
    const checkoutToken = checkout.body.result as string;
    // The checkout's session may be anybody's who typed the address: no password from it.
    expect(await post('/api/user/set-password', { newPassword: PASSWORD }, checkoutToken)).toEqual({
      status: 403,
      body: fieldErrorBody(
        403,
        'newPassword',
        'Log in once with a code mailed to this address before you set a password.',
      ),
    });
    expect((await customerRow('peter@example.nl'))!.passwordHash).toBeNull();

    const token = await loginByCode('peter@example.nl');
    const weak = await post('/api/user/set-password', { newPassword: 'kort' }, token);
    expect(weak.status).toBe(400);
    expect(weak.body.result).toMatch(/^newPassword: /);
    expect((await post('/api/user/set-password', {}, token)).status).toBe(400);
    expect((await post('/api/user/set-password', { newPassword: PASSWORD })).status).toBe(401);

    expect(await post('/api/user/set-password', { newPassword: PASSWORD }, token)).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect((await me(t, token)).body.result.has_password).toBe(true);
    expect((await me(t, (await login(t, 'peter@example.nl')).token)).status).toBe(200);
    // A second first password is refused: a change needs the current one.
    expect(
      await post('/api/user/set-password', { newPassword: 'Ander-Wachtwoord9' }, token),
    ).toEqual({
      status: 409,
      body: fieldErrorBody(
        409,
        'newPassword',
        'This account already has a password. Change it with the current password.',
      ),
    });
    // Logins by code keep working with a password set.
    expect((await me(t, await loginByCode('peter@example.nl'))).status).toBe(200);
  });

  it('answers has_password true for a registered account', async () => {
    await register(t, 'met-wachtwoord@example.nl');
    const { token } = await login(t, 'met-wachtwoord@example.nl');
    expect((await me(t, token)).body.result.has_password).toBe(true);
  });
});
