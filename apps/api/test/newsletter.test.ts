/**
 * The newsletter's double opt-in (decision 39): a guest's sign-up is pending until the mailed
 * link is followed, then the personal 10 % sign-up coupon is mailed once; the coupon works once
 * and only for orders of the subscribed address; every newsletter mail can unsubscribe; sign-ups
 * are limited per address and per client. And the directory calls. PGlite by default,
 * PostgreSQL with DATABASE_URL.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, lastMail, login, readOutbox, register } from './accounts-helper.ts';
import { createTestShop, errorBody, type TestShop } from './helper.ts';
import { createCart, MONDAY_NOON, orderBody, placeOrder, setStock } from './order-helper.ts';

let t: TestShop;
let now = MONDAY_NOON;
const BASE = '/api/ext/magento2-newsletter';

beforeAll(async () => {
  t = await createTestShop({
    now: () => now,
    env: { NEWSLETTER_RATE_LIMIT_PER_EMAIL: '3', NEWSLETTER_RATE_LIMIT_PER_CLIENT: '4' },
  });
  await setStock(t, 'SLAB', 100);
});
afterAll(async () => {
  await t?.close();
});

let clients = 0;
/** A sign-up from its own client address (the per-client limit is a test of its own). */
const signUp = (email: string, options: { store?: string; client?: string; token?: string } = {}) =>
  t.call({
    method: 'POST',
    url: `${BASE}/subscribe${options.token ? `?token=${options.token}` : ''}`,
    payload: { email },
    headers: { 'x-vs-store-code': options.store ?? 'nl' },
    remoteAddress: options.client ?? `10.0.0.${++clients}`,
  });
const confirm = (token: string) =>
  t.call({ method: 'POST', url: `${BASE}/confirm`, payload: { token } });
const keyOf = (answer: { body: unknown }) => (answer.body as any).meta?.key;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const mailsTo = (to: string, kind: string) =>
  readOutbox(t).filter((mail) => mail.to === to && mail.kind === kind);
const rowOf = async (email: string) =>
  (
    await t.shop.db
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, email))
  )[0];

