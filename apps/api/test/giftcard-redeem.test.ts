/**
 * Gift cards end to end: issued once when an order of gift cards is paid (and mailed to the
 * buyer in the order's language), checked by code, applied to a cart as a payment (the totals
 * show what each card pays and what is still to pay; prices and tax stay), spent in the order's
 * transaction (the provider asks for the remainder only; nothing left: paid at once), given back
 * once when the order is canceled, never overspent by concurrent orders, and guarded against
 * guessing (secondary-areas §3, §5, §7; decision record 0037). The database holds no code: only
 * its keyed hash and last four characters; old plain codes are hashed at start (decision 0056).
 */
import { randomBytes } from 'node:crypto';
import { formatGiftCardCode, giftCardCodeFromBytes } from '@shop/core';
import { schema } from '@shop/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GiftCardCodes } from '../src/modules/giftcard/codes.ts';
import { GiftCardRepository } from '../src/modules/giftcard/repository.ts';
import { readOutbox } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  addGiftCardRecipientOptions,
  createCart,
  insertGiftCard,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  providerAction,
  setStock,
  startPayment,
} from './order-helper.ts';

const PUBLIC_URL = 'http://shop.test';
const GUESS_LIMIT = 5;

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    now: () => MONDAY_NOON,
    catalog: addGiftCardRecipientOptions,
    env: { SHOP_PUBLIC_URL: PUBLIC_URL, GIFT_CARD_GUESS_LIMIT: String(GUESS_LIMIT) },
  });
  await setStock(t, 'SLAB', 10_000);
});
afterAll(() => t.close());

