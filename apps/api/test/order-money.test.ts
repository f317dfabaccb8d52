/**
 * An order's money one row at a time (core order-money.ts): an order with a coupon, a gift card
 * and reward points lists each of them, the VAT per rate and what the payment method charged, in
 * the return page's answer, in the order history and in the order mails, in the order's language;
 * the rows add up to what the method was asked for.
 */
import { formatGiftCardCode, maskGiftCardCode } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, readOutbox } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  insertGiftCard,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  providerAction,
  setStock,
  startPayment,
} from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
  await setStock(t, 'SLAB', 1000);
});
afterAll(() => t.close());

interface Row {
  kind: string;
  label: string;
  params: Record<string, string | number>;
  amount: number;
}

/** A gift card of the test's own holding `balance` cents; its code. */
function makeCard(balance: number) {
  return insertGiftCard(t, { balance });
}

/**
 * A customer's order of 6 SLAB (4,95) in a store view with WELKOM10, a gift card of 10,00 and 300
 * points (3,00), its payment started with `method`.
 */
async function orderWithEverything(storeCode: 'nl' | 'de', method: string) {
  const anna = await newCustomer(t, `geld-${storeCode}`);
  await t.shop.db.transaction((tx) =>
    t.app.services.rewards.adjust(anna.id, 500, 'adjusted', `test:money-${anna.id}`, tx),
  );
  const lines = [{ sku: 'SLAB', qty: 6 }];
  const query = `${anna.q}&storeCode=${storeCode}`;
  const cartId = await createCart(t, lines, query);
  const coupon = await t.call({
    method: 'POST',
    url: `/api/cart/apply-coupon${query}&cartId=${cartId}&coupon=WELKOM10`,
  });
  expect(coupon.status).toBe(200);
  const code = await makeCard(1000);
  const card = await t.call({
    method: 'POST',
    url: `/api/ext/giftcard/apply${query}`,
    payload: { quoteId: cartId, giftCardCode: formatGiftCardCode(code) },
  });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  const points = await t.call({
    method: 'POST',
    url: `/api/ext/rewards/apply${query}&cartId=${cartId}`,
    payload: { pointAmount: 300 },
  });
  expect(points.status, JSON.stringify(points.body)).toBe(200);
  const body = orderBody(cartId, lines, { store_code: storeCode }, { payment_method_code: method });
  const answer = await startPayment(t, body, { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [order] = await ordersWithId(t, body.order_id);
  return { anna, code, answer, order: order! };
}

const sum = (rows: Row[], kinds: string[]) =>
  Math.round(
    rows.filter((row) => kinds.includes(row.kind)).reduce((s, r) => s + r.amount * 100, 0),
  );

describe('the money of an order with a coupon, a gift card and points', () => {
  it('is listed row by row on the return page, in the history and in the confirmation mail', async () => {
    const { anna, code, answer, order } = await orderWithEverything(
      'nl',
      'buckaroo_magento2_ideal',
    );
    // 6 x 4,95 = 29,70; 10 % off 2,97; what the provider is asked for is the rest after the
    // card (10,00) and the points (3,00).
    const payment = await t.shop.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.id));
    const asked = order.grandTotal - 1300;
    expect(asked).toBeGreaterThan(0);
    expect(payment.map((p) => p.amount)).toEqual([asked]);

    const status = await t.call({
      method: 'GET',
      url: `/api/order/status?order_hash=${order.orderHash}`,
    });
    expect(status.status).toBe(200);
    const rows = status.body.result.money_rows as Row[];
    expect(rows.map((row) => [row.label, row.params, row.amount])).toEqual([
      ['Subtotal', {}, 29.7],
      ['Discount {percent}% ({code})', { code: 'WELKOM10', percent: 10 }, -2.97],
      ['Shipping', {}, order.shippingInclTax / 100],
      ['Grand total', {}, order.grandTotal / 100],
      ['Incl. {rate}% VAT', { rate: '21' }, order.taxAmount / 100],
      ['Gift card {code}', { code: maskGiftCardCode(code) }, -10],
      ['Reward points ({points})', { points: 300 }, -3],
      ['Paid by {method}', { method: 'iDEAL' }, asked / 100],
    ]);
    expect(sum(rows, ['subtotal', 'discount', 'shipping'])).toBe(order.grandTotal);
    expect(order.grandTotal + sum(rows, ['giftcard', 'reward'])).toBe(asked);

    // The account's order page reads the history: the same rows.
    const history = await t.call({
      method: 'GET',
      url: `/api/user/order-history${anna.q}&pageSize=5`,
    });
    expect(history.body.result.items[0].money_rows).toEqual(rows);

    // Paid: the confirmation mail lists the same rows in Dutch.
    const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    expect((await providerAction(t, redirect, 'approve')).statusCode).toBe(303);
    await t.app.services.outbox.deliverDue();
    const mail = readOutbox(t).find(
      (m) => m.to === 'anna@example.nl' && m.subject === `Je bestelling ${order.incrementId}`,
    );
    expect(mail, 'the confirmation mail').toBeDefined();
    const money = (cents: number) =>
      `€ ${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`.replace(
        ',00',
        ',-',
      );
    for (const line of [
      'Subtotaal: € 29,70',
      'Korting 10% (WELKOM10): -€ 2,97',
      `Totaal: ${money(order.grandTotal)}`,
      `Waarvan btw 21%: ${money(order.taxAmount)}`,
      `Cadeaubon ${maskGiftCardCode(code)}: -€ 10,-`,
      'Spaarpunten (300): -€ 3,-',
      `Betaling via iDEAL: ${money(asked)}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
  });

  it('is listed in German in the notice of an order waiting for a bank transfer', async () => {
    const { order } = await orderWithEverything('de', 'buckaroo_magento2_transfer');
    await t.app.services.outbox.deliverDue();
    const mail = readOutbox(t).find(
      (m) => m.subject === `Wir haben Ihre Bestellung ${order.incrementId} erhalten`,
    );
    expect(mail, 'the notice of the received order').toBeDefined();
    expect(mail!.text).toContain('Rabatt 10 % (WELKOM10): -€ 2,97');
    expect(mail!.text).toContain('Geschenkkarte ****-****-****-');
    expect(mail!.text).toContain('Treuepunkte (300): -€ 3,-');
    expect(mail!.text).toContain('Zahlung per Überweisung: ');
    // The method's title is in the mail's language as well.
    expect(mail!.text).toContain('(Überweisung)');
  });
});
