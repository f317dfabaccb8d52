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
import {
  forgetPaymentRedirectReload,
  isCartPath,
  takePaymentRedirectReload,
} from '../../lib/payment-redirect.ts';
import { mayHaveUnsentOrders } from '../../stores/unsent-orders.ts';

/** The offer's code (unsent-orders-offer.ts): loaded only when the browser may hold unsent orders. */
export const loadUnsentOrdersOffer = () => import('./unsent-orders-offer.ts');

let workerRegistered = false;

function registerWorker(): void {
  if (workerRegistered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workerRegistered = true;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.info('[sw] not registered:', error instanceof Error ? error.message : error);
  });
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
    const { offerUnsent } = await loadUnsentOrdersOffer();
    await offerUnsent(storeView, offerUnsentOrders);
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
