import { describe, expect, it } from 'vitest';
import { availablePaymentMethods, DEFAULT_PAYMENT_METHODS } from './methods.ts';
import {
  DEFAULT_STORE_VIEW_PAYMENT_METHODS,
  parsePaymentMethodNames,
  paymentMethodName,
  storeViewPaymentMethods,
} from './view-payment-methods.ts';

const names = (methods: readonly { code: string }[]) =>
  methods.map((m) => paymentMethodName(m.code));

describe('storeViewPaymentMethods', () => {
  it('offers the Dutch view the Dutch ways to pay, never Sofort, EPS or Bancontact', () => {
    const nl = names(storeViewPaymentMethods('nl', DEFAULT_PAYMENT_METHODS));
    expect(nl).toEqual([
      'ideal',
      'creditcard',
      'paypal',
      'applepay',
      'in3',
      'afterpay',
      'transfer',
      'cashondelivery',
    ]);
    for (const foreign of ['sofort', 'eps', 'mrcash', 'klarna']) expect(nl).not.toContain(foreign);
  });

  it('offers the German view no iDEAL, Bancontact or EPS', () => {
    const de = names(storeViewPaymentMethods('de', DEFAULT_PAYMENT_METHODS));
    expect(de).toEqual([
      'creditcard',
      'paypal',
      'applepay',
      'klarna',
      'sofort',
      'afterpay',
      'transfer',
      'cashondelivery',
    ]);
    for (const foreign of ['ideal', 'mrcash', 'eps', 'in3', 'tinka'])
      expect(de).not.toContain(foreign);
  });

  it("keeps the provider's gift card method out of both views (gift cards have their own field)", () => {
    for (const list of Object.values(DEFAULT_STORE_VIEW_PAYMENT_METHODS)) {
      expect(list).not.toContain('giftcards');
    }
  });

  it("takes a view's defaults only as far as the shop offers them", () => {
    const shop = DEFAULT_PAYMENT_METHODS.filter((m) =>
      ['ideal', 'paypal', 'sofort'].includes(paymentMethodName(m.code)),
    );
    expect(names(storeViewPaymentMethods('nl', shop))).toEqual(['ideal', 'paypal']);
    expect(names(storeViewPaymentMethods('de', shop))).toEqual(['paypal', 'sofort']);
  });

  it('takes a configured list in its order, and refuses a method the shop does not offer', () => {
    expect(
      names(storeViewPaymentMethods('de', DEFAULT_PAYMENT_METHODS, ['paypal', 'transfer'])),
    ).toEqual(['paypal', 'transfer']);
    const shop = DEFAULT_PAYMENT_METHODS.filter((m) => paymentMethodName(m.code) !== 'eps');
    expect(() => storeViewPaymentMethods('nl', shop, ['ideal', 'eps'])).toThrow(/eps is not among/);
  });

  it("narrows a view's methods further by billing country", () => {
    const nl = storeViewPaymentMethods('nl', DEFAULT_PAYMENT_METHODS);
    const forGermanBilling = availablePaymentMethods(
      { isVirtualCart: false, billingCountry: 'DE', grandTotal: 5000 },
      nl,
    );
    expect(names(forGermanBilling)).not.toContain('ideal');
    expect(names(forGermanBilling)).toContain('paypal');
  });
});

describe('parsePaymentMethodNames', () => {
  it('reads names separated by commas, each once', () => {
    expect(parsePaymentMethodNames(' ideal, paypal,,ideal ', DEFAULT_PAYMENT_METHODS)).toEqual([
      'ideal',
      'paypal',
    ]);
  });

  it('refuses unknown names and an empty list, naming them', () => {
    expect(() => parsePaymentMethodNames('ideal,bitcoin', DEFAULT_PAYMENT_METHODS)).toThrow(
      /unknown payment method bitcoin/,
    );
    expect(() => parsePaymentMethodNames(' , ', DEFAULT_PAYMENT_METHODS)).toThrow(/\(none given\)/);
  });
});
