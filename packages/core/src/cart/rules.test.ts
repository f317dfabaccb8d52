import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../shop-time.ts';
import { type CouponRule, checkCoupon, couponDiscountCents } from './coupons.ts';
import {
  availablePaymentMethods,
  cartTaxCountry,
  DEFAULT_PAYMENT_METHODS,
  findPaymentMethod,
  findShippingMethod,
  isProviderPaymentMethod,
  NO_DELIVERY_MESSAGE,
  quoteShippingMethods,
  startsProviderPayment,
} from './methods.ts';
import { lineOptionsIdentity } from './product-option.ts';
import { isShopClosed, parseClosedDays } from './shop-closed.ts';

const base: CouponRule = {
  kind: 'percent',
  amount: 10,
  minSubtotal: 0,
  fromDate: null,
  toDate: null,
  usageLimit: null,
  timesUsed: 0,
  active: true,
};
const now = new Date('2026-11-20T12:00:00Z');

describe('checkCoupon', () => {
  it('accepts a valid coupon', () => {
    expect(checkCoupon('WELKOM10', base, 1000, now)).toBeNull();
  });

  it('answers an unknown or inactive code as not found', () => {
    expect(checkCoupon('NOPE', null, 1000, now)).toEqual({
      kind: 'not_found',
      message: 'The coupon code "NOPE" is not valid.',
    });
    expect(checkCoupon('OFF', { ...base, active: false }, 1000, now)?.kind).toBe('not_found');
  });

  it('refuses expired, not yet valid and used-up coupons with their reason', () => {
    const expired = { ...base, toDate: new Date('2025-02-01T00:00:00Z') };
    expect(checkCoupon('VERLOPEN', expired, 1000, now)?.message).toBe(
      'The coupon code "VERLOPEN" has expired.',
    );
    const later = { ...base, fromDate: new Date('2027-01-01T00:00:00Z') };
    expect(checkCoupon('LATER', later, 1000, now)?.message).toContain('not valid yet');
    const usedUp = { ...base, usageLimit: 100, timesUsed: 100 };
    expect(checkCoupon('OP', usedUp, 1000, now)).toEqual({
      kind: 'invalid',
      message: 'The coupon code "OP" has reached its usage limit.',
    });
  });

  it('needs the minimum subtotal incl. tax', () => {
    const rule = { ...base, kind: 'fixed' as const, amount: 500, minSubtotal: 2500 };
    expect(checkCoupon('KORTING5', rule, 2499, now)?.message).toBe(
      'The coupon code "KORTING5" needs a subtotal of at least € 25,-.',
    );
    expect(checkCoupon('KORTING5', rule, 2500, now)).toBeNull();
  });
});

describe('couponDiscountCents', () => {
  it('takes a percentage, a fixed amount up to the subtotal, nothing for free shipping', () => {
    expect(couponDiscountCents({ kind: 'percent', amount: 10 }, 1995)).toBe(200);
    expect(couponDiscountCents({ kind: 'fixed', amount: 500 }, 300)).toBe(300);
    expect(couponDiscountCents({ kind: 'free_shipping', amount: 0 }, 300)).toBe(0);
  });
});

