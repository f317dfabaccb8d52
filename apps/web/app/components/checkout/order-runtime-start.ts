/**
 * What the layout starts after hydration for orders (order-runtime.tsx):
 * - the service worker (production builds);
 * - back from the payment provider at a cart URL (the back button restoring a frozen page, a tab
 *   kept in the background), the page reloads once, so the cart shows what the browser holds
 *   now;
 * - when the browser holds orders the server has not accepted and the shop is online (now, on
 *   'online', on the worker's 'order-sync' message), the offline-order confirmation is offered
 *   (automatic transmission off), except where a page shows the queued order and sends it
 *   itself (the thank-you page). The queue's code loads only when there is something to send.
 */
import type { StoreView } from '@shop/core';
import { CART_CONFIG } from '../../lib/cart-config.ts';
import {
  forgetPaymentRedirectReload,
  isCartPath,
  takePaymentRedirectReload,
} from '../../lib/payment-redirect.ts';
import { getUiState } from '../../stores/ui.ts';
import { mayHaveUnsentOrders } from '../../stores/unsent-orders.ts';

const isThankYouPage = (pathname: string) => /^(\/de)?\/checkout-return\/?$/.test(pathname);

let workerRegistered = false;

function registerWorker(): void {
  if (workerRegistered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workerRegistered = true;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.info('[sw] not registered:', error instanceof Error ? error.message : error);
  });
}

/** How many orders wait to be sent (the checkout's texts loaded when there are any). */
export async function countUnsentOrders(storeView: StoreView): Promise<number> {
  if (!mayHaveUnsentOrders()) return 0;
  const { getOrderQueue } = await import('../../stores/order-queue.ts');
  const count = (await getOrderQueue(storeView).unsentOrders()).length;
  if (count > 0) {
    const { loadMessageArea } = await import('../../lib/message-areas.ts');
    await loadMessageArea(storeView.locale, 'checkout');
  }
  return count;
}

/** Starts the listeners; answers the function that stops them. */
export function startOrderRuntime(
  storeView: StoreView,
  offerUnsentOrders: (count: number) => void,
): () => void {
  registerWorker();
  // A page loaded afresh shows the current cart already.
  if (isCartPath(window.location.pathname)) forgetPaymentRedirectReload();
  const onReturn = (event: Event) => {
    if (document.visibilityState !== 'visible' || !isCartPath(window.location.pathname)) return;
    if (event.type === 'pageshow' && !(event as PageTransitionEvent).persisted) return;
    if (takePaymentRedirectReload()) window.location.reload();
  };
  const offer = async () => {
    if (!navigator.onLine || !mayHaveUnsentOrders()) return;
    if (CART_CONFIG.automaticOrderTransmission) {
      const { getOrderQueue } = await import('../../stores/order-queue.ts');
      await getOrderQueue(storeView).processQueue();
      return;
    }
    // The page that shows the queued order sends it; elsewhere the shopper confirms.
    if (isThankYouPage(window.location.pathname) || getUiState().queuedOrderShown) return;
    offerUnsentOrders(await countUnsentOrders(storeView));
  };
  const fromWorker = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'order-sync') void offer();
  };
  void offer();
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('pageshow', onReturn);
  window.addEventListener('online', offer);
  navigator.serviceWorker?.addEventListener('message', fromWorker);
  return () => {
    document.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('pageshow', onReturn);
    window.removeEventListener('online', offer);
    navigator.serviceWorker?.removeEventListener('message', fromWorker);
  };
}
