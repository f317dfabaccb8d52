/**
 * The order queue's life in the layout (spec core-shop §4 "Offline queue"; reference-notes §3.2):
 * after hydration it loads the small start module (order-runtime-start.ts: the service worker,
 * the return from the payment provider, the 'online' offer), and shows the offline-order
 * confirmation when that module finds unsent orders. Every page carries only this component.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useStoreView } from '../../lib/i18n.ts';
import { useUi } from '../../stores/ui.ts';

const OfflineOrdersDialog = lazy(() => import('./offline-orders-dialog.tsx'));
const loadStart = () => import('./order-runtime-start.ts');

const isThankYouPage = (pathname: string) => /^(\/de)?\/checkout-return\/?$/.test(pathname);

export function OrderRuntime() {
  const storeView = useStoreView();
  const { pathname, search } = useLocation();
  const [unsent, setUnsent] = useState(0);
  const queuedOrderShown = useUi((ui) => ui.queuedOrderShown);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadStart().then(({ startOrderRuntime }) => {
      if (!cancelled) stop = startOrderRuntime(storeView, setUnsent);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [storeView]);

  // The worker's notification opens the shop with ?order=offline.
  useEffect(() => {
    if (new URLSearchParams(search).get('order') !== 'offline') return;
    void loadStart().then(({ countUnsentOrders }) => countUnsentOrders(storeView).then(setUnsent));
  }, [search, storeView]);

  if (unsent === 0 || isThankYouPage(pathname) || queuedOrderShown) return null;
  return (
    <Suspense fallback={null}>
      <OfflineOrdersDialog count={unsent} onClose={() => setUnsent(0)} />
    </Suspense>
  );
}
