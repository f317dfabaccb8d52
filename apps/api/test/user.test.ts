/**
 * The account calls: bad input, tokens (query and Bearer; expired, forged, reused, revoked ->
 * 401), another customer's data (404), sessions ended by logout, password change and reset,
 * one-time codes, deletion, newsletter. PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmail,
  lastMail,
  login,
  me,
  PASSWORD,
  readOutbox,
  register,
} from './accounts-helper.ts';
import { createTestShop, errorBody, fieldErrorBody, type TestShop } from './helper.ts';

const TOKEN_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const SIGN_IN_INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    seed: 'none',
    env: { TOKEN_SECRET, AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '10000' },
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

describe('POST /api/user/create', () => {
  it('registers a customer and mails a welcome in the language of the store view', async () => {
    const { status, body } = await post('/api/user/create?storeCode=de', {
      customer: {
        email: '  Greta.Mueller@Example.DE ',
        firstname: 'Greta',
        lastname: 'Müller',
        addresses: [
          {
            firstname: 'Greta',
            lastname: 'Müller',
            street: ['Hauptstraße', '5', ''],
            city: 'Berlin',
            postcode: '10115',
            country_id: 'DE',
          },
        ],
      },
      password: PASSWORD,
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      email: 'greta.mueller@example.de',
      firstname: 'Greta',
      lastname: 'Müller',
      group_id: 1,
      store_id: 6,
      website_id: 1,
      default_shipping: '1',
      addresses: [{ id: 1, city: 'Berlin', default_shipping: true, default_billing: true }],
    });
    expect(JSON.stringify(body)).not.toContain('password');
    const mail = lastMail(t, 'greta.mueller@example.de', 'welcome');
    expect(mail).toMatchObject({ language: 'de', storeCode: 'de' });
    expect(mail.subject).toBe('Willkommen bei Kindershop');
    expect(mail.text).toContain('Hallo Greta');
  });

  it('stores an argon2id hash, never the password', async () => {
    await register(t, 'hash@example.nl');
    const [row] = await t.shop.db
      .select({ hash: schema.customers.passwordHash })
      .from(schema.customers)
      .where(eq(schema.customers.email, 'hash@example.nl'));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.hash).not.toContain(PASSWORD);
  });

  it.each([
    [
      { email: 'x@example.nl', firstname: 'A', lastname: 'Bee' },
      PASSWORD,
      'customer.firstname',
      'Name must have at least 2 letters',
    ],
    [
      { email: 'x@example.nl', firstname: 'Anna', lastname: ' ' },
      PASSWORD,
      'customer.lastname',
      'Field is required',
    ],
    [
      { email: 'not-an-email', firstname: 'Anna', lastname: 'Bee' },
      PASSWORD,
      'customer.email',
      'Please provide valid e-mail address.',
    ],
    [
      { email: 'x@example.nl', firstname: 'Anna', lastname: 'Bee' },
      'Ab1!',
      'password',
      'Password must have at least 8 letters',
    ],
    [
      { email: 'x@example.nl', firstname: 'Anna', lastname: 'Bee' },
      'alllowercase1',
      'password',
      'Password must contain 3 of these 4: lowercase letters, uppercase letters, digits, special characters',
    ],
    [
      { email: 'x@example.nl', firstname: 'Anna', lastname: 'Bee' },
      'Wachtwoord1!',
      'password',
      'This password is too common, please choose another one',
    ],
    [
      { email: 'x@example.nl', firstname: 'Anna', lastname: 'Bee', dob: '2020-01-01' },
      PASSWORD,
      'customer.dob',
      'You need to be 12 years or older',
    ],
    [
      {
        email: 'x@example.nl',
        firstname: 'Anna',
        lastname: 'Bee',
        addresses: [
          {
            firstname: 'Anna',
            lastname: 'Bee',
            street: ['Laan', '1'],
            city: 'Ede',
            postcode: '12',
            country_id: 'NL',
          },
        ],
      },
      PASSWORD,
      'customer.addresses.0.postcode',
      'The zipcode is not valid',
    ],
  ])(
    'answers 400 with the rule message for %j, naming the field',
    async (customer, password, field, message) => {
      const { status, body } = await post('/api/user/create', { customer, password });
      expect({ status, body }).toEqual({
        status: 400,
        body: fieldErrorBody(400, field, message),
      });
    },
  );

  it('answers 400 for a missing or mistyped body', async () => {
    for (const payload of [{}, { customer: { email: 'a@b.nl' } }, { customer: 'x', password: 1 }]) {
      const { status, body } = await post('/api/user/create', payload);
      expect(status).toBe(400);
      expect(body.result).toMatch(/^Invalid request: body/);
    }
  });

  it('answers 409 for an e-mail address that has an account, whatever its case', async () => {
    await register(t, 'twice@example.nl');
    const { status, body } = await post('/api/user/create', {
      customer: { email: 'TWICE@example.nl', firstname: 'Anna', lastname: 'Bee' },
      password: PASSWORD,
    });
    expect({ status, result: body.result }).toEqual({
      status: 409,
      result: 'A customer with the same email address already exists.',
    });
  });
});

describe('POST /api/user/login', () => {
  beforeAll(async () => {
    await register(t, 'login@example.nl');
  });

  it('answers an access token and a refresh token in meta', async () => {
    const { status, body } = await post('/api/user/login', {
      username: 'Login@Example.nl',
      password: PASSWORD,
    });
    expect(status).toBe(200);
    expect(body.result).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((body as any).meta.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  it('answers an unknown e-mail exactly like a wrong password, in similar time', async () => {
    const timed = async (username: string) => {
      const started = performance.now();
      const answer = await post('/api/user/login', { username, password: 'Wrong-Pass1' });
      return { answer, ms: performance.now() - started };
    };
    await timed('warm-up@example.nl');
    const wrong = [];
    const unknown = [];
    for (let i = 0; i < 3; i += 1) {
      wrong.push(await timed('login@example.nl'));
      unknown.push(await timed(`nobody-${i}@example.nl`));
    }
    for (const { answer } of [...wrong, ...unknown]) {
      expect(answer).toEqual({ status: 401, body: errorBody(401, SIGN_IN_INCORRECT) });
    }
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[1]!;
    // Both hash once; without the dummy hash an unknown e-mail would answer in a fraction.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('answers 400 for a body without username or password', async () => {
    expect((await post('/api/user/login', { username: 'a@b.nl' })).status).toBe(400);
    expect((await post('/api/user/login', { password: 'x' })).status).toBe(400);
    expect((await post('/api/user/login')).status).toBe(400);
  });
});

describe('GET /api/user/me and tokens', () => {
  let alice: { id: number; token: string; refreshToken: string };
  let bob: { id: number; token: string };
  beforeAll(async () => {
    const a = await register(t, 'alice@example.nl', { firstname: 'Alice' });
    alice = { id: a.id, ...(await login(t, 'alice@example.nl')) };
    const b = await register(t, 'bob@example.nl', { firstname: 'Bob' });
    bob = { id: b.id, ...(await login(t, 'bob@example.nl')) };
  });

  it('answers the customer of a ?token= or a Bearer token, with a group token', async () => {
    const byQuery = await me(t, alice.token);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.result).toMatchObject({
      id: alice.id,
      email: 'alice@example.nl',
      group_id: 1,
    });
    expect(byQuery.body.result.groupToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const byHeader = await t.call({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(byHeader.body.result).toMatchObject({ id: bob.id, firstname: 'Bob' });
  });

  it('answers 401 without a token and for forged, expired and session-less tokens', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/me' })).status).toBe(401);
    expect((await me(t, 'not.a.token')).status).toBe(401);
    const { sessionId } = await t.app.services.tokens.verifyAccessToken(alice.token);
    const claims = { gid: 1, sid: sessionId };
    const sign = (secret: string, expires: number | string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(alice.id))
        .setIssuer('kindershop')
        .setAudience('kindershop-api')
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(secret));
    const forged = await sign('another-secret-of-at-least-thirty-two-chars', '1h');
    expect(await me(t, forged)).toEqual({
      status: 401,
      body: errorBody(401, 'The customer token is not valid.'),
    });
    const expired = await sign(TOKEN_SECRET, Math.floor(Date.now() / 1000) - 5);
    expect(await me(t, expired)).toEqual({
      status: 401,
      body: errorBody(401, 'The customer token has expired.'),
    });
    // A well-signed token naming bob with alice's session is not bob's.
    const swapped = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(bob.id))
      .setIssuer('kindershop')
      .setAudience('kindershop-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TOKEN_SECRET));
    expect((await me(t, swapped)).status).toBe(401);
    // The group token is no access token.
    const group = (await me(t, alice.token)).body.result.groupToken;
    expect((await me(t, group)).status).toBe(401);
  });
});

describe('POST /api/user/me', () => {
  let carla: { id: number; token: string };
  let dirk: { id: number; token: string };
  beforeAll(async () => {
    const c = await register(t, 'carla@example.nl');
    carla = { id: c.id, ...(await login(t, 'carla@example.nl')) };
    const d = await register(t, 'dirk@example.nl');
    dirk = { id: d.id, ...(await login(t, 'dirk@example.nl')) };
  });
  const address = {
    firstname: 'Carla',
    lastname: 'Jansen',
    street: ['Dorpsstraat', '12', 'b'],
    city: 'Utrecht',
    postcode: '3511ab',
    country_id: 'NL',
    telephone: '0612345678',
  };

  it('changes names and addresses, makes a new e-mail pending and ignores every other field', async () => {
    const { status, body } = await post(
      '/api/user/me',
      {
        currentPassword: PASSWORD,
        customer: {
          id: carla.id,
          firstname: 'Carla',
          lastname: 'de Vries',
          email: 'Carla.DV@example.nl',
          group_id: 4,
          website_id: 9,
          addresses: [address, { ...address, city: 'Ede', default_shipping: true }],
        },
      },
      carla.token,
    );
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: carla.id,
      lastname: 'de Vries',
      // The new address waits for its confirmation link (decision 53).
      email: 'carla@example.nl',
      pending_email: 'carla.dv@example.nl',
      group_id: 1,
      website_id: 1,
      default_shipping: '2',
      default_billing: '1',
    });
    expect(
      body.result.addresses.map((a: { id: number; postcode: string }) => [a.id, a.postcode]),
    ).toEqual([
      [1, '3511AB'],
      [2, '3511AB'],
    ]);
    expect((await me(t, carla.token)).body.result).toMatchObject({
      email: 'carla@example.nl',
      pending_email: 'carla.dv@example.nl',
    });
  });

  it('keeps known address ids and answers 404 for another customer or an unknown address id', async () => {
    const kept = await post(
      '/api/user/me',
      { customer: { addresses: [{ ...address, id: 2 }] } },
      carla.token,
    );
    expect(kept.body.result.addresses).toMatchObject([{ id: 2, default_shipping: true }]);
    for (const customer of [
      { id: dirk.id, firstname: 'Hacker' },
      { addresses: [{ ...address, id: 77 }] },
      { addresses: [{ ...address, customer_id: dirk.id }] },
    ]) {
      const { status } = await post('/api/user/me', { customer }, carla.token);
      expect(status).toBe(404);
    }
    expect((await me(t, dirk.token)).body.result.firstname).toBe('Anna');
  });

  it('stores the push token of custom_attributes (array or object form)', async () => {
    const first = await post(
      '/api/user/me',
      {
        customer: {
          custom_attributes: [{ attribute_code: 'push_notification_token', value: 'device-1' }],
        },
      },
      carla.token,
    );
    expect(first.body.result.custom_attributes).toEqual([
      { attribute_code: 'push_notification_token', value: 'device-1' },
    ]);
    const second = await post(
      '/api/user/me',
      { customer: { custom_attributes: { push_notification_token: 'device-2' } } },
      carla.token,
    );
    expect(second.body.result.custom_attributes[0].value).toBe('device-2');
    expect(second.body.result.firstname).toBe('Carla');
  });

  it('answers 400 for bad fields and 409 for an e-mail of another account', async () => {
    const cases: [object, number, string, string | null][] = [
      [{ firstname: 'C' }, 400, 'Name must have at least 2 letters', 'customer.firstname'],
      [{ email: 'carla@' }, 400, 'Please provide valid e-mail address.', 'customer.email'],
      [
        { addresses: [{ ...address, street: ['Dorpsstraat', 'twaalf'] }] },
        400,
        'The housenumber is not valid',
        'customer.addresses.0.street.1',
      ],
      [
        { addresses: [{ ...address, telephone: '12' }] },
        400,
        'Please provide valid phone number',
        'customer.addresses.0.telephone',
      ],
      [
        { email: 'DIRK@example.nl' },
        409,
        'A customer with the same email address already exists.',
        'customer.email',
      ],
    ];
    for (const [customer, status, message, field] of cases) {
      const body = { customer, currentPassword: PASSWORD };
      expect(await post('/api/user/me', body, carla.token)).toEqual({
        status,
        body: field ? fieldErrorBody(status, field, message) : errorBody(status, message),
      });
    }
    // A push token that is not a text, or longer than 4096 characters, names its field.
    for (const custom_attributes of [
      { push_notification_token: 42 },
      { push_notification_token: 'x'.repeat(4097) },
    ]) {
      const refused = await post('/api/user/me', { customer: { custom_attributes } }, carla.token);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(400);
      expect((refused.body as any).meta.params.field).toMatch(/^customer\.custom_attributes/);
    }
    expect((await post('/api/user/me', { nothing: 1 }, carla.token)).status).toBe(400);
    expect((await post('/api/user/me', { customer: { firstname: 'Carla' } })).status).toBe(401);
  });
});

describe('refresh and logout', () => {
  beforeAll(async () => {
    await register(t, 'erik@example.nl');
  });

  it('rotates the refresh token: each works once and gives a working access token', async () => {
    const first = await login(t, 'erik@example.nl');
    const refreshed = await post('/api/user/refresh', { refreshToken: first.refreshToken });
    expect(refreshed.status).toBe(200);
    const next = (refreshed.body as any).meta.refreshToken as string;
    expect(next).not.toBe(first.refreshToken);
    expect((await me(t, refreshed.body.result)).status).toBe(200);
    // The earlier access token of the session stays good until it expires.
    expect((await me(t, first.token)).status).toBe(200);
    const again = await post('/api/user/refresh', { refreshToken: next });
    expect(again.status).toBe(200);
  });

  it('closes the session when a used refresh token comes back (theft), so every token of it dies', async () => {
    const first = await login(t, 'erik@example.nl');
    const other = await login(t, 'erik@example.nl');
    const refreshed = await post('/api/user/refresh', { refreshToken: first.refreshToken });
    const newest = (refreshed.body as any).meta.refreshToken;
    expect(await post('/api/user/refresh', { refreshToken: first.refreshToken })).toEqual({
      status: 401,
      body: errorBody(401, 'The refresh token is not valid.'),
    });
    expect((await me(t, refreshed.body.result)).status).toBe(401);
    expect((await me(t, first.token)).status).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: newest })).status).toBe(401);
    // Another session of the same customer is not affected.
    expect((await me(t, other.token)).status).toBe(200);
  });

  it('answers 401 for an unknown or expired refresh token and 400 without one', async () => {
    expect((await post('/api/user/refresh', { refreshToken: 'made-up' })).status).toBe(401);
    const session = await login(t, 'erik@example.nl');
    await t.shop.db.execute(
      sql`UPDATE customer_sessions SET expires_at = now() - interval '1 second'
          WHERE id IN (SELECT session_id FROM refresh_tokens WHERE used_at IS NULL)
            AND customer_id = (SELECT id FROM customers WHERE email = 'erik@example.nl')`,
    );
    expect((await post('/api/user/refresh', { refreshToken: session.refreshToken })).status).toBe(
      401,
    );
    expect((await post('/api/user/refresh', {})).status).toBe(400);
  });

  it('logout ends the session: its access and refresh tokens answer 401', async () => {
    const session = await login(t, 'erik@example.nl');
    expect(await post(`/api/user/logout?token=${session.token}`)).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect((await me(t, session.token)).status).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: session.refreshToken })).status).toBe(
      401,
    );
    expect((await post('/api/user/logout')).status).toBe(401);
  });
});

describe('races (meaningful on PostgreSQL)', () => {
  it('parallel registrations of one e-mail make one account; the others get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/api/user/create', {
          customer: { email: 'race@example.nl', firstname: 'Rita', lastname: 'Race' },
          password: PASSWORD,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('parallel refreshes with one token never both succeed', async () => {
    await register(t, 'twin@example.nl');
    const session = await login(t, 'twin@example.nl');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/user/refresh', { refreshToken: session.refreshToken }),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(4);
  });
});

describe('housekeeping', () => {
  it('deletes sessions and mailed secrets long past their end, and nothing still usable', async () => {
    await register(t, 'purge@example.nl');
    const old = await login(t, 'purge@example.nl');
    const live = await login(t, 'purge@example.nl');
    await post(`/api/user/logout?token=${old.token}`);
    await post('/api/user/reset-password', { email: 'purge@example.nl' });
    const { sessionId: oldSession } = await t.app.services.tokens.verifySignature(old.token);
    await t.shop.db.execute(
      sql`UPDATE customer_sessions SET revoked_at = now() - interval '2 days' WHERE id = ${oldSession}`,
    );
    await t.shop.db.execute(
      sql`UPDATE customer_challenges SET expires_at = now() - interval '2 days'
          WHERE customer_id = (SELECT id FROM customers WHERE email = 'purge@example.nl')`,
    );
    const purged = await t.app.services.sessions.purgeExpired();
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.challenges).toBeGreaterThanOrEqual(1);
    const left = await t.shop.db
      .select({ id: schema.customerSessions.id })
      .from(schema.customerSessions)
      .where(eq(schema.customerSessions.id, oldSession));
    expect(left).toEqual([]);
    expect((await me(t, live.token)).status).toBe(200);
    expect((await post('/api/user/refresh', { refreshToken: live.refreshToken })).status).toBe(200);
  });
});

describe('POST /api/user/change-password', () => {
  it('needs the current password, checks the new one and ends the other sessions', async () => {
    await register(t, 'fenna@example.nl');
    const current = await login(t, 'fenna@example.nl');
    const other = await login(t, 'fenna@example.nl');
    const url = `/api/user/change-password?token=${current.token}`;
    expect(
      await post(url, { currentPassword: 'Wrong-Pass1', newPassword: 'Nieuw-Wacht9' }),
    ).toEqual({
      status: 400,
      body: {
        code: 400,
        result:
          "currentPassword: The password doesn't match this account. Verify the password and try again.",
        meta: {
          key: 'account.wrong_password',
          params: {},
          field: 'currentPassword',
          message: "The password doesn't match this account. Verify the password and try again.",
        },
      },
    });
    expect((await post(url, { currentPassword: PASSWORD, newPassword: 'short' })).body.result).toBe(
      'newPassword: Password must have at least 8 letters',
    );
    expect((await post(url, { newPassword: 'Nieuw-Wacht9' })).status).toBe(400);
    expect(
      (await post(url, { currentPassword: PASSWORD, newPassword: 'Nieuw-Wacht9' })).status,
    ).toBe(200);
    expect((await me(t, current.token)).status).toBe(200);
    expect((await me(t, other.token)).status).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: other.refreshToken })).status).toBe(
      401,
    );
    expect(
      (await post('/api/user/login', { username: 'fenna@example.nl', password: PASSWORD })).status,
    ).toBe(401);
    await login(t, 'fenna@example.nl', 'Nieuw-Wacht9');
    expect(
      (await post('/api/user/change-password', { currentPassword: 'x', newPassword: 'y' })).status,
    ).toBe(401);
  });
});

describe('password reset', () => {
  it('answers true for any valid e-mail but mails only an account, with a long token', async () => {
    await register(t, 'gijs@example.nl');
    const before = readOutbox(t).length;
    expect(await post('/api/user/reset-password', { email: 'nobody-here@example.nl' })).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect(readOutbox(t)).toHaveLength(before);
    expect(
      await post('/api/user/reset-password?storeCode=nl', { email: 'GIJS@example.nl' }),
    ).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    const mail = lastMail(t, 'gijs@example.nl', 'password_reset');
    expect(mail.language).toBe('nl');
    expect(mail.subject).toBe('Stel je wachtwoord opnieuw in');
    const url = new URL(String(mail.data.resetUrl));
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/); // 256 bits
    expect(mail.text).toContain(String(mail.data.resetUrl));
    // Asked from the German store view: a German mail linking to the German reset page.
    await post('/api/user/reset-password?storeCode=de', { email: 'gijs@example.nl' });
    const german = lastMail(t, 'gijs@example.nl', 'password_reset');
    expect(german.language).toBe('de');
    expect(new URL(String(german.data.resetUrl)).pathname).toBe('/de/reset-password');
    expect((await post('/api/user/reset-password', { email: 'nope' })).status).toBe(400);
  });

  it('sets the new password once with the token and ends every session', async () => {
    await register(t, 'hanna@example.nl');
    const session = await login(t, 'hanna@example.nl');
    await post('/api/user/reset-password', { email: 'hanna@example.nl' });
    const token = new URL(
      String(lastMail(t, 'hanna@example.nl', 'password_reset').data.resetUrl),
    ).searchParams.get('token')!;
    const body = { email: 'hanna@example.nl', newPassword: 'Vers-Begin42', resetToken: token };
    expect((await post('/api/user/create-password', { ...body, newPassword: 'weak' })).status).toBe(
      400,
    );
    expect(
      (await post('/api/user/create-password', { ...body, resetToken: `${token}x` })).status,
    ).toBe(401);
    expect(
      (await post('/api/user/create-password', { ...body, email: 'gijs@example.nl' })).status,
    ).toBe(401);
    expect(await post('/api/user/create-password', body)).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect(await post('/api/user/create-password', body)).toEqual({
      status: 401,
      body: errorBody(401, 'The password reset token is not valid or has expired.'),
    });
    expect((await me(t, session.token)).status).toBe(401);
    await login(t, 'hanna@example.nl', 'Vers-Begin42');
  });

  it('refuses an expired token and every token but the newest', async () => {
    await register(t, 'ivo@example.nl');
    const tokenOf = () =>
      new URL(
        String(lastMail(t, 'ivo@example.nl', 'password_reset').data.resetUrl),
      ).searchParams.get('token')!;
    await post('/api/user/reset-password', { email: 'ivo@example.nl' });
    const older = tokenOf();
    await post('/api/user/reset-password', { email: 'ivo@example.nl' });
    const newer = tokenOf();
    const body = { email: 'ivo@example.nl', newPassword: 'Vers-Begin42' };
    expect((await post('/api/user/create-password', { ...body, resetToken: older })).status).toBe(
      401,
    );
    await t.shop.db.execute(
      sql`UPDATE customer_challenges SET expires_at = now() - interval '1 second' WHERE kind = 'reset_password'`,
    );
    expect((await post('/api/user/create-password', { ...body, resetToken: newer })).status).toBe(
      401,
    );
  });
});

describe('GET /api/user/order-history', () => {
  it('answers an empty page with the defaults 20 and 1, or the asked page', async () => {
    const { id } = await register(t, 'jet@example.nl');
    const { token } = await login(t, 'jet@example.nl');
    const first = await t.call({ method: 'GET', url: `/api/user/order-history?token=${token}` });
    expect(first).toEqual({
      status: 200,
      body: {
        code: 200,
        result: {
          items: [],
          search_criteria: {
            filter_groups: [
              { filters: [{ field: 'customer_id', value: String(id), condition_type: 'eq' }] },
            ],
            sort_orders: [{ field: 'entity_id', direction: 'DESC' }],
            page_size: 20,
            current_page: 1,
          },
          total_count: 0,
        },
      },
    });
    const paged = await t.call({
      method: 'GET',
      url: `/api/user/order-history?token=${token}&pageSize=5&currentPage=3`,
    });
    expect(paged.body.result.search_criteria).toMatchObject({ page_size: 5, current_page: 3 });
    for (const query of ['pageSize=0', 'pageSize=abc', 'currentPage=-1', 'pageSize=1000']) {
      const bad = await t.call({
        method: 'GET',
        url: `/api/user/order-history?token=${token}&${query}`,
      });
      expect(bad.status).toBe(400);
    }
    expect((await t.call({ method: 'GET', url: '/api/user/order-history' })).status).toBe(401);
  });
});

describe('login by one-time password', () => {
  const request = (email: string, storeCode = 'nl') =>
    post(`/api/ext/one-time-password/request?storeCode=${storeCode}`, { email });
  const validate = (customer_id: string, one_time_password: string) =>
    post('/api/ext/one-time-password/validate', { customer_id, one_time_password });

  beforeAll(async () => {
    await register(t, 'kees@example.de', { storeCode: 'de' });
  });

  it('mails a code for an account and answers an opaque request id for any address', async () => {
    const before = readOutbox(t).length;
    const unknown = await request('unknown-person@example.nl');
    expect(unknown.status).toBe(200);
    expect(unknown.body.result.customer_id).toMatch(/^[\w-]{32}$/);
    expect(readOutbox(t)).toHaveLength(before);
    const known = await request('kees@example.de', 'de');
    expect(known.body.result.customer_id).toMatch(/^[\w-]{32}$/);
    const mail = lastMail(t, 'kees@example.de', 'one_time_password');
    expect(mail.language).toBe('de');
    expect(String(mail.data.code)).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Ihr Anmeldecode: ${mail.data.code}`);
    expect((await request('no-at-sign')).status).toBe(400);
  });

  it('logs in once with the right code: status 1 and a working customer token', async () => {
    const { customer_id } = (await request('kees@example.de')).body.result;
    const code = String(lastMail(t, 'kees@example.de', 'one_time_password').data.code);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await validate(customer_id, wrongCode)).toEqual({
      status: 401,
      body: errorBody(401, 'The one-time password is not valid or has expired.'),
    });
    const ok = await validate(customer_id, code);
    expect(ok.status).toBe(200);
    expect(ok.body.result.status).toBe(1);
    expect((await me(t, ok.body.result.customer_token)).body.result.email).toBe('kees@example.de');
    expect((await validate(customer_id, code)).status).toBe(401);

    const refreshed = await post('/api/ext/one-time-password/refresh', {
      token: (ok.body as any).meta.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect((await me(t, refreshed.body.result.customer_token)).status).toBe(200);
    expect(
      (
        await post('/api/ext/one-time-password/refresh', {
          token: (ok.body as any).meta.refreshToken,
        })
      ).status,
    ).toBe(401);
  });

  it('counts parallel wrong guesses without losing one and kills the code at 5', async () => {
    const { customer_id } = (await request('kees@example.de')).body.result;
    const code = String(lastMail(t, 'kees@example.de', 'one_time_password').data.code);
    const wrong = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(wrong.map((guess) => validate(customer_id, guess)));
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    const [row] = await t.shop.db
      .select()
      .from(schema.customerChallenges)
      .where(eq(schema.customerChallenges.id, customer_id));
    expect(row!.failedAttempts).toBe(5);
    expect(row!.usedAt).not.toBeNull();
    expect((await validate(customer_id, code)).status).toBe(401);
  });

  it('kills a code after 5 wrong tries, and refuses an expired or replaced code', async () => {
    const { customer_id } = (await request('kees@example.de')).body.result;
    const code = String(lastMail(t, 'kees@example.de', 'one_time_password').data.code);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await validate(customer_id, wrongCode)).status).toBe(401);
    expect((await validate(customer_id, code)).status).toBe(401);

    const second = (await request('kees@example.de')).body.result.customer_id;
    const secondCode = String(lastMail(t, 'kees@example.de', 'one_time_password').data.code);
    const third = (await request('kees@example.de')).body.result.customer_id;
    expect((await validate(second, secondCode)).status).toBe(401);
    const thirdCode = String(lastMail(t, 'kees@example.de', 'one_time_password').data.code);
    await t.shop.db.execute(
      sql`UPDATE customer_challenges SET expires_at = now() - interval '1 second' WHERE id = ${third}`,
    );
    expect((await validate(third, thirdCode)).status).toBe(401);
    expect((await post('/api/ext/one-time-password/validate', { customer_id: third })).status).toBe(
      400,
    );
  });
});

describe('POST /api/ext/user-extend/is-email-available', () => {
  it('answers false for an address with an account and true otherwise', async () => {
    await register(t, 'lotte@example.nl');
    const ask = (customerEmail: string) =>
      post('/api/ext/user-extend/is-email-available', { customerEmail, websiteId: 1 });
    expect(await ask('LOTTE@example.nl')).toEqual({
      status: 200,
      body: { code: 200, result: false },
    });
    expect(await ask('free-address@example.nl')).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect((await ask('nonsense')).status).toBe(400);
    expect((await post('/api/ext/user-extend/is-email-available', {})).status).toBe(400);
  });
});

describe('DELETE /api/ext/user-extend/mine', () => {
  it('removes the personal data, deactivates the carts and ends every token', async () => {
    const { id } = await register(t, 'mila@example.nl');
    const session = await login(t, 'mila@example.nl');
    const other = await login(t, 'mila@example.nl');
    await post(
      '/api/user/me',
      {
        customer: {
          addresses: [
            {
              firstname: 'Mila',
              lastname: 'Jansen',
              street: ['Laan', '3'],
              city: 'Ede',
              postcode: '6711AA',
              country_id: 'NL',
            },
          ],
          custom_attributes: { push_notification_token: 'device' },
        },
      },
      session.token,
    );
    const cart = await post(`/api/cart/create?token=${session.token}`);
    expect(cart.status).toBe(200);
    await post(`/api/ext/magento2-newsletter/subscribe?token=${session.token}`, {
      email: 'mila@example.nl',
    });

    expect((await t.call({ method: 'DELETE', url: '/api/ext/user-extend/mine' })).status).toBe(401);
    expect(
      await t.call({ method: 'DELETE', url: `/api/ext/user-extend/mine?token=${session.token}` }),
    ).toEqual({ status: 200, body: { code: 200, result: true } });

    for (const token of [session.token, other.token]) expect((await me(t, token)).status).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: other.refreshToken })).status).toBe(
      401,
    );
    expect(
      (await post('/api/user/login', { username: 'mila@example.nl', password: PASSWORD })).status,
    ).toBe(401);
    const [row] = await t.shop.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.id, id));
    expect(row).toMatchObject({
      firstname: '',
      lastname: '',
      passwordHash: null,
      addresses: [],
      pushNotificationToken: null,
    });
    expect(row!.email).not.toContain('mila');
    expect(row!.deletedAt).not.toBeNull();
    const carts = await t.shop.db
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.customerId, id));
    expect(carts.length).toBeGreaterThan(0);
    expect(carts.every((c) => !c.active)).toBe(true);
    const subscriptions = await t.shop.db
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, 'mila@example.nl'));
    expect(subscriptions).toEqual([]);
    // The address can make a new account.
    await register(t, 'mila@example.nl');
  });
});

describe('newsletter /api/ext/magento2-newsletter/subscribe', () => {
  const path = '/api/ext/magento2-newsletter/subscribe';
  let nina: string;
  let otto: string;
  beforeAll(async () => {
    // The newsletter treats only a confirmed address as the customer's own (decision 53).
    await register(t, 'nina@example.nl');
    await confirmEmail(t, 'nina@example.nl');
    nina = (await login(t, 'nina@example.nl')).token;
    await register(t, 'otto@example.nl');
    await confirmEmail(t, 'otto@example.nl');
    otto = (await login(t, 'otto@example.nl')).token;
  });
  const status = (email: string, token?: string) =>
    t.call({
      method: 'GET',
      url: `${path}?email=${encodeURIComponent(email)}${token ? `&token=${token}` : ''}`,
    });

  it('subscribes (guests too), tells the owner the status and unsubscribes the owner', async () => {
    expect((await status('nina@example.nl', nina)).body.result).toBe('not_subscribed');
    expect(await post(path, { email: 'Nina@example.nl' })).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect(await post(path, { email: 'nina@example.nl' }, nina)).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect((await status('nina@example.nl', nina)).body.result).toBe('subscribed');
    const gone = await t.call({
      method: 'DELETE',
      url: `${path}?token=${nina}`,
      payload: { email: 'nina@example.nl' },
    });
    expect(gone).toEqual({ status: 200, body: { code: 200, result: true } });
    expect((await status('nina@example.nl', nina)).body.result).toBe('not_subscribed');
  });

  it("answers 404 for another person's address, 401 without a token and 400 for a bad address", async () => {
    await post(path, { email: 'otto@example.nl' }, otto);
    expect((await status('otto@example.nl', nina)).status).toBe(404);
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `${path}?token=${nina}`,
          payload: { email: 'otto@example.nl' },
        })
      ).status,
    ).toBe(404);
    expect((await status('otto@example.nl', otto)).body.result).toBe('subscribed');
    expect((await status('otto@example.nl')).status).toBe(401);
    expect(
      (await t.call({ method: 'DELETE', url: path, payload: { email: 'otto@example.nl' } })).status,
    ).toBe(401);
    expect((await post(path, { email: 'otto' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: path })).status).toBe(400);
  });
});

describe('OpenAPI reference and logs', () => {
  it('lists every account call under the tags user and newsletter', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = (tag: string) =>
      Object.entries(spec.paths as Record<string, Record<string, { tags?: string[] }>>)
        .flatMap(([path, methods]) =>
          Object.entries(methods)
            .filter(([, operation]) => operation.tags?.includes(tag))
            .map(([method]) => `${method.toUpperCase()} ${path}`),
        )
        .sort();
    expect(calls('user')).toEqual([
      'DELETE /api/ext/user-extend/mine',
      'GET /api/user/me',
      'GET /api/user/order-history',
      'POST /api/ext/one-time-password/refresh',
      'POST /api/ext/one-time-password/request',
      'POST /api/ext/one-time-password/validate',
      'POST /api/ext/user-extend/is-email-available',
      'POST /api/user/change-password',
      'POST /api/user/checkout-account',
      'POST /api/user/confirm-email',
      'POST /api/user/create',
      'POST /api/user/create-password',
      'POST /api/user/login',
      'POST /api/user/logout',
      'POST /api/user/me',
      'POST /api/user/refresh',
      'POST /api/user/reset-password',
      'POST /api/user/send-email-confirmation',
      'POST /api/user/set-password',
      'POST /api/user/undo-email-change',
    ]);
    expect(calls('newsletter')).toEqual([
      'DELETE /api/ext/magento2-newsletter/subscribe',
      'GET /api/ext/magento2-newsletter/subscribe',
      'POST /api/ext/magento2-newsletter/confirm',
      'POST /api/ext/magento2-newsletter/subscribe',
      'POST /api/ext/magento2-newsletter/unsubscribe',
    ]);
  });

  it('never writes a password, token, refresh token or one-time code to the log', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../src/app.ts');
    const { serverLoggerOptions } = await import('../src/server-logger.ts');
    const app = await buildApp(
      { shop: t.shop, config: t.config },
      {
        logger: {
          ...serverLoggerOptions('trace'),
          stream: { write: (line: string) => lines.push(line) },
        },
      },
    );
    try {
      const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
        const answer = await app.inject({ method, url, ...(payload ? { payload } : {}) });
        await app.services.background.settled();
        await app.services.outbox.deliverDue();
        return answer.json();
      };
      await register(t, 'quinten@example.nl');
      const loggedIn = await call('POST', '/api/user/login', {
        username: 'quinten@example.nl',
        password: PASSWORD,
      });
      await call('POST', '/api/user/login', {
        username: 'quinten@example.nl',
        password: 'Wrong-Pw-9',
      });
      await call('GET', `/api/user/me?token=${loggedIn.result}`);
      const refreshed = await call('POST', '/api/user/refresh', {
        refreshToken: loggedIn.meta.refreshToken,
      });
      const { customer_id } = (
        await call('POST', '/api/ext/one-time-password/request', { email: 'quinten@example.nl' })
      ).result;
      const code = String(lastMail(t, 'quinten@example.nl', 'one_time_password').data.code);
      await call('POST', '/api/ext/one-time-password/validate', {
        customer_id,
        one_time_password: code,
      });
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [
        PASSWORD,
        'Wrong-Pw-9',
        loggedIn.result,
        loggedIn.meta.refreshToken,
        refreshed.meta.refreshToken,
        customer_id,
        `"${code}"`,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
