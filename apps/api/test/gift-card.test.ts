/**
 * The gift card product: a multi-purpose voucher. Its price in lists is "from" its smallest
 * amount, it carries no VAT in the cart, the order or their tax lines, and no coupon takes
 * anything off it (a cart of gift cards only refuses the coupon and says why). A cart that holds
 * one is never offered the gift card payment method (vouchers are not bought with vouchers).
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorBody, type TestShop } from './helper.ts';
import { createCart, MONDAY_NOON, orderBody, placeOrder } from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    now: () => MONDAY_NOON,
    // The provider's gift card method is in no view's defaults; a shop may offer it.
    env: { PAYMENT_METHODS_NL: 'ideal,paypal,transfer,giftcards,cashondelivery' },
  });
});
afterAll(() => t.close());

const card = (value: string) => ({
  sku: 'CADEAUKAART',
  qty: 1,
  product_option: {
    extension_attributes: { custom_options: [{ option_id: 1, option_value: value }] },
  },
});

const totals = async (cartId: string, store = '') =>
  (await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}${store}` })).body.result;

const applyCoupon = (cartId: string) =>
  t.call({ method: 'POST', url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM10` });

describe('the gift card product', () => {
  it('is listed "from" its smallest amount in both store views, without VAT', async () => {
    for (const store of ['nl', 'de']) {
      const answer = await t.call({
        method: 'POST',
        url: `/api/catalog/${store}/product/_search`,
        payload: { filters: { sku: ['CADEAUKAART'] } },
      });
      expect(answer.body.result.items[0], store).toMatchObject({ from_price: 25, tax_class_id: 2 });
    }
  });

  it('carries no VAT in the cart, in both store views', async () => {
    for (const query of ['', '&storeCode=de']) {
      const cartId = await createCart(t, [card('2')], query ? '?storeCode=de' : '');
      const result = await totals(cartId, query);
      expect(result.grand_total).toBe(50);
      expect(result.tax_amount).toBe(0);
      expect(result.items[0]).toMatchObject({ price: 50, price_incl_tax: 50, tax_amount: 0 });
      const tax = result.total_segments.find((s: { code: string }) => s.code === 'tax');
      expect(tax.extension_attributes.tax_grandtotal_details).toEqual([]);
    }
  });

  it('refuses a coupon for a cart of gift cards only and says why', async () => {
    const cartId = await createCart(t, [card('1')]);
    const answer = await applyCoupon(cartId);
    expect(answer).toEqual({
      status: 400,
      body: errorBody(400, 'The coupon code "WELKOM10" cannot be used for gift cards.'),
    });
    expect((await totals(cartId)).discount_amount).toBe(0);
  });

  it('is never discounted by a coupon: a mixed order discounts the other lines only, without VAT on the card', async () => {
    const lines = [card('2'), { sku: 'SLAB', qty: 1 }];
    const cartId = await createCart(t, lines);
    expect((await applyCoupon(cartId)).status).toBe(200);
    const cart = await totals(cartId);
    const cardItem = cart.items.find((item: { name: string }) => item.name === 'Cadeaukaart');
    expect(cardItem).toMatchObject({ discount_amount: 0, tax_amount: 0 });
    const placed = await placeOrder(
      t,
      orderBody(cartId, lines, {}, { payment_method_code: 'cashondelivery' }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await t.shop.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.cartId, cartId));
    const items = await t.shop.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order!.id));
    const cardRow = items.find((item) => item.sku === 'CADEAUKAART');
    expect(cardRow).toMatchObject({
      priceInclTax: 5000,
      price: 5000,
      taxAmount: 0,
      discountAmount: 0,
    });
    expect(Number(cardRow?.taxPercent)).toBe(0);
    expect(-order!.discountAmount).toBe(items.reduce((sum, item) => sum + item.discountAmount, 0));
  });
});

describe('paying for a gift card', () => {
  const GIFT_CARD_METHOD = 'buckaroo_magento2_giftcards';
  const lines = [card('2'), { sku: 'SLAB', qty: 1 }];
  const refusal = {
    code: 400,
    result: 'A gift card cannot be paid with a gift card. Please choose another payment method.',
    meta: { key: 'payment.gift_card_by_gift_card', params: {} },
  };

  it('is not offered the gift card payment method; a cart without one is', async () => {
    const methods = async (cartId: string) =>
      (
        await t.call({ method: 'GET', url: `/api/cart/payment-methods?cartId=${cartId}` })
      ).body.result.map((method: { code: string }) => method.code);
    const withCard = await createCart(t, lines);
    expect(await methods(withCard)).not.toContain(GIFT_CARD_METHOD);
    expect(await methods(withCard)).toContain('buckaroo_magento2_ideal');
    const withoutCard = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    expect(await methods(withoutCard)).toContain(GIFT_CARD_METHOD);
  });

  it('refuses an order that names the gift card method, with its message key', async () => {
    const cartId = await createCart(t, lines);
    const body = orderBody(cartId, lines, {}, { payment_method_code: GIFT_CARD_METHOD });
    const answer = await placeOrder(t, body);
    expect(answer).toEqual({ status: 400, body: refusal });
    expect(
      await t.shop.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId)),
    ).toEqual([]);
  });

  it('refuses a payment call that names it, and refuses it as the cart’s method', async () => {
    const cartId = await createCart(t, lines);
    const order = orderBody(
      cartId,
      lines,
      {},
      { payment_method_code: GIFT_CARD_METHOD, payment_method_additional: {} },
    );
    const payment = await t.call({
      method: 'POST',
      url: '/api/ext/buckaroo/payment-information',
      payload: {
        paymentInformation: {
          cartId,
          billingAddress: { countryId: 'NL' },
          email: 'anna@example.nl',
          paymentMethod: { method: GIFT_CARD_METHOD, additional_data: {} },
        },
        order,
      },
    });
    expect(payment).toEqual({ status: 400, body: refusal });
    const select = await t.call({
      method: 'POST',
      url: `/api/ext/cart-extend/selected-payment-method?cartId=${cartId}`,
      payload: { method: { method: GIFT_CARD_METHOD } },
    });
    expect(select).toEqual({ status: 400, body: refusal });
  });
});
