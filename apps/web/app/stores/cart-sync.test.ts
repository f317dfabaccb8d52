import { type CartItem, DEFAULT_CART_CONFIG, STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import type { ServerCartLine } from '../lib/cart-api.ts';
import { CART_CONFIG } from '../lib/cart-config.ts';
import { type CartStore, createCartStore } from './cart.ts';
import { type CartApi, createCartSync } from './cart-sync.ts';
import type { NotificationInput } from './notifications.ts';

const line = (sku: string, qty = 1, extra: Partial<CartItem> = {}): CartItem => ({
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
      return items.map((item) => ({ ...item }));
    },
    updateCartItem: async (_store, ids, cartItem) => {
      this.guard('update', ids.customer);
      const items = this.carts.get(ids.cartId);
      if (!items) throw new ApiError('No such entity', 404);
      if (this.refused.has(cartItem.sku))
        throw new ApiError(`${cartItem.sku} is out of stock!`, 400);
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
        throw new ApiError(`The coupon code "${coupon}" is not valid.`, 404);
      return true;
    },
    deleteCartCoupon: async () => {
      this.guard('delete-coupon');
      return true;
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

function setup(options: { online?: boolean; token?: string | null } = {}) {
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

describe('cart sync', () => {
  it('adds a product: creates a guest cart, sends the line and keeps the server id', async () => {
    const { server, store, sync, notifications } = setup();
    const result = await sync.addToCart({ line: line('A', 2), stock: { is_in_stock: true } });
    expect(result.status).toBe(200);
    const state = store.getState();
    expect(state.cartId).toBe('cart-1');
    expect(state.items[0]).toMatchObject({
      sku: 'A',
      qty: 2,
      server_item_id: 1,
      server_cart_id: 'cart-1',
    });
    expect(server.carts.get('cart-1')).toMatchObject([{ sku: 'A', qty: 2 }]);
    expect(state.hash).toMatch(/^[0-9a-f]{56}$/);
    expect(notifications.map((n) => n.message)).toContain(
      'Het product is aan je winkelmand toegevoegd!',
    );
    expect(notifications[0]?.action1).toEqual({ label: 'Naar de kassa', link: '/checkout' });
  });

  it('estimates shipping in the totals: the default country, the first available method', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A', 1), stock: { is_in_stock: true } });
    await sync.syncTotals();
    expect(server.shippingCountries.at(-1)).toBe('NL');
    expect(server.shippingChoices.at(-1)).toBe('flatrate/flatrate');
    expect(store.getState().totals?.shipping_incl_tax).toBe(4.95);
  });

  it('raises the quantity of a matching line and says the quantity was updated', async () => {
    const { server, sync, notifications } = setup();
    await sync.addToCart({ line: line('A', 1), stock: { is_in_stock: true } });
    await sync.addToCart({ line: line('A', 2), stock: { is_in_stock: true } });
    expect(server.carts.get('cart-1')).toMatchObject([{ sku: 'A', qty: 3 }]);
    expect(notifications.at(-1)?.message).toBe('Het aantal is bijgewerkt!');
  });

  it('refuses an unknown price, an errors map and an out-of-stock product with their messages', async () => {
    const { server, store, sync, notifications } = setup();
    expect(
      (await sync.addToCart({ line: line('A', 1, { price_incl_tax: -1 }), stock: null })).status,
    ).toBe(400);
    expect(
      (
        await sync.addToCart({
          line: line('B'),
          stock: null,
          errors: { variants: 'No available product variants' },
        })
      ).status,
    ).toBe(400);
    expect((await sync.addToCart({ line: line('C'), stock: { is_in_stock: false } })).status).toBe(
      400,
    );
    expect(notifications.map((n) => n.message)).toEqual([
      'De prijs van dit product is onbekend; het kan niet in je winkelmand.',
      'Dit product is in geen enkele uitvoering beschikbaar.',
      'Dit product is uitverkocht en kan niet in je winkelmand.',
    ]);
    expect(store.getState().items).toEqual([]);
    expect(server.calls).toEqual([]);
  });

  it('removes a new line the server refuses and reports the server message (button failure)', async () => {
    const { server, store, sync, notifications } = setup();
    server.refused.add('B');
    const result = await sync.addToCart({ line: line('B'), stock: { is_in_stock: true } });
    expect(result).toEqual({ status: 400, messages: ['B is out of stock!'] });
    expect(store.getState().items).toEqual([]);
    expect(notifications.at(-1)).toMatchObject({ type: 'danger', message: 'B is out of stock!' });
  });

  it('restores the previous quantity when the server refuses a quantity change', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A', 2), stock: { is_in_stock: true } });
    server.refused.add('A');
    await sync.updateQuantity(store.getState().items[0] as CartItem, 50);
    expect(store.getState().items[0]?.qty).toBe(2);
    expect(server.carts.get('cart-1')?.[0]?.qty).toBe(2);
  });

  it('replaces a composite bundle line by the line the server resolved it to', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({
      line: line('BUNDLE|PART', 1, { type_id: 'bundle' }),
      stock: { is_in_stock: true },
    });
    expect(server.carts.get('cart-1')?.map((item) => item.sku)).toEqual(['BUNDLE']);
    expect(store.getState().items.map((item) => `${item.sku}#${item.server_item_id}`)).toEqual([
      'BUNDLE#1',
    ]);
  });

  it('removes a line on the server when it is removed locally', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    await sync.addToCart({ line: line('B'), stock: { is_in_stock: true } });
    await sync.removeItem(store.getState().items[0] as CartItem);
    expect(server.carts.get('cart-1')?.map((item) => item.sku)).toEqual(['B']);
  });

  it('on 401 retries as a guest once (maxCartBypassAttempts 1)', async () => {
    const { server, store, sync } = setup({ token: 'expired' });
    server.invalidTokens.add('expired');
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    expect(server.calls.filter((call) => call === 'create')).toHaveLength(2);
    expect(store.getState()).toMatchObject({ cartId: 'cart-1', connectBypassCount: 1 });
    expect(store.getState().items[0]?.server_item_id).toBe(1);
  });

  it('continues as a guest without the token when the token expires after connecting', async () => {
    const { server, store, sync } = setup({ token: 'customer' });
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    expect(store.getState()).toMatchObject({ cartId: 'cart-1', cartIsGuest: false });
    server.invalidTokens.add('customer');
    await sync.updateQuantity(store.getState().items[0] as CartItem, 2);
    expect(store.getState()).toMatchObject({ cartId: 'cart-2', cartIsGuest: true });
    expect(server.carts.get('cart-2')).toMatchObject([{ sku: 'A', qty: 2 }]);
  });

  it('bypasses to a new guest cart when the cart is gone, and abandons sync after the maximum', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    server.carts.delete('cart-1');
    await sync.updateQuantity(store.getState().items[0] as CartItem, 3);
    expect(store.getState().cartId).toBe('cart-2');
    expect(server.carts.get('cart-2')).toMatchObject([{ sku: 'A', qty: 3 }]);

    server.carts.delete('cart-2');
    const creates = server.calls.filter((call) => call === 'create').length;
    await sync.updateQuantity(store.getState().items[0] as CartItem, 4);
    expect(server.calls.filter((call) => call === 'create')).toHaveLength(creates);
    // Abandoned: the hash is updated so the same lines do not sync again.
    const pulls = server.calls.filter((call) => call === 'pull').length;
    await sync.sync();
    expect(server.calls.filter((call) => call === 'pull')).toHaveLength(pulls);
    expect(store.getState().items[0]?.qty).toBe(4);
  });

  it('does nothing on a second sync while a merge runs, then syncs the newer lines', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    let release = () => {};
    server.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = sync.updateQuantity(store.getState().items[0] as CartItem, 2);
    await Promise.resolve();
    const pulls = server.calls.filter((call) => call === 'pull').length;
    store.setState({ items: store.getState().items.map((item) => ({ ...item, qty: 5 })) });
    const second = await sync.sync({ forceClientState: true });
    expect(second.items).toEqual([]);
    expect(server.calls.filter((call) => call === 'pull')).toHaveLength(pulls);
    server.hold = null;
    release();
    await first;
    await expect.poll(() => server.carts.get('cart-1')?.[0]?.qty).toBe(5);
  });

  it('keeps lines changed offline and forces them to the server when back online', async () => {
    const { server, store, sync, setOnline, notifications } = setup();
    await sync.addToCart({ line: line('A', 1), stock: { is_in_stock: true } });
    await sync.addToCart({ line: line('B', 1), stock: { is_in_stock: true } });
    setOnline(false);
    const offlineAdd = await sync.addToCart({ line: line('C', 2), stock: { is_in_stock: true } });
    expect(offlineAdd.status).toBe(200);
    expect(notifications.at(-1)?.message).toBe('Het product is aan je winkelmand toegevoegd!');
    await sync.removeItem(store.getState().items.find((item) => item.sku === 'B') as CartItem);
    expect(store.getState()).toMatchObject({ pendingClientChanges: true });
    expect(store.getState().items.map((item) => item.sku)).toEqual(['A', 'C']);

    setOnline(true);
    await sync.onOnline();
    expect(
      server.carts
        .get('cart-1')
        ?.map((item) => `${item.sku}=${item.qty}`)
        .sort(),
    ).toEqual(['A=1', 'C=2']);
    expect(store.getState().pendingClientChanges).toBe(false);
    expect(store.getState().items.every((item) => item.server_item_id !== undefined)).toBe(true);
  });

  it('keeps the lines when the network drops during a sync', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    server.unreachable = true;
    await sync.updateQuantity(store.getState().items[0] as CartItem, 7);
    expect(store.getState().items[0]?.qty).toBe(7);
    expect(store.getState().pendingClientChanges).toBe(true);
  });

  it('marks lines from the stock answer and returns the server message of a refused coupon', async () => {
    const { store, sync } = setup();
    await sync.addToCart({ line: line('GONE-1'), stock: { is_in_stock: true } });
    await expect.poll(() => store.getState().items[0]?.errors?.stock).toBe('Out of the stock!');
    expect(await sync.applyCoupon('NOPE')).toBe('The coupon code "NOPE" is not valid.');
    expect(await sync.applyCoupon('WELKOM10')).toBeNull();
    expect(await sync.removeCoupon()).toBeNull();
  });

  it('merges by default on load: server lines the client lacks are added locally', async () => {
    const { server, store, sync } = setup();
    server.carts.set('cart-9', [
      {
        item_id: 40,
        quote_id: 'cart-9',
        sku: 'S',
        parentSku: 'S',
        qty: 2,
        name: 'S',
        price: 1,
        price_incl_tax: 1.21,
        product_type: 'simple',
      },
    ]);
    store.setState({ cartId: 'cart-9', items: [line('A')] });
    expect(DEFAULT_CART_CONFIG.serverMergeByDefault).toBe(true);
    await sync.load();
    expect(
      store.getState().items.map((item) => `${item.sku}=${item.qty}#${item.server_item_id}`),
    ).toEqual(['A=1#1', 'S=2#40']);
  });
});
