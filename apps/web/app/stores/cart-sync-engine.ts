/**
 * The cart's sync engine: it connects the browser's cart to a server cart and merges the two.
 *
 * - connect: create a cart (the customer's active cart when logged in); on 401 retry once as a
 *   guest (maxCartBypassAttempts), else sync is off.
 * - sync: when the lines' hash changed or no sync happened yet: pull, plan the merge (core), run
 *   its server calls, then fetch the totals. A failed pull moves to a new guest cart up to the
 *   maximum, then sync is abandoned and the hash updated. While a merge runs another sync does
 *   nothing now; the running one syncs once more at its end if the lines changed meanwhile.
 * - offline: lines change locally and are marked pending; the next sync forces them.
 */
import {
  ADDED_TO_CART_MESSAGE,
  applyServerUpdate,
  type DiffLogItem,
  linesAfterStoreSwitch,
  planCartMerge,
  QUANTITY_UPDATED_MESSAGE,
  type ServerCall,
  type ServerLine,
} from '@shop/core';
import { ApiError } from '../lib/api.ts';
import type { CartIds, CartStoreSwitch } from '../lib/cart-api.ts';
import { announceSwitch, switchedLinePath } from '../lib/cart-store-switch.ts';
import type { CartContext } from './cart-context.ts';
import type { CartRefresh } from './cart-refresh.ts';

export interface SyncOptions {
  forceClientState?: boolean;
  dryRun?: boolean;
  mergeQty?: boolean;
  forceSync?: boolean;
  /** The cart was just taken back from the other store view: not again in this sync. */
  tookBack?: boolean;
}

/** The pull's answer that the cart moved to the other store view (decision 0049). */
const isInOtherStoreView = (error: unknown) =>
  error instanceof ApiError && error.code === 409 && error.key === 'cart.in_other_store_view';

export interface DiffLog {
  items: DiffLogItem[];
  /** The answers of the server updates: `status` 200 or the error code (add-to-cart reads [0]). */
  serverResponses: { status: number; sku: string; result: unknown }[];
}

const EMPTY_DIFF = (): DiffLog => ({ items: [], serverResponses: [] });

