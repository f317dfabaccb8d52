/**
 * The checkout's analytics events (secondary-areas §7): begin_checkout once the cart is there,
 * add_personal_info when the details are saved, add_shipping_info when a delivery method is
 * chosen, add_payment_info when a payment method is chosen. Each once per choice on this page.
 */
import type { CartItem } from '@shop/core';
import { useEffect, useRef } from 'react';
import { trackEvent } from '../../lib/analytics.ts';

export function useCheckoutAnalytics(input: {
  restored: boolean;
  items: readonly CartItem[];
  coupon: string | null;
  detailsSaved: boolean;
  shippingKey: string | null;
  paymentMethod: string | null;
}): void {
  const { restored, detailsSaved, shippingKey, paymentMethod } = input;
  // The lines and coupon as they are when an event happens (they change as totals come in).
  const latest = useRef(input);
  latest.current = input;
  const hasItems = input.items.length > 0;
  useEffect(() => {
    if (restored && hasItems)
      trackEvent('begin_checkout', latest.current.items, latest.current.coupon);
  }, [restored, hasItems]);
  useEffect(() => {
    if (detailsSaved && hasItems) trackEvent('add_personal_info', latest.current.items);
  }, [detailsSaved, hasItems]);
  useEffect(() => {
    if (shippingKey && hasItems) trackEvent('add_shipping_info', latest.current.items, shippingKey);
  }, [shippingKey, hasItems]);
  useEffect(() => {
    if (paymentMethod && hasItems)
      trackEvent('add_payment_info', latest.current.items, paymentMethod);
  }, [paymentMethod, hasItems]);
}
