import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/types.ts';
import {
  buildOrder,
  type CheckoutInput,
  COUPON_NO_LONGER_APPLIES_NOTICE,
  IN_CHECKOUT_WINDOW_MS,
  isCouponRefusal,
  isInCheckout,
  isOutOfStockAnswer,
  isVirtualCart,
  normalizePostcode,
  orderFingerprint,
  paymentRedirectUrl,
  placeOrderOutcome,
  QUEUED_ORDER_INVALID_NOTICE,
  QUEUED_ORDER_OUT_OF_STOCK_NOTICE,
  queueReplyOutcome,
  stampOrder,
} from './order.ts';

const line = (sku: string, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  qty: 1,
  type_id: 'simple',
  name: sku,
  price: 10,
  price_incl_tax: 12.1,
  ...extra,
});

const input = (extra: Partial<CheckoutInput> = {}): CheckoutInput => ({
  userId: 7,
  cartId: 'cart-1',
  storeCode: 'nl',
  items: [
    line('A', {
      qty: 2,
      totals: { row_total: 20, row_total_incl_tax: 24.2, discount_amount: 0, options: [] },
    }),
  ],
  personal: { firstName: ' Anna ', lastName: 'Jansen', email: 'Anna@Example.NL ' },
  address: {
    country: 'NL',
    streetAddress: 'Kerkstraat',
    houseNumber: '12',
    affix: 'b',
    city: 'Utrecht',
    zipCode: '3511ab',
    phoneNumber: '0612345678',
  },
  shipping: { carrierCode: 'flatrate', methodCode: 'flatrate' },
  pickupLocationCode: null,
  payment: { method: 'buckaroo_magento2_ideal', additional: { issuer: 'INGBNL2A' } },
  ...extra,
});

describe('buildOrder', () => {
  it('sends the address as street, house number and addition, with the e-mail on the billing address', () => {
    const order = buildOrder(input());
    expect(order.addressInformation.billingAddress).toEqual({
      firstname: 'Anna',
      lastname: 'Jansen',
      street: ['Kerkstraat', '12', 'b'],
      city: 'Utrecht',
      postcode: '3511 AB',
      country_id: 'NL',
      telephone: '0612345678',
      region: '',
      region_id: 0,
      email: 'anna@example.nl',
    });
    expect(order.addressInformation.shippingAddress?.street).toEqual(['Kerkstraat', '12', 'b']);
    expect(order).toMatchObject({
      user_id: '7',
      cart_id: 'cart-1',
      store_code: 'nl',
      addressInformation: {
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'buckaroo_magento2_ideal',
        payment_method_additional: { issuer: 'INGBNL2A' },
      },
    });
  });

  it('carries the lines without their totals, stock or messages', () => {
    const [product] = buildOrder(input()).products;
    expect(product).toEqual({
      sku: 'A',
      qty: 2,
      type_id: 'simple',
      name: 'A',
      price_incl_tax: 12.1,
    });
  });

  it('names the store of a pick-up, and no store for other methods', () => {
    const pickup = buildOrder(
      input({
        shipping: { carrierCode: 'instorepickup', methodCode: 'maven' },
        pickupLocationCode: 'utrecht',
      }),
    );
    expect(pickup.addressInformation.shippingAddress?.extension_attributes).toEqual({
      pickup_location_code: 'utrecht',
    });
    expect(pickup.addressInformation.shippingExtraFields).toEqual({
      pickup_location_code: 'utrecht',
    });
    const home = buildOrder(input({ pickupLocationCode: 'utrecht' }));
    expect(home.addressInformation.shippingAddress?.extension_attributes).toBeUndefined();
    expect(home.addressInformation.shippingExtraFields).toBeUndefined();
  });

  it('sends no shipping address or method for a virtual cart', () => {
    const order = buildOrder(input({ items: [line('GIFT', { type_id: 'virtual' })] }));
    expect(order.addressInformation.shippingAddress).toBeUndefined();
    expect(order.addressInformation.shipping_method_code).toBeNull();
    expect(isVirtualCart([line('A'), line('B', { type_id: 'virtual' })])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });

  it('writes Dutch postcodes as 1234 AB and leaves others as typed', () => {
    expect(normalizePostcode(' 3511ab', 'NL')).toBe('3511 AB');
    expect(normalizePostcode('10115 ', 'DE')).toBe('10115');
    expect(normalizePostcode('35', 'NL')).toBe('35');
  });
});

describe('fingerprint and stamps', () => {
  it('gives the same order the same fingerprint and a changed order another', () => {
    expect(orderFingerprint(buildOrder(input()))).toBe(orderFingerprint(buildOrder(input())));
    expect(orderFingerprint(buildOrder(input()))).not.toBe(
      orderFingerprint(
        buildOrder(input({ payment: { method: 'cashondelivery', additional: {} } })),
      ),
    );
  });

  it('stamps an id of the time and a uuid, and both timestamps', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const stamped = stampOrder(buildOrder(input()), now, 'abc-123');
    expect(stamped.order_id).toBe(`${now.getTime()}-abc-123`);
    expect(stamped.created_at).toBe('2026-11-23T10:00:00.000Z');
    expect(stamped.updated_at).toBe(stamped.created_at);
  });
});

