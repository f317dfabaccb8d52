/**
 * A payment that cannot start leaves no placed order behind: the order is canceled at once, its
 * stock and coupon use come back, and the cart (with its coupon) is the shopper's again, so they
 * can choose another payment method. And the gift card method works end to end with the test
 * provider: the shopper picks the card brand on its page.
 */
import { STORE_VIEWS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PaymentGateway,
  PaymentService,
  type PaymentServiceOptions,
} from '../src/modules/payment/service.ts';
import { readOutbox } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  providerAction,
  setStock,
  startPayment,
  stockOf,
} from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    now: () => MONDAY_NOON,
    env: {
      SHOP_PUBLIC_URL: 'http://shop.test',
      // The provider's gift card method is in no view's defaults; a shop may offer it.
      PAYMENT_METHODS_NL: 'ideal,paypal,transfer,giftcards,cashondelivery',
    },
  });
});
afterAll(() => t.close());

const couponUses = async () =>
  (
    await t.shop.db
      .select({ used: schema.salesRules.timesUsed })
      .from(schema.salesRules)
      .where(eq(schema.salesRules.couponCode, 'WELKOM10'))
  )[0]!.used;

/** A cart of six SLAB with the coupon WELKOM10, and the order body of it paid by `method`. */
async function cartWithCoupon(method: string) {
  await setStock(t, 'SLAB', 10);
  const cartId = await createCart(t, [{ sku: 'SLAB', qty: 6 }]);
  const coupon = await t.call({
    method: 'POST',
    url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM10`,
  });
  expect(coupon.status).toBe(200);
  const order = orderBody(
    cartId,
    [{ sku: 'SLAB', qty: 6 }],
    {},
    {
      payment_method_code: method,
      payment_method_additional: {},
    },
  );
  return { cartId, order };
}

/** The app's payment service with another gateway (a provider that refuses or is not there). */
function paymentsWith(gateway: PaymentGateway): PaymentService {
  const real = t.app.services.payments as unknown as {
    payments: ConstructorParameters<typeof PaymentService>[0];
    options: PaymentServiceOptions;
  };
  return new PaymentService(real.payments, { ...real.options, gateway });
}

async function expectCanceledAndCartKept(orderId: string, cartId: string, usedBefore: number) {
  const [placed] = await ordersWithId(t, orderId);
  expect(placed).toMatchObject({ status: 'canceled', paymentStatus: 'failed' });
  // No confirmation of an order that was not placed: neither waiting nor sent.
  const mails = await t.shop.db.select().from(schema.mailOutbox);
  expect(mails.filter((mail) => JSON.stringify(mail.data).includes(placed!.incrementId))).toEqual(
    [],
  );
  expect(
    readOutbox(t).filter((mail) => JSON.stringify(mail).includes(placed!.incrementId)),
  ).toEqual([]);
  expect(await stockOf(t, 'SLAB')).toBe(10);
  expect(await couponUses()).toBe(usedBefore);
  // The cart is usable again, with its lines and its coupon.
  const totals = await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` });
  expect(totals.status, JSON.stringify(totals.body)).toBe(200);
  expect(totals.body.result.coupon_code).toBe('WELKOM10');
  expect(totals.body.result.items_qty).toBe(6);
}

