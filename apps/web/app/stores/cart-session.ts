/**
 * The cart across page loads, logins, logouts and connection changes: restoring it after a page
 * load, connecting it to the customer's cart after a login, emptying it in the browser at a
 * logout, and syncing what changed offline when the browser is back online.
 */
import { clearCart } from './cart.ts';
import type { CartContext } from './cart-context.ts';
import type { CartRefresh } from './cart-refresh.ts';
import type { DiffLog, SyncEngine } from './cart-sync-engine.ts';

export function createCartSession(
  context: CartContext,
  engine: SyncEngine,
  refresh: Pick<CartRefresh, 'syncTotals' | 'syncStockOfLines'>,
) {
  const { api, config, get, store, storeView } = context;

  /**
   * After the saved cart is restored: with a cart id sync (a dry run unless merging by default),
   * without one connect when there are lines; then the stock of the lines.
   */
  async function load(): Promise<void> {
    const state = get();
    if (state.cartId) {
      await engine.sync({ dryRun: !config.serverMergeByDefault });
    } else if (state.items.length > 0) {
      await engine.connect({ guestCart: false, forceClientState: true });
    }
    await refresh.syncStockOfLines();
  }

  /**
   * After a login: the coupon comes off without a sync, the cart connects to the customer's cart
   * and merges quantities, then the coupon goes on again.
   */
  async function authorize(): Promise<DiffLog> {
    const coupon = get().totals?.coupon_code ?? null;
    const guestIds = context.ids();
    if (coupon && guestIds && context.isOnline()) {
      try {
        await api.deleteCartCoupon(storeView.code, guestIds);
      } catch (error) {
        console.warn('[cart] coupon not removed before login:', error);
      }
    }
    store.setState({ connectBypassCount: 0 });
    const diff = await engine.connect({ guestCart: false, mergeQty: true });
    const customerIds = context.ids();
    if (coupon && customerIds && context.isOnline()) {
      try {
        await api.applyCartCoupon(storeView.code, customerIds, coupon);
        await refresh.syncTotals();
      } catch (error) {
        console.warn('[cart] coupon not applied again after login:', error);
      }
    }
    return diff;
  }

  /** Empties the cart in the browser only (the server keeps a customer's cart). */
  const clear = () => clearCart(store);

  /** Back online: sync, forcing the lines changed while offline. */
  function onOnline(): Promise<DiffLog> {
    return engine.sync({ forceClientState: get().pendingClientChanges, forceSync: true });
  }

  return { load, authorize, clear, onOnline };
}
