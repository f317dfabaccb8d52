import { formatPrice } from '@shop/core';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { DeliveryPromiseText, useFreeShippingThreshold } from '../layout/delivery-promise-text.tsx';

/**
 * The promises where the shopper decides (beside the price, in the cart): when the order ships,
 * free shipping from the shipping methods' threshold, free returns within 30 days and free
 * pick-up in a store.
 */
export function DeliveryPromise() {
  const t = useTranslate();
  const storeView = useStoreView();
  const threshold = useFreeShippingThreshold();
  return (
    <ul className="delivery-promise" aria-label={t('Delivery and returns')}>
      <li>
        <span className="icon icon--truck" aria-hidden="true" />
        <DeliveryPromiseText />
      </li>
      {threshold !== null ? (
        <li>
          <span className="icon icon--tick" aria-hidden="true" />
          <span>
            {t('Free shipping from {amount}', {
              amount: formatPrice(threshold / 100, storeView.locale),
            })}
          </span>
        </li>
      ) : null}
      <li>
        <span className="icon icon--tick" aria-hidden="true" />
        <span>{t('Free returns within 30 days')}</span>
      </li>
      <li>
        <span className="icon icon--tick" aria-hidden="true" />
        <span>{t('Free pick-up in one of our stores')}</span>
      </li>
    </ul>
  );
}
