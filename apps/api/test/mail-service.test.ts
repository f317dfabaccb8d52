/**
 * The contact form's mail service: a signed single-use token (get-token), the message mailed
 * through the outbox to the shop's contact address only (reply-to the sender), tokens refused
 * when missing, forged, expired or used, fields checked with their messages, the honeypot, and
 * the limit per client address.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/modules/mail/mailer.ts';
import { type AccountMail, renderAccountMail } from '../src/modules/mail/templates.ts';
import { TEST_BRAND } from '../src/modules/mail/test-brand.ts';
import { createTestShop, type TestShop } from './helper.ts';

const CONTACT = 'service@shop.example';
const START = new Date('2026-11-27T10:00:00Z');
let clock = START;

class RecordingMailer implements Mailer {
  delivered: { to: string; mail: AccountMail; language: string }[] = [];
  async sendAccountMail(to: string, mail: AccountMail, view: { language: 'nl' | 'de' }) {
    this.delivered.push({ to, mail, language: view.language });
  }
}

const mailer = new RecordingMailer();
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    seed: 'none',
    now: () => clock,
    mailer,
    env: { CONTACT_EMAIL: CONTACT, CONTACT_RATE_LIMIT: '1000', CONTACT_TOKEN_TTL_SECONDS: '600' },
  });
});
afterAll(() => t?.close());
beforeEach(() => {
  clock = START;
  mailer.delivered.length = 0;
});

const getToken = async (shop: TestShop = t) => {
  const { status, body } = await shop.call({
    method: 'GET',
    url: '/api/ext/mail-service/get-token',
  });
  expect(status).toBe(200);
  return body.result as string;
};

const message = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  storeCode: 'nl',
  name: 'Emma de Vries',
  email: 'Emma@Example.nl',
  subject: 'Levering',
  order_number: '000001234',
  message: 'Wanneer wordt mijn bestelling bezorgd?',
  website: '',
  ...overrides,
});

const send = (body: unknown, shop: TestShop = t) =>
  shop.call({ method: 'POST', url: '/api/ext/mail-service/send-email', payload: body as object });

const outboxRows = () =>
  t.shop.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'contact_message'));

const notAuthorized = {
  code: 403,
  result: 'token: Email is not authorized!',
  meta: { key: 'mail.not_authorized', field: 'token' },
};

describe(`the contact form's mail service (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('issues a signed token and mails the message to the shop only, reply-to the sender', async () => {
    const token = await getToken();
    expect(token.split('.')).toHaveLength(3);
    const before = (await outboxRows()).length;
    const { status, body } = await send({
      ...message(token),
      // The old service's fields: ignored, the shop's address is the only target.
      targetAddress: 'victim@example.com',
      sourceAddress: 'spoof@example.com',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, result: 'OK' });
    const rows = await outboxRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ recipient: CONTACT, status: 'sent', language: 'nl' });
    expect(mailer.delivered).toHaveLength(1);
    const [sent] = mailer.delivered;
    expect(sent!.to).toBe(CONTACT);
    expect(sent!.mail).toEqual({
      kind: 'contact_message',
      name: 'Emma de Vries',
      email: 'emma@example.nl',
      subject: 'Levering',
      orderNumber: '000001234',
      message: 'Wanneer wordt mijn bestelling bezorgd?',
    });
    const rendered = await renderAccountMail(sent!.mail, 'nl', TEST_BRAND);
    expect(rendered.replyTo).toBe('emma@example.nl');
    expect(rendered.subject).toBe('Contactformulier: Levering');
    expect(rendered.text).toContain('Bestelnummer: 000001234');
  });

  it('refuses a token used before', async () => {
    const token = await getToken();
    expect((await send(message(token))).status).toBe(200);
    const again = await send(message(token, { message: 'Nog een vraag' }));
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject(notAuthorized);
    expect(mailer.delivered).toHaveLength(1);
  });

  it('refuses a missing, forged, malformed or expired token', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('kindershop')
      .setAudience('kindershop-contact-form')
      .setJti('forged')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-shops-secret-not-the-shops-secret'));
    for (const token of ['', 'abc', forged]) {
      const { status, body } = await send(message(token));
      expect(status, token).toBe(403);
      expect(body).toMatchObject(notAuthorized);
    }
    const { status } = await send({ ...message(''), token: undefined });
    expect(status).toBe(403);

    const token = await getToken();
    clock = new Date(START.getTime() + 601_000);
    const expired = await send(message(token));
    expect(expired.status).toBe(403);
    expect(mailer.delivered).toHaveLength(0);
  });

  it('refuses an access token of the accounts as a contact token', async () => {
    const access = await t.app.services.tokens.issueAccessToken({
      id: 1,
      groupId: 1,
      sessionId: 'session',
    });
    expect((await send(message(access))).status).toBe(403);
  });

  it.each([
    ['name', '', 'Field is required'],
    ['name', 'E', 'Name must have at least 2 letters'],
    ['email', 'emma@', 'Please provide valid e-mail address.'],
    ['order_number', 'abc def', 'The order number is not valid'],
    ['message', '   ', 'Field is required'],
  ])('refuses %s %j with its message and keeps the token usable', async (field, value, text) => {
    const token = await getToken();
    const { status, body } = await send(message(token, { [field]: value }));
    expect(status).toBe(400);
    expect(body.result).toBe(`${field}: ${text}`);
    expect((await send(message(token))).status).toBe(200);
  });

  it('refuses texts that are too long, naming the field', async () => {
    const token = await getToken();
    const { status, body } = await send(message(token, { message: 'x'.repeat(5001) }));
    expect(status).toBe(400);
    expect(body.result).toContain('message');
  });

  it('answers a filled honeypot as sent but mails nothing, and uses up the token', async () => {
    const token = await getToken();
    const before = (await outboxRows()).length;
    const { status, body } = await send(message(token, { website: 'http://spam.example' }));
    expect(status).toBe(200);
    expect(body.result).toBe('OK');
    expect(await outboxRows()).toHaveLength(before);
    expect(mailer.delivered).toHaveLength(0);
    expect((await send(message(token))).status).toBe(403);
  });

  it('writes the mail in German for the de store view', async () => {
    const token = await getToken();
    expect((await send(message(token, { storeCode: 'de', subject: '' }))).status).toBe(200);
    const [sent] = mailer.delivered;
    expect(sent!.language).toBe('de');
    expect((await renderAccountMail(sent!.mail, 'de', TEST_BRAND)).subject).toBe(
      'Kontaktformular: Frage über das Kontaktformular',
    );
  });
});

describe('the mail service limit per client address', () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await createTestShop({ seed: 'none', env: { CONTACT_RATE_LIMIT: '2' } });
  });
  afterAll(() => limited?.close());

  it('answers 429 after the limit', async () => {
    for (let i = 0; i < 2; i += 1) {
      const token = await getToken(limited);
      expect((await send(message(token), limited)).status).toBe(200);
    }
    const token = await getToken(limited);
    const { status, body } = await send(message(token), limited);
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 429, meta: { key: 'request.too_many' } });
  });
});