describe('guest sign-up with double opt-in', () => {
  it('keeps a sign-up pending and mails the confirmation link in the view’s language', async () => {
    expect(await signUp('Lotte@Example.nl')).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect(await rowOf('lotte@example.nl')).toMatchObject({ status: 'pending', storeCode: 'nl' });
    const mail = lastMail(t, 'lotte@example.nl', 'newsletter_confirm');
    expect(mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief');
    expect(mail.text).toContain('http://');
    expect(mail.data.confirmUrl).toMatch(/\/newsletter\/confirm\?token=/);
    expect(mail.data.unsubscribeUrl).toMatch(/\/newsletter\/unsubscribe\?token=/);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<.*\/api\/ext\/magento2-newsletter\/unsubscribe\?token=.+>$/,
    );
    expect(mailsTo('lotte@example.nl', 'newsletter_coupon')).toEqual([]);

    await signUp('hanna@example.de', { store: 'de' });
    const german = lastMail(t, 'hanna@example.de', 'newsletter_confirm');
    expect(german.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(german.data.confirmUrl).toMatch(/\/de\/newsletter\/confirm\?token=/);
  });

  it('makes the subscription active by its link and mails the coupon once', async () => {
    await signUp('jet@example.nl');
    const link = tokenOf(
      lastMail(t, 'jet@example.nl', 'newsletter_confirm').data.confirmUrl as string,
    );
    expect(await confirm(link)).toEqual({ status: 200, body: { code: 200, result: 'subscribed' } });
    expect(await rowOf('jet@example.nl')).toMatchObject({ status: 'active' });
    const [coupon] = mailsTo('jet@example.nl', 'newsletter_coupon');
    expect(coupon?.subject).toBe('Welkom bij de nieuwsbrief: 10% korting');
    expect(coupon?.data.couponCode).toMatch(/^NIEUWS-[A-Z2-9]{8}$/);
    expect(coupon?.text).toContain(coupon?.data.couponCode as string);

    // The link used twice: a readable conflict, no second coupon.
    expect(await confirm(link)).toEqual({
      status: 409,
      body: errorBody(409, 'This subscription has already been confirmed.'),
    });
    // Signing up an active address again: the same answer, no mail at all.
    const mails = readOutbox(t).length;
    expect((await signUp('jet@example.nl')).status).toBe(200);
    expect(readOutbox(t).length).toBe(mails);
    expect(mailsTo('jet@example.nl', 'newsletter_coupon')).toHaveLength(1);
  });

  it('refuses a tampered, foreign or expired link', async () => {
    await signUp('bram@example.nl');
    const link = tokenOf(
      lastMail(t, 'bram@example.nl', 'newsletter_confirm').data.confirmUrl as string,
    );
    const [head, payload, signature] = link.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: 'x@example.nl',
      }),
    ).toString('base64url');
    const invalid = { status: 400, body: expect.objectContaining({ code: 400 }) };
    expect(await confirm(`${head}.${forged}.${signature}`)).toMatchObject(invalid);
    expect(keyOf(await confirm(`${head}.${forged}.${signature}`))).toBe('newsletter.link_invalid');
    expect(keyOf(await confirm('not-a-token'))).toBe('newsletter.link_invalid');
    // An unsubscribe link is no confirmation link.
    const unsubscribe = tokenOf(
      lastMail(t, 'bram@example.nl', 'newsletter_confirm').data.unsubscribeUrl as string,
    );
    expect(keyOf(await confirm(unsubscribe))).toBe('newsletter.link_invalid');

    now = new Date(MONDAY_NOON.getTime() + 8 * 86_400_000);
    try {
      const expired = await confirm(link);
      expect(expired.status).toBe(400);
      expect(keyOf(expired)).toBe('newsletter.link_expired');
    } finally {
      now = MONDAY_NOON;
    }
    expect(await rowOf('bram@example.nl')).toMatchObject({ status: 'pending' });
    expect(mailsTo('bram@example.nl', 'newsletter_coupon')).toEqual([]);
  });

  it('mails a new link to a pending address again; the older link stops working', async () => {
    await signUp('sem@example.nl');
    const first = tokenOf(
      lastMail(t, 'sem@example.nl', 'newsletter_confirm').data.confirmUrl as string,
    );
    await signUp('sem@example.nl');
    const confirmations = mailsTo('sem@example.nl', 'newsletter_confirm');
    expect(confirmations).toHaveLength(2);
    const second = tokenOf(confirmations[1]!.data.confirmUrl as string);
    expect(keyOf(await confirm(first))).toBe('newsletter.link_invalid');
    expect((await confirm(second)).status).toBe(200);
  });

  it('limits sign-ups per address and per client address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signUp('victim@example.nl')).status).toBe(200);
    const limited = await signUp('victim@example.nl');
    expect(limited.status).toBe(429);
    expect(mailsTo('victim@example.nl', 'newsletter_confirm')).toHaveLength(3);

    const client = '192.0.2.77';
    for (let i = 0; i < 4; i += 1) {
      expect((await signUp(`flood${i}@example.nl`, { client })).status).toBe(200);
    }
    expect((await signUp('flood9@example.nl', { client })).status).toBe(429);
    expect(mailsTo('flood9@example.nl', 'newsletter_confirm')).toEqual([]);
  });

  it('answers 400 naming the field for a bad address', async () => {
    const bad = await signUp('not-an-address');
    expect(bad.status).toBe(400);
    expect((bad.body as any).meta.field).toBe('email');
  });
});

