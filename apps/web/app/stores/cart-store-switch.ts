/**
 * The cart follows the shopper to the store view of the page (decision 0049). The browser's cart
 * lives in one view at a time (cart-count.ts remembers which); a page of the other view, reached
 * by the language switch or any other way, brings it along: the server moves the cart to this
 * view (same cart, lines priced here; the cart this view held joins it), this view's browser cart
 * takes its lines and the other view's browser cart is emptied, so only one holds them. A page
 * whose cart was taken by a page of the other view (another tab) takes it back the same way when
 * its pull is told so (cart-sync-engine.ts).
 */
import {
  type CartItem,
  joinLines,
  linesAfterStoreSwitch,
  type StoreCode,
  type StoreView,
} from '@shop/core';
import { ApiError } from '../lib/api.ts';
import { type CartStoreSwitch, switchCartStoreView } from '../lib/cart-api.ts';
import { announceSwitch, switchedLinePath } from '../lib/cart-store-switch.ts';
import { getAccessToken } from '../lib/session.ts';
import { clearCart, getCartStore, restoreCart } from './cart.ts';
import { rememberCartView } from './cart-count.ts';
import { notify } from './notifications.ts';

/** Browser lines as lines never sent: their server cart is gone, the next sync sends them. */
const unsent = (lines: readonly CartItem[]): CartItem[] =>
  lines.map(({ server_item_id: _id, server_cart_id: _cart, item_id: _item, ...line }) => line);

/**
 * Brings the browser's cart from the view `from` into `storeView`'s. Answers whether it did;
 * offline or refused it leaves both carts as they were (the next page load tries again).
 */
export async function bringCartHere(storeView: StoreView, from: StoreCode): Promise<boolean> {
  await Promise.all([restoreCart(from), restoreCart(storeView.code)]);
  const sourceStore = getCartStore(from);
  const targetStore = getCartStore(storeView.code);
  const source = sourceStore.getState();
  const target = targetStore.getState();
  if (!source.cartId && source.items.length === 0) return false;
  if (!source.cartId || (typeof navigator !== 'undefined' && !navigator.onLine)) {
    if (source.cartId) {
      rememberCartView(from);
      return false;
    }
    // Lines never sent (added offline) go along as they are; this view's sync sends them.
    targetStore.setState({
      items: joinLines(target.items, source.items),
      pendingClientChanges: true,
    });
    clearCart(sourceStore);
    return true;
  }
  let moved: CartStoreSwitch;
  try {
    moved = await switchCartStoreView(
      storeView.code,
      { cartId: source.cartId, customer: !source.cartIsGuest && getAccessToken() !== null },
      target.cartId && target.cartId !== source.cartId ? target.cartId : null,
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 404 && !error.unreachable) {
      // The cart is gone (an order was placed from it elsewhere): its lines go along unsent.
      targetStore.setState({
        items: joinLines(target.items, unsent(source.items)),
        pendingClientChanges: true,
      });
      clearCart(sourceStore);
      return true;
    }
    console.warn('[cart] the cart could not come along to this store view:', error);
    rememberCartView(from);
    return false;
  }
  targetStore.setState({
    cartId: moved.cartId,
    cartIsGuest: source.cartIsGuest,
    items: linesAfterStoreSwitch(
      [...source.items, ...target.items],
      moved.items,
      switchedLinePath(storeView),
      'server',
    ),
    totals: null,
    hash: null,
    lastSyncDate: 0,
    lastTotalsSyncDate: 0,
    pendingClientChanges: source.pendingClientChanges || target.pendingClientChanges,
  });
  clearCart(sourceStore);
  rememberCartView(storeView.code);
  announceSwitch(storeView, moved, notify);
  return true;
}
