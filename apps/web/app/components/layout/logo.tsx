import { SHOP_NAME } from '../../lib/shop.ts';

/**
 * The shop's logo: a round, smiling baby face (its eyes and smile are holes, so the background
 * shows through) beside the name in the brand typeface. Both take the text colour: accent on
 * white, white on the accent.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className ? `logo ${className}` : 'logo'}>
      <LogoMark />
      <span className="logo__name">{SHOP_NAME}</span>
    </span>
  );
}

/** The mark alone (also drawn in /favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M16 4.5a13.5 13.5 0 1 1 0 27 13.5 13.5 0 0 1 0-27zM11.6 14.2a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zm8.8 0a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM10.4 20.6q5.6 6 11.2 0-5.6 3.2-11.2 0z"
      />
      <path
        d="M16 5.2c-.4-2.6 1.6-4.4 3.8-3.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
