import { type PaymentLogo, paymentLogoSrc } from '../../lib/payment-logos.ts';

/** Payment method logos as small images (files, so they add nothing to the page's script). */
export function PaymentLogos({
  logos,
  className,
  decorative = false,
}: {
  logos: PaymentLogo[];
  className?: string;
  /** Beside the method's name (which already says it): no text alternative. */
  decorative?: boolean;
}) {
  return (
    <span className={className ? `payment-logos ${className}` : 'payment-logos'}>
      {logos.map((logo) => (
        <img
          key={logo.file}
          src={paymentLogoSrc(logo)}
          alt={decorative ? '' : logo.name}
          width={48}
          height={32}
          loading="lazy"
          decoding="async"
        />
      ))}
    </span>
  );
}
