import { taxCountryNotice } from '@shop/core';
import type { CartTotals } from '../../lib/cart-api.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';

/**
 * Says why the prices of the cart differ from the ones the shop showed: the totals are taxed at
 * the VAT of the delivery country, which differs from the store view's (core taxCountryNotice),
 * "Prijzen aangepast aan het btw-tarief van Duitsland (19%)". Nothing while the totals are
 * taxed as the store view shows its prices.
 */
export function TaxCountryNotice({
  totals,
  className,
}: {
  totals: CartTotals | null;
  className?: string;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const notice = taxCountryNotice(storeView, totals);
  if (!notice) return null;
  const country =
    new Intl.DisplayNames([storeView.locale], { type: 'region' }).of(notice.country) ??
    notice.country;
  const percent = new Intl.NumberFormat(storeView.locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const rates = new Intl.ListFormat(storeView.locale, { type: 'conjunction' }).format(
    notice.rates.map((rate) => percent.format(rate / 100)),
  );
  return (
    <p className={className} data-testid="tax-country-notice">
      {t(
        notice.rates.length === 1
          ? 'Prices adjusted to the VAT rate of {country} ({rates})'
          : 'Prices adjusted to the VAT rates of {country} ({rates})',
        { country, rates },
      )}
    </p>
  );
}