let addressCount = 0;
/** A client address of its own, so one test's wrong guesses do not count in another's. */
const newAddress = () => `10.0.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

const giftCardLine = (qty = 1, name = 'Lotte', email = 'lotte@example.nl') => ({
  sku: 'CADEAUKAART',
  qty,
  product_option: {
    extension_attributes: {
      custom_options: [
        { option_id: 1, option_value: '2' },
        { option_id: 2, option_value: name },
        { option_id: 3, option_value: email },
        { option_id: 4, option_value: 'Veel plezier!' },
      ],
    },
  },
});

/** A card of the test's own with a known code (the issuing tests make real ones). */
function makeCard(balance: number, expiresAt = new Date('2028-01-01T00:00:00Z')) {
  return insertGiftCard(t, { balance, expiresAt });
}

/** The keyed hash a code is stored as. */
const hashOf = async (code: string) => (await t.app.services.giftCards.storedCode(code)).codeHash;

/** The `meta` of an error answer (its message key). */
const metaOf = (answer: { body: unknown }) => (answer.body as { meta?: unknown }).meta;

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url, payload, remoteAddress } as never);

const check = (code: string, remoteAddress?: string) =>
  post('/api/ext/giftcard/check', { giftCardCode: code }, remoteAddress);
const apply = (cartId: string, code: string, remoteAddress?: string) =>
  post('/api/ext/giftcard/apply', { quoteId: cartId, giftCardCode: code }, remoteAddress);
const remove = (cartId: string, code: string) =>
  post('/api/ext/giftcard/remove', { quoteId: cartId, giftCardCode: code });
const totalsOf = async (cartId: string) =>
  (await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })).body.result;

async function cardByCode(code: string) {
  const [card] = await t.shop.db
    .select()
    .from(schema.giftCards)
    .where(eq(schema.giftCards.codeHash, await hashOf(code)));
  return card!;
}

/**
 * The rows of every table of the shop whose text holds `text` anywhere (any column, JSON
 * included), as 'table: count'.
 */
async function rowsHolding(text: string): Promise<string[]> {
  const tables = await t.shop.query<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [row] = await t.shop.query<{ n: number | string }>(
      sql`SELECT count(*) AS n FROM ${sql.identifier(name)} AS r
        WHERE strpos(upper(r::text), ${text.toUpperCase()}) > 0`,
    );
    if (Number(row?.n ?? 0) > 0) found.push(`${name}: ${row!.n}`);
  }
  return found;
}

/** A cart of gift cards in a store view, ordered and paid with iDEAL at the test provider. */
async function buyGiftCards(qty: number, storeCode: 'nl' | 'de', email = 'lotte@example.nl') {
  const lines = [giftCardLine(qty, 'Lotte', email)];
  const cartId = await createCart(t, lines, `?storeCode=${storeCode}`);
  // Each store view offers its country's methods: iDEAL in the Dutch one, PayPal in the German.
  const method = storeCode === 'de' ? 'buckaroo_magento2_paypal' : 'buckaroo_magento2_ideal';
  const order = orderBody(
    cartId,
    lines,
    { store_code: storeCode },
    { payment_method_code: method, payment_method_additional: {} },
  );
  const answer = await startPayment(t, order);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
  expect((await providerAction(t, redirect, 'approve')).statusCode).toBe(303);
  await t.app.services.outbox.deliverDue();
  const [row] = await ordersWithId(t, order.order_id);
  const cards = await t.shop.db
    .select()
    .from(schema.giftCards)
    .where(eq(schema.giftCards.orderId, row!.id));
  return { order: row!, cards };
}

describe('issuing gift cards when their order is paid', () => {
  it('issues one card per unit, once, and mails the codes to the buyer in Dutch', async () => {
    const { order, cards } = await buyGiftCards(2, 'nl');
    expect(order.paymentStatus).toBe('paid');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      // No code is stored: its keyed hash (HMAC-SHA256, hex) and its last four characters.
      expect(card.plainCode).toBeNull();
      expect(card.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(card.codeLast4).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
      expect(card).toMatchObject({
        initialValue: 5000,
        balance: 5000,
        currency: 'EUR',
        recipientName: 'Lotte',
        message: 'Veel plezier!',
      });
      // GIFT_CARD_VALIDITY_MONTHS defaults to 24 months from the day it was paid.
      expect(card.expiresAt.toISOString()).toBe('2028-11-23T11:00:00.000Z');
    }
    expect(new Set(cards.map((card) => card.codeHash)).size).toBe(2);
    const mails = readOutbox(t).filter(
      (mail) => mail.kind === 'gift_cards' && mail.text.includes(order.incrementId),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'anna@example.nl', language: 'nl' });
    expect(mails[0]!.subject).toContain('cadeaubonnen');
    // The buyer's mail holds each whole code: the one the card's hash is of.
    const mailedCodes = [
      ...mails[0]!.text.matchAll(/[A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3}/g),
    ].map((match) => match[0]);
    expect(new Set(mailedCodes).size).toBe(2);
    expect(
      (
        await Promise.all([...new Set(mailedCodes)].map((code) => hashOf(code.replaceAll('-', ''))))
      ).sort(),
    ).toEqual(cards.map((card) => card.codeHash).sort());
    expect(mails[0]!.text).toContain('Cadeaubon voor Lotte');
    expect(mails[0]!.text).toContain('ook naar Lotte gemaild (lotte@example.nl)');

    // Each card also went to its recipient, with the buyer's name and message, once.
    const toRecipient = readOutbox(t).filter(
      (mail) => mail.kind === 'gift_card' && mail.data.orderNumber === order.incrementId,
    );
    expect(toRecipient).toHaveLength(2);
    for (const mail of toRecipient) {
      expect(mail).toMatchObject({ to: 'lotte@example.nl', language: 'nl' });
      expect(mail.text).toContain('Hallo Lotte,');
      expect(mail.text).toContain('"Veel plezier!"');
      expect(mail.text).toContain('Waarde: € 50,-');
      expect(mail.text).toContain('Anna Jansen geeft je een cadeaubon');
      expect(mail.text).toContain('Geldig tot en met: 23 november 2028');
      expect(mail.html).toContain('lang="nl"');
    }
    expect([...new Set(mailedCodes)].sort()).toEqual(
      toRecipient.map((mail) => String(mail.data.code)).sort(),
    );

    // The paid step again (a repeated notice): no new card, no second mail.
    await t.shop.db.transaction((tx) => t.app.services.orders.paymentConfirmed(tx, order));
    await t.app.services.outbox.deliverDue();
    const again = await t.shop.db
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.orderId, order.id));
    expect(again).toHaveLength(2);
    expect(
      readOutbox(t).filter(
        (mail) => mail.kind === 'gift_cards' && mail.text.includes(order.incrementId),
      ),
    ).toHaveLength(1);
    expect(
      readOutbox(t).filter(
        (mail) => mail.kind === 'gift_card' && mail.data.orderNumber === order.incrementId,
      ),
    ).toHaveLength(2);
  });

  it("mails only the buyer when the recipient address is the buyer's own (to hand over)", async () => {
    const { order, cards } = await buyGiftCards(1, 'nl', 'Anna@Example.nl');
    expect(cards).toHaveLength(1);
    const mails = readOutbox(t).filter(
      (mail) => mail.kind.startsWith('gift_card') && mail.data.orderNumber === order.incrementId,
    );
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([['gift_cards', 'anna@example.nl']]);
    expect(mails[0]!.text).toContain('Deze cadeaubon geef je zelf aan Lotte');
  });

  it('mails the buyer of the German store view in German', async () => {
    const { order, cards } = await buyGiftCards(1, 'de');
    expect(cards).toHaveLength(1);
    const mail = readOutbox(t).find(
      (m) => m.kind === 'gift_cards' && m.text.includes(order.incrementId),
    );
    expect(mail).toMatchObject({ language: 'de', storeCode: 'de' });
    expect(mail!.subject).toContain('Geschenkkarte');
    expect(mail!.text).toContain('Gültig bis einschließlich');
  });
});

describe('what the database holds of a code (decision 0056)', () => {
  /** The codes of an order's gift card mails as the files (what was delivered) show them. */
  const mailedCodesOf = (orderNumber: string) =>
    new Set(
      readOutbox(t)
        .filter(
          (mail) => mail.kind.startsWith('gift_card') && mail.data.orderNumber === orderNumber,
        )
        .flatMap((mail) =>
          mail.kind === 'gift_card'
            ? [String(mail.data.code)]
            : (mail.data.cards as { code: string }[]).map((card) => card.code),
        ),
    );

  it('holds no code in any table once the cards are issued and mailed', async () => {
    const { order, cards } = await buyGiftCards(2, 'nl');
    const codes = mailedCodesOf(order.incrementId);
    expect(codes.size).toBe(2);
    for (const code of codes) {
      expect(await rowsHolding(code), code).toEqual([]);
      expect(await rowsHolding(code.replaceAll('-', '')), code).toEqual([]);
    }
    // The sent mails' outbox rows keep each card masked: its last four characters only.
    const rows = await t.shop.db
      .select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.data}->>'orderNumber' = ${order.incrementId}`);
    const kept = rows.flatMap((row) =>
      row.kind === 'gift_card'
        ? [row.data.code]
        : row.kind === 'gift_cards'
          ? (row.data.cards as { code: string }[]).map((card) => card.code)
          : [],
    );
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // Two recipient mails and the buyer's (two cards): four codes kept, each masked.
    expect(kept).toHaveLength(4);
    for (const code of kept) expect(code).toMatch(/^\*{4}-\*{4}-\*{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(new Set(kept)).toEqual(new Set(cards.map((card) => `****-****-****-${card.codeLast4}`)));
  });

  it('checks and redeems a mailed code as typed, as before', async () => {
    const { order } = await buyGiftCards(1, 'nl');
    const [code] = [...mailedCodesOf(order.incrementId)];
    const typed = ` ${code!.toLowerCase().replaceAll('-', ' ')} `;
    const checked = await check(typed, newAddress());
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.result).toMatchObject({
      code: `****-****-****-${code!.slice(-4)}`,
      balance: 50,
    });
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const applied = await apply(cartId, code!.replaceAll('-', ''), newAddress());
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.result.credits_applied[0].code).toBe(`****-****-****-${code!.slice(-4)}`);
  });

  it('hashes a card stored with a plain code before once, and it works as before', async () => {
    const code = giftCardCodeFromBytes(randomBytes(16));
    const [old] = await t.shop.db
      .insert(schema.giftCards)
      .values({
        plainCode: code,
        initialValue: 3000,
        balance: 3000,
        currency: 'EUR',
        expiresAt: new Date('2028-01-01T00:00:00Z'),
        storeCode: 'nl',
      })
      .returning();
    expect(await rowsHolding(code)).toEqual(['gift_cards: 1']);
    // What the API does at start (and any process that starts later finds nothing to do).
    expect(await t.app.services.giftCards.prepare()).toBe(1);
    expect(await t.app.services.giftCards.prepare()).toBe(0);
    const [row] = await t.shop.db
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.id, old!.id));
    expect(row).toMatchObject({
      plainCode: null,
      codeHash: await hashOf(code),
      codeLast4: code.slice(-4),
    });
    expect(await rowsHolding(code)).toEqual([]);
    const checked = await check(formatGiftCardCode(code).toLowerCase(), newAddress());
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.result).toMatchObject({
      code: `****-****-****-${code.slice(-4)}`,
      balance: 30,
    });
  });

  it('shares the hashing of many old codes between processes, each card once', async () => {
    const codes = Array.from({ length: 450 }, () => giftCardCodeFromBytes(randomBytes(16)));
    await t.shop.db.insert(schema.giftCards).values(
      codes.map((code) => ({
        plainCode: code,
        initialValue: 1000,
        balance: 1000,
        currency: 'EUR',
        expiresAt: new Date('2028-01-01T00:00:00Z'),
        storeCode: 'nl',
      })),
    );
    // A second process of the same shop: the same key (kept in the database), its own batches.
    const other = new GiftCardCodes(new GiftCardRepository(t.shop), { secret: undefined });
    const counts = await Promise.all([t.app.services.giftCards.prepare(), other.prepare()]);
    expect(counts[0] + counts[1]).toBe(450);
    const stored = await t.shop.db
      .select({ codeHash: schema.giftCards.codeHash, plainCode: schema.giftCards.plainCode })
      .from(schema.giftCards)
      .where(inArray(schema.giftCards.codeHash, await Promise.all(codes.map(hashOf))));
    expect(stored).toHaveLength(450);
    expect(stored.every((row) => row.plainCode === null)).toBe(true);
  });

  it('refuses another key while cards are hashed with this one (the start stops)', async () => {
    await makeCard(100);
    const other = new GiftCardCodes(new GiftCardRepository(t.shop), {
      secret: 'another-gift-card-key-of-at-least-32-characters',
    });
    await expect(other.prepare()).rejects.toThrow(/GIFT_CARD_CODE_SECRET is not the key/);
    // The shop's own key still finds its cards.
    expect((await check(await makeCard(100), newAddress())).status).toBe(200);
  });

  it('answers a malformed code with 400 naming the field, never a 5xx', async () => {
    for (const payload of [
      {},
      { giftCardCode: '' },
      { giftCardCode: 'A'.repeat(65) },
      { giftCardCode: 42 },
    ]) {
      const answer = await post('/api/ext/giftcard/check', payload, newAddress());
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(payload)).toContain('giftCardCode');
    }
  });
});

