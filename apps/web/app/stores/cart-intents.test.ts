import type { CartItem } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { line, setup } from './cart-sync.fixture.ts';

describe('cart intents: add, quantity, remove, coupon', () => {
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

  it("keeps the product's brand and category path on the line for its analytics items", async () => {
    const { store, sync } = setup();
    await sync.addToCart({
      line: line('A', 1),
      stock: { is_in_stock: true },
      analytics: {
        brand: ' Joolz ',
        categories: [
          { name: 'Op pad', url_path: 'op-pad' },
          { name: 'Kinderwagens', url_path: 'op-pad/kinderwagens' },
          { name: 'Sale', url_path: 'sale' },
        ],
      },
    });
    // The fake server names neither: the line keeps what the product page gave.
    expect(store.getState().items[0]).toMatchObject({
      sku: 'A',
      server_item_id: 1,
      brand: 'Joolz',
      category_path: ['Op pad', 'Kinderwagens'],
    });
    // A line added without them (a wishlist's) has none until the server names them.
    await sync.addToCart({ line: line('B', 1), stock: { is_in_stock: true } });
    expect(store.getState().items[1]).not.toHaveProperty('brand');
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

  it('removes a new line the server refuses and reports its message in the shopper’s language (button failure)', async () => {
    const { server, store, sync, notifications } = setup();
    server.refused.add('B');
    const result = await sync.addToCart({ line: line('B'), stock: { is_in_stock: true } });
    expect(result).toEqual({ status: 400, messages: ['B is out of stock!'] });
    expect(store.getState().items).toEqual([]);
    expect(notifications.at(-1)).toMatchObject({ type: 'danger', message: 'B is uitverkocht!' });
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

  it('returns the refusal of a coupon in the shopper’s language, null for one applied or removed', async () => {
    const { sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    expect(await sync.applyCoupon('NOPE')).toBe('De kortingscode „NOPE” is niet geldig.');
    expect(await sync.applyCoupon('WELKOM10')).toBeNull();
    expect(await sync.removeCoupon()).toBeNull();
  });

  it('redeems and removes a gift card; a wrong code reads in the shopper’s language', async () => {
    const { server, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    expect(await sync.applyGiftCard('WRONG')).toBe('Dit is geen geldige cadeaubon');
    expect(await sync.applyGiftCard('ABCD-EFGH-JKLM-NPQR')).toBeNull();
    expect(await sync.removeGiftCard('****-****-****-NPQR')).toBeNull();
    expect(server.calls).toContain('giftcard-apply');
    expect(server.calls).toContain('giftcard-remove');
  });

  it('spends reward points and takes them back; more than the balance reads in the shopper’s language', async () => {
    const { server, sync } = setup();
    await sync.addToCart({ line: line('A'), stock: { is_in_stock: true } });
    expect(await sync.spendRewardPoints(251)).toBe('Je hebt niet zoveel punten');
    expect(await sync.spendRewardPoints(250)).toBeNull();
    expect(await sync.spendRewardPoints(0)).toBeNull();
    expect(server.calls.filter((call) => call === 'rewards-apply')).toHaveLength(3);
  });
});