export function createSyncEngine(context: CartContext, refresh: Pick<CartRefresh, 'syncTotals'>) {
  const { api, config, get, setItems, store, storeView, t } = context;
  let merging = false;
  let pendingForce: boolean | null = null;

  /** Creates the server cart, then syncs; on 401 one retry as a guest. */
  async function connect(
    options: { guestCart?: boolean; forceClientState?: boolean; mergeQty?: boolean } = {},
  ): Promise<DiffLog> {
    if (!context.syncEnabled()) return EMPTY_DIFF();
    const customer = !options.guestCart && context.isLoggedIn();
    try {
      const cartId = await api.createCart(storeView.code, customer);
      store.setState({ cartId, cartIsGuest: !customer, lastSyncDate: 0 });
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.code === 401 &&
        get().connectBypassCount < config.maxCartBypassAttempts
      ) {
        store.setState({ connectBypassCount: get().connectBypassCount + 1 });
        return connect({ ...options, guestCart: true });
      }
      if (error instanceof ApiError && error.unreachable)
        store.setState({ pendingClientChanges: true });
      console.warn('[cart] Cart sync is disabled:', error instanceof Error ? error.message : error);
      return EMPTY_DIFF();
    }
    return sync({
      forceClientState: options.forceClientState ?? false,
      dryRun: !config.serverMergeByDefault,
      mergeQty: options.mergeQty ?? false,
      forceSync: true,
    });
  }

  /** Pulls the server cart and merges it with the browser's lines. */
  async function sync(options: SyncOptions = {}): Promise<DiffLog> {
    if (!context.syncEnabled()) {
      if (options.forceClientState) store.setState({ pendingClientChanges: true });
      return EMPTY_DIFF();
    }
    if (!get().cartId) {
      if (get().items.length === 0 && !context.isLoggedIn()) return EMPTY_DIFF();
      return connect({ forceClientState: options.forceClientState ?? false });
    }
    if (merging) {
      // A second sync does nothing while a merge runs; the running one re-syncs at its end.
      pendingForce = Boolean(pendingForce) || Boolean(options.forceClientState);
      return EMPTY_DIFF();
    }
    const state = get();
    const required =
      state.hash === null || state.hash !== context.currentHash(state) || state.lastSyncDate === 0;
    if (!options.forceSync && !required) return EMPTY_DIFF();

    merging = true;
    const diff = EMPTY_DIFF();
    try {
      store.setState({ lastSyncDate: Date.now() });
      const cartIds = context.ids() as CartIds;
      let serverItems: ServerLine[];
      try {
        serverItems = await api.pullCart(storeView.code, cartIds);
      } catch (error) {
        if (isInOtherStoreView(error) && !options.tookBack) {
          merging = false;
          return await takeCartBack(cartIds, options, diff);
        }
        return await handleFailedPull(error, diff);
      }
      const forceClientState =
        Boolean(options.forceClientState) ||
        get().pendingClientChanges ||
        Boolean(context.inCheckout?.());
      const plan = planCartMerge(get().items, serverItems, {
        forceClientState,
        dryRun: options.dryRun ?? !config.serverMergeByDefault,
        mergeQty: options.mergeQty ?? false,
        serverSyncCanRemoveLocalItems: config.serverSyncCanRemoveLocalItems,
        serverSyncCanModifyLocalItems: config.serverSyncCanModifyLocalItems,
      });
      diff.items = plan.diff;
      if (plan.diff.length > 2) console.info('[cart] merge diff', plan.diff);
      if (options.dryRun ?? !config.serverMergeByDefault) return diff;
      setItems(plan.items);
      const reached = await runServerCalls(plan.calls, cartIds, diff);
      if (!reached) {
        store.setState({ pendingClientChanges: true });
        return diff;
      }
      store.setState({ pendingClientChanges: false });
      await refresh.syncTotals();
      store.setState({ hash: context.currentHash() });
      return diff;
    } finally {
      merging = false;
      if (pendingForce !== null) {
        const force = pendingForce;
        pendingForce = null;
        // A sync asked for while this one ran (a change on its way in, say) runs now, even when the
        // hash looks current: this sync recorded the hash of the lines as they are at its end,
        // which already holds a change made after its merge was planned and never sent.
        void sync({ forceClientState: force, forceSync: true });
      }
    }
  }

  /**
   * The cart was taken to the other store view by a page of that view (another tab): it comes
   * back to this view (decision 0049), then the sync runs as asked. A sync the shopper's change
   * here asked for keeps the browser's lines; any other takes the server's (this page's lines are
   * older than the other page's), so a line removed there is not brought back.
   */
  async function takeCartBack(
    cartIds: CartIds,
    options: SyncOptions,
    diff: DiffLog,
  ): Promise<DiffLog> {
    let moved: CartStoreSwitch;
    try {
      moved = await api.switchCartStoreView(storeView.code, cartIds, null);
    } catch (error) {
      return handleFailedPull(error, diff);
    }
    const keepClient = Boolean(options.forceClientState) || get().pendingClientChanges;
    setItems(
      linesAfterStoreSwitch(
        get().items,
        moved.items,
        switchedLinePath(storeView),
        keepClient ? 'client' : 'server',
      ),
    );
    announceSwitch(storeView, moved, context.notify);
    return sync({ ...options, forceSync: true, tookBack: true });
  }

  async function handleFailedPull(error: unknown, diff: DiffLog): Promise<DiffLog> {
    if (error instanceof ApiError && error.unreachable) {
      store.setState({ pendingClientChanges: true });
      return diff;
    }
    if (
      error instanceof ApiError &&
      error.code === 404 &&
      !get().cartIsGuest &&
      context.isLoggedIn()
    ) {
      // The customer's cart is gone: an order placed it (a payment that was then canceled
      // brings the shopper back with the lines). The lines move to the customer's active cart.
      merging = false;
      store.setState({ cartId: null });
      return connect({ guestCart: false, forceClientState: true });
    }
    // Any other answer: a new guest cart up to the maximum, then sync is abandoned.
    merging = false;
    if (get().connectBypassCount < config.maxCartBypassAttempts) {
      store.setState({ connectBypassCount: get().connectBypassCount + 1, cartId: null });
      const connected = await connect({ guestCart: true, forceClientState: true });
      return connected;
    }
    console.warn('[cart] cart sync abandoned:', error instanceof Error ? error.message : error);
    store.setState({ hash: context.currentHash() });
    return diff;
  }

  /** Runs the merge's server calls: updates first, then deletes of items no update claimed. */
  async function runServerCalls(
    calls: ServerCall[],
    cartIds: CartIds,
    diff: DiffLog,
  ): Promise<boolean> {
    const claimed = new Set<number>();
    for (const call of calls) {
      if (call.kind !== 'update') continue;
      try {
        const item = await api.updateCartItem(storeView.code, cartIds, call.payload);
        claimed.add(item.item_id);
        diff.serverResponses.push({ status: 200, sku: call.line.sku, result: item });
        setItems(applyServerUpdate(get().items, call, { ok: true, item }));
        const wasNew = call.line.server_item_id === undefined;
        if (!context.inCheckout?.()) {
          context.notifyMessage(
            'success',
            wasNew ? ADDED_TO_CART_MESSAGE : QUANTITY_UPDATED_MESSAGE,
            context.checkoutAction(),
          );
        }
      } catch (error) {
        if (error instanceof ApiError && error.unreachable) return false;
        const code = error instanceof ApiError ? error.code : 500;
        const message = error instanceof Error ? error.message : String(error);
        diff.serverResponses.push({ status: code, sku: call.line.sku, result: message });
        setItems(applyServerUpdate(get().items, call, { ok: false }));
        // A refused update reads in the shopper's language, by the answer's message key.
        await context.notifyError(error, { action1: { label: t('OK') } });
      }
    }
    for (const call of calls) {
      if (call.kind !== 'delete' || claimed.has(call.serverItem.item_id)) continue;
      try {
        await api.deleteCartItem(storeView.code, cartIds, {
          sku: call.serverItem.sku,
          item_id: call.serverItem.item_id,
        });
      } catch (error) {
        if (error instanceof ApiError && error.unreachable) return false;
        console.warn('[cart] a server line could not be deleted:', error);
      }
    }
    return true;
  }

  return { connect, sync };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
