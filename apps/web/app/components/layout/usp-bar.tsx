import { formatPrice } from '@shop/core';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { DeliveryPromiseText, useFreeShippingThreshold } from './delivery-promise-text.tsx';

/**
 * The slim bar of the shop's promises above the header of every page: when an order ships, free
 * shipping from the shipping methods' threshold, free returns within 30 days. Phones show the
 * first; wider screens all of them.
 */
export function UspBar() {
  const t = useTranslate();
  const storeView = useStoreView();
  const threshold = useFreeShippingThreshold();
  return (
    <div className="usp-bar">
      <ul aria-label={t('Our promises')}>
        <li>
          <DeliveryPromiseText />
        </li>
        {threshold !== null ? (
          <li className="usp-bar__more">
            {t('Free shipping from {amount}', {
              amount: formatPrice(threshold / 100, storeView.locale),
            })}
          </li>
        ) : null}
        <li className="usp-bar__more">{t('Free returns within 30 days')}</li>
      </ul>
    </div>
  );
}
