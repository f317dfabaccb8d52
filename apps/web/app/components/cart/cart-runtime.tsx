/**
 * The cart's life in the layout: loads the cart store and restores the store view's saved cart
 * after hydration (bringing the browser's cart from the other store view when it lives there),
 * then
 * syncs it with the server (cart logic loaded only when there is a cart); syncs when the browser
 * comes back online; asks once whether the shop is closed (given up after 500 ms); shows the
 * closed dialog and the lazily loaded micro cart.
 */
import { lazy, Suspense, useEffect } from 'react';
import { getShopClosed } from '../../lib/api.ts';
import { CART_CONFIG } from '../../lib/cart-config.ts';
import { useStoreView } from '../../lib/i18n.ts';
import { isOrderReturnPath } from '../../lib/payment-redirect.ts';
import { cartViewOtherThan, mayHaveSavedCart } from '../../stores/cart-count.ts';
import { setUiState, useUi } from '../../stores/ui.ts';

const Microcart = lazy(() => import('./microcart.tsx'));
// Shown only while the shop is closed (and on the shopper's request): loaded then.
const ClosedDialog = lazy(() =>
  import('./closed-dialog.tsx').then((m) => ({ default: m.ClosedDialog })),
);

const loadCart = () => import('../../stores/cart.ts');
const loadCartSync = () => import('../../stores/cart-sync.ts');
const loadCartStoreSwitch = () => import('../../stores/cart-store-switch.ts');

let closedChecked = false;

export function CartRuntime() {
  const storeView = useStoreView();
  const microcartOpen = useUi((ui) => ui.microcartOpen);
  const closedDialogOpen = useUi((ui) => ui.closedDialogOpen);

  useEffect(() => {
    let cancelled = false;
    // Without a saved cart in this browser there is nothing to restore or sync until the
    // shopper adds (the add-to-cart path loads the cart itself).
    // The return page decides about the cart itself: a sync first would move the lines of the
    // placed cart into a new server cart just before the page empties the cart.
    // The browser's cart lives in the other store view: it comes along to this one (decision 0049).
    const cartView = cartViewOtherThan(storeView.code);
    if (
      (cartView || mayHaveSavedCart(storeView.code)) &&
      !isOrderReturnPath(window.location.pathname)
    ) {
      loadCart().then(async ({ getCartStore, restoreCart }) => {
        if (cartView) {
          const { bringCartHere } = await loadCartStoreSwitch();
          if (cancelled) return;
          await bringCartHere(storeView, cartView);
        }
        await restoreCart(storeView.code);
        const state = getCartStore(storeView.code).getState();
        if (cancelled || (state.items.length === 0 && !state.cartId)) return;
        const { getCartSync } = await loadCartSync();
        await getCartSync(storeView).load();
      });
    }
    const onOnline = async () => {
      if (!mayHaveSavedCart(storeView.code)) return;
      const { restoreCart } = await loadCart();
      await restoreCart(storeView.code);
      const { getCartSync } = await loadCartSync();
      await getCartSync(storeView).onOnline();
    };
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
    };
  }, [storeView]);

  useEffect(() => {
    if (closedChecked) return;
    closedChecked = true;
    getShopClosed({ signal: AbortSignal.timeout(CART_CONFIG.closedCheckTimeoutMs) })
      .then((closed) => setUiState({ shopClosed: closed, closedDialogOpen: closed }))
      .catch(() => {
        // No answer in time: the shop counts as open; the server refuses orders when it is not.
      });
  }, []);

  return (
    <>
      {closedDialogOpen ? (
        <Suspense fallback={null}>
          <ClosedDialog />
        </Suspense>
      ) : null}
      {microcartOpen ? (
        <Suspense fallback={null}>
          <Microcart />
        </Suspense>
      ) : null}
    </>
  );
}
