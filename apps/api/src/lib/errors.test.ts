import { englishErrorMessage, errorMessageOfText } from '@shop/contracts';
import {
  ACCOUNT_MESSAGES,
  COUPON_NO_LONGER_APPLIES_PREFIX,
  checkCoupon,
  lineStockProblem,
  NO_DELIVERY_MESSAGE,
  NO_SUCH_CONFIGURATION,
  ORDER_SCHEMA_ERROR,
  OUT_OF_STOCK_ORDER_ERROR_PREFIX,
  PRICE_UNKNOWN_MESSAGE,
} from '@shop/core';
import { describe, expect, it } from 'vitest';
import { domainErrorOfText } from './errors.ts';

describe('the English texts the rules in packages/core write have a key', () => {
  const keyOf = (text: string) => errorMessageOfText(text)?.key;

  it('the account field rules', () => {
    for (const text of Object.values(ACCOUNT_MESSAGES)) {
      expect(keyOf(text), text).toMatch(/^validation\./);
    }
  });

  it('the stock checks of a cart line, with the name and the quantity as parameters', () => {
    const line = { sku: 'A', productType: 'simple' } as Parameters<typeof lineStockProblem>[0];
    const out = lineStockProblem(
      line,
      1,
      new Map([['A', { qty: 0, isInStock: false, manageStock: true, backorders: false }]]) as never,
      'Romper',
    );
    const few = lineStockProblem(
      line,
      9,
      new Map([['A', { qty: 2, isInStock: true, manageStock: true, backorders: false }]]) as never,
      'Romper',
    );
    expect(errorMessageOfText(out ?? '')).toEqual({
      key: 'cart.out_of_stock',
      params: { name: 'Romper' },
    });
    expect(errorMessageOfText(few ?? '')).toEqual({
      key: 'cart.only_available',
      params: { maxQuantity: '2' },
    });
  });

  it('the coupon checks', () => {
    const rule = {
      code: 'X',
      active: true,
      fromDate: null,
      toDate: new Date(0),
      usageLimit: null,
      timesUsed: 0,
      minSubtotal: 0,
    };
    const expired = checkCoupon('X', rule as never, 100, new Date());
    const unknown = checkCoupon('NOPE', null, 100, new Date());
    expect(keyOf(expired!.message)).toBe('coupon.expired');
    expect(errorMessageOfText(unknown!.message)).toEqual({
      key: 'coupon.not_valid',
      params: { code: 'NOPE' },
    });
  });

  it('the constant texts of the cart, the checkout and the order', () => {
    expect(keyOf(NO_DELIVERY_MESSAGE)).toBe('cart.no_delivery');
    expect(keyOf(PRICE_UNKNOWN_MESSAGE)).toBe('cart.price_unknown');
    expect(keyOf(NO_SUCH_CONFIGURATION)).toBe('cart.no_such_configuration');
    expect(englishErrorMessage('order.not_compliant')).toBe(ORDER_SCHEMA_ERROR);
    expect(englishErrorMessage('order.out_of_stock', { sku: 'A' })).toMatch(
      new RegExp(`^${OUT_OF_STOCK_ORDER_ERROR_PREFIX}`),
    );
    expect(englishErrorMessage('order.coupon_no_longer_applies', { reason: 'R' })).toMatch(
      new RegExp(`^${COUPON_NO_LONGER_APPLIES_PREFIX}`),
    );
  });
});

describe('domainErrorOfText', () => {
  it('keeps the text as the message and names its key and parameters', () => {
    const error = domainErrorOfText('invalid', 'Romper is out of stock!');
    expect(error).toMatchObject({
      message: 'Romper is out of stock!',
      key: 'cart.out_of_stock',
      params: { name: 'Romper' },
      statusCode: 400,
    });
  });

  it('keeps a text no template fits under error.other, with its words', () => {
    expect(domainErrorOfText('invalid', 'Something new')).toMatchObject({
      message: 'Something new',
      key: 'error.other',
      params: { message: 'Something new' },
    });
  });
});
