/**
 * What the cart sync's tests share: a fake cart server as the contract describes it, a line
 * builder and a cart sync over memory storage. Not a test file itself.
 */
import { type CartItem, STORE_VIEWS } from '@shop/core';
import { ApiError } from '../lib/api.ts';
import type { ServerCartLine } from '../lib/cart-api.ts';
import { CART_CONFIG } from '../lib/cart-config.ts';
import { type CartStore, createCartStore } from './cart.ts';
import { type CartApi, createCartSync } from './cart-sync.ts';
import type { NotificationInput } from './notifications.ts';

export const line = (sku: string, qty = 1, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  parentSku: sku,
  qty,
  type_id: 'simple',
  name: sku,
  price: 10,
  price_incl_tax: 12.1,
  ...extra,
});

const TOTALS = {
  grand_total: 0,
  base_grand_total: 0,
  subtotal: 0,
  base_subtotal: 0,
  subtotal_incl_tax: 0,
  discount_amount: 0,
  base_discount_amount: 0,
  shipping_amount: 0,
  base_shipping_amount: 0,
  shipping_incl_tax: 0,
  shipping_tax_amount: 0,
  tax_amount: 0,
  base_tax_amount: 0,
  quote_currency_code: 'EUR',
  base_currency_code: 'EUR',
  items_qty: 0,
  items: [],
  total_segments: [],
};

const SHIPPING_METHOD = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'PostNL',
  method_title: 'Standard delivery',
  amount: 4.95,
  base_amount: 4.95,
  available: true,
  error_message: '',
  price_excl_tax: 4.09,
  price_incl_tax: 4.95,
};

/** A server as the contract describes it, with switches to make calls fail. */
class FakeCartServer {
  carts = new Map<string, ServerCartLine[]>();
  /** The store view of each cart that moved (nl when absent). */
  storeOf = new Map<string, string>();
  /** The access token a call of the customer's cart carries (null: nobody is logged in). */
  customerToken: string | null = null;
  nextCart = 1;
  nextItem = 1;
  calls: string[] = [];
  /** Tokens the server refuses with 401. */
  invalidTokens = new Set<string>();
  /** Skus whose update is refused with 400. */
  refused = new Set<string>();
  unreachable = false;
  /** Countries asked for shipping methods, and the methods stored as the cart's shipping. */
  shippingCountries: string[] = [];
  shippingChoices: string[] = [];
  /** Resolves pull calls only when released (to test a sync during a merge). */
  hold: Promise<void> | null = null;
  /** Resolves update calls only when released (to test a change while an update is on its way). */
  holdUpdate: Promise<void> | null = null;

  private guard(name: string, customer = false) {
    this.calls.push(name);
    if (this.unreachable) throw new ApiError(`The API could not be reached for ${name}`, 502, true);
    const token = customer ? this.customerToken : null;
    if (token && this.invalidTokens.has(token)) throw new ApiError('Token expired', 401);
  }

