import { DEFAULT_DELIVERY_PROMISE, formatPrice, getDeliveryPromise } from '@shop/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';

/**
 * The shop's promises, in one list for every place that shows them: when an order ships, free
 * shipping from the shipping methods' threshold, free returns within 30 days. The slim bar above
 * the header shows them as they are (phones only the first); where the shopper decides (beside
 * the price, in the cart) `detailed` adds an icon to each and free pick-up in a store.
 */
export function DeliveryPromises({ detailed = false }: { detailed?: boolean }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const threshold = useFreeShippingThreshold();
  const promises: ReactNode[] = [<DeliveryPromiseText key="ships" />];
  if (threshold !== null) {
    const amount = formatPrice(threshold / 100, storeView.locale);
    promises.push(t('Free shipping from {amount}', { amount }));
  }
  promises.push(t('Free returns within 30 days'));
  if (detailed) promises.push(t('Free pick-up in one of our stores'));
  return (
    <ul
      className={detailed ? 'delivery-promise' : undefined}
      aria-label={t(detailed ? 'Delivery and returns' : 'Our promises')}
    >
      {promises.map((promise, index) =>
        detailed ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list's order never changes
          <li key={index}>
            <span className={index ? 'icon icon--tick' : 'icon icon--truck'} aria-hidden="true" />
            {index ? <span>{promise}</span> : promise}
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list's order never changes
          <li key={index} className={index ? 'usp-bar__more' : undefined}>
            {promise}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The delivery promise of this moment. The server renders the promise that holds at any time (the
 * page is shared-cached); the browser then shows the one of the shop's clock. All three texts sit
 * in the same grid cell and only one is visible, so the box is as tall as the tallest from the
 * first paint and switching never moves the page.
 */
function DeliveryPromiseText() {
  const t = useTranslate();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  const promise = now ? getDeliveryPromise(now) : null;
  const { cutOff, standardDeliveryDays } = DEFAULT_DELIVERY_PROMISE;
  const shown = promise?.kind ?? 'any';
  return (
    <span className="delivery-promise-text" data-promise={shown}>
      <span aria-hidden={shown !== 'any'} data-text="any">
        {t('Ordered before {time}, shipped the same working day', { time: cutOff })}
      </span>
      <span aria-hidden={shown !== 'same-day'} data-text="same-day">
        {t('Ordered before {time}, shipped today', { time: cutOff })}
      </span>
      <span aria-hidden={shown !== 'standard'} data-text="standard">
        {t('Standard delivery in {days} working days', { days: standardDeliveryDays })}
      </span>
    </span>
  );
}

/** The subtotal in cents from which shipping is free (the root loader's); null when never. */
function useFreeShippingThreshold(): number | null {
  const root = useRouteLoaderData('root') as { freeShippingFrom?: number | null } | undefined;
  return root?.freeShippingFrom ?? null;
}
