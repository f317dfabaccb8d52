/**
 * What ending a login clears in this browser, besides the tokens and the customer (a logout, a
 * deleted account, a login whose refresh was refused): the search history, and the carts and
 * checkout details of both store views, the wishlist and the birth list (core-shop §4 logout,
 * secondary-areas §4 "Birth list": cleared on logout). The customer's cart and lists stay on the
 * server for the next login. Loaded on demand.
 */
import { STORE_VIEWS } from '@shop/core';
import { createTranslator, type MessageKey } from '../lib/i18n.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import { notify } from './notifications.ts';
import { openAuthModal } from './ui.ts';

/** The search history a logout resets. */
const SEARCH_HISTORY_KEY = 'shop/user/search-history';

const REFRESH_FAILED_MESSAGE =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.' satisfies MessageKey;

/** Clears the customer's data kept in this browser (see the module comment). */
export async function clearCustomerData(): Promise<void> {
  try {
    localStorage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
  try {
    (await import('./wishlist.ts')).clearWishlist();
  } catch (error) {
    console.warn('[user] the wishlist could not be cleared:', error);
  }
  try {
    (await import('./birthlist.ts')).clearBirthList();
  } catch (error) {
    console.warn('[user] the birth list could not be cleared:', error);
  }
  try {
    const [{ clearCart, getCartStore, restoreCart }, { clearCheckoutDetails }] = await Promise.all([
      import('./cart.ts'),
      import('./checkout.ts'),
    ]);
    for (const view of Object.values(STORE_VIEWS)) {
      await restoreCart(view.code);
      clearCart(getCartStore(view.code));
      clearCheckoutDetails(view.code);
    }
  } catch (error) {
    console.warn('[user] the cart could not be cleared:', error);
  }
}

/**
 * The login could not be renewed (its tokens are already removed): it ends silently, the sign-up
 * modal opens and the shopper reads why, in the language of the page.
 */
export async function endExpiredSession(): Promise<void> {
  const t = createTranslator(getStoreViewFromPath(window.location.pathname).locale);
  openAuthModal('register');
  notify({ type: 'danger', message: t(REFRESH_FAILED_MESSAGE), hasNoTimeout: true });
  await clearCustomerData();
}
