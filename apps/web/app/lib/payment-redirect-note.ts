/**
 * The notes of the trip to the payment provider that only the checkout writes and the return
 * pages read (payment-redirect.ts says what they are for).
 */
import type { StoreCode } from '@shop/core';
import { AWAITED_KEY, RELOAD_KEY } from './payment-redirect.ts';

/** Notes that this tab leaves for the provider with an order of `storeCode`. */
export function rememberPaymentRedirect(storeCode: StoreCode, orderHash: string): void {
  try {
    sessionStorage.setItem(RELOAD_KEY, '1');
    localStorage.setItem(AWAITED_KEY, JSON.stringify({ storeCode, orderHash }));
  } catch {
    // Without storage the cart is not reloaded or emptied by the return page.
  }
}

/** Whether the cart waits for this order's payment; the note is taken when it does. */
export function takeAwaitedOrder(orderHash: string): boolean {
  try {
    const text = localStorage.getItem(AWAITED_KEY);
    if (!text || (JSON.parse(text) as { orderHash?: string }).orderHash !== orderHash) return false;
    localStorage.removeItem(AWAITED_KEY);
    return true;
  } catch {
    return false;
  }
}
