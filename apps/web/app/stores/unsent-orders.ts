/**
 * Whether this browser holds orders the server has not accepted yet: a localStorage flag next to
 * the order queue in IndexedDB, which a page reads without loading the queue's code (the layout
 * offers the offline-order confirmation only when it is set).
 */
const UNSENT_FLAG_KEY = 'shop/orders/untransmitted';

/** Whether there may be unsent orders; true when storage cannot tell (the safe side). */
export function mayHaveUnsentOrders(): boolean {
  try {
    return localStorage.getItem(UNSENT_FLAG_KEY) === '1';
  } catch {
    return true;
  }
}

/** Records whether the queue holds unsent orders (storage errors ignored). */
export function rememberUnsentOrders(present: boolean): void {
  try {
    if (present) localStorage.setItem(UNSENT_FLAG_KEY, '1');
    else localStorage.removeItem(UNSENT_FLAG_KEY);
  } catch {
    // Without localStorage every page reads the queue (the safe side).
  }
}
