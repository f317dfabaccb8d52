/**
 * The payment method logos: small SVG files in /payment/, drawn for this shop. Which logos a
 * method shows is in payment-method-logos.ts; the footer shows those of the store view's methods
 * (payment-logos.server.ts).
 */
export interface PaymentLogo {
  file: string;
  /** The brand's name (the image's text alternative; brand names are not translated). */
  name: string;
}

/** The path of a logo file. */
export function paymentLogoSrc(logo: PaymentLogo): string {
  return `/payment/${logo.file}.svg`;
}
