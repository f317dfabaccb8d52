import { DEFAULT_PAYMENT_METHODS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { getPaymentMethodLogos } from './payment-method-logos.ts';

describe('getPaymentMethodLogos', () => {
  it('gives every default payment method a logo, credit cards both schemes', () => {
    for (const method of DEFAULT_PAYMENT_METHODS) {
      expect(getPaymentMethodLogos(method.code).length, method.code).toBeGreaterThan(0);
    }
    expect(getPaymentMethodLogos('buckaroo_magento2_creditcard').map((l) => l.name)).toEqual([
      'Visa',
      'Mastercard',
    ]);
  });

  it('shows no logo for a method it does not know', () => {
    expect(getPaymentMethodLogos('free')).toEqual([]);
    expect(getPaymentMethodLogos('buckaroo_magento2_unknown')).toEqual([]);
  });
});
