/**
 * What the return pages do with the cart (they never change a payment): after a trip to the
 * provider, an order that is paid or pending empties the cart of this browser (without sync: the
 * server closes the cart once the money is confirmed); a canceled or failed one keeps it, and
 * the cart loads again (the server kept it open, with its coupon, while the order waited).
 */
import { useEffect } from 'react';
import { useStoreView } from '../../lib/i18n.ts';
import { takeAwaitedOrder } from '../../lib/payment-redirect-note.ts';
import { restoreCart } from '../../stores/cart.ts';
import { getCartSync } from '../../stores/cart-sync.ts';
import { clearCheckoutDetails } from '../../stores/checkout.ts';
import { isOrderFailed, type OrderStatusState } from './order-result.tsx';

/**
 * The cart on the return page, once the order is known: emptied (without sync: the paid order
 * closes the server cart) when it is the order the cart waited for and it is not canceled;
 * otherwise synced as on any page (a canceled payment's cart is still the shopper's).
 */
export function useClearCartAfterPayment(status: OrderStatusState): void {
  const storeView = useStoreView();
  const ready = status.kind === 'ready' ? status.order : null;
  const settled = status.kind !== 'loading';
  // By value: the page reads the order again while its payment is pending.
  const orderHash = ready?.order_hash ?? null;
  const failed = ready ? isOrderFailed(ready) : false;
  useEffect(() => {
    if (!settled) return;
    const awaited = orderHash !== null && takeAwaitedOrder(orderHash) && !failed;
    void restoreCart(storeView.code).then(async () => {
      const cart = getCartSync(storeView);
      if (!awaited) {
        await cart.load();
        return;
      }
      cart.clear();
      clearCheckoutDetails(storeView.code);
    });
  }, [settled, orderHash, failed, storeView]);
}

/** Keeps the cart after a failed payment and loads it again (lines and coupon as they were). */
export function useKeepCartAfterFailedPayment(): void {
  const storeView = useStoreView();
  useEffect(() => {
    void restoreCart(storeView.code).then(() => getCartSync(storeView).load());
  }, [storeView]);
}
