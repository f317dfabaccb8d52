/**
 * The back office's service calls (decision 76): operator keys made by owners (shown once, kept
 * hashed, scoped by role alone, revoked at once); an operator's own password and second factor;
 * customer service's customers (search, detail, privacy export, deletion as the account's own,
 * customer group). Each call group is tried with a role that may and one that may not (403
 * naming the role), and every change leaves an audit entry with before and after.
 */
import { totpStep } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';
import { type Customer, me, newCustomer, register } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import { createCart, orderBody, setStock, startPayment } from './order-helper.ts';

const PASSWORD = 'Vier-seizoenen-2026';
/** The stores' tills' key (STORE_OPERATOR_KEY, role orders_returns). */
const TILL_KEY = 'till-key-of-the-back-office-service-tests-4711';
const START = new Date('2026-11-23T11:00:00Z');
/** The shop's clock: moved on one TOTP step where a test needs a fresh TOTP step. */
let now = START;
const later = () => {
  now = new Date(now.getTime() + 30_000);
};

let t: TestShop;
let address = 0;
type Who = 'owner' | 'service' | 'catalogue' | 'self' | 'store';
const none = { owner: '', service: '', catalogue: '', self: '', store: '' };
const tokens: Record<Who, string> = { ...none };
const secrets: Record<Who, string> = { ...none };
let anna: Customer;
let bert: { id: number; email: string };

beforeAll(async () => {
  t = await createTestShop({
    now: () => now,
    env: {
      SHOP_PUBLIC_URL: 'http://shop.test',
      OPERATOR_LOGIN_LIMIT_PER_ACCOUNT: '20',
      STORE_OPERATOR_KEY: TILL_KEY,
    },
  });
  for (const [who, role] of [
    ['owner', 'owner'],
    ['service', 'customer_service'],
    ['catalogue', 'catalogue'],
    ['self', 'catalogue'],
    ['store', 'orders_returns'],
  ] as const) {
    const out: string[] = [];
    const code = await runOperatorCommand(
      ['create', '--email', emailOf(who), '--name', who, '--role', role],
      {
        env: { DATA_DIR: t.dataDir, OPERATOR_PASSWORD: PASSWORD },
        out: (line) => out.push(line),
        err: () => {},
        askPassword: async () => PASSWORD,
        now: () => now,
        shop: t.shop,
      },
    );
    expect(code).toBe(0);
    secrets[who] = out
      .find((line) => line.trim().startsWith('secret:'))!
      .trim()
      .slice('secret:'.length)
      .trim();
    tokens[who] = await logIn(emailOf(who), PASSWORD, secrets[who]);
  }
  anna = await newCustomer(t, 'anna');
  bert = await register(t, 'bert.de.vries@example.nl', { firstname: 'Bert' });
  const wished = await t.call({
    method: 'POST',
    url: '/api/ext/wishlist/add',
    headers: { authorization: `Bearer ${anna.token}` },
    payload: { productId: 1 },
  });
  expect(wished.status, JSON.stringify(wished.body)).toBe(200);
});
afterAll(() => t?.close());

function emailOf(who: Who): string {
  return `${who}@shop.example`;
}

