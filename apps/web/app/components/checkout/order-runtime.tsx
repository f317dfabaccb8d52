/**
 * The order queue's life in the layout: after hydration it starts order-runtime-start.ts (the
 * service worker, the return from the payment provider, the 'online' offer) and shows the
 * offline-order confirmation when that finds unsent orders; the queue, its texts and the dialog
 * load only then.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useStoreView } from '../../lib/i18n.ts';
import { useUi } from '../../stores/ui.ts';
import { loadUnsentOrdersOffer, startOrderRuntime } from './order-runtime-start.ts';

const OfflineOrdersDialog = lazy(() => import('./offline-orders-dialog.tsx'));

const isThankYouPage = (pathname: string) => /^(\/de)?\/checkout-return\/?$/.test(pathname);

export function OrderRuntime() {
  const storeView = useStoreView();
  const { pathname, search } = useLocation();
  const [unsent, setUnsent] = useState(0);
  const queuedOrderShown = useUi((ui) => ui.queuedOrderShown);

  useEffect(() => startOrderRuntime(storeView, setUnsent), [storeView]);

  // The worker's notification opens the shop with ?order=offline.
  useEffect(() => {
    if (new URLSearchParams(search).get('order') !== 'offline') return;
    void loadUnsentOrdersOffer()
      .then(({ countUnsentOrders }) => countUnsentOrders(storeView))
      .then(setUnsent);
  }, [search, storeView]);

  if (unsent === 0 || isThankYouPage(pathname) || queuedOrderShown) return null;
  return (
    <Suspense fallback={null}>
      <OfflineOrdersDialog count={unsent} onClose={() => setUnsent(0)} />
    </Suspense>
  );
}