describe('shipping and payment methods', () => {
  it('delivers to NL, DE and BE, free from 50 euros; express to NL and DE; pick-up everywhere', () => {
    const nl = quoteShippingMethods({
      country: 'NL',
      taxCountry: 'NL',
      subtotalInclTax: 4999,
      isVirtualCart: false,
    });
    expect(nl.map((q) => [q.method.carrierCode, q.available, q.amountInclTax, q.taxRate])).toEqual([
      ['flatrate', true, 495, 21],
      ['express', true, 995, 21],
      ['instorepickup', true, 0, 21],
    ]);
    const free = quoteShippingMethods({
      country: 'DE',
      taxCountry: 'DE',
      subtotalInclTax: 5000,
      isVirtualCart: false,
    });
    expect(free[0]).toMatchObject({ available: true, amountInclTax: 0, taxRate: 19 });
    const fr = quoteShippingMethods({
      country: 'FR',
      taxCountry: 'NL',
      subtotalInclTax: 1000,
      isVirtualCart: false,
    });
    expect(fr[0]).toMatchObject({ available: false, errorMessage: NO_DELIVERY_MESSAGE });
    expect(fr[1]).toMatchObject({ available: false, errorMessage: NO_DELIVERY_MESSAGE });
    expect(fr[2]?.available).toBe(true);
  });

  it('offers a method with a minimum subtotal only from that subtotal, from configuration', () => {
    const methods = [
      {
        carrierCode: 'bulky',
        methodCode: 'bulky',
        carrierTitle: 'Bulky goods',
        methodTitle: 'Bulky goods',
        amountInclTax: 2500,
        freeFromSubtotal: null,
        minSubtotal: 10000,
        countries: ['NL'],
      },
    ];
    const quote = (subtotalInclTax: number) =>
      quoteShippingMethods(
        { country: 'nl', taxCountry: 'NL', subtotalInclTax, isVirtualCart: false },
        methods,
      )[0];
    expect(quote(9999)).toMatchObject({ available: false, errorMessage: NO_DELIVERY_MESSAGE });
    expect(quote(10000)).toMatchObject({ available: true, amountInclTax: 2500 });
    expect(findShippingMethod('bulky', 'bulky', methods)?.methodTitle).toBe('Bulky goods');
    expect(findShippingMethod('flatrate', 'flatrate', methods)).toBeNull();
  });

  it('taxes by the shipping country when the shop has rates for it, else the view country', () => {
    expect(cartTaxCountry('de', 'NL')).toBe('DE');
    expect(cartTaxCountry('BE', 'NL')).toBe('NL');
    expect(cartTaxCountry(undefined, 'DE')).toBe('DE');
  });

  it('offers no cash on delivery for a virtual cart', () => {
    const codes = (isVirtualCart: boolean) =>
      availablePaymentMethods({ isVirtualCart }).map((m) => m.code);
    expect(codes(false)).toContain('cashondelivery');
    expect(codes(true)).not.toContain('cashondelivery');
  });

  it('offers every method of the spec with the provider prefix, and never check24', () => {
    const codes = availablePaymentMethods({ isVirtualCart: false }).map((m) => m.code);
    for (const name of [
      'ideal',
      'creditcard',
      'paypal',
      'in3',
      'tinka',
      'transfer',
      'afterpay',
      'klarna',
      'giftcards',
      'applepay',
      'mrcash',
      'sofort',
      'eps',
    ]) {
      expect(codes).toContain(`buckaroo_magento2_${name}`);
    }
    const withCheck24 = [
      ...DEFAULT_PAYMENT_METHODS,
      {
        code: 'buckaroo_magento2_check24',
        title: 'Check24',
        flow: 'redirect' as const,
        serviceCode: 'check24',
        countries: null,
      },
    ];
    expect(
      availablePaymentMethods({ isVirtualCart: false }, withCheck24).map((m) => m.code),
    ).not.toContain('buckaroo_magento2_check24');
  });

  it('offers methods by billing country and order total', () => {
    const codes = (billingCountry: string, grandTotal: number) =>
      availablePaymentMethods({ isVirtualCart: false, billingCountry, grandTotal }).map((m) =>
        m.code.replace('buckaroo_magento2_', ''),
      );
    expect(codes('NL', 5000)).toContain('ideal');
    expect(codes('DE', 5000)).not.toContain('ideal');
    expect(codes('DE', 5000)).toContain('sofort');
    expect(codes('BE', 5000)).toContain('mrcash');
    expect(codes('NL', 9999)).not.toContain('in3');
    expect(codes('NL', 10000)).toContain('in3');
    expect(codes('NL', 300001)).not.toContain('in3');
  });

  it('pays a zero total with the free method alone', () => {
    expect(availablePaymentMethods({ isVirtualCart: false, grandTotal: 0 })).toEqual([
      { code: 'free', title: 'No payment needed', flow: 'none' },
    ]);
    expect(findPaymentMethod('free')?.flow).toBe('none');
    expect(findPaymentMethod('buckaroo_magento2_ideal')?.flow).toBe('redirect');
    expect(findPaymentMethod('buckaroo_magento2_transfer')?.flow).toBe('direct');
    expect(findPaymentMethod('nope')).toBeNull();
  });

  it('sends only the provider methods through the provider', () => {
    expect(isProviderPaymentMethod('buckaroo_magento2_ideal')).toBe(true);
    expect(isProviderPaymentMethod('cashondelivery')).toBe(false);
    expect(isProviderPaymentMethod('free')).toBe(false);
  });

  it('starts a provider payment for the provider methods only, transfer included', () => {
    const started = (code: string) => startsProviderPayment(findPaymentMethod(code));
    expect(started('buckaroo_magento2_ideal')).toBe(true);
    expect(started('buckaroo_magento2_transfer')).toBe(true);
    expect(started('cashondelivery')).toBe(false);
    expect(started('free')).toBe(false);
    expect(started('unknown')).toBe(false);
  });
});

