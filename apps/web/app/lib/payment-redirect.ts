/**
 * The trip to the payment provider's page after an order is placed. Before the browser
 * leaves for the provider, the checkout puts the cart page in the history and notes two things:
 * - for this tab (sessionStorage): coming back to the visible tab at a cart URL (the back button
 *   restoring a frozen page, a tab kept in the background) reloads the page once, so the cart
 *   shows what the browser holds now;
 * - for the browser (localStorage): which order the cart waits for, so the return page of that
 *   order, and only that one, empties the cart once the order is not canceled.
 * What every page needs (the reload on return) is here; writing the notes (the checkout) and
 * reading the awaited order (the return pages) are in payment-redirect-note.ts.
 */
export const RELOAD_KEY = 'shop/checkout/payment-redirect';
export const AWAITED_KEY = 'shop/checkout/awaited-order';

/** Whether this tab should reload on its return (once: the note is taken). */
export function takePaymentRedirectReload(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_KEY) === null) return false;
    sessionStorage.removeItem(RELOAD_KEY);
    return true;
  } catch {
    return false;
  }
}

/** A fresh page needs no reload: forgets this tab's note. */
export function forgetPaymentRedirectReload(): void {
  try {
    sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // Nothing kept.
  }
}

/** A cart URL of either store view: /cart or /de/cart. */
export function isCartPath(pathname: string): boolean {
  return /^(\/de)?\/cart\/?$/.test(pathname);
}

/**
 * The order return page of either store view: it decides about the cart itself (emptied for the
 * order it waited for, synced otherwise), so the layout does not sync it first.
 */
export function isOrderReturnPath(pathname: string): boolean {
  return /^(\/de)?\/checkout-return\/?$/.test(pathname);
}
