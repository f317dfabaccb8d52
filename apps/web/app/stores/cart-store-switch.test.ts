/**
 * A page whose cart a page of the other store view took (another tab) takes it back on its next
 * sync (decision 0049): one server cart, never a line doubled, dropped or brought back.
 */
import type { CartItem } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { line, setup } from './cart-sync.fixture.ts';

describe('a cart taken by the other store view', () => {
  it('comes back on the next sync with the server’s lines: one removed there stays removed', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    await sync.addToCart({ line: line('B'), stock: { is_in_stock: true } });
    // The German tab took the cart, removed B and raised A to 3.
    server.storeOf.set('cart-1', 'de');
    const items = server.carts.get('cart-1') ?? [];
    server.carts.set(
      'cart-1',
      items.filter((item) => item.sku !== 'B').map((item) => ({ ...item, qty: 3 })),
    );

    await sync.sync({ forceSync: true });
    expect(server.storeOf.get('cart-1')).toBe('nl');
    expect(server.calls.filter((call) => call === 'switch')).toHaveLength(1);
    expect(store.getState().items.map((item) => [item.sku, item.qty])).toEqual([['A', 3]]);
    expect(server.carts.get('cart-1')?.map((item) => [item.sku, item.qty])).toEqual([['A', 3]]);
    expect(store.getState().cartId).toBe('cart-1');
  });

  it('keeps the change the shopper just made here, on the same cart', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    server.storeOf.set('cart-1', 'de');
    await sync.updateQuantity(store.getState().items[0] as CartItem, 5);
    expect(server.storeOf.get('cart-1')).toBe('nl');
    expect(server.carts.get('cart-1')?.map((item) => [item.sku, item.qty])).toEqual([['A', 5]]);
    expect(store.getState().items.map((item) => [item.sku, item.qty])).toEqual([['A', 5]]);
    // No second cart was made.
    expect(server.calls.filter((call) => call === 'create')).toHaveLength(1);
  });

  it('takes it back once per sync: a cart moved away again in between is not chased', async () => {
    const { server, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    server.storeOf.set('cart-1', 'de');
    const original = server.api.switchCartStoreView;
    // Another tab moves it back to de right after every switch.
    server.api.switchCartStoreView = async (store, ids, target) => {
      const answer = await original(store, ids, target);
      server.storeOf.set(ids.cartId, 'de');
      return answer;
    };
    await sync.sync({ forceSync: true });
    expect(server.calls.filter((call) => call === 'switch')).toHaveLength(1);
  });
});