describe('lineOptionsIdentity', () => {
  it('is the same for the same options in another order and empty without options', () => {
    const a = lineOptionsIdentity({
      extension_attributes: {
        bundle_options: [
          { option_id: 2, option_qty: 1, option_selections: [4, 3] },
          { option_id: 1, option_qty: 1, option_selections: [1] },
        ],
      },
    });
    const b = lineOptionsIdentity({
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_qty: 1, option_selections: [1] },
          { option_id: 2, option_qty: 1, option_selections: [3, 4] },
        ],
      },
    });
    expect(a).toBe(b);
    expect(lineOptionsIdentity(null)).toBe('');
    expect(
      lineOptionsIdentity({
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '1', label: 'Kleur', value: 'Rood' },
          ],
        },
      }),
    ).toBe('');
  });
});

describe('isShopClosed', () => {
  const sunday = { closedDays: [7], override: 'auto' as const };
  it('is closed on Sunday in Amsterdam, whatever the UTC date says', () => {
    // Saturday 23:30 UTC is Sunday 00:30 in Amsterdam (winter time).
    expect(isShopClosed(new Date('2026-11-21T23:30:00Z'), sunday)).toBe(true);
    expect(isShopClosed(new Date('2026-11-21T22:30:00Z'), sunday)).toBe(false);
    // Sunday 23:30 UTC is already Monday in Amsterdam.
    expect(isShopClosed(new Date('2026-11-22T23:30:00Z'), sunday)).toBe(false);
    // Summer time: Sunday 00:30 in Amsterdam is Saturday 22:30 UTC.
    expect(isShopClosed(new Date('2026-07-04T22:30:00Z'), sunday)).toBe(true);
  });

  it('follows the override and other closed days', () => {
    const monday = new Date('2026-11-23T10:00:00Z');
    expect(isShopClosed(monday, { closedDays: [7], override: 'closed' })).toBe(true);
    expect(
      isShopClosed(new Date('2026-11-22T10:00:00Z'), { closedDays: [7], override: 'open' }),
    ).toBe(false);
    expect(isShopClosed(monday, { closedDays: [1, 7], override: 'auto' })).toBe(true);
    expect(isShopClosed(monday, { closedDays: [], override: 'auto' })).toBe(false);
  });

  it('reads closed days and rejects what is not an ISO weekday', () => {
    expect(parseClosedDays('7')).toEqual([7]);
    expect(parseClosedDays(' 7, 6,7 ')).toEqual([6, 7]);
    expect(parseClosedDays('')).toEqual([]);
    expect(() => parseClosedDays('0')).toThrow(/ISO weekday/);
    expect(() => parseClosedDays('sun')).toThrow(/ISO weekday/);
  });

  it('knows the ISO weekday of a date in the shop time zone', () => {
    expect(isoWeekday(new Date('2026-11-23T12:00:00Z'))).toBe(1);
    expect(isoWeekday(new Date('2026-11-22T12:00:00Z'))).toBe(7);
  });
});