function nextAddress(): string {
  address = (address % 250) + 1;
  return `10.42.0.${address}`;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string | null; key?: string; payload?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['x-operator-key'] = options.key;
  return t.call({
    method,
    url,
    headers,
    remoteAddress: nextAddress(),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

async function logIn(email: string, password: string, secret: string): Promise<string> {
  const first = await call('POST', '/api/admin/login', { payload: { email, password } });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await call('POST', '/api/admin/login/code', {
    payload: {
      challenge: first.body.result.challenge,
      code: codeOfBase32(secret, totpStep(now)),
    },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return second.body.result.token as string;
}

/** The newest audit entries of an entity, as the owner reads them. */
async function auditOf(entityType: string, entityId: string | number) {
  const { status, body } = await call(
    'GET',
    `/api/admin/audit?entity_type=${entityType}&entity_id=${entityId}`,
    { token: tokens.owner },
  );
  expect(status).toBe(200);
  return body.result.items as {
    action: string;
    actor: string;
    before: any;
    after: any;
    key_id: number | null;
  }[];
}

function expectRoleRefusal(answer: { status: number; body: any }, role: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.body.meta).toMatchObject({ key: 'operator.role_required', params: { role } });
}

describe('operator keys made in the back office', () => {
  it('only owners list, make and revoke keys', async () => {
    expectRoleRefusal(await call('GET', '/api/admin/keys', { token: tokens.service }), 'owner');
    expectRoleRefusal(
      await call('POST', '/api/admin/keys', {
        token: tokens.catalogue,
        payload: { label: 'Kassa Utrecht', role: 'content_reviews' },
      }),
      'owner',
    );
    expectRoleRefusal(
      await call('POST', '/api/admin/keys/1/revoke', { token: tokens.service }),
      'owner',
    );
    expect((await call('GET', '/api/admin/keys')).status).toBe(401);
  });

  it('a key is shown once, kept hashed, opens the calls of its role alone, and is revoked at once', async () => {
    const made = await call('POST', '/api/admin/keys', {
      token: tokens.owner,
      payload: { label: 'Moderatie-tool', role: 'content_reviews' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { key, secret } = made.body.result;
    expect(key).toMatchObject({ label: 'Moderatie-tool', role: 'content_reviews', source: 'made' });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // The list never shows the key or its hash.
    const list = await call('GET', '/api/admin/keys', { token: tokens.owner });
    expect(list.status).toBe(200);
    const listed = list.body.result.find((row: any) => row.id === key.id);
    expect(listed).toEqual(key);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const [stored] = await t.shop.db
      .select()
      .from(schema.operatorKeys)
      .where(eq(schema.operatorKeys.id, key.id));
    expect(stored!.keyHash).not.toBe(secret);
    expect(stored!.keyHash).toMatch(/^[0-9a-f]{64}$/);

    // Scoped by its role: the review moderation opens, the till import does not.
    const pending = await call('GET', '/api/ext/reviews/pending', { key: secret });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    const audited = await auditOf('operator_key', key.id);
    expect(audited[0]).toMatchObject({
      action: 'operator_key.create',
      actor: emailOf('owner'),
      before: null,
      after: key,
    });

    const revoked = await call('POST', `/api/admin/keys/${key.id}/revoke`, { token: tokens.owner });
    expect(revoked.status).toBe(200);
    expect(revoked.body.result).toMatchObject({ id: key.id, enabled: false });
    const after = await call('GET', '/api/ext/reviews/pending', { key: secret });
    expect(after.status).toBe(401);
    const entries = await auditOf('operator_key', key.id);
    expect(entries[0]).toMatchObject({
      action: 'operator_key.revoke',
      before: { enabled: true },
      after: { enabled: false },
    });
    // Revoking again changes nothing and writes nothing.
    expect(
      (await call('POST', `/api/admin/keys/${key.id}/revoke`, { token: tokens.owner })).status,
    ).toBe(200);
    expect(await auditOf('operator_key', key.id)).toHaveLength(2);
  });

  it('a made key of another role is refused naming the role the call needs', async () => {
    const made = await call('POST', '/api/admin/keys', {
      token: tokens.owner,
      payload: { label: 'Retourtool', role: 'orders_returns' },
    });
    expect(made.status).toBe(200);
    expectRoleRefusal(
      await call('GET', '/api/ext/reviews/pending', { key: made.body.result.secret }),
      'content_reviews',
    );
  });

  it('labels are unique, settings keep theirs, and bad input is a 4xx naming the field', async () => {
    const taken = await call('POST', '/api/admin/keys', {
      token: tokens.owner,
      payload: { label: 'Retourtool', role: 'owner' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.meta).toMatchObject({ key: 'operatorkey.label_taken', field: 'label' });
    const reserved = await call('POST', '/api/admin/keys', {
      token: tokens.owner,
      payload: { label: 'STORE_OPERATOR_KEY', role: 'owner' },
    });
    expect(reserved.status).toBe(409);
    expect(reserved.body.meta.key).toBe('operatorkey.label_reserved');
    for (const payload of [
      { label: '', role: 'owner' },
      { label: 'x', role: 'boss' },
      { label: 'a<b>', role: 'owner' },
      { label: 'x'.repeat(81), role: 'owner' },
      {},
    ]) {
      const answer = await call('POST', '/api/admin/keys', { token: tokens.owner, payload });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
    const missing = await call('POST', '/api/admin/keys/999999/revoke', { token: tokens.owner });
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toMatchObject({
      key: 'operatorkey.not_found',
      params: { keyId: '999999' },
    });
    for (const id of ['0', 'abc', '99999999999', '-1']) {
      expect(
        (await call('POST', `/api/admin/keys/${id}/revoke`, { token: tokens.owner })).status,
      ).toBe(400);
    }
  });
});

describe("an operator's own password and second factor", () => {
  it('a new password needs the current one and ends every other session', async () => {
    later();
    const other = await logIn(emailOf('self'), PASSWORD, secrets.self);
    const wrong = await call('POST', '/api/admin/me/password', {
      token: tokens.self,
      payload: { current_password: 'Niet-het-goede-1', new_password: 'Zomer-aan-zee-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.meta).toMatchObject({
      key: 'operator.password_wrong',
      field: 'current_password',
    });
    const weak = await call('POST', '/api/admin/me/password', {
      token: tokens.self,
      payload: { current_password: PASSWORD, new_password: 'aaaaaaaaaaaa' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.meta.field).toBe('new_password');

    const changed = await call('POST', '/api/admin/me/password', {
      token: tokens.self,
      payload: { current_password: PASSWORD, new_password: 'Zomer-aan-zee-2026' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.result.email).toBe(emailOf('self'));
    // This session goes on; the other one ended.
    expect((await call('GET', '/api/admin/me', { token: tokens.self })).status).toBe(200);
    expect((await call('GET', '/api/admin/me', { token: other })).status).toBe(401);
    // The old password no longer logs in; the new one does.
    const old = await call('POST', '/api/admin/login', {
      payload: { email: emailOf('self'), password: PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await call('POST', '/api/admin/login', {
      payload: { email: emailOf('self'), password: 'Zomer-aan-zee-2026' },
    });
    expect(fresh.status).toBe(200);
    const [entry] = await auditOf('operator', changed.body.result.id);
    expect(entry).toMatchObject({
      action: 'operator.own_password',
      actor: emailOf('self'),
      before: { password: 'previous' },
      after: { password: 'new', other_sessions: 'ended' },
    });
    expect(JSON.stringify(entry)).not.toContain('Zomer-aan-zee-2026');
  });

  it('a new second factor needs the password and a current code; its secret is shown once', async () => {
    const password = 'Zomer-aan-zee-2026';
    later();
    const other = await logIn(emailOf('self'), password, secrets.self);
    later();
    const noCode = await call('POST', '/api/admin/me/totp', {
      token: tokens.self,
      payload: { password, code: '000000' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.meta).toMatchObject({ key: 'operator.code_wrong', field: 'code' });
    const badPassword = await call('POST', '/api/admin/me/totp', {
      token: tokens.self,
      payload: { password: PASSWORD, code: codeOfBase32(secrets.self, totpStep(now)) },
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.meta).toMatchObject({
      key: 'operator.password_wrong',
      field: 'password',
    });
    // A code a login took already is refused (codes are taken once).
    const used = await call('POST', '/api/admin/me/totp', {
      token: tokens.self,
      payload: { password, code: codeOfBase32(secrets.self, totpStep(now) - 1) },
    });
    expect(used.status).toBe(400);

    const reset = await call('POST', '/api/admin/me/totp', {
      token: tokens.self,
      payload: { password, code: codeOfBase32(secrets.self, totpStep(now)) },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const fresh = reset.body.result.totp.secret as string;
    expect(fresh).not.toBe(secrets.self);
    expect(reset.body.result.totp.uri).toContain(`secret=${fresh}`);
    // This session goes on; the other ended; no later answer shows the secret.
    const me = await call('GET', '/api/admin/me', { token: tokens.self });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).not.toContain(fresh);
    expect((await call('GET', '/api/admin/me', { token: other })).status).toBe(401);
    // The old secret's codes stop; the new secret's work.
    later();
    const first = await call('POST', '/api/admin/login', {
      payload: { email: emailOf('self'), password },
    });
    const oldCode = await call('POST', '/api/admin/login/code', {
      payload: {
        challenge: first.body.result.challenge,
        code: codeOfBase32(secrets.self, totpStep(now)),
      },
    });
    expect(oldCode.status).toBe(401);
    secrets.self = fresh;
    expect(await logIn(emailOf('self'), password, fresh)).toMatch(/\S+/);
    const [entry] = await auditOf('operator', reset.body.result.operator.id);
    expect(entry).toMatchObject({
      action: 'operator.own_totp',
      actor: emailOf('self'),
      before: { totp: 'previous' },
      after: { totp: 'new', other_sessions: 'ended' },
    });
    expect(JSON.stringify(entry)).not.toContain(fresh);
  });

  it('an own-account call needs a session and a well-formed body', async () => {
    expect(
      (
        await call('POST', '/api/admin/me/password', {
          payload: { current_password: 'x', new_password: 'Zomer-aan-zee-2026' },
        })
      ).status,
    ).toBe(401);
    for (const payload of [{}, { current_password: '' }, { password: 'x', code: 5 }, []]) {
      const answer = await call('POST', '/api/admin/me/password', {
        token: tokens.self,
        payload,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      const totp = await call('POST', '/api/admin/me/totp', { token: tokens.self, payload });
      expect(totp.status, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("customer service's customers", () => {
  it('another role is refused naming customer_service; no session is 401', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/customers', undefined],
      ['GET', `/api/admin/customers/${anna.id}`, undefined],
      ['GET', `/api/admin/customers/${anna.id}/export`, undefined],
      ['DELETE', `/api/admin/customers/${anna.id}`, undefined],
      ['PUT', `/api/admin/customers/${anna.id}/group`, { group_id: 2 }],
    ] as const) {
      expectRoleRefusal(
        await call(method, url, { token: tokens.catalogue, payload }),
        'customer_service',
      );
      expect((await call(method, url, { payload })).status).toBe(401);
    }
  });

  it('finds customers by the start of the e-mail address or of each name, page by page', async () => {
    const byEmail = await call(
      'GET',
      `/api/admin/customers?q=${encodeURIComponent(anna.email.slice(0, 8))}%40`,
      {
        token: tokens.service,
      },
    );
    expect(byEmail.status).toBe(200);
    const byMail = await call(
      'GET',
      `/api/admin/customers?q=${encodeURIComponent(anna.email.toUpperCase())}`,
      {
        token: tokens.service,
      },
    );
    expect(byMail.body.result.items.map((row: any) => row.id)).toEqual([anna.id]);
    const byName = await call('GET', '/api/admin/customers?q=bert%20jan', {
      token: tokens.service,
    });
    expect(byName.body.result).toMatchObject({ total: 1, page: 1, size: 50 });
    expect(byName.body.result.items[0]).toMatchObject({
      id: bert.id,
      email: 'bert.de.vries@example.nl',
      firstname: 'Bert',
      lastname: 'Jansen',
      group_id: 1,
      has_password: true,
    });
    // Wildcards are taken literally.
    const wild = await call('GET', '/api/admin/customers?q=%25', { token: tokens.service });
    expect(wild.body.result.total).toBe(0);
    const all = await call('GET', '/api/admin/customers?size=1&page=2', { token: tokens.owner });
    expect(all.body.result).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(all.body.result.items.map((row: any) => row.id)).toEqual([anna.id]);
    for (const query of ['size=0', 'size=201', 'page=0', 'page=abc', `q=${'x'.repeat(201)}`]) {
      expect(
        (await call('GET', `/api/admin/customers?${query}`, { token: tokens.service })).status,
      ).toBe(400);
    }
  });

  it("a customer's detail: addresses, orders, points, wishlist, birth lists, newsletter", async () => {
    const { status, body } = await call('GET', `/api/admin/customers/${anna.id}`, {
      token: tokens.service,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({
      customer: { id: anna.id, email: anna.email, email_confirmed: true },
      orders: [],
      order_count: 0,
      reward_points: 0,
      wishlist_items: 1,
      birth_lists: [],
    });
    const missing = await call('GET', '/api/admin/customers/999999', { token: tokens.service });
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toMatchObject({
      key: 'customeradmin.not_found',
      params: { customerId: '999999' },
    });
    for (const id of ['0', 'x', '-5', '99999999999']) {
      expect(
        (await call('GET', `/api/admin/customers/${id}`, { token: tokens.service })).status,
      ).toBe(400);
    }
  });

  it('the privacy export holds what the shop keeps and no secret of its own, and is audited', async () => {
    const { status, body } = await call('GET', `/api/admin/customers/${anna.id}/export`, {
      token: tokens.service,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const exported = body.result;
    expect(exported.customer).toMatchObject({
      id: anna.id,
      email: anna.email,
      firstname: 'Anna',
      has_password: true,
    });
    expect(exported.customer).not.toHaveProperty('passwordHash');
    expect(exported.wishlist).toHaveLength(1);
    expect(exported).toMatchObject({ orders: [], reward_points: 0, reviews: [] });
    expect(exported.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(exported)).not.toMatch(/argon2|"id":"[A-Za-z0-9_-]{20,}"/);
    const [entry] = await auditOf('customer', anna.id);
    expect(entry).toMatchObject({
      action: 'customer.export',
      actor: emailOf('service'),
      before: null,
    });
  });

  it('moves a customer to another group, audited; unknown groups and group 0 are refused', async () => {
    const moved = await call('PUT', `/api/admin/customers/${bert.id}/group`, {
      token: tokens.service,
      payload: { group_id: 2 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.result).toMatchObject({ id: bert.id, group_id: 2 });
    const [entry] = await auditOf('customer', bert.id);
    expect(entry).toMatchObject({
      action: 'customer.group',
      before: { group_id: 1 },
      after: { group_id: 2 },
    });
    const unknown = await call('PUT', `/api/admin/customers/${bert.id}/group`, {
      token: tokens.service,
      payload: { group_id: 77 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.meta).toMatchObject({
      key: 'customeradmin.group_unknown',
      field: 'group_id',
    });
    for (const payload of [{ group_id: 0 }, { group_id: '2' }, { group_id: 1.5 }, {}, null]) {
      const answer = await call('PUT', `/api/admin/customers/${bert.id}/group`, {
        token: tokens.service,
        payload,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await auditOf('customer', bert.id)).length).toBe(1);
  });

  it("deletes an account as the customer's own deletion does, audited without personal data", async () => {
    const deleted = await call('DELETE', `/api/admin/customers/${anna.id}`, {
      token: tokens.service,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.result).toBe(true);
    // The customer's sessions ended and the account is gone from every customer call.
    expect((await me(t, anna.token)).status).toBe(401);
    expect(
      (await call('GET', `/api/admin/customers/${anna.id}`, { token: tokens.service })).status,
    ).toBe(404);
    const [row] = await t.shop.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.id, anna.id));
    expect(row!.email).toMatch(/@deleted\.invalid$/);
    expect(row!.firstname).toBe('');
    expect(row!.deletedAt).not.toBeNull();
    const wishlist = await t.shop.db
      .select()
      .from(schema.wishlistItems)
      .where(eq(schema.wishlistItems.customerId, anna.id));
    expect(wishlist).toEqual([]);
    const [entry] = await auditOf('customer', anna.id);
    expect(entry).toMatchObject({
      action: 'customer.delete',
      actor: emailOf('service'),
      after: null,
    });
    expect(JSON.stringify(entry)).not.toContain(anna.email);
    const again = await call('DELETE', `/api/admin/customers/${anna.id}`, {
      token: tokens.service,
    });
    expect(again.status).toBe(404);
    expect(again.body.meta.key).toBe('customeradmin.not_found');
  });
});

describe("customer service's gift cards", () => {
  let card: { id: number; code: string };

  it('another role is refused naming customer_service', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/admin/gift-cards', { amount: 25 }],
      ['POST', '/api/admin/gift-cards/find', { code: 'ABCD-EFGH-JKLM-NPQR' }],
      ['GET', '/api/admin/gift-cards/1', undefined],
      ['POST', '/api/admin/gift-cards/1/block', undefined],
      ['POST', '/api/admin/gift-cards/1/unblock', undefined],
    ] as const) {
      expectRoleRefusal(
        await call(method, url, { token: tokens.catalogue, payload }),
        'customer_service',
      );
    }
  });

  it('issues a card of an amount: the code is shown once and stored as a keyed hash', async () => {
    const issued = await call('POST', '/api/admin/gift-cards', {
      token: tokens.service,
      payload: { amount: 25.5, recipient_name: 'Oma Jansen' },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const { card: view, code } = issued.body.result;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(view).toMatchObject({
      initial_value: 25.5,
      balance: 25.5,
      currency: 'EUR',
      blocked: false,
      order_number: null,
      recipient_name: 'Oma Jansen',
      code: `****-****-****-${code.slice(-4)}`,
    });
    card = { id: view.id, code };
    const [stored] = await t.shop.db
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.id, view.id));
    expect(stored!.plainCode).toBeNull();
    expect(stored!.codeHash).not.toContain(code.replaceAll('-', ''));
    // The shopper's check finds it by the code.
    const check = await t.call({
      method: 'POST',
      url: '/api/ext/giftcard/check',
      payload: { giftCardCode: code },
    });
    expect(check.status).toBe(200);
    expect(check.body.result.balance).toBe(25.5);
    // Customer service finds it by the code in any case; no later answer shows the code.
    const found = await call('POST', '/api/admin/gift-cards/find', {
      token: tokens.service,
      payload: { code: code.toLowerCase().replaceAll('-', '') },
    });
    expect(found.status).toBe(200);
    expect(found.body.result).toEqual(view);
    const [entry] = await auditOf('gift_card', view.id);
    expect(entry).toMatchObject({ action: 'gift_card.issue', before: null, after: view });
    expect(JSON.stringify(entry)).not.toContain(code);
  });

  it('a blocked card pays nothing and is not valid to shoppers until unblocked; both audited', async () => {
    const blocked = await call('POST', `/api/admin/gift-cards/${card.id}/block`, {
      token: tokens.service,
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.result).toMatchObject({ blocked: true, balance: 25.5 });
    const check = await t.call({
      method: 'POST',
      url: '/api/ext/giftcard/check',
      payload: { giftCardCode: card.code },
    });
    expect(check.status).toBe(404);
    expect((check.body as any).meta.key).toBe('giftcard.not_valid');
    // Blocking again changes nothing and writes nothing.
    await call('POST', `/api/admin/gift-cards/${card.id}/block`, { token: tokens.service });
    const unblocked = await call('POST', `/api/admin/gift-cards/${card.id}/unblock`, {
      token: tokens.owner,
    });
    expect(unblocked.body.result).toMatchObject({ blocked: false, blocked_at: null });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/ext/giftcard/check',
          payload: { giftCardCode: card.code },
        })
      ).status,
    ).toBe(200);
    const entries = await auditOf('gift_card', card.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'gift_card.unblock',
      'gift_card.block',
      'gift_card.issue',
    ]);
    expect(entries[1]).toMatchObject({ before: { blocked: false }, after: { blocked: true } });
  });

  it('the balance history: issued, then what orders took', async () => {
    await setStock(t, 'SLAB', 100);
    const carla = await newCustomer(t, 'carla');
    const lines = [{ sku: 'SLAB', qty: 1 }];
    const cartId = await createCart(t, lines, carla.q);
    const applied = await t.call({
      method: 'POST',
      url: `/api/ext/giftcard/apply${carla.q}`,
      payload: { quoteId: cartId, giftCardCode: card.code },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const body = orderBody(
      cartId,
      lines,
      {},
      {
        billingAddress: {
          firstname: 'Carla',
          lastname: 'Jansen',
          street: ['Kerkstraat', '12'],
          city: 'Utrecht',
          postcode: '3511 AB',
          country_id: 'NL',
          email: carla.email,
        },
        // The card pays the whole order: nothing is left for a payment method.
        payment_method_code: 'free',
        payment_method_additional: {},
      },
    );
    const started = await startPayment(t, body, { query: carla.q, email: carla.email });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [order] = await t.shop.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderId, body.order_id));
    expect(order).toBeDefined();
    const spent = order!.creditsAmount / 100;
    expect(spent).toBeGreaterThan(0);

    const { status, body: answer } = await call('GET', `/api/admin/gift-cards/${card.id}`, {
      token: tokens.service,
    });
    expect(status).toBe(200);
    expect(answer.result.card.balance).toBeCloseTo(25.5 - spent, 2);
    expect(answer.result.history).toEqual([
      {
        at: expect.any(String),
        kind: 'issued',
        amount: 25.5,
        balance_after: 25.5,
        order_number: null,
      },
      {
        at: expect.any(String),
        kind: 'spent',
        amount: spent,
        balance_after: answer.result.card.balance,
        order_number: order!.incrementId,
      },
    ]);
  });

  it('bad input is a 4xx naming the problem, never a 5xx', async () => {
    for (const payload of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1000.01 },
      { amount: 10.001 },
      { amount: '25' },
      { amount: 25, store_code: 'fr' },
      { amount: 25, message: 'x'.repeat(301) },
      {},
    ]) {
      const answer = await call('POST', '/api/admin/gift-cards', {
        token: tokens.service,
        payload,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
    for (const code of ['nope', 'ABCD-EFGH-JKLM-NPQR']) {
      const answer = await call('POST', '/api/admin/gift-cards/find', {
        token: tokens.service,
        payload: { code },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.meta).toMatchObject({ key: 'giftcardadmin.code_unknown', field: 'code' });
    }
    const missing = await call('POST', '/api/admin/gift-cards/999999/block', {
      token: tokens.service,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toMatchObject({
      key: 'giftcardadmin.not_found',
      params: { giftCardId: '999999' },
    });
    expect((await call('GET', '/api/admin/gift-cards/x', { token: tokens.service })).status).toBe(
      400,
    );
  });
});

describe('coupons', () => {
  let couponId = 0;

  it('another role than catalogue is refused naming it', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/coupons', undefined],
      ['POST', '/api/admin/coupons', { code: 'ZOMER', name: 'Zomer', kind: 'percent', amount: 10 }],
      ['POST', '/api/admin/coupons/1/disable', undefined],
    ] as const) {
      expectRoleRefusal(await call(method, url, { token: tokens.service, payload }), 'catalogue');
    }
  });

  it('makes a coupon with limits and dates that the cart applies, audited', async () => {
    const made = await call('POST', '/api/admin/coupons', {
      token: tokens.catalogue,
      payload: {
        code: 'winter-25',
        name: 'Winteractie',
        kind: 'fixed',
        amount: 2.5,
        min_subtotal: 1,
        from: '2026-11-01T00:00:00Z',
        to: '2027-01-01T00:00:00Z',
        usage_limit: 100,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result).toMatchObject({
      code: 'WINTER-25',
      kind: 'fixed',
      amount: 2.5,
      min_subtotal: 1,
      from: '2026-11-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
      usage_limit: 100,
      times_used: 0,
      active: true,
      personal: false,
    });
    couponId = made.body.result.id;
    const [entry] = await auditOf('coupon', couponId);
    expect(entry).toMatchObject({
      action: 'coupon.create',
      actor: emailOf('catalogue'),
      before: null,
      after: made.body.result,
    });
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const applied = await t.call({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=Winter-25`,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const listed = await call('GET', '/api/admin/coupons?q=wint', { token: tokens.owner });
    expect(listed.body.result.items.map((row: any) => row.id)).toEqual([couponId]);
  });

  it('a disabled coupon is refused by the cart; disabling is audited once', async () => {
    const disabled = await call('POST', `/api/admin/coupons/${couponId}/disable`, {
      token: tokens.catalogue,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.result.active).toBe(false);
    await call('POST', `/api/admin/coupons/${couponId}/disable`, { token: tokens.catalogue });
    const entries = await auditOf('coupon', couponId);
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.disable', 'coupon.create']);
    expect(entries[0]).toMatchObject({ before: { active: true }, after: { active: false } });
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const applied = await t.call({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WINTER-25`,
    });
    expect(applied.status).toBe(404);
  });

  it("core's rules and the fields' bounds refuse bad coupons with a 4xx naming the field", async () => {
    const base = { code: 'LENTE', name: 'Lente', kind: 'percent', amount: 10 };
    for (const [change, key, field] of [
      [{ amount: 0 }, 'couponadmin.percent_range', 'amount'],
      [{ amount: 12.5 }, 'couponadmin.percent_range', 'amount'],
      [{ kind: 'fixed', amount: 0 }, 'couponadmin.amount_required', 'amount'],
      [{ from: '2026-12-02T00:00:00Z', to: '2026-12-01T00:00:00Z' }, 'couponadmin.window', 'to'],
      [{ code: 'winter-25' }, 'couponadmin.code_taken', 'code'],
    ] as const) {
      const answer = await call('POST', '/api/admin/coupons', {
        token: tokens.catalogue,
        payload: { ...base, ...change },
      });
      expect(answer.status, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.meta).toMatchObject({ key, field });
    }
    for (const change of [
      { code: 'a b' },
      { code: 'ab' },
      { kind: 'half' },
      { amount: -1 },
      { amount: 1e9 },
      { usage_limit: 0 },
      { from: 'morgen' },
      { name: '' },
    ]) {
      const answer = await call('POST', '/api/admin/coupons', {
        token: tokens.catalogue,
        payload: { ...base, ...change },
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
    }
    const missing = await call('POST', '/api/admin/coupons/999999/disable', {
      token: tokens.catalogue,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.meta.key).toBe('couponadmin.not_found');
  });
});

describe("the newsletter's subscribers as CSV", () => {
  it('customer_service exports them (audited); another role is refused naming it', async () => {
    await t.shop.db.insert(schema.newsletterSubscriptions).values([
      {
        email: 'lees@example.nl',
        storeCode: 'nl',
        status: 'active',
        subscribedAt: START,
        confirmedAt: START,
      },
      { email: 'wacht@example.de', storeCode: 'de', status: 'pending', subscribedAt: START },
      {
        email: '=som@example.nl',
        storeCode: 'nl',
        status: 'active',
        subscribedAt: START,
        confirmedAt: START,
      },
    ]);
    expectRoleRefusal(
      await call('GET', '/api/admin/newsletter/subscribers.csv', { token: tokens.catalogue }),
      'customer_service',
    );
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv?store_code=nl',
      headers: { authorization: `Bearer ${tokens.service}` },
      remoteAddress: nextAddress(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,store_code,status,subscribed_at,confirmed_at,customer_id');
    expect(lines).toContain(
      `lees@example.nl,nl,active,${START.toISOString()},${START.toISOString()},`,
    );
    // A field a spreadsheet would read as a formula stays text.
    expect(lines).toContain(
      `"'=som@example.nl",nl,active,${START.toISOString()},${START.toISOString()},`,
    );
    expect(answer.body).not.toContain('wacht@example.de');
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv?status=pending',
      headers: { authorization: `Bearer ${tokens.service}` },
      remoteAddress: nextAddress(),
    });
    expect(pending.body).toContain('wacht@example.de,de,pending,');
    expect(pending.body).not.toContain('lees@example.nl');
    const [entry] = await auditOf('newsletter', 'subscribers');
    expect(entry).toMatchObject({
      action: 'newsletter.export',
      actor: emailOf('service'),
      after: { status: 'pending', store_code: null, rows: 1 },
    });
    for (const query of ['status=gone', 'store_code=fr']) {
      expect(
        (
          await call('GET', `/api/admin/newsletter/subscribers.csv?${query}`, {
            token: tokens.service,
          })
        ).status,
      ).toBe(400);
    }
  });
});

describe("the owners' stores", () => {
  it('only owners list and change stores', async () => {
    expectRoleRefusal(await call('GET', '/api/admin/stores', { token: tokens.service }), 'owner');
    expectRoleRefusal(
      await call('PATCH', '/api/admin/stores/utrecht', {
        token: tokens.catalogue,
        payload: { is_pickup_location: false },
      }),
      'owner',
    );
  });

  it("changes a store's hours per weekday and its pick-up flag, audited with before and after", async () => {
    const list = await call('GET', '/api/admin/stores', { token: tokens.owner });
    expect(list.status).toBe(200);
    const store = list.body.result.find((row: any) => row.is_pickup_location);
    expect(store, 'a pick-up store in the test shop').toBeDefined();
    const changed = await call('PATCH', `/api/admin/stores/${store.code}`, {
      token: tokens.owner,
      payload: { opening_hours: { '7': '12:00-17:00', '1': null }, is_pickup_location: false },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const expected = { ...store.opening_hours, '7': '12:00-17:00' };
    delete expected['1'];
    expect(changed.body.result).toMatchObject({
      code: store.code,
      is_pickup_location: false,
      opening_hours: expected,
    });
    const [entry] = await auditOf('store', store.code);
    expect(entry).toMatchObject({
      action: 'store.update',
      actor: emailOf('owner'),
      before: store,
      after: changed.body.result,
    });
    // The same change again writes nothing.
    await call('PATCH', `/api/admin/stores/${store.code}`, {
      token: tokens.owner,
      payload: { is_pickup_location: false },
    });
    expect(await auditOf('store', store.code)).toHaveLength(1);
    // Back as it was, for the other tests.
    const back = await call('PATCH', `/api/admin/stores/${store.code}`, {
      token: tokens.owner,
      payload: { opening_hours: store.opening_hours, is_pickup_location: true },
    });
    expect(back.status).toBe(200);
  });

  it('hours core cannot read, unknown stores and bad bodies are 4xx naming the field', async () => {
    const store = (await call('GET', '/api/admin/stores', { token: tokens.owner })).body.result[0];
    const bad = await call('PATCH', `/api/admin/stores/${store.code}`, {
      token: tokens.owner,
      payload: { opening_hours: { '3': '25:00-26:00' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.meta).toMatchObject({
      key: 'storeadmin.hours_invalid',
      params: { weekday: '3' },
      field: 'opening_hours.3',
    });
    const missing = await call('PATCH', '/api/admin/stores/nergens', {
      token: tokens.owner,
      payload: { is_pickup_location: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toMatchObject({
      key: 'storeadmin.not_found',
      params: { code: 'nergens' },
    });
    for (const payload of [
      {},
      { opening_hours: { '8': '09:00-17:00' } },
      { opening_hours: { '1': 9 } },
      { is_pickup_location: 'ja' },
      { opening_hours: { '1': '09:00-17:00-18:00' } },
    ]) {
      const answer = await call('PATCH', `/api/admin/stores/${store.code}`, {
        token: tokens.owner,
        payload,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (
        await call('PATCH', '/api/admin/stores/Bad%20Code', {
          token: tokens.owner,
          payload: { is_pickup_location: true },
        })
      ).status,
    ).toBe(400);
  });
});

describe("a store's shelf stock", () => {
  const STORE = 'amsterdam';
  const stockUrl = (code = STORE, query = '') => `/api/admin/stores/${code}/stock${query}`;
  /** The storefront's answer: the quantity of a sku in the store, and the answer's caching. */
  async function shopShelf(sku: string) {
    const answer = await t.app.inject({ method: 'GET', url: `/api/ext/in_store_inventory/${sku}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const entry = answer.json().result.inventory.find((item: any) => item.sku === sku);
    const stock = entry.stocks.find((row: any) => row.store_code === STORE);
    return { qty: stock.quantity as number, cacheControl: answer.headers['cache-control'] };
  }

  it("the stores' people and owners read and set a store's stock; other roles get 403 naming orders_returns", async () => {
    for (const who of ['store', 'owner'] as const) {
      expect((await call('GET', stockUrl(), { token: tokens[who] })).status, who).toBe(200);
    }
    expectRoleRefusal(await call('GET', stockUrl(), { token: tokens.service }), 'orders_returns');
    expectRoleRefusal(await call('GET', stockUrl(), { token: tokens.catalogue }), 'orders_returns');
    expectRoleRefusal(
      await call('PUT', stockUrl(), {
        token: tokens.catalogue,
        payload: { items: [{ sku: 'SLAB', qty: 1 }] },
      }),
      'orders_returns',
    );
    const nobody = await call('GET', stockUrl());
    expect(nobody.status).toBe(401);
    expect(nobody.body.meta.key).toBe('storeadmin.stock_key_required');
    // The store list and its hours stay with the owners; the till key opens the stock alone.
    expectRoleRefusal(await call('GET', '/api/admin/stores', { token: tokens.store }), 'owner');
    expectRoleRefusal(
      await call('PATCH', `/api/admin/stores/${STORE}`, {
        token: tokens.store,
        payload: { is_pickup_location: true },
      }),
      'owner',
    );
    expect((await call('GET', '/api/admin/stores', { key: TILL_KEY })).status).toBe(401);
  });

  it('lists the skus a store holds by sku, page by page, searchable by sku or name', async () => {
    const all = await call('GET', stockUrl(), { token: tokens.owner });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.result).toMatchObject({ total: 2, page: 1, size: 50 });
    expect(all.body.result.items).toEqual([
      { sku: expect.stringMatching(/^ROMPER-/), name: expect.any(String), qty: 1 },
      { sku: 'SPEEN', name: 'Fopspeen silicone', qty: 2 },
    ]);
    const second = await call('GET', stockUrl(STORE, '?size=1&page=2'), { token: tokens.owner });
    expect(second.body.result).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(second.body.result.items.map((item: any) => item.sku)).toEqual(['SPEEN']);
    const bySku = await call('GET', stockUrl(STORE, '?q=spe'), { token: tokens.owner });
    expect(bySku.body.result.items.map((item: any) => item.sku)).toEqual(['SPEEN']);
    const byName = await call('GET', stockUrl(STORE, '?q=silic%20fop'), { token: tokens.owner });
    expect(byName.body.result.items.map((item: any) => item.sku)).toEqual(['SPEEN']);
    // A literal wildcard matches nothing but itself.
    const wildcard = await call('GET', stockUrl(STORE, '?q=%25'), { token: tokens.owner });
    expect(wildcard.body.result).toMatchObject({ total: 0, items: [] });
  });

  it('sets the stock of skus at once: the shop answers it on the next call, audited once', async () => {
    expect(await shopShelf('SLAB')).toEqual({ qty: 0, cacheControl: 'no-cache' });
    const set = await call('PUT', stockUrl(), {
      token: tokens.owner,
      payload: {
        items: [
          { sku: 'SLAB', qty: 7 },
          { sku: 'SPEEN', qty: 2 },
        ],
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.result).toEqual({ received: 2, changed: 1, unchanged: 1 });
    expect((await shopShelf('SLAB')).qty).toBe(7);
    const [entry] = await auditOf('store_stock', `${STORE}/SLAB`);
    expect(entry).toMatchObject({
      action: 'store.stock',
      actor: emailOf('owner'),
      before: null,
      after: { qty: 7 },
    });
    expect(await auditOf('store_stock', `${STORE}/SPEEN`)).toEqual([]);
    // The same batch again changes nothing and writes no audit entry.
    const again = await call('PUT', stockUrl(), {
      token: tokens.owner,
      payload: { items: [{ sku: 'SLAB', qty: 7 }] },
    });
    expect(again.body.result).toEqual({ received: 1, changed: 0, unchanged: 1 });
    expect(await auditOf('store_stock', `${STORE}/SLAB`)).toHaveLength(1);
    // Sold out: the row stays at 0 and the shop answers 0.
    const soldOut = await call('PUT', stockUrl(), {
      token: tokens.owner,
      payload: { items: [{ sku: 'SLAB', qty: 0 }] },
    });
    expect(soldOut.body.result.changed).toBe(1);
    expect((await shopShelf('SLAB')).qty).toBe(0);
    const [last] = await auditOf('store_stock', `${STORE}/SLAB`);
    expect(last).toMatchObject({ before: { qty: 7 }, after: { qty: 0 } });
    // Back as it was, for the other tests.
    await t.shop.db
      .delete(schema.storeStock)
      .where(and(eq(schema.storeStock.storeCode, STORE), eq(schema.storeStock.sku, 'SLAB')));
  });

  it('a refused item names its field and nothing of the batch is written', async () => {
    const cases: [unknown, number, string, string | null][] = [
      [
        [
          { sku: 'SPEEN', qty: 9 },
          { sku: 'NO-SUCH-SKU', qty: 1 },
        ],
        404,
        'items.1.sku',
        'storeadmin.stock_unknown_sku',
      ],
      [
        [
          { sku: 'SPEEN', qty: 9 },
          { sku: 'ROMPER', qty: 1 },
        ],
        400,
        'items.1.sku',
        'storeadmin.stock_not_shelf_sku',
      ],
      [
        [
          { sku: 'SPEEN', qty: 9 },
          { sku: 'SPEEN', qty: 1 },
        ],
        400,
        'items.1.sku',
        'storeadmin.stock_duplicate_sku',
      ],
      [[{ sku: 'SPEEN', qty: -1 }], 400, 'items.0.qty', null],
      [[{ sku: 'SPEEN', qty: 1.5 }], 400, 'items.0.qty', null],
      [[{ sku: '', qty: 1 }], 400, 'items.0.sku', null],
      [[], 400, 'items', null],
    ];
    for (const [items, status, field, key] of cases) {
      const answer = await call('PUT', stockUrl(), { token: tokens.owner, payload: { items } });
      expect(answer.status, JSON.stringify(items)).toBe(status);
      const named = answer.body.meta.field ?? answer.body.meta.params?.field;
      expect(named, JSON.stringify(answer.body)).toBe(field);
      if (key) expect(answer.body.meta.key).toBe(key);
    }
    expect((await shopShelf('SPEEN')).qty).toBe(2);
    expect(await auditOf('store_stock', `${STORE}/SPEEN`)).toEqual([]);
    const missing = await call('PUT', stockUrl('nergens'), {
      token: tokens.owner,
      payload: { items: [{ sku: 'SPEEN', qty: 1 }] },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toMatchObject({ key: 'storeadmin.not_found' });
    expect((await call('GET', stockUrl('nergens'), { token: tokens.owner })).status).toBe(404);
    expect((await call('GET', stockUrl(STORE, '?size=500'), { token: tokens.owner })).status).toBe(
      400,
    );
  });

  it("a till's key sets a store's stock: the shop answers it at once, audited as the key; the same batch again changes nothing", async () => {
    const keys = await call('GET', '/api/admin/keys', { token: tokens.owner });
    const tillKey = keys.body.result.find((key: any) => key.label === 'STORE_OPERATOR_KEY');
    expect(tillKey).toMatchObject({ role: 'orders_returns', enabled: true });
    expect((await shopShelf('SLAB')).qty).toBe(0);
    const earlier = (await auditOf('store_stock', `${STORE}/SLAB`)).length;
    const batch = { items: [{ sku: 'SLAB', qty: 4 }] };
    const set = await call('PUT', stockUrl(), { key: TILL_KEY, payload: batch });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.result).toEqual({ received: 1, changed: 1, unchanged: 0 });
    expect(await shopShelf('SLAB')).toEqual({ qty: 4, cacheControl: 'no-cache' });
    const entries = await auditOf('store_stock', `${STORE}/SLAB`);
    expect(entries).toHaveLength(earlier + 1);
    expect(entries[0]).toMatchObject({
      action: 'store.stock',
      actor: 'key:STORE_OPERATOR_KEY',
      key_id: tillKey.id,
      before: null,
      after: { qty: 4 },
    });
    // The same batch again changes nothing and writes no audit entry.
    const again = await call('PUT', stockUrl(), { key: TILL_KEY, payload: batch });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ received: 1, changed: 0, unchanged: 1 });
    expect((await shopShelf('SLAB')).qty).toBe(4);
    expect(await auditOf('store_stock', `${STORE}/SLAB`)).toHaveLength(earlier + 1);
    const read = await call('GET', stockUrl(STORE, '?q=SLAB'), { key: TILL_KEY });
    expect(read.status).toBe(200);
    expect(read.body.result.items).toEqual([{ sku: 'SLAB', name: expect.any(String), qty: 4 }]);
    // Back as it was, for the other tests.
    await t.shop.db
      .delete(schema.storeStock)
      .where(and(eq(schema.storeStock.storeCode, STORE), eq(schema.storeStock.sku, 'SLAB')));
  });

  it('a key of another role is refused naming orders_returns; a missing or wrong key is 401', async () => {
    const made = await call('POST', '/api/admin/keys', {
      token: tokens.owner,
      payload: { label: 'Moderatie-kassa', role: 'content_reviews' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const reviewsKey = made.body.result.secret as string;
    const payload = { items: [{ sku: 'SLAB', qty: 3 }] };
    const earlier = (await auditOf('store_stock', `${STORE}/SLAB`)).length;
    expectRoleRefusal(
      await call('PUT', stockUrl(), { key: reviewsKey, payload }),
      'orders_returns',
    );
    expectRoleRefusal(await call('GET', stockUrl(), { key: reviewsKey }), 'orders_returns');
    for (const key of [undefined, 'not-the-till-key-of-any-store-at-all-0000']) {
      const refused = await call('PUT', stockUrl(), { ...(key ? { key } : {}), payload });
      expect(refused.status, String(key)).toBe(401);
      expect(refused.body.meta.key).toBe('storeadmin.stock_key_required');
    }
    expect((await shopShelf('SLAB')).qty).toBe(0);
    expect(await auditOf('store_stock', `${STORE}/SLAB`)).toHaveLength(earlier);
  });
});

describe('the lists operators pick from', () => {
  it('categories: role catalogue, each named by its path, searchable, by ids, paged', async () => {
    const url = '/api/admin/catalog/categories';
    expectRoleRefusal(await call('GET', url, { token: tokens.service }), 'catalogue');
    expect((await call('GET', url)).status).toBe(401);
    const all = await call('GET', url, { token: tokens.catalogue });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const buggies = all.body.result.items.find((item: any) => item.id === 4444);
    expect(buggies).toEqual({
      id: 4444,
      path: ['Kinderwagens', "Buggy's"],
      label: "Kinderwagens › Buggy's",
      level: 3,
      is_active: true,
    });
    const labels = (body: any) => body.result.items.map((item: any) => item.label);
    const found = await call('GET', `${url}?q=${encodeURIComponent('kinderw bug')}`, {
      token: tokens.owner,
    });
    expect(labels(found.body)).toEqual(["Kinderwagens › Buggy's"]);
    const byIds = await call('GET', `${url}?ids=4446,4443&q=nothing-matches`, {
      token: tokens.catalogue,
    });
    expect(byIds.body.result.items.map((item: any) => item.id).sort()).toEqual([4443, 4446]);
    const paged = await call('GET', `${url}?size=1&page=2`, { token: tokens.catalogue });
    expect(paged.body.result).toMatchObject({ total: all.body.result.total, page: 2, size: 1 });
    expect(paged.body.result.items[0].id).toBe(all.body.result.items[1].id);
    for (const query of ['ids=4443,', 'ids=abc', 'size=0', 'size=201']) {
      const bad = await call('GET', `${url}?${query}`, { token: tokens.catalogue });
      expect(bad.status, query).toBe(400);
    }
  });

  it('customer groups: any operator, the not-logged-in group not assignable', async () => {
    expect((await call('GET', '/api/admin/customer-groups')).status).toBe(401);
    for (const who of ['catalogue', 'service', 'owner'] as const) {
      const answer = await call('GET', '/api/admin/customer-groups', { token: tokens[who] });
      expect(answer.status, who).toBe(200);
      const groups = answer.body.result as { id: number; code: string; assignable: boolean }[];
      expect(groups.find((group) => group.id === 0)).toMatchObject({ assignable: false });
      expect(groups.find((group) => group.id === 1)).toMatchObject({ assignable: true });
      expect(groups.map((group) => group.id)).toEqual(
        [...groups.map((g) => g.id)].sort((a, b) => a - b),
      );
    }
  });
});

describe('the OpenAPI document', () => {
  it('names every service call of the back office under its tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method, tag] of [
      ['/api/admin/me/password', 'post', 'operators'],
      ['/api/admin/me/totp', 'post', 'operators'],
      ['/api/admin/keys', 'get', 'operators'],
      ['/api/admin/keys', 'post', 'operators'],
      ['/api/admin/keys/{keyId}/revoke', 'post', 'operators'],
      ['/api/admin/customers', 'get', 'operator-customers'],
      ['/api/admin/customers/{customerId}', 'get', 'operator-customers'],
      ['/api/admin/customers/{customerId}', 'delete', 'operator-customers'],
      ['/api/admin/customers/{customerId}/export', 'get', 'operator-customers'],
      ['/api/admin/customers/{customerId}/group', 'put', 'operator-customers'],
      ['/api/admin/newsletter/subscribers.csv', 'get', 'operator-customers'],
      ['/api/admin/gift-cards', 'post', 'operator-gift-cards'],
      ['/api/admin/gift-cards/find', 'post', 'operator-gift-cards'],
      ['/api/admin/gift-cards/{giftCardId}', 'get', 'operator-gift-cards'],
      ['/api/admin/gift-cards/{giftCardId}/block', 'post', 'operator-gift-cards'],
      ['/api/admin/gift-cards/{giftCardId}/unblock', 'post', 'operator-gift-cards'],
      ['/api/admin/coupons', 'get', 'operator-coupons'],
      ['/api/admin/coupons', 'post', 'operator-coupons'],
      ['/api/admin/coupons/{couponId}/disable', 'post', 'operator-coupons'],
      ['/api/admin/stores', 'get', 'operator-stores'],
      ['/api/admin/stores/{code}', 'patch', 'operator-stores'],
      ['/api/admin/stores/{code}/stock', 'get', 'operator-stores'],
      ['/api/admin/stores/{code}/stock', 'put', 'operator-stores'],
      ['/api/admin/customer-groups', 'get', 'operator-customers'],
      ['/api/admin/catalog/categories', 'get', 'catalogue'],
    ] as const) {
      expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
    }
  });
});
