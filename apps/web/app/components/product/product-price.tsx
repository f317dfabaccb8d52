import { formatPrice, formatShopDateTime, type PriceTaxNote } from '@shop/core';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import type { ShownPrice } from '../../lib/product-price.ts';
import { PriceNote } from '../price-note.tsx';
import styles from './product-page.module.css';

/**
 * The shown price: the amount paid with its tax note (core's priceTaxNote: "incl. btw" /
 * "inkl. MwSt.", or "geen btw" / "keine MwSt." for a gift card) and, for a price of the web
 * shop, the shipping costs on top linked to the shipping page; the original price struck
 * through with the discount while a special price shows (and until when it holds, in the store
 * view's date format), and the advice price. `current` marks a price refreshed from the platform
 * (data-price-current).
 */
export function ProductPrice({
  price,
  qty,
  current,
  specialUntil,
  from = false,
  taxNote,
  shippingNote = true,
}: {
  price: ShownPrice;
  /** The price is the lowest of several (a gift card before an amount is chosen). */
  from?: boolean;
  /** The note beside the price (core's priceTaxNote of the product and the store view). */
  taxNote: PriceTaxNote;
  /** Whether the note names the shipping costs (not in a store, where nothing is shipped). */
  shippingNote?: boolean;
  qty: number;
  current: boolean;
  /** The last moment of the special price window (epoch ms), null when it has no end. */
  specialUntil: number | null;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const format = (amount: number) => formatPrice(amount, storeView.locale);
  return (
    <div className={styles.price} data-price-current={current ? 'true' : 'false'}>
      <p className={styles.priceMain}>
        <span className="visually-hidden">
          {qty > 1 ? t('Price for {qty} pieces', { qty }) : t('Price')}:{' '}
        </span>
        <span className={styles.priceFinal}>
          {from ? `${t('from')} ` : null}
          {format(price.final)}
        </span>{' '}
        {shippingNote ? (
          <PriceNote taxNote={taxNote} className={styles.priceTax} />
        ) : (
          <span className={styles.priceTax}>{t(taxNote)}</span>
        )}
      </p>
      {price.old !== null ? (
        <p className={styles.priceOld}>
          <span className="visually-hidden">{t('Old price')}: </span>
          <del>{format(price.old)}</del>
          {price.discountPercentage > 0 ? (
            <span className={styles.discount}>
              <span aria-hidden="true">-{price.discountPercentage}%</span>
              <span className="visually-hidden">
                {t('{percentage}% discount', { percentage: price.discountPercentage })}
              </span>
            </span>
          ) : null}
        </p>
      ) : null}
      {price.old !== null && specialUntil !== null ? (
        <p className={styles.priceUntil}>
          {t('Special price until {date}', {
            date: formatShopDateTime(specialUntil, storeView.locale),
          })}
        </p>
      ) : null}
      {price.advice !== null ? (
        <p className={styles.priceAdvice}>
          {t('Advice price')} {format(price.advice)}
        </p>
      ) : null}
    </div>
  );
}
