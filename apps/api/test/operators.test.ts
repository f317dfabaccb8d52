/**
 * The operator API (/api/admin) and the operator-key calls with operator sessions: the first
 * owner made by the command, login with password and TOTP (good, wrong and reused codes,
 * expired challenges and sessions), role checks that name the missing role, operators managed
 * by owners, the configured operator keys as keys of the model with their roles, and the audit
 * log with before and after. The shop's clock is the test's own.
 */
import { OperatorRole } from '@shop/contracts';
import { OPERATOR_ROLES, totpStep } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';
import { createTestShop, type TestShop } from './helper.ts';

const REVIEW_KEY = 'review-key-of-the-operator-tests-0123456';
const STORE_KEY = 'store-till-key-of-the-operator-tests-987';
const OWNER = { email: 'eigenaar@shop.example', password: 'Vier-seizoenen-2026' };
const IDLE_SECONDS = 600;
const TTL_SECONDS = 3600;

let t: TestShop;
let clock = new Date('2026-11-23T09:00:00Z');
let ownerSecret = '';
let address = 0;

beforeAll(async () => {
  t = await createTestShop({
    now: () => clock,
    env: {
      REVIEW_OPERATOR_KEY: REVIEW_KEY,
      STORE_OPERATOR_KEY: STORE_KEY,
      OPERATOR_SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
      OPERATOR_SESSION_TTL_SECONDS: String(TTL_SECONDS),
      OPERATOR_LOGIN_LIMIT_PER_ACCOUNT: '4',
      OPERATOR_LOGIN_LIMIT_PER_IP: '6',
    },
  });
  const created = await command([
    'create',
    '--email',
    OWNER.email,
    '--name',
    'Eigenaar',
    '--role',
    'owner',
  ]);
  expect(created.code, created.err.join('\n')).toBe(0);
  ownerSecret = secretOf(created.out);
});
afterAll(() => t?.close());

