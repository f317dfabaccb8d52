/**
 * The offer of orders this browser holds but the server has not accepted (order-runtime-start.ts
 * loads this only when the unsent-orders flag is set): sent at once with automatic transmission,
 * else counted for the offline-order confirmation, except where a page shows the queued order and
 * sends it itself (the thank-you page).
 */
import type { StoreView } from '@shop/core';
import { CART_CONFIG } from '../../lib/cart-config.ts';
import { getUiState } from '../../stores/ui.ts';
import { mayHaveUnsentOrders } from '../../stores/unsent-orders.ts';

const isThankYouPage = (pathname: string) => /^(\/de)?\/checkout-return\/?$/.test(pathname);

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

/** Sends the unsent orders, or hands `offer` their count for the shopper to confirm. */
export async function offerUnsent(
  storeView: StoreView,
  offer: (count: number) => void,
): Promise<void> {
  if (CART_CONFIG.automaticOrderTransmission) {
    const { getOrderQueue } = await import('../../stores/order-queue.ts');
    await getOrderQueue(storeView).processQueue();
    return;
  }
  // The page that shows the queued order sends it; elsewhere the shopper confirms.
  if (isThankYouPage(window.location.pathname) || getUiState().queuedOrderShown) return;
  offer(await countUnsentOrders(storeView));
}