describe('in checkout', () => {
  it('lasts 30 minutes after the last change', () => {
    const now = 10_000_000;
    expect(isInCheckout(now - IN_CHECKOUT_WINDOW_MS, now)).toBe(true);
    expect(isInCheckout(now - IN_CHECKOUT_WINDOW_MS - 1, now)).toBe(false);
    expect(isInCheckout(null, now)).toBe(false);
    expect(isInCheckout(0, now)).toBe(false);
  });
});

describe('answers of the order call', () => {
  it('places on 200 or no code, refuses 400 as invalid, queues server and network errors', () => {
    expect(placeOrderOutcome(200, null, true)).toBe('placed');
    expect(placeOrderOutcome(undefined, null, true)).toBe('placed');
    expect(placeOrderOutcome(400, 'x', true)).toBe('invalid');
    expect(placeOrderOutcome(502, 'x', true)).toBe('retry');
    expect(placeOrderOutcome(503, 'closed', true)).toBe('retry');
    expect(placeOrderOutcome(null, null, false)).toBe('retry');
    expect(placeOrderOutcome(401, 'x', true)).toBe('retry');
  });

  it('shows a 400 whose message key names a rule the shopper can act on, and queues it not', () => {
    expect(
      placeOrderOutcome(400, 'Unknown iDEAL issuer "X".', true, 'payment.issuer_unknown'),
    ).toBe('refused');
    // The body's own refusals stay invalid: its schema, a field, the request's format.
    for (const key of ['order.not_compliant', 'field.required', 'request.invalid', 'error.other']) {
      expect(placeOrderOutcome(400, 'x', true, key), key).toBe('invalid');
    }
    expect(placeOrderOutcome(400, 'x', true, null)).toBe('invalid');
  });

  it('does not queue what a retry cannot change: out of stock, a coupon, someone else’s cart', () => {
    expect(placeOrderOutcome(409, 'Error while adding products. A is out of stock!', true)).toBe(
      'refused',
    );
    // From a server of before the out-of-stock refusal was a 409.
    expect(placeOrderOutcome(500, 'Error while adding products. A is out of stock!', true)).toBe(
      'refused',
    );
    expect(
      placeOrderOutcome(409, 'The coupon no longer applies: x. The order was not placed.', true),
    ).toBe('refused');
    expect(placeOrderOutcome(500, 'Internal server error', true)).toBe('retry');
    expect(placeOrderOutcome(404, 'No such entity with cartId = x', true)).toBe('refused');
    expect(placeOrderOutcome(409, 'conflict', true)).toBe('refused');
  });

  it('ends queued orders on 400 and out of stock with the spec notices, keeps others for a retry', () => {
    expect(queueReplyOutcome(200, null)).toEqual({
      transmitted: true,
      canceled: false,
      notice: null,
    });
    expect(queueReplyOutcome(400, 'x')).toEqual({
      transmitted: true,
      canceled: true,
      notice: QUEUED_ORDER_INVALID_NOTICE,
    });
    expect(queueReplyOutcome(409, 'Error while adding products. A is out of stock!')).toEqual({
      transmitted: true,
      canceled: true,
      notice: QUEUED_ORDER_OUT_OF_STOCK_NOTICE,
    });
    expect(
      queueReplyOutcome(409, 'The coupon no longer applies: used up. The order was not placed.'),
    ).toEqual({ transmitted: true, canceled: true, notice: COUPON_NO_LONGER_APPLIES_NOTICE });
    expect(isCouponRefusal(409, 'The coupon no longer applies: x')).toBe(true);
    expect(isCouponRefusal(400, 'The coupon no longer applies: x')).toBe(false);
    expect(isOutOfStockAnswer(409, 'Error while adding products. A is out of stock!')).toBe(true);
    expect(isOutOfStockAnswer(409, 'Something else')).toBe(false);
    expect(queueReplyOutcome(502, 'gateway')).toEqual({
      transmitted: false,
      canceled: false,
      notice: 'gateway',
    });
  });

  it('never leaves a reply undecided: a code is transmitted or retried, and canceled only when transmitted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.option(fc.string()), (code, message) => {
        const outcome = queueReplyOutcome(code, message);
        expect(!outcome.canceled || outcome.transmitted).toBe(true);
        expect(outcome.transmitted || outcome.notice !== null).toBe(true);
      }),
    );
  });
});

describe('payment redirect', () => {
  it('reads the redirect of a required action in either spelling', () => {
    expect(
      paymentRedirectUrl({ RequiredAction: { Type: 'Redirect', RedirectURL: 'https://p/1' } }),
    ).toBe('https://p/1');
    expect(
      paymentRedirectUrl({ RequiredAction: { Name: 'Redirect', RedirectURL: 'https://p/2' } }),
    ).toBe('https://p/2');
    expect(paymentRedirectUrl({ RequiredAction: null })).toBeNull();
    expect(paymentRedirectUrl(null)).toBeNull();
  });
});