/** Runs the operator command on the test's database; its exit code and printed lines. */
async function command(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCommand(args, {
    env: { DATA_DIR: t.dataDir, OPERATOR_PASSWORD: OWNER.password, ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: async () => {
      throw new Error('the tests give the password in OPERATOR_PASSWORD');
    },
    now: () => clock,
    shop: t.shop,
  });
  return { code, out, err };
}

function secretOf(lines: string[]): string {
  const line = lines.find((text) => text.trim().startsWith('secret:'));
  if (!line) throw new Error(`no secret printed: ${lines.join('\n')}`);
  return line.trim().slice('secret:'.length).trim();
}

/** The authenticator's code now (or `steps` steps away). */
function codeNow(secret: string, steps = 0): string {
  return codeOfBase32(secret, totpStep(clock) + steps);
}

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; key?: string; payload?: unknown; ip?: string } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['x-operator-key'] = options.key;
  return t.call({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? nextAddress(),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** Each call from its own client address, so the per-address limits stay out of the way. */
function nextAddress(): string {
  address = (address % 250) + 1;
  return `10.40.0.${address}`;
}

/** Both login steps; the session token. */
async function logIn(email: string, password: string, secret: string): Promise<string> {
  const first = await call('POST', '/api/admin/login', { payload: { email, password } });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await call('POST', '/api/admin/login/code', {
    payload: { challenge: first.body.result.challenge, code: codeNow(secret) },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return second.body.result.token as string;
}

/** Moves the shop's clock on by whole TOTP steps, so every login gets a fresh code. */
function nextStep(steps = 1) {
  clock = new Date(clock.getTime() + steps * 30_000);
}

async function auditOf(token: string, query: string) {
  const answer = await call('GET', `/api/admin/audit?${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

describe('the roles', () => {
  it('are the same list in the contracts and in core', () => {
    expect(OperatorRole.options).toEqual([...OPERATOR_ROLES]);
  });

  it('and the operator API are in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/admin/login',
      '/api/admin/login/code',
      '/api/admin/logout',
      '/api/admin/me',
      '/api/admin/operators',
      '/api/admin/operators/{operatorId}',
      '/api/admin/audit',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});

describe('the operator command', () => {
  it('made the first owner, and prints the TOTP secret and otpauth URI once', async () => {
    const listed = await command(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toEqual([
      expect.stringMatching(/^\d+\teigenaar@shop\.example\tEigenaar\towner\tenabled$/),
    ]);
    expect(ownerSecret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('refuses a wrong role, a short password, a taken address and a missing e-mail', async () => {
    const role = await command([
      'create',
      '--email',
      'x@shop.example',
      '--name',
      'X',
      '--role',
      'admin',
    ]);
    expect(role.code).toBe(1);
    expect(role.err.join()).toContain('roles.0');
    const short = await command(
      ['create', '--email', 'x@shop.example', '--name', 'X', '--role', 'catalogue'],
      { OPERATOR_PASSWORD: 'kort' },
    );
    expect(short.code).toBe(1);
    expect(short.err.join()).toContain('password');
    const taken = await command([
      'create',
      '--email',
      OWNER.email,
      '--name',
      'X',
      '--role',
      'owner',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.err.join()).toBe('email: There is already an operator with this e-mail address.');
    expect((await command(['disable'])).code).toBe(2);
  });
});

describe('login with password and code', () => {
  it('answers a wrong password and an unknown address alike', async () => {
    for (const payload of [
      { email: OWNER.email, password: 'Niet-het-wachtwoord-1' },
      { email: 'niemand@shop.example', password: OWNER.password },
    ]) {
      const answer = await call('POST', '/api/admin/login', { payload });
      expect(answer.status).toBe(401);
      expect(answer.body.result).toBe('The e-mail address or the password is wrong.');
    }
  });

  it('gives a session for a good code, refuses a wrong one and the same code again', async () => {
    nextStep(2);
    const first = await call('POST', '/api/admin/login', { payload: OWNER });
    expect(first.status).toBe(200);
    const { challenge } = first.body.result;
    const wrong = await call('POST', '/api/admin/login/code', {
      payload: { challenge, code: codeNow(ownerSecret, 5) },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.meta.key).toBe('operator.code_wrong');
    const code = codeNow(ownerSecret);
    const good = await call('POST', '/api/admin/login/code', { payload: { challenge, code } });
    expect(good.status).toBe(200);
    expect(good.body.result.operator).toMatchObject({ email: OWNER.email, roles: ['owner'] });
    expect(good.body.result.idle_timeout_seconds).toBe(IDLE_SECONDS);
    expect(good.body.result.expires_at).toBe(
      new Date(clock.getTime() + TTL_SECONDS * 1000).toISOString(),
    );
    // The challenge is spent.
    const again = await call('POST', '/api/admin/login/code', { payload: { challenge, code } });
    expect(again.body.meta.key).toBe('operator.challenge_expired');
    // The same code with a new challenge, within its window: refused.
    const second = await call('POST', '/api/admin/login', { payload: OWNER });
    const reused = await call('POST', '/api/admin/login/code', {
      payload: { challenge: second.body.result.challenge, code },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.result).toBe('The code is wrong, expired or used before.');
    // The next step's code is good (one step of drift is allowed).
    const drift = await call('POST', '/api/admin/login/code', {
      payload: { challenge: second.body.result.challenge, code: codeNow(ownerSecret, 1) },
    });
    expect(drift.status).toBe(200);

    const me = await call('GET', '/api/admin/me', { token: good.body.result.token });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ email: OWNER.email, name: 'Eigenaar', enabled: true });
    expect(JSON.stringify(me.body)).not.toMatch(/password|totp|argon/i);
  });

  it('lets the code step wait five minutes at most', async () => {
    nextStep(2);
    const first = await call('POST', '/api/admin/login', { payload: OWNER });
    clock = new Date(clock.getTime() + 301_000);
    const late = await call('POST', '/api/admin/login/code', {
      payload: { challenge: first.body.result.challenge, code: codeNow(ownerSecret) },
    });
    expect(late.status).toBe(401);
    expect(late.body.meta.key).toBe('operator.challenge_expired');
  });

  it('ends a session when idle too long and at its end, and at logout', async () => {
    nextStep(2);
    const idle = await logIn(OWNER.email, OWNER.password, ownerSecret);
    clock = new Date(clock.getTime() + (IDLE_SECONDS - 1) * 1000);
    expect((await call('GET', '/api/admin/me', { token: idle })).status).toBe(200);
    clock = new Date(clock.getTime() + IDLE_SECONDS * 1000);
    const expired = await call('GET', '/api/admin/me', { token: idle });
    expect(expired.status).toBe(401);
    expect(expired.body.result).toBe('Your operator session has expired; log in again.');

    nextStep();
    const busy = await logIn(OWNER.email, OWNER.password, ownerSecret);
    // Used every few minutes, it still ends TTL_SECONDS after the login.
    for (let minutes = 0; minutes < TTL_SECONDS / 60 - 5; minutes += 5) {
      clock = new Date(clock.getTime() + 300_000);
      expect((await call('GET', '/api/admin/me', { token: busy })).status).toBe(200);
    }
    clock = new Date(clock.getTime() + 300_000);
    expect((await call('GET', '/api/admin/me', { token: busy })).body.meta.key).toBe(
      'operator.session_expired',
    );

    nextStep();
    const out = await logIn(OWNER.email, OWNER.password, ownerSecret);
    expect((await call('POST', '/api/admin/logout', { token: out })).body.result).toBe(true);
    const after = await call('GET', '/api/admin/me', { token: out });
    expect(after.status).toBe(401);
    expect(after.body.meta.key).toBe('operator.session_required');
    expect((await call('GET', '/api/admin/me')).body.meta.key).toBe('operator.session_required');
  });

  it('limits wrong passwords per account with 429', async () => {
    const email = 'limiet@shop.example';
    const made = await command([
      'create',
      '--email',
      email,
      '--name',
      'Limiet',
      '--role',
      'catalogue',
    ]);
    expect(made.code).toBe(0);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await call('POST', '/api/admin/login', {
        payload: { email, password: `Verkeerd-wachtwoord-${i}` },
      });
      expect(wrong.status).toBe(401);
    }
    const refused = await call('POST', '/api/admin/login', {
      payload: { email, password: OWNER.password },
    });
    expect(refused.status).toBe(429);
    // Another account is not held back.
    nextStep();
    expect(await logIn(OWNER.email, OWNER.password, ownerSecret)).toBeTruthy();
  });
});

describe('wrong logins from one client address', () => {
  it('are limited over every account with 429, and hold back no other address', async () => {
    const ip = '10.41.0.1';
    for (let i = 0; i < 6; i += 1) {
      const wrong = await call('POST', '/api/admin/login', {
        ip,
        payload: { email: `gok-${i}@shop.example`, password: `Geraden-wachtwoord-${i}` },
      });
      expect(wrong.status).toBe(401);
    }
    const refused = await call('POST', '/api/admin/login', { ip, payload: OWNER });
    expect(refused.status).toBe(429);
    expect(refused.body.meta.key).toBe('request.too_many');
    expect(
      (await call('POST', '/api/admin/login', { ip: '10.41.0.2', payload: OWNER })).status,
    ).toBe(200);
  });
});

describe('roles per call', () => {
  let owner = '';
  let moderator = '';
  let moderatorId = 0;

  beforeAll(async () => {
    nextStep(2);
    owner = await logIn(OWNER.email, OWNER.password, ownerSecret);
    const created = await call('POST', '/api/admin/operators', {
      token: owner,
      payload: {
        email: ' Moderator@Shop.example ',
        name: 'Moderator',
        password: 'Recensies-lezen-42',
        roles: ['content_reviews'],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.result.operator).toMatchObject({
      email: 'moderator@shop.example',
      roles: ['content_reviews'],
    });
    expect(created.body.result.totp.uri).toContain(
      `otpauth://totp/${encodeURIComponent(t.config.company.name)}:moderator%40shop.example?secret=`,
    );
    moderatorId = created.body.result.operator.id;
    moderator = await logIn(
      'moderator@shop.example',
      'Recensies-lezen-42',
      created.body.result.totp.secret,
    );
  });

  it('lets owners list, make and change operators, and refuses others naming the role owner', async () => {
    expect((await call('GET', '/api/admin/operators', { token: owner })).status).toBe(200);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/operators', undefined],
      [
        'POST',
        '/api/admin/operators',
        {
          email: 'a@shop.example',
          name: 'A',
          password: 'Lang-genoeg-wachtwoord-1',
          roles: ['owner'],
        },
      ],
      ['PATCH', `/api/admin/operators/${moderatorId}`, { roles: ['owner'] }],
      ['GET', '/api/admin/audit', undefined],
    ] as const) {
      const refused = await call(method, url, { token: moderator, payload });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 403,
        result: 'This call needs the operator role owner.',
        meta: { key: 'operator.role_required', params: { role: 'owner' } },
      });
    }
  });

  it('lets an operator session with content_reviews moderate, and refuses it the returns', async () => {
    const pending = await call('GET', '/api/ext/reviews/pending', { token: moderator });
    expect(pending.status).toBe(200);
    const returns = await call('GET', '/api/ext/returns/R-999999', { token: moderator });
    expect(returns.status).toBe(403);
    expect(returns.body.result).toBe('This call needs the operator role orders_returns.');
    // The owner holds every role.
    expect((await call('GET', '/api/ext/returns/R-999999', { token: owner })).status).toBe(404);
  });

  it('keeps the configured keys working, each with its role', async () => {
    expect((await call('GET', '/api/ext/reviews/pending', { key: REVIEW_KEY })).status).toBe(200);
    const tillOnReviews = await call('GET', '/api/ext/reviews/pending', { key: STORE_KEY });
    expect(tillOnReviews.status).toBe(403);
    expect(tillOnReviews.body.meta).toEqual({
      key: 'operator.role_required',
      params: { role: 'content_reviews' },
    });
    const wrong = await call('GET', '/api/ext/reviews/pending', { key: `${REVIEW_KEY}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.meta.key).toBe('review.operator_key_required');
    // A configured key opens the calls it opened before and no others, whatever its role: the
    // till key (orders_returns) neither ships orders nor moves returns.
    const tillOnReturns = await call('GET', '/api/ext/returns/R-999999', { key: STORE_KEY });
    expect(tillOnReturns.status).toBe(403);
    expect(tillOnReturns.body.meta.params).toEqual({ role: 'orders_returns' });
    // No returns key is configured and no session sent: the call is off, as before.
    expect((await call('GET', '/api/ext/returns/R-999999')).body.meta.key).toBe(
      'return.operator_off',
    );
  });

  it('writes review decisions of a key and of a session to the audit log, before and after', async () => {
    const written = await call('POST', '/api/ext/reviews/create', {
      payload: {
        review: { product_id: 1, rating: 5, title: 'Fijn', detail: 'Heel fijn.', nickname: 'Ank' },
      },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const reviewId = written.body.result.id as number;
    nextStep();
    const byKey = await call('POST', `/api/ext/reviews/${reviewId}/status`, {
      key: REVIEW_KEY,
      payload: { review_status: 1 },
    });
    expect(byKey.status).toBe(200);
    nextStep();
    const bySession = await call('POST', `/api/ext/reviews/${reviewId}/status`, {
      token: moderator,
      payload: { review_status: 3 },
    });
    expect(bySession.status).toBe(200);

    const log = await auditOf(owner, `entity_type=review&entity_id=${reviewId}`);
    expect(log.total).toBe(2);
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'review.decide',
        actor: 'moderator@shop.example',
        operator_id: moderatorId,
        key_id: null,
        before: { review_status: 1 },
        after: { review_status: 3 },
        at: clock.toISOString(),
      }),
      expect.objectContaining({
        action: 'review.decide',
        actor: 'key:REVIEW_OPERATOR_KEY',
        operator_id: null,
        key_id: expect.any(Number),
        before: { review_status: 2 },
        after: { review_status: 1 },
      }),
    ]);
  });

  it('writes a till receipt imported with the till key to the audit log', async () => {
    const imported = await call('POST', '/api/ext/offline-orders/import', {
      key: STORE_KEY,
      payload: {
        receipt_id: 'UTR-OPS-1',
        store_code: 'utrecht',
        customer_email: 'klant@example.com',
        purchased_at: '2026-11-20T14:12:00+01:00',
        currency: 'EUR',
        lines: [
          { sku: 'BOEK-1', name: 'Voorleesboek', qty: 1, price_incl_tax: 10.9, tax_percent: 9 },
        ],
        grand_total: 10.9,
      },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const log = await auditOf(owner, 'entity_type=store_purchase&entity_id=UTR-OPS-1');
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'store_purchase.import',
        actor: 'key:STORE_OPERATOR_KEY',
        before: null,
        after: expect.objectContaining({
          receipt_id: 'UTR-OPS-1',
          store_code: 'utrecht',
          lines: 1,
        }),
      }),
    ]);
  });

  it('changes an operator with its before and after in the audit log, and keeps one owner', async () => {
    nextStep();
    const changed = await call('PATCH', `/api/admin/operators/${moderatorId}`, {
      token: owner,
      payload: { roles: ['content_reviews', 'catalogue'], name: 'Moderator Twee' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      roles: ['catalogue', 'content_reviews'],
      name: 'Moderator Twee',
    });
    const log = await auditOf(
      owner,
      `entity_type=operator&entity_id=${moderatorId}&action=operator.update`,
    );
    expect(log.items[0]).toMatchObject({
      actor: OWNER.email,
      before: { roles: ['content_reviews'], name: 'Moderator' },
      after: { roles: ['catalogue', 'content_reviews'], name: 'Moderator Twee' },
    });

    const me = (await call('GET', '/api/admin/me', { token: owner })).body.result;
    const lastOwner = await call('PATCH', `/api/admin/operators/${me.id}`, {
      token: owner,
      payload: { enabled: false },
    });
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.meta).toMatchObject({ key: 'operator.last_owner', field: 'enabled' });

    // Disabling ends the operator's sessions at once.
    const disabled = await call('PATCH', `/api/admin/operators/${moderatorId}`, {
      token: owner,
      payload: { enabled: false },
    });
    expect(disabled.body.result.enabled).toBe(false);
    expect((await call('GET', '/api/admin/me', { token: moderator })).status).toBe(401);
  });

  it('refuses bodies and queries that break their schema, naming the field', async () => {
    const email = await call('POST', '/api/admin/operators', {
      token: owner,
      payload: {
        email: 'geen-adres',
        name: 'X',
        password: 'Lang-genoeg-wachtwoord-1',
        roles: ['catalogue'],
      },
    });
    expect(email.status).toBe(400);
    expect(email.body.meta).toEqual({ key: 'field.wrong_format', params: { field: 'email' } });
    const weak = await call('POST', '/api/admin/operators', {
      token: owner,
      payload: {
        email: 'zwak@shop.example',
        name: 'X',
        password: 'aaaaaaaaaaaaaaaa',
        roles: ['catalogue'],
      },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.meta.field).toBe('password');
    const empty = await call('PATCH', `/api/admin/operators/${moderatorId}`, {
      token: owner,
      payload: {},
    });
    expect(empty.status).toBe(400);
    const unknown = await call('PATCH', '/api/admin/operators/999999', {
      token: owner,
      payload: { name: 'Niemand' },
    });
    expect(unknown.status).toBe(404);
    const range = await call(
      'GET',
      '/api/admin/audit?from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z',
      {
        token: owner,
      },
    );
    expect(range.status).toBe(400);
    expect(range.body.meta.field).toBe('from');
    const size = await call('GET', '/api/admin/audit?size=1000', { token: owner });
    expect(size.status).toBe(400);
    expect(size.body.meta.params.field).toBe('size');
  });

  it('pages the audit log newest first and filters it by operator and time', async () => {
    const all = await auditOf(owner, 'size=200');
    expect(all.total).toBeGreaterThanOrEqual(6);
    const times = all.items.map((item: { at: string }) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await auditOf(owner, 'size=2&page=2');
    expect(second.items.map((item: { id: number }) => item.id)).toEqual(
      all.items.slice(2, 4).map((item: { id: number }) => item.id),
    );
    const me = (await call('GET', '/api/admin/me', { token: owner })).body.result;
    const mine = await auditOf(owner, `operator_id=${me.id}`);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item: { actor: string }) => item.actor === OWNER.email)).toBe(true);
    const future = await auditOf(
      owner,
      `from=${encodeURIComponent(new Date(clock.getTime() + 1000).toISOString())}`,
    );
    expect(future.total).toBe(0);
    const byCommand = await auditOf(owner, 'action=operator.create&size=200');
    expect(
      byCommand.items.some((item: { actor: string }) => item.actor.startsWith('command:')),
    ).toBe(true);
  });
});

describe('the command on an existing operator', () => {
  it('gives a new second factor: the old codes stop working', async () => {
    nextStep(2);
    const reset = await command(['reset-totp', '--email', OWNER.email]);
    expect(reset.code).toBe(0);
    const newSecret = secretOf(reset.out);
    expect(newSecret).not.toBe(ownerSecret);
    const first = await call('POST', '/api/admin/login', { payload: OWNER });
    const old = await call('POST', '/api/admin/login/code', {
      payload: { challenge: first.body.result.challenge, code: codeNow(ownerSecret) },
    });
    expect(old.status).toBe(401);
    ownerSecret = newSecret;
    expect(await logIn(OWNER.email, OWNER.password, ownerSecret)).toBeTruthy();
  });

  it('disables an operator, who can no longer log in', async () => {
    const disabled = await command(['disable', '--email', 'limiet@shop.example']);
    expect(disabled.code).toBe(0);
    const list = await command(['list']);
    expect(list.out.find((line) => line.includes('limiet@'))).toMatch(/\tdisabled$/);
    expect((await command(['disable', '--email', 'niemand@shop.example'])).code).toBe(1);
  });
});
