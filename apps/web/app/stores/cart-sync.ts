/**
 * The one module that changes the cart and synchronises it with the server (spec core-shop §4 Add
 * to cart, Cart connect and sync, Cart merge, Stock sync; reference-notes §2.4–§2.7). Components
 * only call its intents (add, change quantity, remove, coupon). Loaded lazily: it brings the
 * sha3 hashing and the merge.
 *
 * - connect: POST create; 401 → retry once as a guest (maxCartBypassAttempts), else sync is off.
 * - sync: when the items hash changed or no sync happened yet; pull, plan the merge (core), run its
 *   server calls, then fetch the totals. A failed pull bypasses to a new guest cart up to the
 *   maximum, then sync is abandoned and the hash updated. While a merge runs another sync does
 *   nothing now; the running one syncs once more at its end if the lines changed meanwhile.
 * - offline: lines change locally and are marked pending; the 'online' event syncs them with the
 *   client state forced, so offline removals and quantities win.
 *
 * The server calls of a customer's cart carry the customer's token through the API client, which
 * refreshes an expired token instead of the cart falling back to a guest cart.
 */
import {
  ADDED_TO_CART_MESSAGE,
  addCartItem,
  applyServerUpdate,
  applyStockResult,
  type CartItem,
  type DiffLogItem,
  getCartItemsHash,
  getStockStatus,
  isCompositeSku,
  type OrderLine,
  OUT_OF_STOCK_MESSAGE,
  planCartMerge,
  productsEquals,
  QUANTITY_UPDATED_MESSAGE,
  removeCartItem,
  type ServerCall,
  type ServerLine,
  STOCK_CHUNK_SIZE,
  type StoreView,
  setCartItemQty,
  VOLATILE_STOCK_MESSAGE,
  validateProduct,
} from '@shop/core';
import { ApiError, listStock } from '../lib/api.ts';
import type { CartIds, CartTotals } from '../lib/cart-api.ts';
import * as cartApi from '../lib/cart-api.ts';
import { CART_CONFIG, type StorefrontCartConfig } from '../lib/cart-config.ts';
import { createTranslator, type MessageKey } from '../lib/i18n.ts';
import { localizePath } from '../lib/store-view.ts';
import { type CartState, type CartStore, getCartStore } from './cart.ts';
import { isUserInCheckout } from './checkout.ts';
import { type NotificationInput, notify as showNotification } from './notifications.ts';
import { getAccessToken } from './session.ts';

const api = { ...cartApi, listStock };

/** The server calls the cart makes (lib/cart-api.ts, lib/api.ts; tests pass a fake). */
export type CartApi = Pick<
  typeof api,
  | 'createCart'
  | 'pullCart'
  | 'updateCartItem'
  | 'deleteCartItem'
  | 'getCartTotals'
  | 'estimateShippingMethods'
  | 'setShippingInformation'
  | 'applyCartCoupon'
  | 'deleteCartCoupon'
  | 'checkStock'
  | 'listStock'
>;

export interface CartSyncDeps {
  store: CartStore;
  api: CartApi;
  config: StorefrontCartConfig;
  isOnline: () => boolean;
  notify: (notification: NotificationInput) => void;
  /** A customer is logged in: a new cart is the customer's, called with the customer's token. */
  isLoggedIn: () => boolean;
  /**
   * The shopper is in the checkout (changed it within 30 minutes): syncs keep the client's lines
   * and no "added to cart" notices show ("never surprise the user in checkout").
   */
  inCheckout?: () => boolean;
}

export interface SyncOptions {
  forceClientState?: boolean;
  dryRun?: boolean;
  mergeQty?: boolean;
  forceSync?: boolean;
}

export interface DiffLog {
  items: DiffLogItem[];
  /** The answers of the server updates: `status` 200 or the error code (add-to-cart reads [0]). */
  serverResponses: { status: number; sku: string; result: unknown }[];
}

/** What adding a product ended with: 200 when the cart took it (and the server, when online). */
export interface AddToCartResult {
  status: number;
  messages: string[];
}

/** The product being added, with what the checks need. */
export interface AddToCartInput {
  line: CartItem;
  /** Stock of the chosen product (child for configurable); null when unknown. */
  stock: { is_in_stock: boolean } | null;
  errors?: Record<string, string>;
}

