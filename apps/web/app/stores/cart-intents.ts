/**
 * What the shopper does to the cart (components only call these): add a product, change a
 * quantity, remove a line, put lines back, apply or remove a coupon. Each changes the lines at
 * once and then syncs with the client state forced; offline the change waits, marked pending.
 */
import {
  ADDED_TO_CART_MESSAGE,
  type AnalyticsProductInput,
  addCartItem,
  type CartItem,
  cartLineInput,
  getStockStatus,
  isCompositeSku,
  lineProductFields,
  type OrderLine,
  OUT_OF_STOCK_MESSAGE,
  QUANTITY_UPDATED_MESSAGE,
  removeCartItem,
  setCartItemQty,
  VOLATILE_STOCK_MESSAGE,
  validateProduct,
} from '@shop/core';
import { trackEvent } from '../lib/analytics.ts';
import type { CartContext } from './cart-context.ts';
import type { CartRefresh } from './cart-refresh.ts';
import type { SyncEngine } from './cart-sync-engine.ts';

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
  /** What the product page knows beyond the line for analytics (brand, categories, prices). */
  analytics?: Partial<AnalyticsProductInput>;
}

/** A quantity change of a line as the analytics event it is (secondary-areas §7). */
function trackQuantityChange(line: CartItem, from: number, to: number): void {
  if (to === from) return;
  const item = { ...cartLineInput(line), quantity: Math.abs(to - from) };
  trackEvent(to > from ? 'add_to_cart' : 'remove_from_cart', item);
}

