import { describe, expect, it } from 'vitest';
import { readFooterPaymentLogos } from './payment-logos.server.ts';

const files = (logos: { file: string }[]) => logos.map((logo) => logo.file);

describe('readFooterPaymentLogos', () => {
  it('shows the Dutch view iDEAL and no Sofort, EPS or Bancontact', () => {
    const nl = files(readFooterPaymentLogos('nl', {}));
    expect(nl).toEqual(['ideal', 'visa', 'mastercard', 'paypal', 'applepay', 'in3', 'riverty']);
  });

  it('shows the German view no iDEAL or Bancontact', () => {
    const de = files(readFooterPaymentLogos('de', {}));
    expect(de).toEqual(['visa', 'mastercard', 'paypal', 'applepay', 'klarna', 'sofort', 'riverty']);
  });

  it('follows the settings of the view, within the shop’s methods', () => {
    expect(files(readFooterPaymentLogos('de', { PAYMENT_METHODS_DE: 'paypal,transfer' }))).toEqual([
      'paypal',
    ]);
    expect(files(readFooterPaymentLogos('nl', { PAYMENT_METHODS: 'ideal,transfer' }))).toEqual([
      'ideal',
    ]);
    // A value the API would refuse: the view's defaults.
    expect(files(readFooterPaymentLogos('nl', { PAYMENT_METHODS_NL: 'bitcoin' }))).toContain(
      'ideal',
    );
  });
});
