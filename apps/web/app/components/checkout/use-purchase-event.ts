/**
 * The purchase event of the return page (secondary-areas §7): once the order is known and really
 * placed or paid (core isOrderPurchased), and once per order in this browser: a reload of the
 * page, or coming back to it, never sends it again (the order numbers reported are kept in local
 * storage). A payment still under way sends it when the page sees it paid.
 */
import type { OrderStatusResult } from '@shop/contracts';
import { purchaseToReport } from '@shop/core';
import { useEffect } from 'react';
import { trackEvent, whenAnalyticsAllowed } from '../../lib/analytics.ts';

const REPORTED_KEY = 'shop/analytics/purchases';

function readReported(): string[] {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(REPORTED_KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export function usePurchaseEvent(order: OrderStatusResult | null): void {
  const number = order?.increment_id ?? null;
  const status = order?.payment_status ?? null;
  const paymentUrl = order?.payment_url ?? null;
  // The order is read again while its payment is pending: its number and state decide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order object changes on every read
  useEffect(() => {
    // Without consent nothing is reported, and nothing remembered: a consent given later on
    // this page still reports the order.
    if (!order) return;
    whenAnalyticsAllowed(() => {
      const { report, reported } = purchaseToReport(order, readReported());
      if (!report) return;
      try {
        window.localStorage.setItem(REPORTED_KEY, JSON.stringify(reported));
      } catch {
        // Storage refused: this browser can no longer tell, so it does not report at all.
        return;
      }
      trackEvent('purchase', order);
    });
  }, [number, status, paymentUrl]);
}
