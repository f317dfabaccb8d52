/**
 * The logos of the payment methods (small SVG files in /payment/, drawn for this shop): which
 * logos a method code shows, and the set the footer shows. A method without a logo shows none.
 */
import { BUCKAROO_METHOD_PREFIX } from '@shop/core';

export interface PaymentLogo {
  file: string;
  /** The brand's name (the image's text alternative; brand names are not translated). */
  name: string;
}

const LOGOS = {
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
  ideal: [LOGOS.ideal],
  creditcard: [LOGOS.visa, LOGOS.mastercard],
  paypal: [LOGOS.paypal],
  in3: [LOGOS.in3],
  tinka: [LOGOS.tinka],
  transfer: [LOGOS.transfer],
  afterpay: [LOGOS.riverty],
  klarna: [LOGOS.klarna],
  giftcards: [LOGOS.giftcard],
  applepay: [LOGOS.applepay],
  mrcash: [LOGOS.bancontact],
  sofort: [LOGOS.sofort],
  eps: [LOGOS.eps],
  cashondelivery: [LOGOS.cashondelivery],
};

/** The logos of a payment method code ('buckaroo_magento2_ideal' → iDEAL); none when unknown. */
export function getPaymentMethodLogos(code: string): PaymentLogo[] {
  const name = code.startsWith(BUCKAROO_METHOD_PREFIX)
    ? code.slice(BUCKAROO_METHOD_PREFIX.length)
    : code;
  return METHOD_LOGOS[name] ?? [];
}

/** The logos of the footer: the methods most shoppers of both store views pay with. */
export const FOOTER_PAYMENT_LOGOS: PaymentLogo[] = [
  LOGOS.ideal,
  LOGOS.visa,
  LOGOS.mastercard,
  LOGOS.paypal,
  LOGOS.klarna,
  LOGOS.applepay,
  LOGOS.riverty,
  LOGOS.bancontact,
];

/** The path of a logo file. */
export function paymentLogoSrc(logo: PaymentLogo): string {
  return `/payment/${logo.file}.svg`;
}
