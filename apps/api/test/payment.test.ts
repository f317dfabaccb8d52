/**
 * Payments: the payment call places the order and starts its payment at the built-in
 * test provider (Buckaroo's protocol), the provider's page approves, cancels or fails, its signed
 * push moves the order once, and the return pages read the order by its order_hash.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buckarooHmacHeader } from '../src/modules/payment/buckaroo-hmac.ts';
import { paymentCredentials } from '../src/modules/payment/credentials.ts';
import { login, readOutbox, register } from './accounts-helper.ts';
import { createTestShop, errorBody, type TestShop } from './helper.ts';
import {
  address,
  createCart,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  providerAction,
  setStock,
  startPayment,
  stockOf,
} from './order-helper.ts';

const SCHEMA_MESSAGE = 'Internal validation error; Order entity is not compliant with the schema';
const PUBLIC_URL = 'http://shop.test';

let t: TestShop;
let now = MONDAY_NOON;
beforeAll(async () => {
  t = await createTestShop({ now: () => now, env: { SHOP_PUBLIC_URL: PUBLIC_URL } });
});
afterAll(() => t.close());

/** The payment call of the storefront for an order body. */
const paymentInformation = (order: ReturnType<typeof orderBody>, query = '', extra: object = {}) =>
  startPayment(t, order, { query, extra });

async function orderWith(
  lines: { sku: string; qty: number }[],
  info: Record<string, unknown> = {},
  query = '',
) {
  const cartId = await createCart(t, lines, query);
  return orderBody(cartId, lines, {}, info);
}

function orderStatus(orderHash: string) {
  return t.call({ method: 'GET', url: `/api/order/status?order_hash=${orderHash}` });
}

async function paymentsOf(orderId: string) {
  const [order] = await ordersWithId(t, orderId);
  return t.shop.db.select().from(schema.payments).where(eq(schema.payments.orderId, order!.id));
}

/** A push as Buckaroo signs it, for a transaction key and a status code. */
async function signedPush(
  key: string,
  code: number,
  amount: number,
  secret?: string,
  options: { currency?: string; signedAt?: Date } = {},
) {
  const credentials = await paymentCredentials(t.shop, t.config.payment)();
  const body = JSON.stringify({
    Transaction: {
      Key: key,
      Status: { Code: { Code: code, Description: 'x' }, DateTime: new Date().toISOString() },
      RequiredAction: null,
      Invoice: 'x',
      ServiceCode: 'ideal',
      IsTest: true,
      Currency: options.currency ?? 'EUR',
      AmountDebit: amount,
    },
  });
  const authorization = buckarooHmacHeader(
    { ...credentials, ...(secret ? { secretKey: secret } : {}) },
    {
      method: 'POST',
      url: `${PUBLIC_URL}/api/ext/buckaroo/push`,
      body,
      ...(options.signedAt ? { time: Math.floor(options.signedAt.getTime() / 1000) } : {}),
    },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/ext/buckaroo/push',
    headers: { 'content-type': 'application/json', authorization },
    payload: body,
  });
}