describe('the sign-up coupon', () => {
  let code: string;
  beforeAll(async () => {
    await signUp('koos@example.nl');
    await confirm(
      tokenOf(lastMail(t, 'koos@example.nl', 'newsletter_confirm').data.confirmUrl as string),
    );
    code = lastMail(t, 'koos@example.nl', 'newsletter_coupon').data.couponCode as string;
  });
  const lines = [{ sku: 'SLAB', qty: 2 }];
  const apply = (cartId: string, query = '') =>
    t.call({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}${query}`,
    });
  const orderFor = (cartId: string, email: string) =>
    placeOrder(
      t,
      orderBody(
        cartId,
        lines,
        {},
        {
          billingAddress: {
            firstname: 'Koos',
            lastname: 'Jansen',
            street: ['Kerkstraat', '12'],
            city: 'Utrecht',
            postcode: '3511 AB',
            country_id: 'NL',
            telephone: '0612345678',
            email,
          },
        },
      ),
    );

  it('is unique per address and takes 10 % off in the cart', async () => {
    const codes = readOutbox(t)
      .filter((mail) => mail.kind === 'newsletter_coupon')
      .map((mail) => mail.data.couponCode);
    expect(new Set(codes).size).toBe(codes.length);
    const cartId = await createCart(t, lines);
    expect((await apply(cartId)).status).toBe(200);
    const totals = (await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })).body
      .result;
    expect(totals.coupon_code).toBe(code);
    expect(totals.discount_amount).toBeLessThan(0);
    expect(Math.abs(totals.discount_amount)).toBeCloseTo(totals.subtotal_incl_tax * 0.1, 2);
  });

  it('refuses a logged-in shopper of another address in the cart', async () => {
    await register(t, 'piet@example.nl');
    const { token } = await login(t, 'piet@example.nl');
    const cartId = await createCart(t, lines, `?token=${token}`);
    expect(await apply(cartId, `&token=${token}`)).toEqual({
      status: 400,
      body: errorBody(400, `The coupon code "${code}" is not valid for this e-mail address.`),
    });
  });

  it('refuses an order of another address and works once for its own', async () => {
    const stranger = await createCart(t, lines);
    expect((await apply(stranger)).status).toBe(200);
    const refused = await orderFor(stranger, 'piet@example.nl');
    expect(refused).toEqual({
      status: 409,
      body: errorBody(
        409,
        `The coupon no longer applies: The coupon code "${code}" is not valid for this e-mail address. The order was not placed.`,
      ),
    });

    const own = await createCart(t, lines);
    expect((await apply(own)).status).toBe(200);
    const placed = await orderFor(own, 'Koos@Example.nl');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [rule] = await t.shop.db
      .select()
      .from(schema.salesRules)
      .where(eq(schema.salesRules.couponCode, code));
    expect(rule).toMatchObject({ timesUsed: 1, usageLimit: 1, email: 'koos@example.nl' });

    const again = await createCart(t, lines);
    expect(await apply(again)).toEqual({
      status: 400,
      body: errorBody(400, `The coupon code "${code}" has reached its usage limit.`),
    });
  });

  it('is never issued twice, not even after unsubscribing and signing up again', async () => {
    const link = tokenOf(
      lastMail(t, 'koos@example.nl', 'newsletter_coupon').data.unsubscribeUrl as string,
    );
    expect(
      await t.call({ method: 'POST', url: `${BASE}/unsubscribe`, payload: { token: link } }),
    ).toEqual({ status: 200, body: { code: 200, result: true } });
    expect(await rowOf('koos@example.nl')).toBeUndefined();
    await signUp('koos@example.nl');
    expect(
      (
        await confirm(
          tokenOf(lastMail(t, 'koos@example.nl', 'newsletter_confirm').data.confirmUrl as string),
        )
      ).status,
    ).toBe(200);
    expect(mailsTo('koos@example.nl', 'newsletter_coupon')).toHaveLength(1);
  });
});

describe('unsubscribing and the status', () => {
  it('unsubscribes by the link (page, one-click header and DELETE) and refuses a forged one', async () => {
    await signUp('roos@example.nl');
    const mail = lastMail(t, 'roos@example.nl', 'newsletter_confirm');
    await confirm(tokenOf(mail.data.confirmUrl as string));
    const oneClick = /^<(.*)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(oneClick);
    const clicked = await t.call({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked).toEqual({ status: 200, body: { code: 200, result: true } });
    expect(await rowOf('roos@example.nl')).toBeUndefined();

    await signUp('roos@example.nl');
    const next = lastMail(t, 'roos@example.nl', 'newsletter_confirm');
    await confirm(tokenOf(next.data.confirmUrl as string));
    const token = tokenOf(next.data.unsubscribeUrl as string);
    const wrongAddress = await t.call({
      method: 'DELETE',
      url: `${BASE}/subscribe`,
      payload: { email: 'someone@example.nl', unsubscribe_token: token },
    });
    expect(wrongAddress.status).toBe(400);
    expect(await rowOf('roos@example.nl')).toMatchObject({ status: 'active' });
    expect(
      await t.call({
        method: 'DELETE',
        url: `${BASE}/subscribe`,
        payload: { email: 'roos@example.nl', unsubscribe_token: token },
      }),
    ).toEqual({ status: 200, body: { code: 200, result: true } });
    expect(await rowOf('roos@example.nl')).toBeUndefined();
    const forged = await t.call({
      method: 'POST',
      url: `${BASE}/unsubscribe`,
      payload: { token: `${token}x` },
    });
    expect(forged.status).toBe(400);
  });

  it('tells only the customer their own status; a pending address is not subscribed yet', async () => {
    await register(t, 'fenna@example.nl');
    await confirmEmail(t, 'fenna@example.nl');
    const { token } = await login(t, 'fenna@example.nl');
    const status = (email: string, withToken = true) =>
      t.call({
        method: 'GET',
        url: `${BASE}/subscribe?email=${encodeURIComponent(email)}${withToken ? `&token=${token}` : ''}`,
      });
    // A stranger signs her address up: pending, so not subscribed.
    await signUp('fenna@example.nl');
    expect((await status('fenna@example.nl')).body.result).toBe('not_subscribed');
    // Guests learn nothing; nobody learns another address's status.
    expect((await status('fenna@example.nl', false)).status).toBe(401);
    expect((await status('jet@example.nl')).status).toBe(404);
    // Her own sign-up while logged in is active at once, with the coupon mail.
    expect((await signUp('fenna@example.nl', { token })).status).toBe(200);
    expect((await status('fenna@example.nl')).body.result).toBe('subscribed');
    expect(mailsTo('fenna@example.nl', 'newsletter_coupon')).toHaveLength(1);
    expect(await rowOf('fenna@example.nl')).toMatchObject({
      status: 'active',
      customerId: expect.any(Number),
    });
    // The pending link mailed before is spent.
    const link = tokenOf(
      lastMail(t, 'fenna@example.nl', 'newsletter_confirm').data.confirmUrl as string,
    );
    expect((await confirm(link)).status).toBe(409);
    // Again: nothing new.
    await signUp('fenna@example.nl', { token });
    expect(mailsTo('fenna@example.nl', 'newsletter_coupon')).toHaveLength(1);
  });
});

describe('directory', () => {
  it('lists the store view’s countries in its language', async () => {
    const nl = await t.call({
      method: 'GET',
      url: '/api/directory/countries',
      headers: { 'x-vs-store-code': 'nl' },
    });
    expect(nl.status).toBe(200);
    expect(nl.body.result.map((c: { id: string }) => c.id)).toEqual(['NL', 'BE', 'DE', 'AT']);
    expect(nl.body.result[2]).toEqual({
      id: 'DE',
      two_letter_abbreviation: 'DE',
      three_letter_abbreviation: 'DEU',
      full_name_locale: 'Duitsland',
      full_name_english: 'Germany',
    });
    const de = await t.call({
      method: 'GET',
      url: '/api/directory/countries',
      headers: { 'x-vs-store-code': 'de' },
    });
    expect(de.body.result[0].full_name_locale).toBe('Deutschland');
  });

  it('answers the currencies as a map', async () => {
    expect(
      await t.call({
        method: 'GET',
        url: '/api/directory/currencies',
        headers: { 'x-vs-store-code': 'de' },
      }),
    ).toEqual({
      status: 200,
      body: {
        code: 200,
        result: {
          base_currency_code: 'EUR',
          base_currency_symbol: '€',
          default_display_currency_code: 'EUR',
          default_display_currency_symbol: '€',
          available_currency_codes: ['EUR'],
          exchange_rates: [{ currency_to: 'EUR', rate: 1 }],
        },
      },
    });
  });

  it('answers 404 for an unknown store code', async () => {
    for (const url of ['/api/directory/countries', '/api/directory/currencies']) {
      const answer = await t.call({ method: 'GET', url, headers: { 'x-vs-store-code': 'fr/x' } });
      expect(answer).toEqual({
        status: 404,
        body: errorBody(
          404,
          'Unknown store view "fr_x"; use nl, de or default'.replace(
            'fr_x',
            url.endsWith('currencies') ? 'fr_x' : 'fr/x',
          ),
        ),
      });
    }
  });
});
