import { type CartItem, DEFAULT_CART_CONFIG } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { line, setup } from './cart-sync.fixture.ts';

describe('cart session: page load and back online', () => {
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
