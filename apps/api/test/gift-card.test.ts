/**
 * The gift card product: a multi-purpose voucher. Its price in lists is "from" its smallest
 * amount, it carries no VAT in the cart, the order or their tax lines, and no coupon takes
 * anything off it (a cart of gift cards only refuses the coupon and says why).
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, errorBody, type TestShop } from './helper.ts';
import { createCart, MONDAY_NOON, orderBody, placeOrder } from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
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