describe('POST /api/ext/buckaroo/payment-information', () => {
  it('places the order and answers the provider’s redirect, priced by the server', async () => {
    await setStock(t, 'SLAB', 10);
    const order = await orderWith([{ sku: 'SLAB', qty: 2 }]);
    // The client's price of one cent is ignored: the provider is asked for 2 × 4,95 + 4,95.
    order.products[0] = { ...order.products[0]!, price: 0.01, price_incl_tax: 0.01 } as never;
    const answer = await paymentInformation(order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.result;
    expect(result).toMatchObject({
      orderNumber: expect.stringMatching(/^NL\d{9}$/),
      backendOrderId: order.order_id,
      order_hash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      payment_status: 'pending',
      instructions: null,
      buckaroo_response: {
        Key: expect.stringMatching(/^[0-9A-F]{32}$/),
        Status: { Code: { Code: 791 } },
        RequiredAction: {
          Name: 'Redirect',
          Type: 'Redirect',
          RedirectURL: expect.stringMatching(`^${PUBLIC_URL}/test-payment/pay/`),
        },
        ServiceCode: 'ideal',
        IsTest: true,
      },
    });
    const [transaction] = await t.shop.db
      .select()
      .from(schema.testPaymentTransactions)
      .where(eq(schema.testPaymentTransactions.key, result.buckaroo_response.Key));
    expect(transaction).toMatchObject({
      amount: 1485,
      issuer: 'INGBNL2A',
      invoice: result.orderNumber,
      returnUrl: `${PUBLIC_URL}/checkout-return?order_hash=${result.order_hash}`,
      returnUrlCancel: `${PUBLIC_URL}/checkout-failed?order_hash=${result.order_hash}&reason=canceled`,
      pushUrl: `${PUBLIC_URL}/api/ext/buckaroo/push`,
    });
    expect(await stockOf(t, 'SLAB')).toBe(8);
  });

  it('answers a repeated call like the first: one order, one payment, no mail before the money', async () => {
    const order = await orderWith([{ sku: 'SPEEN', qty: 1 }]);
    const mails = () => readOutbox(t).filter((mail) => mail.kind === 'order_confirmation').length;
    const before = mails();
    const first = await paymentInformation(order);
    const again = await Promise.all([paymentInformation(order), paymentInformation(order)]);
    for (const answer of again) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.result.buckaroo_response.RequiredAction.RedirectURL).toBe(
        first.body.result.buckaroo_response.RequiredAction.RedirectURL,
      );
    }
    expect(await ordersWithId(t, order.order_id)).toHaveLength(1);
    expect(await paymentsOf(order.order_id)).toHaveLength(1);
    // Paid on the provider's page: the confirmation waits for the money.
    await t.app.services.outbox.deliverDue();
    expect(mails()).toBe(before);
  });

  it('refuses bad input with clear messages and places nothing', async () => {
    const noOrder = await t.call({
      method: 'POST',
      url: '/api/ext/buckaroo/payment-information',
      payload: { paymentInformation: { paymentMethod: { method: 'buckaroo_magento2_ideal' } } },
    });
    expect(noOrder.status).toBe(400);
    expect(noOrder.body.result).toBe(SCHEMA_MESSAGE);

    const order = await orderWith([{ sku: 'SPEEN', qty: 1 }]);
    const otherMethod = await t.call({
      method: 'POST',
      url: '/api/ext/buckaroo/payment-information',
      payload: {
        paymentInformation: { paymentMethod: { method: 'buckaroo_magento2_paypal' } },
        order,
      },
    });
    expect(otherMethod.status).toBe(400);
    expect(otherMethod.body.result).toMatch(/payment_method_code/);

    const otherCart = await paymentInformation(order, '', { cartId: 'someone-else' });
    expect(otherCart.status).toBe(400);
    expect(otherCart.body.result).toMatch(/cart_id/);

    const badIssuer = await paymentInformation(
      await orderWith([{ sku: 'SPEEN', qty: 1 }], {
        payment_method_additional: { issuer: 'NOTABANK' },
      }),
    );
    expect(badIssuer.status).toBe(400);
    expect(badIssuer.body.result).toBe('Unknown iDEAL issuer "NOTABANK".');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/ext/buckaroo/payment-information',
      headers: { 'content-type': 'application/json' },
      payload: '{"order":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await ordersWithId(t, order.order_id)).toHaveLength(0);
  });

  it('refuses a line whose options are wrong, naming the option, and charges nothing', async () => {
    // Each was charged before: two gift card amounts as their sum (and a card of that sum
    // issued), a bundle's missing required part at its default, an option named twice.
    const cases = [
      {
        line: {
          sku: 'CADEAUKAART',
          qty: 1,
          product_option: {
            extension_attributes: { custom_options: [{ option_id: 1, option_value: '2,2' }] },
          },
        },
        message: 'Option "Bedrag" takes one value, not 2.',
      },
      {
        line: {
          sku: 'CADEAUKAART',
          qty: 1,
          product_option: {
            extension_attributes: {
              custom_options: [
                { option_id: 1, option_value: '2' },
                { option_id: 1, option_value: '2' },
              ],
            },
          },
        },
        message: 'Option "Bedrag" is given more than once.',
      },
      {
        line: {
          sku: 'SET-KW-AUTOSTOEL',
          qty: 1,
          product_option: {
            extension_attributes: { bundle_options: [{ option_id: 2, option_selections: [3] }] },
          },
        },
        message: 'Option "Kinderwagen" is required.',
      },
      {
        line: {
          sku: 'SET-KW-AUTOSTOEL',
          qty: 1,
          product_option: {
            extension_attributes: {
              bundle_options: [
                { option_id: 1, option_selections: [1] },
                { option_id: 1, option_selections: [2] },
                { option_id: 2, option_selections: [3] },
              ],
            },
          },
        },
        message: 'Option "Kinderwagen" is given more than once.',
      },
    ];
    for (const { line, message } of cases) {
      const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
      const order = orderBody(cartId, [line]);
      const answer = await paymentInformation(order);
      expect(answer.status, message).toBe(400);
      expect((answer.body as { meta?: { errors?: string[] } }).meta?.errors).toEqual([
        `products[0] (${line.sku}): ${message}`,
      ]);
      expect(await ordersWithId(t, order.order_id)).toHaveLength(0);
      // The same line is refused by the cart too, with the same message.
      const added = await t.call({
        method: 'POST',
        url: `/api/cart/update?cartId=${cartId}`,
        payload: { cartItem: line },
      });
      expect(added.body).toEqual(errorBody(400, message));
    }
  });

  it('checks that the body agrees with itself before the token and the store view', async () => {
    const order = await orderWith([{ sku: 'SPEEN', qty: 1 }]);
    const answer = await t.call({
      method: 'POST',
      url: '/api/ext/buckaroo/payment-information?token=not-a-token&storeCode=xx',
      payload: {
        paymentInformation: { paymentMethod: { method: 'buckaroo_magento2_paypal' } },
        order,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      errorBody(
        400,
        'paymentInformation.paymentMethod.method must be the order’s payment_method_code.',
      ),
    );
    const badToken = await paymentInformation(order, '?token=not-a-token&storeCode=xx');
    expect(badToken.status).toBe(401);
    const badView = await paymentInformation(order, '?storeCode=xx');
    expect(badView.status).toBe(404);
    expect(await ordersWithId(t, order.order_id)).toHaveLength(0);
  });

  it('needs the owner’s token for a customer cart', async () => {
    await register(t, 'pay-owner@example.nl');
    const { token } = await login(t, 'pay-owner@example.nl');
    const order = await orderWith([{ sku: 'SPEEN', qty: 1 }], {}, `?token=${token}`);
    expect((await paymentInformation(order)).status).toBe(404);
    const answer = await paymentInformation(order, `?token=${token}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [stored] = await ordersWithId(t, order.order_id);
    expect(stored?.customerId).not.toBeNull();
  });

  it('places a cash-on-delivery order without the provider', async () => {
    const order = await orderWith([{ sku: 'SPEEN', qty: 1 }], {
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
    });
    const answer = await paymentInformation(order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({
      payment_status: 'pending',
      buckaroo_response: null,
    });
    expect(await paymentsOf(order.order_id)).toHaveLength(0);
  });

  it('gives transfer instructions, and Riverty decides at once (up to € 1.000)', async () => {
    const transfer = await paymentInformation(
      await orderWith([{ sku: 'SPEEN', qty: 1 }], {
        payment_method_code: 'buckaroo_magento2_transfer',
        payment_method_additional: {},
      }),
    );
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    expect(transfer.body.result).toMatchObject({
      payment_status: 'pending',
      buckaroo_response: { Status: { Code: { Code: 792 } }, RequiredAction: null },
      instructions: {
        iban: expect.any(String),
        reference: expect.any(String),
        test_page_url: expect.stringMatching(/^\/test-payment\/pay\//),
      },
    });
    const status = await orderStatus(transfer.body.result.order_hash);
    expect(status.body.result.instructions.iban).toBe(transfer.body.result.instructions.iban);

    await setStock(t, 'KW-100', 10);
    const riverty = {
      payment_method_code: 'buckaroo_magento2_afterpay',
      payment_method_additional: {},
    };
    const accepted = await paymentInformation(
      await orderWith([{ sku: 'KW-100', qty: 2 }], riverty),
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.result.payment_status).toBe('paid');
    expect((await orderStatus(accepted.body.result.order_hash)).body.result.status).toBe(
      'Order Processed',
    );

    const rejected = await paymentInformation(
      await orderWith([{ sku: 'KW-100', qty: 3 }], riverty),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.result.payment_status).toBe('failed');
    // The rejected order is canceled and gives its three back: 10 − 2 (the accepted one).
    expect(await stockOf(t, 'KW-100')).toBe(8);
    expect((await orderStatus(rejected.body.result.order_hash)).body.result.status).toBe(
      'canceled',
    );
  });
});

describe('a payment call replayed by someone else', () => {
  it('answers neither the order nor its payment link to another customer or a guest', async () => {
    await register(t, 'payer@example.nl');
    const payer = await login(t, 'payer@example.nl');
    const order = await orderWith([{ sku: 'SPEEN', qty: 1 }], {}, `?token=${payer.token}`);
    const first = await paymentInformation(order, `?token=${payer.token}`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const link = first.body.result.buckaroo_response.RequiredAction.RedirectURL as string;

    await register(t, 'thief@example.nl');
    const thief = await login(t, 'thief@example.nl');
    for (const query of [`?token=${thief.token}`, '']) {
      const answer = await paymentInformation(order, query);
      expect(answer.status).toBe(404);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(first.body.result.order_hash);
      expect(text).not.toContain(new URL(link).pathname);
    }
    expect(await paymentsOf(order.order_id)).toHaveLength(1);
    const again = await paymentInformation(order, `?token=${payer.token}`);
    expect(again.body.result.buckaroo_response.RequiredAction.RedirectURL).toBe(link);
  });
});

describe('the provider’s page and push', () => {
  async function startIdeal(lines = [{ sku: 'SLAB', qty: 1 }]) {
    const order = await orderWith(lines);
    const answer = await paymentInformation(order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return {
      order,
      hash: answer.body.result.order_hash as string,
      key: answer.body.result.buckaroo_response.Key as string,
      redirect: answer.body.result.buckaroo_response.RequiredAction.RedirectURL as string,
    };
  }

  it('approve: the push marks the order paid and the shopper returns to the return page', async () => {
    await setStock(t, 'SLAB', 10);
    const { hash, redirect, order } = await startIdeal();
    const page = await t.app.inject({ method: 'GET', url: new URL(redirect).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/test/i);
    const approved = await providerAction(t, redirect, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${PUBLIC_URL}/checkout-return?order_hash=${hash}`);
    const status = await orderStatus(hash);
    expect(status.body.result).toMatchObject({
      increment_id: expect.stringMatching(/^NL/),
      order_hash: hash,
      status: 'Order Processed',
      payment_status: 'paid',
      payment_method: 'buckaroo_magento2_ideal',
      payment_url: null,
    });
    // What the thank-you page shows: the lines, where the order goes, how and when it arrives
    // (ordered Monday noon, standard delivery: two working days).
    expect(status.body.result).toMatchObject({
      lines: [{ name: expect.any(String), qty: 1, options: [] }],
      shipping_address: {
        firstname: 'Anna',
        lastname: 'Jansen',
        street: ['Kerkstraat', '12', 'b'],
        postcode: '3511 AB',
        city: 'Utrecht',
        country_id: 'NL',
      },
      shipping_description: 'Standard delivery',
      expected_delivery_date: '2026-11-25',
    });
    expect(status.body.result.lines[0].row_total_incl_tax).toBeGreaterThan(0);
    // The product of each line, for the purchase event's items (secondary-areas §7).
    expect(status.body.result.lines[0]).toMatchObject({
      sku: 'SLAB',
      parent_sku: 'SLAB',
      discount_amount: 0,
      // A product without a brand: its item carries the brand default.
      brand: null,
      category_path: ['Kleding'],
    });
    expect(status.body.result.lines[0].price_incl_tax).toBeGreaterThan(0);
    expect(await stockOf(t, 'SLAB')).toBe(9);
    expect((await paymentsOf(order.order_id))[0]).toMatchObject({
      status: 'paid',
      statusCode: 190,
    });
  });

  it("keeps each line's brand and category path as the catalogue named them when the order was placed", async () => {
    await setStock(t, 'KW-100', 10);
    await setStock(t, 'SLAB', 10);
    const { hash, order } = await startIdeal([
      { sku: 'KW-100', qty: 1 },
      { sku: 'SLAB', qty: 2 },
    ]);
    const status = await orderStatus(hash);
    expect(status.status).toBe(200);
    expect(status.body.result.lines).toEqual([
      expect.objectContaining({
        sku: 'KW-100',
        brand: 'Kiddo',
        category_path: ['Kinderwagens', "Buggy's"],
      }),
      expect.objectContaining({ sku: 'SLAB', brand: null, category_path: ['Kleding'] }),
    ]);
    const [placed] = await ordersWithId(t, order.order_id);
    const stored = await t.shop.db
      .select({ brand: schema.orderItems.brand, path: schema.orderItems.categoryPath })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, placed!.id))
      .orderBy(schema.orderItems.id);
    expect(stored).toEqual([
      { brand: 'Kiddo', path: ['Kinderwagens', "Buggy's"] },
      { brand: null, path: ['Kleding'] },
    ]);
    // A line of an order placed before lines kept them (NULL columns) still answers.
    await t.shop.db
      .update(schema.orderItems)
      .set({ brand: null, categoryPath: null })
      .where(eq(schema.orderItems.orderId, placed!.id));
    const older = await orderStatus(hash);
    expect(older.status).toBe(200);
    expect(older.body.result.lines[0]).toMatchObject({
      sku: 'KW-100',
      brand: null,
      category_path: [],
    });
  });

  it('cancel: the order is canceled, its stock and coupon use come back, the shopper lands on the failed page', async () => {
    await setStock(t, 'SLAB', 10);
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 6 }]);
    const coupon = await t.call({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM10`,
    });
    expect(coupon.status).toBe(200);
    const used = async () =>
      (
        await t.shop.db
          .select({ used: schema.salesRules.timesUsed })
          .from(schema.salesRules)
          .where(eq(schema.salesRules.couponCode, 'WELKOM10'))
      )[0]!.used;
    const usedBefore = await used();
    const order = orderBody(cartId, [{ sku: 'SLAB', qty: 6 }]);
    const answer = await paymentInformation(order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stockOf(t, 'SLAB')).toBe(4);
    expect(await used()).toBe(usedBefore + 1);
    const { order_hash: hash, buckaroo_response: response } = answer.body.result;
    const canceled = await providerAction(t, response.RequiredAction.RedirectURL, 'cancel');
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(
      `${PUBLIC_URL}/checkout-failed?order_hash=${hash}&reason=canceled`,
    );
    expect((await orderStatus(hash)).body.result).toMatchObject({
      status: 'canceled',
      payment_status: 'canceled',
    });
    expect(await stockOf(t, 'SLAB')).toBe(10);
    expect(await used()).toBe(usedBefore);
  });

  it('cancel: the shopper gets the cart back with its lines and coupon (guest and customer)', async () => {
    await setStock(t, 'SLAB', 10);
    await register(t, 'coupon-back@example.nl');
    const { token } = await login(t, 'coupon-back@example.nl');
    for (const query of ['', `?token=${token}`]) {
      const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }], query);
      const and = query ? `&token=${token}` : '';
      const applied = await t.call({
        method: 'POST',
        url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM10${and}`,
      });
      expect(applied.status).toBe(200);
      const order = orderBody(cartId, [{ sku: 'SLAB', qty: 1 }]);
      const answer = await paymentInformation(order, query);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      // The cart stays the shopper's while they are at the provider (Back finds it).
      const during = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}${and}` });
      expect(during.status).toBe(200);
      const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL;
      expect((await providerAction(t, redirect, 'cancel')).statusCode).toBe(303);
      const lines = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}${and}` });
      expect(lines.status, JSON.stringify(lines.body)).toBe(200);
      expect(lines.body.result).toEqual([expect.objectContaining({ sku: 'SLAB', qty: 1 })]);
      const totals = await t.call({
        method: 'GET',
        url: `/api/cart/totals?cartId=${cartId}${and}`,
      });
      expect(totals.status).toBe(200);
      expect(totals.body.result.coupon_code).toBe('WELKOM10');
      expect(totals.body.result.discount_amount).toBeLessThan(0);
    }
  });

  it('at the provider: the customer’s cart is still theirs, and closes once the order is paid', async () => {
    await setStock(t, 'SLAB', 10);
    await register(t, 'coupon-new-cart@example.nl');
    const { token } = await login(t, 'coupon-new-cart@example.nl');
    const query = `?token=${token}`;
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }], query);
    await t.call({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM10&token=${token}`,
    });
    const answer = await paymentInformation(orderBody(cartId, [{ sku: 'SLAB', qty: 1 }]), query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // Back from the provider, on another page: the same cart, with its coupon.
    const created = await t.call({ method: 'POST', url: `/api/cart/create${query}` });
    expect(created.body.result).toBe(cartId);
    const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL;
    expect((await providerAction(t, redirect, 'approve')).statusCode).toBe(303);
    const old = await t.call({
      method: 'GET',
      url: `/api/cart/pull?cartId=${cartId}&token=${token}`,
    });
    expect(old.status).toBe(404);
    const next = await t.call({ method: 'POST', url: `/api/cart/create${query}` });
    expect(next.body.result).not.toBe(cartId);
  });

  it('refuses a forged or unsigned push and changes nothing', async () => {
    const { key, hash } = await startIdeal();
    const forged = await signedPush(key, 190, 9.9, 'not-the-secret-key');
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/ext/buckaroo/push',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Transaction: { Key: key, Status: { Code: { Code: 190 } } } }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await orderStatus(hash)).body.result.payment_status).toBe('pending');
  });

  it('changes nothing for a signed push of another amount or currency than the payment', async () => {
    await setStock(t, 'SLAB', 10);
    const { key, hash, order } = await startIdeal();
    // The order is 9,90: a "paid" for one cent, or for 9,90 in another currency, is not believed.
    for (const [amount, currency] of [
      [0.01, 'EUR'],
      [9.89, 'EUR'],
      [9.9, 'USD'],
    ] as const) {
      const push = await signedPush(key, 190, amount, undefined, { currency });
      expect(push.statusCode).toBe(400);
      expect(push.json()).toEqual({
        code: 400,
        result: expect.stringMatching(/AmountDebit.*Currency/),
        meta: { key: 'payment.push_amount_mismatch', params: {} },
      });
    }
    expect((await orderStatus(hash)).body.result).toMatchObject({
      status: 'Order Placed',
      payment_status: 'pending',
    });
    expect((await paymentsOf(order.order_id))[0]).toMatchObject({ status: 'pending' });
    // The right amount is believed.
    expect((await signedPush(key, 190, 9.9)).statusCode).toBe(200);
    expect((await orderStatus(hash)).body.result.payment_status).toBe('paid');
  });

  it('refuses a correctly signed push signed too long ago or too far ahead', async () => {
    const { key, hash } = await startIdeal();
    const hour = 3_600_000;
    for (const signedAt of [new Date(Date.now() - hour), new Date(Date.now() + hour)]) {
      const push = await signedPush(key, 190, 9.9, undefined, { signedAt });
      expect(push.statusCode).toBe(401);
    }
    expect((await orderStatus(hash)).body.result.payment_status).toBe('pending');
  });

  it('does not believe the provider’s status answer for another amount either', async () => {
    const { key, hash } = await startIdeal();
    await t.shop.db
      .update(schema.testPaymentTransactions)
      .set({ statusCode: 190, amount: 1 })
      .where(eq(schema.testPaymentTransactions.key, key));
    now = new Date(MONDAY_NOON.getTime() + 60_000);
    try {
      expect((await orderStatus(hash)).body.result.payment_status).toBe('pending');
    } finally {
      now = MONDAY_NOON;
    }
  });

  it('applies a repeated push once: the stock comes back once', async () => {
    await setStock(t, 'SLAB', 10);
    const { key, hash } = await startIdeal([{ sku: 'SLAB', qty: 3 }]);
    expect(await stockOf(t, 'SLAB')).toBe(7);
    for (let i = 0; i < 3; i += 1) {
      const push = await signedPush(key, 490, 19.8);
      expect(push.statusCode).toBe(200);
    }
    expect(await stockOf(t, 'SLAB')).toBe(10);
    expect((await orderStatus(hash)).body.result).toMatchObject({
      status: 'canceled',
      payment_status: 'failed',
    });
  });

  it('applies concurrent copies of a push once (on PostgreSQL they race)', async () => {
    await setStock(t, 'SLAB', 10);
    const { key, hash } = await startIdeal([{ sku: 'SLAB', qty: 2 }]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signedPush(key, 890, 14.85)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await stockOf(t, 'SLAB')).toBe(10);
    expect((await orderStatus(hash)).body.result.payment_status).toBe('canceled');
  });

  it('keeps money that arrives after a cancel on record: the order needs a refund', async () => {
    const { key, redirect, hash } = await startIdeal();
    await providerAction(t, redirect, 'cancel');
    const late = await signedPush(key, 190, 9.9);
    expect(late.statusCode).toBe(200);
    expect((await orderStatus(hash)).body.result).toMatchObject({
      status: 'Processing Refund',
      payment_status: 'paid',
    });
  });

  it('answers 404 to a push for an unknown transaction (the provider tries again)', async () => {
    const push = await signedPush('0123456789ABCDEF0123456789ABCDEF', 190, 1);
    expect(push.statusCode).toBe(404);
    expect(push.json()).toEqual(errorBody(404, 'No payment with this transaction key.'));
  });

  it('answers each refused push with its own message', async () => {
    const credentials = await paymentCredentials(t.shop, t.config.payment)();
    const send = (body: string, signed = true) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ext/buckaroo/push',
        headers: {
          'content-type': 'application/json',
          ...(signed
            ? {
                authorization: buckarooHmacHeader(credentials, {
                  method: 'POST',
                  url: `${PUBLIC_URL}/api/ext/buckaroo/push`,
                  body,
                }),
              }
            : {}),
        },
        payload: body,
      });
    const unsigned = await send('{}', false);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual(
      errorBody(401, 'The push signature is missing, not valid or too old.'),
    );
    const notJson = await send('{"Transaction":');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual(errorBody(400, 'The push is not JSON.'));
    for (const body of ['null', '{}', '{"Transaction":{"Key":"A","Status":{"Code":{}}}}']) {
      const incomplete = await send(body);
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json()).toEqual(
        errorBody(400, 'The push has no Transaction.Key and Status.Code.Code.'),
      );
    }
  });

  it('asks the provider about a payment pending too long when the return page reads it', async () => {
    const { key, hash } = await startIdeal();
    // The provider knows the payment is paid, but its push never arrived.
    await t.shop.db
      .update(schema.testPaymentTransactions)
      .set({ statusCode: 190 })
      .where(eq(schema.testPaymentTransactions.key, key));
    expect((await orderStatus(hash)).body.result.payment_status).toBe('pending');
    now = new Date(MONDAY_NOON.getTime() + 60_000);
    try {
      expect((await orderStatus(hash)).body.result.payment_status).toBe('paid');
    } finally {
      now = MONDAY_NOON;
    }
  });
});

describe('payments pending for long', () => {
  it('are asked about at the provider by the app’s periodic check', async () => {
    const order = await orderWith([{ sku: 'SPEEN', qty: 1 }]);
    const answer = await paymentInformation(order);
    const key = answer.body.result.buckaroo_response.Key as string;
    await t.shop.db
      .update(schema.testPaymentTransactions)
      .set({ statusCode: 890 })
      .where(eq(schema.testPaymentTransactions.key, key));
    expect(await t.app.services.payments.reconcileStale()).toBe(0);
    now = new Date(MONDAY_NOON.getTime() + 16 * 60_000);
    try {
      expect(await t.app.services.payments.reconcileStale()).toBeGreaterThanOrEqual(1);
    } finally {
      now = MONDAY_NOON;
    }
    const status = await orderStatus(answer.body.result.order_hash);
    expect(status.body.result).toMatchObject({ status: 'canceled', payment_status: 'canceled' });
  });
});

describe('a free order', () => {
  it('offers only the free method for a zero total and needs no payment', async () => {
    await t.shop.db
      .insert(schema.salesRules)
      .values({ couponCode: 'ALLES100', name: 'Alles gratis', kind: 'percent', amount: 100 })
      .onConflictDoNothing();
    // Eleven bibs (€ 54,45) ship for free; the coupon takes all of their price. (A gift card
    // would not do: no coupon discounts it.)
    const bibs = { sku: 'SLAB', qty: 11 };
    await setStock(t, 'SLAB', 100);
    const cartId = await createCart(t, [bibs]);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=ALLES100`,
        })
      ).status,
    ).toBe(200);
    const methods = await t.call({
      method: 'GET',
      url: `/api/cart/payment-methods?cartId=${cartId}`,
    });
    expect(methods.body.result).toEqual([
      { code: 'free', title: 'No payment needed', flow: 'none' },
    ]);

    const order = orderBody(
      cartId,
      [bibs],
      {},
      { payment_method_code: 'free', payment_method_additional: {} },
    );
    const ideal = await t.call({
      method: 'POST',
      url: '/api/order',
      payload: {
        ...order,
        addressInformation: {
          ...order.addressInformation,
          payment_method_code: 'buckaroo_magento2_ideal',
        },
      },
    });
    expect(ideal.status).toBe(400);
    const placed = await t.call({ method: 'POST', url: '/api/order', payload: order });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await orderStatus(placed.body.result.orderHash)).body.result).toMatchObject({
      grand_total: 0,
      payment_status: 'not_required',
      payment_method: 'free',
    });
  });
});

