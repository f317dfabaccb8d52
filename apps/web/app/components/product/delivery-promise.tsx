import { formatPrice } from '@shop/core';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { DeliveryPromiseText, useFreeShippingThreshold } from '../layout/delivery-promise-text.tsx';

const TICK = 'M5 12.5l4.5 4.5L19 7.5';
const TRUCK =
  'M2 6h11v9H2zM13 9h4l3 3.5V15h-7zM6 18.5a1.8 1.8 0 1 0 0-.1zM17 18.5a1.8 1.8 0 1 0 0-.1';

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
        <PromiseIcon path={TRUCK} />
        <DeliveryPromiseText />
      </li>
      {threshold !== null ? (
        <li>
          <PromiseIcon path={TICK} />
          <span>
            {t('Free shipping from {amount}', {
              amount: formatPrice(threshold / 100, storeView.locale),
            })}
          </span>
        </li>
      ) : null}
      <li>
        <PromiseIcon path={TICK} />
        <span>{t('Free returns within 30 days')}</span>
      </li>
      <li>
        <PromiseIcon path={TICK} />
        <span>{t('Free pick-up in one of our stores')}</span>
      </li>
    </ul>
  );
}

function PromiseIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