const EMPTY_DIFF = (): DiffLog => ({ items: [], serverResponses: [] });

export function createCartSync(storeView: StoreView, deps: CartSyncDeps) {
  const { store, config } = deps;
  const t = createTranslator(storeView.locale);
  let merging = false;
  let pendingForce: boolean | null = null;

  const get = () => store.getState();
  const setItems = (items: CartItem[]) => store.setState({ items });
  const ids = (): CartIds | null => {
    const { cartId, cartIsGuest } = get();
    // A guest cart (also one made after a 401) is called without the customer's token.
    return cartId ? { cartId, customer: !cartIsGuest && deps.isLoggedIn() } : null;
  };
  const syncEnabled = () => config.synchronize && deps.isOnline();
  const currentHash = (state: CartState = get()) => getCartItemsHash(state.items, state.cartId);

  const checkoutAction = () =>
    config.externalCheckout
      ? {}
      : {
          action1: { label: t('Proceed to checkout'), link: localizePath(storeView, '/checkout') },
        };

  function notifyMessage(type: string, key: string, extra: Partial<NotificationInput> = {}) {
    deps.notify({ type, message: t(key as MessageKey), ...extra });
  }

  /** POST create, then sync; on 401 one retry as a guest (spec §4 Cart connect). */
  async function connect(
    options: { guestCart?: boolean; forceClientState?: boolean; mergeQty?: boolean } = {},
  ): Promise<DiffLog> {
    if (!syncEnabled()) return EMPTY_DIFF();
    const customer = !options.guestCart && deps.isLoggedIn();
    try {
      const cartId = await deps.api.createCart(storeView.code, customer);
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

  /** Pulls the server cart and merges it (spec §4 Cart connect and sync, Cart merge). */
  async function sync(options: SyncOptions = {}): Promise<DiffLog> {
    if (!syncEnabled()) {
      if (options.forceClientState) store.setState({ pendingClientChanges: true });
      return EMPTY_DIFF();
    }
    if (!get().cartId) {
      if (get().items.length === 0 && !deps.isLoggedIn()) return EMPTY_DIFF();
      return connect({ forceClientState: options.forceClientState ?? false });
    }
    if (merging) {
      // A second sync does nothing while a merge runs; the running one re-syncs at its end.
      pendingForce = Boolean(pendingForce) || Boolean(options.forceClientState);
      return EMPTY_DIFF();
    }
    const state = get();
    const required =
      state.hash === null || state.hash !== currentHash(state) || state.lastSyncDate === 0;
    if (!options.forceSync && !required) return EMPTY_DIFF();

    merging = true;
    const diff = EMPTY_DIFF();
    try {
      store.setState({ lastSyncDate: Date.now() });
      const cartIds = ids() as CartIds;
      let serverItems: ServerLine[];
      try {
        serverItems = await deps.api.pullCart(storeView.code, cartIds);
      } catch (error) {
        return await handleFailedPull(error, diff);
      }
      const forceClientState =
        Boolean(options.forceClientState) ||
        get().pendingClientChanges ||
        Boolean(deps.inCheckout?.());
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
      await syncTotals();
      store.setState({ hash: currentHash() });
      return diff;
    } finally {
      merging = false;
      if (pendingForce !== null) {
        const force = pendingForce;
        pendingForce = null;
        if (get().hash !== currentHash()) void sync({ forceClientState: force });
      }
    }
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
      deps.isLoggedIn()
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
    store.setState({ hash: currentHash() });
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
        const item = await deps.api.updateCartItem(storeView.code, cartIds, call.payload);
        claimed.add(item.item_id);
        diff.serverResponses.push({ status: 200, sku: call.line.sku, result: item });
        setItems(applyServerUpdate(get().items, call, { ok: true, item }));
        const wasNew = call.line.server_item_id === undefined;
        if (!deps.inCheckout?.()) {
          notifyMessage(
            'success',
            wasNew ? ADDED_TO_CART_MESSAGE : QUANTITY_UPDATED_MESSAGE,
            checkoutAction(),
          );
        }
      } catch (error) {
        if (error instanceof ApiError && error.unreachable) return false;
        const code = error instanceof ApiError ? error.code : 500;
        const message = error instanceof Error ? error.message : String(error);
        diff.serverResponses.push({ status: code, sku: call.line.sku, result: message });
        setItems(applyServerUpdate(get().items, call, { ok: false }));
        // update is one of the calls whose message the shopper sees (reference-notes §0).
        deps.notify({ type: 'danger', message, action1: { label: t('OK') } });
      }
    }
    for (const call of calls) {
      if (call.kind !== 'delete' || claimed.has(call.serverItem.item_id)) continue;
      try {
        await deps.api.deleteCartItem(storeView.code, cartIds, {
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

  /** Keeps totals the checkout received (shipping information) as the cart's current totals. */
  function setTotals(totals: CartTotals): void {
    store.setState({ totals, lastTotalsSyncDate: Date.now() });
  }

  /** Fetches the totals and copies row totals and quantities onto the lines (reference §2.7). */
  async function syncTotals(): Promise<CartTotals | null> {
    const cartIds = ids();
    if (!config.synchronizeTotals || !cartIds || !deps.isOnline()) return null;
    try {
      const totals = await loadTotals(cartIds);
      const items = get().items.map((line) => {
        const row = totals.items.find((item) => item.item_id === line.server_item_id);
        if (!row) return line;
        return {
          ...line,
          qty: row.qty,
          totals: {
            row_total: row.row_total,
            row_total_incl_tax: row.row_total_incl_tax,
            discount_amount: row.discount_amount,
            options: parseOptions(row.options),
          },
        };
      });
      store.setState({ totals, items, lastTotalsSyncDate: Date.now() });
      return totals;
    } catch (error) {
      console.warn(
        '[cart] totals could not be loaded:',
        error instanceof Error ? error.message : error,
      );
      return null;
    }
  }

  /**
   * The server's totals with an estimated shipping (reference-notes §2.7): the methods for the
   * store view's default country, the first available one stored as the cart's shipping, then
   * the totals that answer brings. Without a default country or an available method, the plain
   * totals (no shipping segment). The checkout replaces the estimate with the
   * shopper's address and choice.
   */
  async function loadTotals(cartIds: CartIds): Promise<CartTotals> {
    // In checkout the cart holds the shopper's own address and method: its totals as they are.
    if (deps.inCheckout?.()) return deps.api.getCartTotals(storeView.code, cartIds);
    const country = storeView.defaultCountry;
    if (!country) {
      console.warn('[cart] Please do set the tax.defaultCountry in order to calculate totals');
      return deps.api.getCartTotals(storeView.code, cartIds);
    }
    const methods = await deps.api.estimateShippingMethods(storeView.code, cartIds, {
      country_id: country,
    });
    const method = methods.find((candidate) => candidate.available);
    if (!method) return deps.api.getCartTotals(storeView.code, cartIds);
    const answer = await deps.api.setShippingInformation(storeView.code, cartIds, {
      shippingAddress: { countryId: country },
      billingAddress: { countryId: country },
      shippingCarrierCode: method.carrier_code,
      shippingMethodCode: method.method_code,
    });
    return answer.totals;
  }

  /** The stock of a line from the server (spec §4 Stock sync); unreachable leaves it as is. */
  async function syncStock(line: CartItem): Promise<void> {
    if (!config.stockSynchronize || !deps.isOnline()) return;
    let stock: { is_in_stock: boolean };
    try {
      stock = await deps.api.checkStock(line.sku);
    } catch {
      return;
    }
    const current = get().items.find((item) => productsEquals(item, line));
    if (!current) return;
    const result = applyStockResult(current, stock, config);
    if (result.action === 'remove') setItems(removeCartItem(get().items, current));
    else if (result.action === 'update') {
      setItems(get().items.map((item) => (productsEquals(item, current) ? result.item : item)));
    }
  }

  /** The stock of every line, asked in chunks of 15 skus (spec §7 Stock, §9). */
  async function syncStockOfLines(): Promise<void> {
    if (!config.stockSynchronize || !deps.isOnline()) return;
    const skus = [...new Set(get().items.map((item) => item.sku))];
    for (let start = 0; start < skus.length; start += STOCK_CHUNK_SIZE) {
      let answer: { sku: string; is_in_stock: boolean }[];
      try {
        answer = await deps.api.listStock(skus.slice(start, start + STOCK_CHUNK_SIZE));
      } catch {
        return;
      }
      let items = get().items;
      for (const stock of answer) {
        items = items.flatMap((item) => {
          if (item.sku !== stock.sku) return [item];
          const result = applyStockResult(item, stock, config);
          return result.action === 'remove'
            ? []
            : result.action === 'update'
              ? [result.item]
              : [item];
        });
      }
      setItems(items);
    }
  }

  /** Adds a product (spec §4 Add to cart): price and errors check, stock status, line, sync. */
  async function addToCart(input: AddToCartInput): Promise<AddToCartResult> {
    const messages = validateProduct(
      { price_incl_tax: input.line.price_incl_tax, errors: input.errors ?? null },
      config,
    );
    if (messages.length > 0) {
      for (const message of messages)
        notifyMessage('danger', message, { action1: { label: t('OK') } });
      return { status: 400, messages };
    }
    const status = getStockStatus(input.stock, config);
    if (status === 'out_of_stock') {
      notifyMessage('danger', OUT_OF_STOCK_MESSAGE, { action1: { label: t('OK') } });
      return { status: 400, messages: [OUT_OF_STOCK_MESSAGE] };
    }
    if (status === 'volatile' && !config.allowOutOfStockInCart) {
      notifyMessage('warning', VOLATILE_STOCK_MESSAGE);
    }
    const { items, updated } = addCartItem(get().items, input.line);
    setItems(items);
    void syncStock(input.line);

    if (!syncEnabled()) {
      store.setState({ pendingClientChanges: true });
      notifyMessage(
        'success',
        updated ? QUANTITY_UPDATED_MESSAGE : ADDED_TO_CART_MESSAGE,
        checkoutAction(),
      );
      return { status: 200, messages: [] };
    }
    const diff = await sync({ forceClientState: true });
    if (
      isCompositeSku(input.line.sku) &&
      (input.line.type_id === 'bundle' || input.line.type_id === 'configurable')
    ) {
      // A composite line stands in for the server's resolved line: drop it and take the server's.
      setItems(removeCartItem(get().items, input.line));
      await sync({ forceSync: true });
    }
    const response = diff.serverResponses[0];
    if (!response) {
      // Nothing reached the server (offline, or a merge was running): the line is kept locally.
      if (get().pendingClientChanges || diff.items.length === 0) {
        notifyMessage(
          'success',
          updated ? QUANTITY_UPDATED_MESSAGE : ADDED_TO_CART_MESSAGE,
          checkoutAction(),
        );
      }
      return { status: 200, messages: [] };
    }
    return {
      status: response.status,
      messages: response.status === 200 ? [] : [String(response.result)],
    };
  }

  /** Sets the quantity of a line; synced with the client state forced (reference §2.6). */
  async function updateQuantity(line: CartItem, qty: number): Promise<void> {
    setItems(setCartItemQty(get().items, line, qty));
    await afterLocalChange();
  }

  /** Removes a line (and its children); synced with the client state forced. */
  async function removeItem(line: CartItem): Promise<void> {
    setItems(removeCartItem(get().items, line));
    await afterLocalChange();
  }

  async function afterLocalChange(): Promise<void> {
    if (!syncEnabled() || !get().cartId) {
      store.setState({ pendingClientChanges: true });
      return;
    }
    await sync({ forceClientState: true });
  }

  /**
   * Puts lines back into the cart (the products of an order that was canceled before it was
   * placed), merged like adds, then synced with the client state forced.
   */
  async function restoreLines(lines: readonly OrderLine[]): Promise<void> {
    let items = get().items;
    for (const line of lines) {
      items = addCartItem(items, {
        sku: line.sku,
        ...(line.parentSku !== undefined ? { parentSku: line.parentSku } : {}),
        qty: line.qty,
        type_id: line.type_id,
        name: line.name,
        price: line.price_incl_tax,
        price_incl_tax: line.price_incl_tax,
        ...(line.image !== undefined ? { image: line.image } : {}),
        ...(line.path !== undefined ? { path: line.path } : {}),
        ...(line.product_option !== undefined ? { product_option: line.product_option } : {}),
        ...(line.checksum !== undefined ? { checksum: line.checksum } : {}),
      }).items;
    }
    setItems(items);
    await afterLocalChange();
  }

  /** Applies a coupon; returns the server's message when it is refused. */
  async function applyCoupon(code: string): Promise<string | null> {
    const cartIds = ids();
    if (!cartIds || !deps.isOnline()) return t('You are offline');
    try {
      await deps.api.applyCartCoupon(storeView.code, cartIds, code.trim());
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    await syncTotals();
    return null;
  }

  /** Removes the coupon; returns the server's message when that fails. */
  async function removeCoupon(): Promise<string | null> {
    const cartIds = ids();
    if (!cartIds || !deps.isOnline()) return t('You are offline');
    try {
      await deps.api.deleteCartCoupon(storeView.code, cartIds);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    await syncTotals();
    return null;
  }

  /**
   * After the saved cart is restored (reference §2.4 load): with a cart id sync (a dry run unless
   * merging by default), without one connect when there are lines.
   */
  async function load(): Promise<void> {
    const state = get();
    if (state.cartId) {
      await sync({ dryRun: !config.serverMergeByDefault });
    } else if (state.items.length > 0) {
      await connect({ guestCart: false, forceClientState: true });
    }
    await syncStockOfLines();
  }

  /**
   * After a login (reference §2.4 authorize): the coupon comes off without a sync, the cart
   * connects to the customer's cart and merges quantities, then the coupon goes on again.
   */
  async function authorize(): Promise<DiffLog> {
    const coupon = get().totals?.coupon_code ?? null;
    const guestIds = ids();
    if (coupon && guestIds && deps.isOnline()) {
      try {
        await deps.api.deleteCartCoupon(storeView.code, guestIds);
      } catch (error) {
        console.warn('[cart] coupon not removed before login:', error);
      }
    }
    store.setState({ connectBypassCount: 0 });
    const diff = await connect({ guestCart: false, mergeQty: true });
    const customerIds = ids();
    if (coupon && customerIds && deps.isOnline()) {
      try {
        await deps.api.applyCartCoupon(storeView.code, customerIds, coupon);
        await syncTotals();
      } catch (error) {
        console.warn('[cart] coupon not applied again after login:', error);
      }
    }
    return diff;
  }

  /**
   * Empties the cart in the browser only (reference §2.4 clear with sync off): at logout the
   * customer's cart stays on the server for the next login; disconnecting forgets its id.
   */
  function clear(): void {
    store.setState({
      items: [],
      cartId: null,
      cartIsGuest: true,
      hash: null,
      totals: null,
      pendingClientChanges: false,
      lastSyncDate: 0,
      lastTotalsSyncDate: 0,
      connectBypassCount: 0,
    });
  }

  /** Back online: sync, forcing the lines changed while offline. */
  function onOnline(): Promise<DiffLog> {
    return sync({ forceClientState: get().pendingClientChanges, forceSync: true });
  }

  return {
    addToCart,
    updateQuantity,
    removeItem,
    applyCoupon,
    removeCoupon,
    connect,
    sync,
    syncTotals,
    syncStock,
    syncStockOfLines,
    load,
    onOnline,
    authorize,
    clear,
    restoreLines,
    setTotals,
    ids,
  };
}

export type CartSync = ReturnType<typeof createCartSync>;

function parseOptions(text: string | undefined): { label: string; value: string }[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed
          .filter((entry) => entry && typeof entry.label === 'string')
          .map((entry) => ({
            label: String(entry.label),
            value: String(entry.value ?? ''),
          }))
      : [];
  } catch {
    return [];
  }
}

const syncs = new Map<string, CartSync>();

/** The cart intents of a store view in the browser. */
export function getCartSync(storeView: StoreView): CartSync {
  let sync = syncs.get(storeView.code);
  if (!sync) {
    sync = createCartSync(storeView, {
      store: getCartStore(storeView.code),
      api,
      config: CART_CONFIG,
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
      notify: showNotification,
      // The stored login (stores/session.ts): right from the first sync after a page load.
      isLoggedIn: () => getAccessToken() !== null,
      inCheckout: () => isUserInCheckout(storeView.code),
    });
    syncs.set(storeView.code, sync);
  }
  return sync;
}