describe('POST /api/ext/giftcard/check', () => {
  it('answers the masked code, balance, currency and expiry; case and spaces do not matter', async () => {
    const code = await makeCard(2500);
    const typed = ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4, 8)}-${code.slice(8)} `;
    const answer = await check(typed);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({
      code: `****-****-****-${code.slice(-4)}`,
      balance: 25,
      currency: 'EUR',
      expires_at: '2028-01-01T00:00:00.000Z',
    });
  });

  it('answers an unknown, expired or used-up card with the errorMessage of the spec', async () => {
    const expired = await makeCard(2500, new Date('2026-01-01T00:00:00Z'));
    const usedUp = await makeCard(0);
    const client = newAddress();
    for (const code of ['AAAABBBBCCCCDDDD', 'not a code', expired, usedUp]) {
      const answer = await check(code, client);
      expect(answer.status, code).toBe(404);
      expect(answer.body).toMatchObject({
        code: 404,
        result: { errorMessage: 'This is not a valid giftcard' },
        meta: { key: 'giftcard.not_valid' },
      });
    }
  });

  it('refuses every code for a while once a client sent too many wrong ones (429)', async () => {
    const client = newAddress();
    const good = await makeCard(1000);
    for (let i = 0; i < GUESS_LIMIT; i += 1) {
      expect((await check('AAAABBBBCCCCDDDD', client)).status).toBe(404);
    }
    const limited = await check(good, client);
    expect(limited.status).toBe(429);
    expect(metaOf(limited)).toMatchObject({ key: 'giftcard.too_many_guesses' });
    expect(limited.body.result).toMatch(/Please wait \d+ minutes/);
    // Another client is not affected.
    expect((await check(good, newAddress())).status).toBe(200);
  });
});

describe('applying gift cards to a cart', () => {
  it('shows what each card pays and what is left to pay; prices and tax stay', async () => {
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 4 }]);
    const before = await totalsOf(cartId);
    const small = await makeCard(500);
    const large = await makeCard(10_000);

    const first = await apply(cartId, small);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.grand_total).toBe(before.grand_total);
    expect(first.body.result.tax_amount).toBe(before.tax_amount);
    expect(first.body.result.credits_applied).toEqual([
      {
        kind: 'giftcard',
        code: `****-****-****-${small.slice(-4)}`,
        amount_used: 5,
        balance_left: 0,
      },
    ]);
    expect(first.body.result.amount_due).toBeCloseTo(before.grand_total - 5, 2);

    // The same card again changes nothing; a second card pays the rest, up to what is left.
    expect((await apply(cartId, small.toLowerCase())).body.result).toEqual(first.body.result);
    await apply(cartId, large);
    const totals = await totalsOf(cartId);
    expect(totals.credits_applied.map((c: { amount_used: number }) => c.amount_used)).toEqual([
      5,
      Number((before.grand_total - 5).toFixed(2)),
    ]);
    expect(totals.amount_due).toBe(0);
    const codes = totals.total_segments.map((s: { code: string }) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['giftcardaccount', 'amount_due']));
    expect(
      totals.total_segments.find((s: { code: string }) => s.code === 'giftcardaccount').value,
    ).toBe(-before.grand_total);
    // Nothing left to pay: the cart offers 'free' alone.
    const methods = await t.call({
      method: 'GET',
      url: `/api/cart/payment-methods?cartId=${cartId}`,
    });
    expect(methods.body.result.map((m: { code: string }) => m.code)).toEqual(['free']);

    // Removing (POST remove by code or masked code, or DELETE) takes a card off.
    const removed = await remove(cartId, totals.credits_applied[1].code);
    expect(removed.body.result.credits_applied).toHaveLength(1);
    const deleted = await t.call({
      method: 'DELETE',
      url: '/api/ext/giftcard',
      payload: { quoteId: cartId, giftCardCode: small },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.result.credits_applied).toBeUndefined();
    expect(deleted.body.result.grand_total).toBe(before.grand_total);
  });

  it('refuses a wrong code with the errorMessage, and a cart of a gift card product', async () => {
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const wrong = await apply(cartId, 'AAAABBBBCCCCDDDD', newAddress());
    expect(wrong.status).toBe(404);
    expect(wrong.body.result).toEqual({ errorMessage: 'This is not a valid giftcard' });

    const cardCart = await createCart(t, [giftCardLine()]);
    const refused = await apply(cardCart, await makeCard(1000));
    expect(refused.status).toBe(400);
    expect(metaOf(refused)).toMatchObject({ key: 'giftcard.not_for_gift_card' });
  });

  it('counts wrong codes per cart too, whichever address sends them', async () => {
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    for (let i = 0; i < GUESS_LIMIT; i += 1) {
      expect((await apply(cartId, 'AAAABBBBCCCCDDDD', newAddress())).status).toBe(404);
    }
    const limited = await apply(cartId, await makeCard(1000), newAddress());
    expect(limited.status).toBe(429);
    expect(metaOf(limited)).toMatchObject({ key: 'giftcard.too_many_guesses' });
  });
});

describe('paying an order with gift cards', () => {
  it('partly: the provider is asked for the remainder; a cancel gives the amount back once', async () => {
    const lines = [{ sku: 'SLAB', qty: 3 }];
    const cartId = await createCart(t, lines);
    const code = await makeCard(1000);
    expect((await apply(cartId, code)).status).toBe(200);

    const order = orderBody(cartId, lines);
    const answer = await startPayment(t, order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [row] = await ordersWithId(t, order.order_id);
    expect(row).toMatchObject({ creditsAmount: 1000, paymentStatus: 'pending' });
    const grand = row!.grandTotal;
    expect(grand).toBeGreaterThan(1000);
    const payments = await t.shop.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, row!.id));
    expect(payments.map((p) => p.amount)).toEqual([grand - 1000]);
    expect((await cardByCode(code)).balance).toBe(0);
    const credits = await t.shop.db
      .select()
      .from(schema.orderCredits)
      .where(eq(schema.orderCredits.orderId, row!.id));
    expect(credits).toMatchObject([{ kind: 'giftcard', amount: 1000, releasedAt: null }]);

    const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    expect((await providerAction(t, redirect, 'cancel')).statusCode).toBe(303);
    expect((await cardByCode(code)).balance).toBe(1000);
    // Releasing again (a second cancel notice) gives nothing back twice.
    const [canceled] = await ordersWithId(t, order.order_id);
    expect(canceled!.status).toBe('canceled');
    await t.shop.db.transaction((tx) => t.app.services.orders.releaseReservations(tx, canceled!));
    expect((await cardByCode(code)).balance).toBe(1000);
    // The shopper's cart is back, with its card.
    expect((await totalsOf(cartId)).credits_applied).toHaveLength(1);
  });

  it('fully: no payment is started and the order is paid at once', async () => {
    const lines = [{ sku: 'SLAB', qty: 2 }];
    const cartId = await createCart(t, lines);
    const code = await makeCard(10_000);
    await apply(cartId, code);
    const order = orderBody(cartId, lines, {}, { payment_method_code: 'free' });
    delete (order.addressInformation as { payment_method_additional?: unknown })
      .payment_method_additional;
    const answer = await startPayment(t, order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ payment_status: 'paid', buckaroo_response: null });
    const [row] = await ordersWithId(t, order.order_id);
    const grand = row!.grandTotal;
    expect(row).toMatchObject({
      status: 'Order Processed',
      paymentStatus: 'paid',
      creditsAmount: grand,
      paymentMethod: 'free',
    });
    const payments = await t.shop.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, row!.id));
    expect(payments).toHaveLength(0);
    expect((await cardByCode(code)).balance).toBe(10_000 - grand);
    const confirmation = readOutbox(t).find(
      (mail) => mail.kind === 'order_confirmation' && mail.text.includes(row!.incrementId),
    );
    expect(confirmation).toBeDefined();
  });

  it('refuses an order whose card paid less than the cart showed, with nothing taken', async () => {
    const lines = [{ sku: 'SLAB', qty: 2 }];
    const code = await makeCard(10_000);
    const cartId = await createCart(t, lines);
    await apply(cartId, code);
    // Another order spends most of the card meanwhile.
    await t.shop.db
      .update(schema.giftCards)
      .set({ balance: 100 })
      .where(eq(schema.giftCards.codeHash, await hashOf(code)));
    const order = orderBody(cartId, lines, {}, { payment_method_code: 'free' });
    const refused = await startPayment(t, order);
    expect(refused.status).toBe(409);
    expect(metaOf(refused)).toMatchObject({ key: 'giftcard.review_cart' });
    expect(await ordersWithId(t, order.order_id)).toHaveLength(0);
    expect((await cardByCode(code)).balance).toBe(100);
    // The cart now shows the card as it is: the shopper pays the rest with a method.
    const totals = await totalsOf(cartId);
    expect(totals.credits_applied[0].amount_used).toBe(1);
    const retry = orderBody(cartId, lines);
    expect((await startPayment(t, retry)).status).toBe(200);
    expect((await cardByCode(code)).balance).toBe(0);
  });

  it('spends a card under 20 concurrent orders exactly up to its balance', async () => {
    const lines = [{ sku: 'SLAB', qty: 2 }];
    // What one such order costs (shipping included): placed once without a card.
    const probe = orderBody(await createCart(t, lines), lines);
    expect((await post('/api/order', probe)).status).toBe(200);
    const grand = (await ordersWithId(t, probe.order_id))[0]!.grandTotal;
    const code = await makeCard(grand * 4);
    const carts: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const cartId = await createCart(t, lines);
      expect((await apply(cartId, code)).status).toBe(200);
      carts.push(cartId);
    }
    const bodies = carts.map((cartId) =>
      orderBody(cartId, lines, {}, { payment_method_code: 'free' }),
    );
    const answers = await Promise.all(
      bodies.map((body) =>
        t.app.inject({ method: 'POST', url: '/api/order', payload: body as object }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(16);
    expect((await cardByCode(code)).balance).toBe(0);
    const orderIds = (
      await t.shop.db
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(inArray(schema.orders.cartId, carts))
    ).map((row) => row.id);
    const credits = await t.shop.db
      .select()
      .from(schema.orderCredits)
      .where(inArray(schema.orderCredits.orderId, orderIds));
    expect(credits.reduce((sum, credit) => sum + credit.amount, 0)).toBe(grand * 4);
  });
});
