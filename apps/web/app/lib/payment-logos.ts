/**
 * The payment method logos of the footer: small SVG files in /payment/, drawn for this shop. Which
 * logos a checkout method shows is in payment-method-logos.ts (loaded with the checkout).
 */
export interface PaymentLogo {
  file: string;
  /** The brand's name (the image's text alternative; brand names are not translated). */
  name: string;
}

/** The methods most shoppers of both store views pay with. */
export const FOOTER_PAYMENT_LOGOS: PaymentLogo[] = [
  { file: 'ideal', name: 'iDEAL' },
  { file: 'visa', name: 'Visa' },
  { file: 'mastercard', name: 'Mastercard' },
  { file: 'paypal', name: 'PayPal' },
  { file: 'klarna', name: 'Klarna' },
  { file: 'applepay', name: 'Apple Pay' },
  { file: 'riverty', name: 'Riverty' },
  { file: 'bancontact', name: 'Bancontact' },
];

/** The path of a logo file. */
export function paymentLogoSrc(logo: PaymentLogo): string {
  return `/payment/${logo.file}.svg`;
}
