import { SHOP_NAME } from '../../lib/shop.ts';

/**
 * The shop's logo: a round, smiling baby face (styles/icons/logo-mark.svg, drawn as a mask in the text
 * colour, its eyes and smile holes that let the background through) beside the name in the brand
 * typeface. Both take the text colour: accent on white, white on the accent.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className ? `logo ${className}` : 'logo'}>
      <span className="logo__mark" aria-hidden="true" />
      <span className="logo__name">{SHOP_NAME}</span>
    </span>
  );
}
