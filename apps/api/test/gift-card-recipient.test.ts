/**
 * A gift card's recipient: its name, e-mail address and message are text custom options the
 * shopper fills in. The cart refuses a wrong recipient with a 400 naming the field; a good one
 * is kept on the cart line and the order line and shown as the line's options; two recipients
 * are two lines.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';
import {
  addGiftCardRecipientOptions,
  createCart,
  MONDAY_NOON,
  orderBody,
  placeOrder,
} from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    now: () => MONDAY_NOON,
    catalog: addGiftCardRecipientOptions,
  });
});
afterAll(() => t.close());

const card = (name: string | null, email = 'lotte@example.nl', message = 'Gefeliciteerd!') => ({
  sku: 'CADEAUKAART',
  qty: 1,
  product_option: {
    extension_attributes: {
      custom_options: [
        { option_id: 1, option_value: '2' },
        ...(name === null ? [] : [{ option_id: 2, option_value: name }]),
        { option_id: 3, option_value: email },
        { option_id: 4, option_value: message },
      ],
    },
  },
});

const update = async (cartId: string, cartItem: object) =>
  t.call({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem } });

describe('a gift card with a recipient', () => {
  it('refuses a missing name, a bad e-mail address and a long message, naming the field', async () => {
    const cartId = await createCart(t, []);
    const cases = [
      [card(null), 'recipient_name', 'cart.gift_card_name_required'],
      [card('  '), 'recipient_name', 'cart.gift_card_name_required'],
      [card('x'.repeat(101)), 'recipient_name', 'cart.gift_card_name_too_long'],
      [card('Lotte', 'lotte@'), 'recipient_email', 'cart.gift_card_email_invalid'],
      [
        card('Lotte', 'lotte@example.nl', 'x'.repeat(301)),
        'message',
        'cart.gift_card_message_too_long',
      ],
    ] as const;
    for (const [line, field, key] of cases) {
      const answer = await update(cartId, line);
      expect(answer.status, key).toBe(400);
      expect((answer.body as { meta?: unknown }).meta, key).toMatchObject({ field, key });
      expect(answer.body.result, key).toMatch(new RegExp(`^${field}: `));
    }
    const missing = await update(cartId, card(null));
    expect(missing.body.result).toBe('recipient_name: Enter the recipient’s name.');
  });

  it('keeps the recipient on the cart line and the order line, and shows it as options', async () => {
    const line = card(' Lotte de Vries ');
    const cartId = await createCart(t, [line]);
    const pulled = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    expect(pulled.body.result[0].product_option.extension_attributes.custom_options).toEqual([
      { option_id: 1, option_value: '2' },
      { option_id: 2, option_value: 'Lotte de Vries' },
      { option_id: 3, option_value: 'lotte@example.nl' },
      { option_id: 4, option_value: 'Gefeliciteerd!' },
    ]);
    const totals = await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` });
    expect(JSON.parse(totals.body.result.items[0].options)).toEqual([
      { label: 'Bedrag', value: '€ 50' },
      { label: 'Naam van de ontvanger', value: 'Lotte de Vries' },
      { label: 'E-mailadres van de ontvanger', value: 'lotte@example.nl' },
      { label: 'Persoonlijke boodschap', value: 'Gefeliciteerd!' },
    ]);
    const placed = await placeOrder(
      t,
      orderBody(cartId, [line], {}, { payment_method_code: 'buckaroo_magento2_ideal' }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await t.shop.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.cartId, cartId));
    const [item] = await t.shop.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order!.id));
    // The order pages (thank-you, order status) show the recipient as the line's options.
    const status = await t.call({
      method: 'GET',
      url: `/api/order/status?order_hash=${order!.orderHash}`,
    });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    expect(JSON.stringify(status.body.result)).toContain(
      '{"label":"Naam van de ontvanger","value":"Lotte de Vries"}',
    );
    expect(item?.productOption).toMatchObject({
      extension_attributes: {
        custom_options: expect.arrayContaining([
          { option_id: 2, option_value: 'Lotte de Vries' },
          { option_id: 3, option_value: 'lotte@example.nl' },
          { option_id: 4, option_value: 'Gefeliciteerd!' },
        ]),
      },
    });
  });

  it('makes two lines of two recipients and one line of the same recipient', async () => {
    const cartId = await createCart(t, [card('Lotte'), card('Sanne'), card('Lotte')]);
    const pulled = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    type Line = { product_option: { extension_attributes: { custom_options: Choice[] } } };
    type Choice = { option_id: number; option_value: string };
    const names = (pulled.body.result as Line[]).map(
      (line) =>
        line.product_option.extension_attributes.custom_options.find((c) => c.option_id === 2)
          ?.option_value,
    );
    expect(names.sort()).toEqual(['Lotte', 'Sanne']);
  });
});