describe('OpenAPI reference', () => {
  it('declares the bodies of the order and payment calls', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const bodyOf = (path: string) =>
      spec.paths[path]?.post?.requestBody?.content?.['application/json']?.schema;
    expect(Object.keys(bodyOf('/api/order')?.properties ?? {})).toEqual(
      expect.arrayContaining(['order_id', 'cart_id', 'products', 'addressInformation']),
    );
    expect(bodyOf('/api/ext/buckaroo/payment-information')?.required).toEqual(
      expect.arrayContaining(['paymentInformation', 'order']),
    );
    const paymentCalls = Object.entries(
      spec.paths as Record<string, Record<string, { tags?: string[] }>>,
    )
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.tags?.includes('payment'))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(paymentCalls).toEqual([
      'GET /api/ext/buckaroo/get-payment-additional-details',
      'POST /api/ext/buckaroo/payment-information',
      'POST /api/ext/buckaroo/push',
    ]);
    expect(spec.paths['/api/order/status']?.get?.tags).toEqual(['order']);
  });
});

describe('GET /api/order/status and the issuers', () => {
  it('answers 404 for an unknown order_hash and 400 for a malformed one', async () => {
    const unknown = await orderStatus('abcdefghijklmnopqrstuvwxyz012345');
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe('Unable to retrieve order');
    expect((await orderStatus('x')).status).toBe(400);
    expect((await orderStatus('<script>')).status).toBe(400);
  });

  it('lists the iDEAL issuers', async () => {
    const { status, body } = await t.call({
      method: 'GET',
      url: '/api/ext/buckaroo/get-payment-additional-details',
    });
    expect(status).toBe(200);
    expect(body.result).toEqual([
      {
        code: 'buckaroo_magento2_ideal',
        issuers: expect.arrayContaining([{ code: 'INGBNL2A', name: 'ING' }]),
      },
    ]);
  });

  it('answers the order_hash of POST /api/order too, so its return page can show it', async () => {
    const order = await orderWith([{ sku: 'SPEEN', qty: 1 }], {
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
      billingAddress: address({ email: 'anna@example.nl' }),
    });
    const placed = await t.call({ method: 'POST', url: '/api/order', payload: order });
    expect(placed.status).toBe(200);
    const status = await orderStatus(placed.body.result.orderHash);
    expect(status.body.result).toMatchObject({
      increment_id: placed.body.result.orderNumber,
      payment_status: 'pending',
      payment_method: 'cashondelivery',
    });
  });
});
