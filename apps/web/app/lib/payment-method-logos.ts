/** The logos beside a payment method of the checkout (by its code). */
import { BUCKAROO_METHOD_PREFIX } from '@shop/core';
import type { PaymentLogo } from './payment-logos.ts';

const PAYMENT_LOGOS = {
  ideal: { file: 'ideal', name: 'iDEAL' },
  visa: { file: 'visa', name: 'Visa' },
  mastercard: { file: 'mastercard', name: 'Mastercard' },
  paypal: { file: 'paypal', name: 'PayPal' },
  klarna: { file: 'klarna', name: 'Klarna' },
  applepay: { file: 'applepay', name: 'Apple Pay' },
  riverty: { file: 'riverty', name: 'Riverty' },
  bancontact: { file: 'bancontact', name: 'Bancontact' },
  in3: { file: 'in3', name: 'in3' },
  sofort: { file: 'sofort', name: 'Sofort' },
  eps: { file: 'eps', name: 'EPS' },
  tinka: { file: 'tinka', name: 'Tinka' },
  transfer: { file: 'transfer', name: '' },
  giftcard: { file: 'giftcard', name: '' },
  cashondelivery: { file: 'cashondelivery', name: '' },
} satisfies Record<string, PaymentLogo>;

/** The provider's method names (after the module prefix) and the shop's own codes → logos. */
const METHOD_LOGOS: Record<string, PaymentLogo[]> = {
  ideal: [PAYMENT_LOGOS.ideal],
  creditcard: [PAYMENT_LOGOS.visa, PAYMENT_LOGOS.mastercard],
  paypal: [PAYMENT_LOGOS.paypal],
  in3: [PAYMENT_LOGOS.in3],
  tinka: [PAYMENT_LOGOS.tinka],
  transfer: [PAYMENT_LOGOS.transfer],
  afterpay: [PAYMENT_LOGOS.riverty],
  klarna: [PAYMENT_LOGOS.klarna],
  giftcards: [PAYMENT_LOGOS.giftcard],
  applepay: [PAYMENT_LOGOS.applepay],
  mrcash: [PAYMENT_LOGOS.bancontact],
  sofort: [PAYMENT_LOGOS.sofort],
  eps: [PAYMENT_LOGOS.eps],
  cashondelivery: [PAYMENT_LOGOS.cashondelivery],
};

/** The logos of a payment method code ('buckaroo_magento2_ideal' → iDEAL); none when unknown. */
export function getPaymentMethodLogos(code: string): PaymentLogo[] {
  const name = code.startsWith(BUCKAROO_METHOD_PREFIX)
    ? code.slice(BUCKAROO_METHOD_PREFIX.length)
    : code;
  return METHOD_LOGOS[name] ?? [];
}
