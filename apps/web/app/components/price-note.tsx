import type { PriceTaxNote } from '@shop/core';
import { useStoreView, useTranslate } from '../lib/i18n.ts';
import { SHIPPING_PAGE_PATHS } from '../lib/shop.ts';
import { localizePath } from '../lib/store-view.ts';
import { RoutedLink } from './routed-link.tsx';

/**
 * The note a consumer price needs: whether it includes VAT and that shipping costs come on top,
 * "incl. btw, excl. verzendkosten" / "inkl. MwSt., zzgl. Versandkosten", the shipping costs
 * linked to the shipping page (German price law asks for both beside the price). A price without
 * VAT (a gift card) says so and nothing more. `all` words it for a whole page of prices ("Alle
 * Preise inkl. MwSt., …"), the one note of a listing whose cards carry the short one.
 */
export function PriceNote({
  taxNote,
  all = false,
  className,
}: {
  taxNote: PriceTaxNote;
  all?: boolean;
  className?: string;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  if (taxNote === 'no VAT') return <span className={className}>{t(taxNote)}</span>;
  const tax = all
    ? t(taxNote === 'incl. VAT' ? 'All prices incl. VAT' : 'All prices excl. VAT')
    : t(taxNote);
  return (
    <span className={className}>
      {tax},{' '}
      <RoutedLink to={localizePath(storeView, SHIPPING_PAGE_PATHS[storeView.language])}>
        {t('plus shipping costs')}
      </RoutedLink>
    </span>
  );
}
