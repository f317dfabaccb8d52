/**
 * The order queue's life in the layout (spec core-shop §4 "Offline queue"; reference-notes §3.2
 * "Back online", "Service worker"): registers the service worker, and when this browser holds
 * orders the server has not accepted (placed offline, or refused by a server error) and the shop
 * is online again, offers to send them: automatic transmission is off, so the shopper confirms
 * (the offline-order confirmation), except on the thank-you page, which sends them itself. The
 * worker's notification opens '/?order=offline', which offers the same confirmation. The queue's
 * code and the dialog load only when there is something to send.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CART_CONFIG } from '../../lib/cart-config.ts';
import { useStoreView } from '../../lib/i18n.ts';
import { getUiState, useUi } from '../../stores/ui.ts';
import { mayHaveUnsentOrders } from '../../stores/unsent-orders.ts';

const OfflineOrdersDialog = lazy(() => import('./offline-orders-dialog.tsx'));

const isThankYouPage = (pathname: string) => /^(\/de)?\/checkout-return\/?$/.test(pathname);

let workerRegistered = false;

export function OrderRuntime() {
  const storeView = useStoreView();
  const { pathname, search } = useLocation();
  const [unsent, setUnsent] = useState(0);
  const queuedOrderShown = useUi((ui) => ui.queuedOrderShown);

  useEffect(() => {
    if (workerRegistered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    workerRegistered = true;
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.info('[sw] not registered:', error instanceof Error ? error.message : error);
    });
  }, []);

  useEffect(() => {
    const offer = async () => {
      if (!navigator.onLine || !mayHaveUnsentOrders()) return;
      const { getOrderQueue } = await import('../../stores/order-queue.ts');
      const queue = getOrderQueue(storeView);
      if (
        CART_CONFIG.automaticOrderTransmission ||
        isThankYouPage(window.location.pathname) ||
        getUiState().queuedOrderShown
      ) {
        // The page that shows the queued order sends it; elsewhere the shopper confirms.
        if (CART_CONFIG.automaticOrderTransmission) await queue.processQueue();
        return;
      }
      setUnsent((await queue.unsentOrders()).length);
    };
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'order-sync') void offer();
    };
    void offer();
    window.addEventListener('online', offer);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', offer);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [storeView]);

  // The worker's notification opens the shop with ?order=offline.
  useEffect(() => {
    if (new URLSearchParams(search).get('order') !== 'offline' || !mayHaveUnsentOrders()) return;
    void import('../../stores/order-queue.ts').then(async ({ getOrderQueue }) =>
      setUnsent((await getOrderQueue(storeView).unsentOrders()).length),
    );
  }, [search, storeView]);

  if (unsent === 0 || isThankYouPage(pathname) || queuedOrderShown) return null;
  return (
    <Suspense fallback={null}>
      <OfflineOrdersDialog count={unsent} onClose={() => setUnsent(0)} />
    </Suspense>
  );
}
