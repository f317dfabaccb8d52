/**
 * What the parts of the cart's synchronisation share (cart-sync.ts composes them): the store
 * view's cart store, its server calls, the switches, and the small helpers every part uses.
 */
import { type CartItem, getCartItemsHash, type StoreView } from '@shop/core';
import type { listStock } from '../lib/api.ts';
import type * as cartApi from '../lib/cart-api.ts';
import type { CartIds } from '../lib/cart-api.ts';
import type { StorefrontCartConfig } from '../lib/cart-config.ts';
import { errorText } from '../lib/error-text.ts';
import { createTranslator, type MessageKey, type Translate } from '../lib/i18n.ts';
import { localizePath } from '../lib/store-view.ts';
import type { CartState, CartStore } from './cart.ts';
import type { NotificationInput } from './notifications.ts';

/** The server calls the cart makes (lib/cart-api.ts, lib/api.ts; tests pass a fake). */
export type CartApi = Pick<
  typeof cartApi,
  | 'createCart'
  | 'pullCart'
  | 'updateCartItem'
  | 'deleteCartItem'
  | 'getCartTotals'
  | 'estimateShippingMethods'
  | 'setShippingInformation'
  | 'applyCartCoupon'
  | 'deleteCartCoupon'
  | 'applyGiftCard'
  | 'removeGiftCard'
  | 'applyRewardPoints'
  | 'checkStock'
  | 'switchCartStoreView'
> & { listStock: typeof listStock };

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
   * and no "added to cart" notices show, so the checkout never surprises the shopper.
   */
  inCheckout?: () => boolean;
}

export interface CartContext extends CartSyncDeps {
  storeView: StoreView;
  t: Translate;
  get: () => CartState;
  setItems: (items: CartItem[]) => void;
  /** The ids of the connected cart, null before it is connected. */
  ids: () => CartIds | null;
  /** Synchronisation is on and the browser online. */
  syncEnabled: () => boolean;
  /** The hash of the lines (and cart id) a completed sync records. */
  currentHash: (state?: CartState) => string;
  /** A notice with a message key, in the store view's language. */
  notifyMessage: (type: string, key: string, extra?: Partial<NotificationInput>) => void;
  /** A danger notice of a failed call, by the answer's message key (lib/error-text.ts). */
  notifyError: (error: unknown, extra?: Partial<NotificationInput>) => Promise<void>;
  /** The text of a failed call in the store view's language (lib/error-text.ts). */
  errorText: (error: unknown) => Promise<string>;
  /** The "Proceed to checkout" action of the added-to-cart notice (none with an external one). */
  checkoutAction: () => Partial<NotificationInput>;
}

export function createCartContext(storeView: StoreView, deps: CartSyncDeps): CartContext {
  const { store, config } = deps;
  const t = createTranslator(storeView.locale);
  const get = () => store.getState();
  return {
    ...deps,
    storeView,
    t,
    get,
    setItems: (items) => store.setState({ items }),
    ids: () => {
      const { cartId, cartIsGuest } = get();
      // A guest cart (also one made after a 401) is called without the customer's token.
      return cartId ? { cartId, customer: !cartIsGuest && deps.isLoggedIn() } : null;
    },
    syncEnabled: () => config.synchronize && deps.isOnline(),
    currentHash: (state = get()) => getCartItemsHash(state.items, state.cartId),
    notifyMessage: (type, key, extra = {}) =>
      deps.notify({ type, message: t(key as MessageKey), ...extra }),
    notifyError: async (error, extra = {}) =>
      deps.notify({ type: 'danger', message: await errorText(storeView.locale, error), ...extra }),
    errorText: (error) => errorText(storeView.locale, error),
    checkoutAction: () =>
      config.externalCheckout
        ? {}
        : {
            action1: {
              label: t('Proceed to checkout'),
              link: localizePath(storeView, '/checkout'),
            },
          },
  };
}
