import type { CartItem } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { line, setup } from './cart-sync.fixture.ts';

describe('cart sync engine: connect, pull and merge', () => {
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

  it('sends a change made while an update is on its way once that sync ends', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    let release = () => {};
    server.holdUpdate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const updates = server.calls.filter((call) => call === 'update').length;
    const first = sync.updateQuantity(store.getState().items[0] as CartItem, 2);
    await expect
      .poll(() => server.calls.filter((call) => call === 'update').length)
      .toBe(updates + 1);
    // The shopper changes the quantity again while the first update is on its way.
    const second = sync.updateQuantity(store.getState().items[0] as CartItem, 5);
    server.holdUpdate = null;
    release();
    await Promise.all([first, second]);
    await expect.poll(() => server.carts.get('cart-1')?.[0]?.qty).toBe(5);
    expect(store.getState().items[0]?.qty).toBe(5);
  });

  it('keeps the lines when the network drops during a sync', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    server.unreachable = true;
    await sync.updateQuantity(store.getState().items[0] as CartItem, 7);
    expect(store.getState().items[0]?.qty).toBe(7);
    expect(store.getState().pendingClientChanges).toBe(true);
  });
});