describe('the gift card payment method with the test provider', () => {
  it('redirects to the provider’s page, where the approved payment marks the order paid', async () => {
    const { order } = await cartWithCoupon('buckaroo_magento2_giftcards');
    const answer = await startPayment(t, order);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    expect(redirect).toContain('/test-payment/pay/');
    const page = await t.app.inject({ method: 'GET', url: new URL(redirect).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('VVV Cadeaukaart');
    const approved = await providerAction(t, redirect, 'approve');
    expect(approved.statusCode).toBe(303);
    await t.app.services.background.settled();
    const status = await t.call({
      method: 'GET',
      url: `/api/order/status?order_hash=${answer.body.result.order_hash}`,
    });
    expect(status.body.result).toMatchObject({ payment_status: 'paid' });
  });
});

describe('a payment that cannot start', () => {
  it('refused by the provider: 409 with a message, the order canceled, stock, coupon use and cart back', async () => {
    const { cartId, order } = await cartWithCoupon('buckaroo_magento2_paypal');
    const usedBefore = await couponUses();
    const refusing = paymentsWith({
      startTransaction: async (request) => ({
        Key: 'REFUSED0001',
        Status: {
          Code: { Code: 491, Description: 'Validation failure' },
          DateTime: new Date().toISOString(),
        },
        RequiredAction: null,
        RequestErrors: {
          ServiceErrors: [{ Name: 'paypal', ErrorMessage: 'This service is not available.' }],
        },
        Invoice: request.Invoice,
        ServiceCode: null,
        IsTest: true,
        Currency: request.Currency,
        AmountDebit: request.AmountDebit,
      }),
      transactionStatus: async () => {
        throw new Error('not asked');
      },
    });
    const error = await refusalOf(refusing, cartId, order);
    expect(error).toMatchObject({
      kind: 'conflict',
      message:
        'This payment method cannot be used for this order. Your order was not placed; please choose another payment method.',
    });
    await expectCanceledAndCartKept(order.order_id, cartId, usedBefore);
  });

  it('provider not reached: 409 with a message, the order canceled, stock, coupon use and cart back', async () => {
    const { cartId, order } = await cartWithCoupon('buckaroo_magento2_paypal');
    const usedBefore = await couponUses();
    const unreachable = paymentsWith({
      startTransaction: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      transactionStatus: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    const error = await refusalOf(unreachable, cartId, order);
    expect(error).toMatchObject({ kind: 'conflict' });
    await expectCanceledAndCartKept(order.order_id, cartId, usedBefore);
    // A new order from the same cart can be paid with another method.
    const again = orderBody(
      cartId,
      [{ sku: 'SLAB', qty: 6 }],
      {},
      {
        payment_method_code: 'buckaroo_magento2_ideal',
        payment_method_additional: { issuer: 'INGBNL2A' },
      },
    );
    const answer = await startPayment(t, again);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stockOf(t, 'SLAB')).toBe(4);
  });

  it('sends no confirmation while the payment is starting, not even on the outbox’s own round', async () => {
    const { cartId, order } = await cartWithCoupon('buckaroo_magento2_paypal');
    const usedBefore = await couponUses();
    let sentWhileStarting: unknown[] | null = null;
    const slowThenDown = paymentsWith({
      startTransaction: async (request) => {
        // The outbox looks for due mails every 30 s by itself: here it does so mid-start.
        await t.app.services.outbox.deliverDue();
        sentWhileStarting = readOutbox(t).filter((mail) =>
          JSON.stringify(mail).includes(request.Invoice),
        );
        throw new Error('connect ETIMEDOUT');
      },
      transactionStatus: async () => {
        throw new Error('not asked');
      },
    });
    const error = await refusalOf(slowThenDown, cartId, order);
    expect(error).toMatchObject({ kind: 'conflict' });
    expect(sentWhileStarting).toEqual([]);
    await t.app.services.outbox.deliverDue();
    await expectCanceledAndCartKept(order.order_id, cartId, usedBefore);
  });

  it('sends the confirmation once the payment is made, not when it started', async () => {
    const { order } = await cartWithCoupon('buckaroo_magento2_ideal');
    const answer = await startPayment(t, {
      ...order,
      addressInformation: {
        ...order.addressInformation,
        payment_method_additional: { issuer: 'INGBNL2A' },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await t.app.services.outbox.deliverDue();
    const [placed] = await ordersWithId(t, order.order_id);
    const sent = () =>
      readOutbox(t).filter((mail) => JSON.stringify(mail).includes(placed!.incrementId));
    expect(sent()).toHaveLength(0);
    const redirect = answer.body.result.buckaroo_response.RequiredAction.RedirectURL;
    expect((await providerAction(t, redirect, 'approve')).statusCode).toBe(303);
    await t.app.services.outbox.deliverDue();
    expect(sent()).toEqual([expect.objectContaining({ kind: 'order_confirmation' })]);
  });

  it('an unknown iDEAL bank: 400, and the order it placed is canceled with its stock back', async () => {
    const { cartId, order } = await cartWithCoupon('buckaroo_magento2_ideal');
    const usedBefore = await couponUses();
    const answer = await startPayment(t, {
      ...order,
      addressInformation: {
        ...order.addressInformation,
        payment_method_additional: { issuer: 'NOTABANK' },
      },
    });
    expect(answer.status).toBe(400);
    await expectCanceledAndCartKept(order.order_id, cartId, usedBefore);
  });
});

/** What the payment call of `payments` for a PayPal order threw (its refusal). */
function refusalOf(payments: PaymentService, cartId: string, order: ReturnType<typeof orderBody>) {
  return payments
    .placeAndPay(
      {
        paymentInformation: {
          cartId,
          paymentMethod: { method: 'buckaroo_magento2_paypal', additional_data: {} },
        },
        order,
      } as never,
      callOf(),
    )
    .catch((e: unknown) => e);
}

function callOf() {
  return {
    caller: async () => null,
    view: () => STORE_VIEWS.nl,
    clientIp: '127.0.0.1',
    origin: undefined,
    ownOrigin: 'http://shop.test',
  };
}
