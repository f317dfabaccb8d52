/**
 * The account's e-mail address (decision 53): nothing links to an account by its address before
 * the owner confirmed it by a mailed link, and a change needs the current password, tells the old
 * address (with an undo link) and takes effect when the new address is confirmed.
 */
import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationToken,
  confirmEmail,
  lastMail,
  login,
  me,
  PASSWORD,
  readOutbox,
  register,
  undoToken,
} from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';

const OPERATOR_KEY = 'till-key-for-the-email-tests-0123456789';
/** The shop's clock: a test moves it to let links expire. */
let now = new Date('2026-11-26T10:00:00Z');
let t: TestShop;

beforeAll(async () => {
  t = await createTestShop({ env: { STORE_OPERATOR_KEY: OPERATOR_KEY }, now: () => now });
});

afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const metaOf = (body: unknown) => (body as { meta: { key: string; field?: string } }).meta;

let receipts = 0;
/** Imports a till receipt with a customer's e-mail address; its import answer. */
async function importReceipt(email: string) {
  receipts += 1;
  const { status, body } = await t.call({
    method: 'POST',
    url: '/api/ext/offline-orders/import',
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: {
      receipt_id: `EMAIL-${receipts}`,
      store_code: 'utrecht',
      customer_email: email,
      purchased_at: '2026-11-20T14:12:00+01:00',
      currency: 'EUR',
      lines: [
        { sku: 'BOEK-1', name: 'Voorleesboek', qty: 1, price_incl_tax: 10.9, tax_percent: 9 },
      ],
      grand_total: 10.9,
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result as { receipt_id: string; customer_matched: boolean };
}

async function storePurchases(token: string, email: string): Promise<string[]> {
  const { status, body } = await t.call({
    method: 'GET',
    url: `/api/ext/offline-orders?customerEmail=${encodeURIComponent(email)}`,
    headers: bearer(token),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.result as { receipt_id: string }[]).map((row) => row.receipt_id).sort();
}

function post(url: string, payload: Record<string, unknown>, token?: string) {
  return t.call({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
}

function refresh(refreshToken: string) {
  return post('/api/user/refresh', { refreshToken });
}

function changeEmail(token: string, email: string, currentPassword?: string, storeCode = 'nl') {
  return post(
    `/api/user/me?storeCode=${storeCode}`,
    { customer: { email }, ...(currentPassword === undefined ? {} : { currentPassword }) },
    token,
  );
}

describe('confirming the address links the till receipts', () => {
  it('registering a victim’s address shows none of their till receipts', async () => {
    const victim = 'victim.till@example.nl';
    const before = await importReceipt(victim);
    expect(before.customer_matched).toBe(false);
    // Someone else registers the address first and logs in with their own password.
    await register(t, victim, { password: 'Aanvaller-Wachtwoord9' });
    const { token } = await login(t, victim, 'Aanvaller-Wachtwoord9');
    const after = await importReceipt(victim);
    expect(after.customer_matched).toBe(false);
    expect(await storePurchases(token, victim)).toEqual([]);
    const profile = await me(t, token);
    expect(profile.body.result).toMatchObject({ email_confirmed: false, pending_email: null });
    // The detail of either receipt is someone else's: 404.
    const all = await t.shop.db.select().from(schema.storeOrders);
    for (const row of all.filter((r) => r.customerEmail === victim)) {
      const { status } = await t.call({
        method: 'GET',
        url: `/api/ext/offline-orders/${row.id}`,
        headers: bearer(token),
      });
      expect(status).toBe(404);
    }
  });

  it('links the receipts imported before the confirmation once the link is followed', async () => {
    const email = 'owner.till@example.nl';
    const early = await importReceipt(email);
    await register(t, email, { storeCode: 'de' });
    const { token } = await login(t, email);
    const meanwhile = await importReceipt(email);
    expect(await storePurchases(token, email)).toEqual([]);
    // The welcome mail carries the confirmation link, in the view's language and page.
    const welcome = lastMail(t, email, 'welcome');
    expect(welcome.language).toBe('de');
    const url = new URL(String(welcome.data.confirmUrl));
    expect(url.pathname).toBe('/de/my-account/confirm-email');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(welcome.text).toContain(String(welcome.data.confirmUrl));
    expect(welcome.html).toContain('E-Mail-Adresse bestätigen');
    // Only the token's hash is stored.
    const stored = await t.shop.db.select().from(schema.customerChallenges);
    expect(stored.some((row) => row.id === url.searchParams.get('token'))).toBe(false);

    expect(await confirmEmail(t, email)).toEqual({ email, email_changed: false });
    expect(await storePurchases(token, email)).toEqual(
      [early.receipt_id, meanwhile.receipt_id].sort(),
    );
    expect((await me(t, token)).body.result).toMatchObject({ email_confirmed: true });
    // Later receipts link at import.
    expect((await importReceipt(email)).customer_matched).toBe(true);
  });

  it('a link works once and expires by the shop’s clock', async () => {
    const email = 'once.till@example.nl';
    await register(t, email);
    const token = confirmationToken(t, email);
    const first = await post('/api/user/confirm-email', { token });
    expect(first.status).toBe(200);
    const again = await post('/api/user/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(metaOf(again.body)).toMatchObject({
      key: 'account.confirm_link_invalid',
      field: 'token',
    });
    expect((await post('/api/user/confirm-email', { token: 'nope' })).status).toBe(400);

    const late = 'late.till@example.nl';
    await register(t, late);
    const lateToken = confirmationToken(t, late);
    const saved = now;
    try {
      now = new Date(saved.getTime() + 172_800_000 + 1000);
      const expired = await post('/api/user/confirm-email', { token: lateToken });
      expect(expired.status).toBe(400);
      expect(metaOf(expired.body).key).toBe('account.confirm_link_invalid');
    } finally {
      now = saved;
    }
    // Within its lifetime it still works.
    expect((await post('/api/user/confirm-email', { token: lateToken })).status).toBe(200);
  });

  it('mails a new link on request (the older one stops working); 409 once confirmed', async () => {
    const email = 'again.till@example.nl';
    await register(t, email);
    const { token } = await login(t, email);
    const older = confirmationToken(t, email);
    const sent = await post('/api/user/send-email-confirmation?storeCode=nl', {}, token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = lastMail(t, email, 'email_confirm');
    expect(mail.subject).toBe('Bevestig je e-mailadres');
    expect((await post('/api/user/confirm-email', { token: older })).status).toBe(400);
    await confirmEmail(t, email);
    const done = await post('/api/user/send-email-confirmation', {}, token);
    expect(done.status).toBe(409);
    expect(metaOf(done.body)).toMatchObject({
      key: 'account.email_already_confirmed',
      field: 'email',
    });
    expect((await post('/api/user/send-email-confirmation', {})).status).toBe(401);
  });

  it('a mailed login code and a password reset link confirm the address too', async () => {
    const byCode = 'code.till@example.nl';
    const receipt = await importReceipt(byCode);
    await register(t, byCode);
    const requested = await post('/api/ext/one-time-password/request', { email: byCode });
    const requestId = (requested.body.result as { customer_id: string }).customer_id;
    const code = String(lastMail(t, byCode, 'one_time_password').data.code);
    const validated = await post('/api/ext/one-time-password/validate', {
      customer_id: requestId,
      one_time_password: code,
    });
    expect(validated.status).toBe(200);
    const codeToken = (validated.body.result as { customer_token: string }).customer_token;
    expect(await storePurchases(codeToken, byCode)).toEqual([receipt.receipt_id]);

    const byReset = 'reset.till@example.nl';
    await register(t, byReset);
    await post('/api/user/reset-password', { email: byReset });
    const resetUrl = new URL(String(lastMail(t, byReset, 'password_reset').data.resetUrl));
    const reset = await post('/api/user/create-password', {
      email: byReset,
      newPassword: 'Nieuw-Wachtwoord5',
      resetToken: resetUrl.searchParams.get('token'),
    });
    expect(reset.status).toBe(200);
    const { token } = await login(t, byReset, 'Nieuw-Wachtwoord5');
    expect((await me(t, token)).body.result).toMatchObject({ email_confirmed: true });
  });

  it('signs an unconfirmed account’s own address up like a guest’s (no coupon, no status)', async () => {
    const email = 'news.till@example.nl';
    await register(t, email);
    const { token } = await login(t, email);
    const subscribed = await post('/api/ext/magento2-newsletter/subscribe', { email }, token);
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    expect(readOutbox(t).some((m) => m.to === email && m.kind === 'newsletter_coupon')).toBe(false);
    expect(lastMail(t, email, 'newsletter_confirm')).toBeDefined();
  });
});

describe('changing the address', () => {
  let counter = 0;
  /** A confirmed customer logged in: address, access and refresh token. */
  async function confirmedCustomer() {
    counter += 1;
    const email = `change${counter}@example.nl`;
    await register(t, email);
    await confirmEmail(t, email);
    return { email, ...(await login(t, email)) };
  }

  it('is refused without the current password or with a wrong one (a stolen token alone)', async () => {
    const owner = await confirmedCustomer();
    const mailsBefore = readOutbox(t).length;
    const missing = await changeEmail(owner.token, 'thief@example.nl');
    expect(missing.status).toBe(400);
    expect(metaOf(missing.body)).toMatchObject({
      key: 'account.current_password_required',
      field: 'currentPassword',
    });
    const wrong = await changeEmail(owner.token, 'thief@example.nl', 'geraden-wachtwoord');
    expect(wrong.status).toBe(400);
    expect(metaOf(wrong.body)).toMatchObject({
      key: 'account.wrong_password',
      field: 'currentPassword',
    });
    // Nothing changed, nothing pending, nothing mailed; the names in the same call neither.
    const named = await post(
      '/api/user/me',
      { customer: { email: 'thief@example.nl', firstname: 'Dief' } },
      owner.token,
    );
    expect(named.status).toBe(400);
    expect((await me(t, owner.token)).body.result).toMatchObject({
      email: owner.email,
      firstname: 'Anna',
      pending_email: null,
    });
    expect(readOutbox(t)).toHaveLength(mailsBefore);
    // The same address again is no change and needs no password.
    expect((await changeEmail(owner.token, owner.email.toUpperCase())).status).toBe(200);
  });

  it('needs a password the account has (403 for one without), 409 for another account’s address', async () => {
    const owner = await confirmedCustomer();
    const other = await confirmedCustomer();
    const taken = await changeEmail(owner.token, other.email, PASSWORD);
    expect(taken.status).toBe(409);
    expect(metaOf(taken.body)).toMatchObject({
      key: 'account.email_taken',
      field: 'customer.email',
    });
    const checkout = await post('/api/user/checkout-account', { email: 'nopass@example.nl' });
    const noPassword = await changeEmail(checkout.body.result as string, 'elders@example.nl', 'x');
    expect(noPassword.status).toBe(403);
    expect(metaOf(noPassword.body)).toMatchObject({
      key: 'account.email_change_needs_password',
      field: 'currentPassword',
    });
  });

  it('takes effect when the new address is confirmed; every session ends then', async () => {
    const owner = await confirmedCustomer();
    const other = await login(t, owner.email);
    const next = `new-${owner.email}`;
    const receipt = await importReceipt(next);
    const started = await changeEmail(owner.token, next, PASSWORD, 'de');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.result).toMatchObject({ email: owner.email, pending_email: next });
    // The old address is told, with an undo link; the new one gets the confirmation link.
    const notice = lastMail(t, owner.email, 'email_change_notice');
    expect(notice.language).toBe('de');
    expect(notice.text).toContain(next);
    expect(new URL(String(notice.data.undoUrl)).pathname).toBe('/de/my-account/undo-email-change');
    expect(lastMail(t, next, 'email_confirm').data.change).toBe(true);
    // Until then the old address logs in, the new one does not, and nothing links by the new one.
    expect((await post('/api/user/login', { username: next, password: PASSWORD })).status).toBe(
      401,
    );
    expect(await storePurchases(owner.token, owner.email)).toEqual([]);

    expect(await confirmEmail(t, next)).toEqual({ email: next, email_changed: true });
    // Every session ended: access and refresh tokens of both devices.
    expect((await me(t, owner.token)).status).toBe(401);
    expect((await refresh(owner.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    const fresh = await login(t, next);
    expect((await me(t, fresh.token)).body.result).toMatchObject({
      email: next,
      email_confirmed: true,
      pending_email: null,
    });
    expect(await storePurchases(fresh.token, next)).toEqual([receipt.receipt_id]);
    expect(
      (await post('/api/user/login', { username: owner.email, password: PASSWORD })).status,
    ).toBe(401);
  });

  it('is checked again at confirmation: an address another account took meanwhile is refused', async () => {
    const owner = await confirmedCustomer();
    const next = `taken-${owner.email}`;
    await changeEmail(owner.token, next, PASSWORD);
    await register(t, next);
    const confirmed = await post('/api/user/confirm-email', { token: confirmationToken(t, next) });
    // The newest link to that address is the new account's own (its welcome mail): it confirms
    // that account. The change's link is refused.
    expect(confirmed.status).toBe(200);
    const changeLink = readOutbox(t)
      .filter((m) => m.to === next && m.kind === 'email_confirm')
      .at(-1)!;
    const refused = await post('/api/user/confirm-email', {
      token: new URL(String(changeLink.data.confirmUrl)).searchParams.get('token'),
    });
    expect(refused.status).toBe(409);
    expect(metaOf(refused.body)).toMatchObject({ key: 'account.email_taken' });
    expect((await me(t, owner.token)).body.result).toMatchObject({ email: owner.email });
  });

  it('the old address undoes a confirmed change: the address is back and every session ends', async () => {
    const owner = await confirmedCustomer();
    const thief = `thief-${owner.email}`;
    await changeEmail(owner.token, thief, PASSWORD);
    await confirmEmail(t, thief);
    const thiefLogin = await login(t, thief);
    const undo = undoToken(t, owner.email);
    const undone = await post('/api/user/undo-email-change', { token: undo });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.result).toEqual({ email: owner.email, email_changed: true });
    expect((await me(t, thiefLogin.token)).status).toBe(401);
    expect((await refresh(thiefLogin.refreshToken)).status).toBe(401);
    const back = await login(t, owner.email);
    expect((await me(t, back.token)).body.result).toMatchObject({
      email: owner.email,
      email_confirmed: true,
      pending_email: null,
    });
    // Once only.
    const again = await post('/api/user/undo-email-change', { token: undo });
    expect(again.status).toBe(400);
    expect(metaOf(again.body)).toMatchObject({
      key: 'account.undo_link_invalid',
      field: 'token',
    });
  });

  it('an undo before the confirmation drops the pending address and its link', async () => {
    const owner = await confirmedCustomer();
    const next = `pending-${owner.email}`;
    await changeEmail(owner.token, next, PASSWORD);
    const link = confirmationToken(t, next);
    const undone = await post('/api/user/undo-email-change', { token: undoToken(t, owner.email) });
    expect(undone.body.result).toEqual({ email: owner.email, email_changed: false });
    expect((await refresh(owner.refreshToken)).status).toBe(401);
    expect((await post('/api/user/confirm-email', { token: link })).status).toBe(400);
    const back = await login(t, owner.email);
    expect((await me(t, back.token)).body.result).toMatchObject({ pending_email: null });
  });

  it('is limited per customer like a login', async () => {
    const limited = await createTestShop({
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '3' },
    });
    try {
      await register(limited, 'limit@example.nl');
      await confirmEmail(limited, 'limit@example.nl');
      const { token } = await login(limited, 'limit@example.nl');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const answer = await limited.call({
          method: 'POST',
          url: '/api/user/me',
          headers: bearer(token),
          payload: { customer: { email: 'elders@example.nl' }, currentPassword: 'fout' },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