  api: CartApi = {
    createCart: async (_store, customer) => {
      this.guard('create', customer);
      const id = `cart-${this.nextCart++}`;
      this.carts.set(id, []);
      return id;
    },
    pullCart: async (_store, ids) => {
      this.guard('pull', ids.customer);
      if (this.hold) await this.hold;
      const items = this.carts.get(ids.cartId);
      if (!items) throw new ApiError(`No such entity with cartId = ${ids.cartId}`, 404);
      const view = this.storeOf.get(ids.cartId) ?? 'nl';
      if (view !== _store) {
        throw new ApiError('The cart has moved', 409, false, 'cart.in_other_store_view', {
          cartId: ids.cartId,
          storeCode: view,
        });
      }
      return items.map((item) => ({ ...item }));
    },
    switchCartStoreView: async (store, ids) => {
      this.guard('switch', ids.customer);
      const items = this.carts.get(ids.cartId);
      if (!items) throw new ApiError(`No such entity with cartId = ${ids.cartId}`, 404);
      const moved = (this.storeOf.get(ids.cartId) ?? 'nl') !== store;
      this.storeOf.set(ids.cartId, store);
      return {
        cartId: ids.cartId,
        store_code: store,
        moved,
        items: items.map((item) => ({ ...item, available: true, slug: item.sku.toLowerCase() })),
        dropped_coupon: null,
        merged_cart_id: null,
      };
    },
    updateCartItem: async (_store, ids, cartItem) => {
      this.guard('update', ids.customer);
      if (this.holdUpdate) await this.holdUpdate;
      const items = this.carts.get(ids.cartId);
      if (!items) throw new ApiError('No such entity', 404);
      if (this.refused.has(cartItem.sku))
        throw new ApiError(`${cartItem.sku} is out of stock!`, 400, false, 'cart.out_of_stock', {
          name: cartItem.sku,
        });
      // A composite sku ('BUNDLE|PART') resolves to the bundle's own line.
      cartItem = { ...cartItem, sku: cartItem.sku.split(/[|+]/)[0] as string };
      let item = items.find((existing) =>
        cartItem.item_id ? existing.item_id === cartItem.item_id : existing.sku === cartItem.sku,
      );
      if (item) item.qty = cartItem.qty;
      else {
        item = {
          item_id: this.nextItem++,
          quote_id: ids.cartId,
          sku: cartItem.sku,
          parentSku: cartItem.sku,
          qty: cartItem.qty,
          name: cartItem.sku,
          price: 10,
          price_incl_tax: 12.1,
          product_type: 'simple',
        };
        items.push(item);
      }
      return { ...item };
    },
    deleteCartItem: async (_store, ids, cartItem) => {
      this.guard('delete', ids.customer);
      const items = this.carts.get(ids.cartId) ?? [];
      this.carts.set(
        ids.cartId,
        items.filter((item) => item.item_id !== cartItem.item_id),
      );
      return true;
    },
    getCartTotals: async () => {
      this.guard('totals');
      return TOTALS;
    },
    estimateShippingMethods: async (_store, _ids, address) => {
      this.guard('shipping-methods');
      this.shippingCountries.push(address.country_id);
      return [
        { ...SHIPPING_METHOD, carrier_code: 'express', method_code: 'express', available: false },
        SHIPPING_METHOD,
      ];
    },
    setShippingInformation: async (_store, _ids, information) => {
      this.guard('shipping-information');
      this.shippingChoices.push(
        `${information.shippingCarrierCode}/${information.shippingMethodCode}`,
      );
      return { payment_methods: [], totals: { ...TOTALS, shipping_incl_tax: 4.95 } };
    },
    applyCartCoupon: async (_store, _ids, coupon) => {
      this.guard('apply-coupon');
      if (coupon !== 'WELKOM10')
        throw new ApiError(
          `The coupon code "${coupon}" is not valid.`,
          404,
          false,
          'coupon.not_valid',
          {
            code: coupon,
          },
        );
      return true;
    },
    deleteCartCoupon: async () => {
      this.guard('delete-coupon');
      return true;
    },
    applyGiftCard: async (_store, _ids, code) => {
      this.guard('giftcard-apply');
      if (code !== 'ABCD-EFGH-JKLM-NPQR')
        throw new ApiError('This is not a valid giftcard', 404, false, 'giftcard.not_valid', {});
      return TOTALS;
    },
    removeGiftCard: async () => {
      this.guard('giftcard-remove');
      return TOTALS;
    },
    applyRewardPoints: async (_store, _ids, points) => {
      this.guard('rewards-apply');
      if (points > 250) {
        throw new ApiError(
          'pointAmount: You do not have this many points',
          400,
          false,
          'rewards.not_enough_points',
          {},
        );
      }
      return TOTALS;
    },
    listStock: async (skus) => {
      this.guard('stock-list');
      return Promise.all(skus.map((sku) => this.api.checkStock(sku)));
    },
    checkStock: async (sku) => {
      this.guard('stock');
      return {
        item_id: 1,
        product_id: 1,
        sku,
        qty: sku.startsWith('GONE') ? 0 : 10,
        is_in_stock: !sku.startsWith('GONE'),
        manage_stock: true,
        is_qty_decimal: false,
        min_qty: 0,
        min_sale_qty: 1,
        max_sale_qty: 100,
        backorders: 0,
        qty_increments: 1,
      };
    },
  };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (name: string) => data.get(name) ?? null,
    setItem: (name: string, value: string) => void data.set(name, value),
    removeItem: (name: string) => void data.delete(name),
  };
}

/** A cart sync of the Dutch store view over a fake server; `token` logs a customer in. */
export function setup(options: { online?: boolean; token?: string | null } = {}) {
  const server = new FakeCartServer();
  server.customerToken = options.token ?? null;
  const store: CartStore = createCartStore('nl', memoryStorage());
  const notifications: NotificationInput[] = [];
  let online = options.online ?? true;
  const sync = createCartSync(STORE_VIEWS.nl, {
    store,
    api: server.api,
    config: CART_CONFIG,
    isOnline: () => online,
    notify: (notification) => notifications.push(notification),
    isLoggedIn: () => server.customerToken !== null,
  });
  return {
    server,
    store,
    sync,
    notifications,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}