export function createCartIntents(
  context: CartContext,
  engine: Pick<SyncEngine, 'sync'>,
  refresh: Pick<CartRefresh, 'syncTotals' | 'syncStock'>,
) {
  const { api, config, get, setItems, store, storeView, t } = context;
  const addedMessage = (updated: boolean) =>
    updated ? QUANTITY_UPDATED_MESSAGE : ADDED_TO_CART_MESSAGE;

  /** Adds a product: price and errors check, stock status, the line, then the sync. */
  async function addToCart(input: AddToCartInput): Promise<AddToCartResult> {
    const messages = validateProduct(
      { price_incl_tax: input.line.price_incl_tax, errors: input.errors ?? null },
      config,
    );
    if (messages.length > 0) {
      for (const message of messages)
        context.notifyMessage('danger', message, { action1: { label: t('OK') } });
      return { status: 400, messages };
    }
    const status = getStockStatus(input.stock, config);
    if (status === 'out_of_stock') {
      context.notifyMessage('danger', OUT_OF_STOCK_MESSAGE, { action1: { label: t('OK') } });
      return { status: 400, messages: [OUT_OF_STOCK_MESSAGE] };
    }
    if (status === 'volatile' && !config.allowOutOfStockInCart) {
      context.notifyMessage('warning', VOLATILE_STOCK_MESSAGE);
    }
    // The line keeps its product's brand and category path for the analytics items of the
    // cart, checkout and order events (secondary-areas §9); the server's answer confirms them.
    const line: CartItem = input.analytics
      ? { ...input.line, ...lineProductFields(input.analytics) }
      : input.line;
    const { items, updated } = addCartItem(get().items, line);
    setItems(items);
    trackEvent('add_to_cart', {
      ...cartLineInput(line),
      ...input.analytics,
      quantity: line.qty,
    });
    void refresh.syncStock(line);

    if (!context.syncEnabled()) {
      store.setState({ pendingClientChanges: true });
      context.notifyMessage('success', addedMessage(updated), context.checkoutAction());
      return { status: 200, messages: [] };
    }
    const diff = await engine.sync({ forceClientState: true });
    if (
      isCompositeSku(line.sku) &&
      (line.type_id === 'bundle' || line.type_id === 'configurable')
    ) {
      // A composite line stands in for the server's resolved line: drop it and take the server's.
      setItems(removeCartItem(get().items, line));
      await engine.sync({ forceSync: true });
    }
    const response = diff.serverResponses[0];
    if (!response) {
      // Nothing reached the server (offline, or a merge was running): the line is kept locally.
      if (get().pendingClientChanges || diff.items.length === 0) {
        context.notifyMessage('success', addedMessage(updated), context.checkoutAction());
      }
      return { status: 200, messages: [] };
    }
    return {
      status: response.status,
      messages: response.status === 200 ? [] : [String(response.result)],
    };
  }

  /** Sets the quantity of a line; synced with the client state forced. */
  async function updateQuantity(line: CartItem, qty: number): Promise<void> {
    setItems(setCartItemQty(get().items, line, qty));
    trackQuantityChange(line, line.qty, qty);
    await afterLocalChange();
  }

  /** Removes a line (and its children); synced with the client state forced. */
  async function removeItem(line: CartItem): Promise<void> {
    setItems(removeCartItem(get().items, line));
    trackQuantityChange(line, line.qty, 0);
    await afterLocalChange();
  }

  async function afterLocalChange(): Promise<void> {
    if (!context.syncEnabled() || !get().cartId) {
      store.setState({ pendingClientChanges: true });
      return;
    }
    await engine.sync({ forceClientState: true });
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
        ...(line.brand !== undefined ? { brand: line.brand } : {}),
        ...(line.category_path !== undefined ? { category_path: line.category_path } : {}),
      }).items;
    }
    setItems(items);
    await afterLocalChange();
  }

  /** Applies a coupon; returns the refusal's text in the shopper's language when it is refused. */
  async function applyCoupon(code: string): Promise<string | null> {
    const cartIds = context.ids();
    if (!cartIds || !context.isOnline()) return t('You are offline');
    try {
      await api.applyCartCoupon(storeView.code, cartIds, code.trim());
    } catch (error) {
      return context.errorText(error);
    }
    await refresh.syncTotals();
    return null;
  }

  /** Removes the coupon; returns the failure's text in the shopper's language. */
  async function removeCoupon(): Promise<string | null> {
    const cartIds = context.ids();
    if (!cartIds || !context.isOnline()) return t('You are offline');
    try {
      await api.deleteCartCoupon(storeView.code, cartIds);
    } catch (error) {
      return context.errorText(error);
    }
    await refresh.syncTotals();
    return null;
  }

  /**
   * Applies a gift card (it pays part of the total) or removes one (by its masked code); then
   * the totals re-sync. Returns the refusal's text in the shopper's language.
   */
  async function changeGiftCard(action: 'apply' | 'remove', code: string): Promise<string | null> {
    const cartIds = context.ids();
    if (!cartIds || !context.isOnline()) return t('You are offline');
    try {
      if (action === 'apply') await api.applyGiftCard(storeView.code, cartIds, code.trim());
      else await api.removeGiftCard(storeView.code, cartIds, code);
    } catch (error) {
      return context.errorText(error);
    }
    await refresh.syncTotals();
    return null;
  }
  const applyGiftCard = (code: string) => changeGiftCard('apply', code);
  const removeGiftCard = (code: string) => changeGiftCard('remove', code);

  /**
   * Records the reward points to spend on the cart (0: none); then the totals re-sync. Returns
   * the refusal's text in the shopper's language ('You do not have this many points').
   */
  async function spendRewardPoints(points: number): Promise<string | null> {
    const cartIds = context.ids();
    if (!cartIds || !context.isOnline()) return t('You are offline');
    try {
      await api.applyRewardPoints(storeView.code, cartIds, points);
    } catch (error) {
      return context.errorText(error);
    }
    await refresh.syncTotals();
    return null;
  }

  return {
    addToCart,
    updateQuantity,
    removeItem,
    restoreLines,
    applyCoupon,
    removeCoupon,
    applyGiftCard,
    removeGiftCard,
    spendRewardPoints,
  };
}
