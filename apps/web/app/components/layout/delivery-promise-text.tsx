import { DEFAULT_DELIVERY_PROMISE, getDeliveryPromise } from '@shop/core';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslate } from '../../lib/i18n.ts';

/**
 * The delivery promise of this moment. The server renders the promise that holds at any time (the
 * page is shared-cached); the browser then shows the one of the shop's clock. All three texts sit
 * in the same grid cell and only one is visible, so the box is as tall as the tallest from the
 * first paint and switching never moves the page.
 */
export function DeliveryPromiseText() {
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
export function useFreeShippingThreshold(): number | null {
  const root = useRouteLoaderData('root') as { freeShippingFrom?: number | null } | undefined;
  return root?.freeShippingFrom ?? null;
}
