import type { WishlistItem } from '@shop/contracts';
import { STORE_VIEWS, type WishlistEntry } from '@shop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTokenQueue } from '../lib/customer-token.ts';
import { ACCESS_TOKEN_KEY } from '../lib/session.ts';
import { addToWishlist, clearWishlist, getWishlistState, removeFromWishlist } from './wishlist.ts';
import { WISHLIST_KEY } from './wishlist-flags.ts';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notifications.ts', () => ({ notify }));

/** The notice of a refused change, as the shopper reads it (layout.json). */
const CHANGE_FAILED = {
  nl: 'Je verlanglijst kon niet worden aangepast. Probeer het opnieuw.',
  de: 'Ihre Wunschliste konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
};

/**
 * A logged-in browser and a fake wishlist API as the contract describes it: add and delete
 * answer the whole list; delete answers 404 for an entry it does not hold; `refuse` makes every
 * call answer that code instead.
 */
function fakeServer() {
  const storage = new Map<string, string>([[ACCESS_TOKEN_KEY, 'access-1']]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  const server = {
    items: [] as WishlistItem[],
    refuse: null as number | null,
    calls: [] as string[],
  };
  let nextId = 1;
  const answer = (code: number, result: unknown) =>
    new Response(JSON.stringify({ code, result }), { status: code });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://shop.test').pathname;
    server.calls.push(path);
    if (server.refuse !== null) return answer(server.refuse, 'The wishlist is not available.');
    const body = JSON.parse(String(init.body ?? '{}')) as { productId?: number; itemId?: number };
    if (path === '/api/ext/wishlist/add') {
      const sku = `SKU-${body.productId}`;
      if (!server.items.some((item) => item.sku === sku)) {
        server.items.push({
          item_id: nextId++,
          product_id: body.productId ?? 0,
          sku,
          child_sku: null,
          added_at: '2026-01-05T10:00:00.000Z',
        });
      }
      return answer(200, { items: server.items });
    }
    if (path === '/api/ext/wishlist/delete') {
      if (!server.items.some((item) => item.item_id === body.itemId)) {
        return answer(404, `No wishlist item with id ${body.itemId}.`);
      }
      server.items = server.items.filter((item) => item.item_id !== body.itemId);
      return answer(200, { items: server.items });
    }
    return answer(200, { items: server.items });
  });
  return { server, storage };
}

const entry = (productId: number): WishlistEntry => ({
  sku: `SKU-${productId}`,
  parentSku: `SKU-${productId}`,
  productId,
  itemId: null,
});

const skus = () => getWishlistState().items.map((item) => item.sku);

beforeEach(() => {
  resetTokenQueue();
  clearWishlist();
  notify.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the wishlist store of a logged-in customer', () => {
  it('keeps an add the server accepts, with the item id the server gave it', async () => {
    const { server } = fakeServer();
    await addToWishlist(STORE_VIEWS.nl, entry(1));
    expect(getWishlistState().items).toEqual([{ ...entry(1), itemId: 1 }]);
    expect(server.items.map((item) => item.sku)).toEqual(['SKU-1']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('undoes an add the server refuses and says so in Dutch', async () => {
    const { server, storage } = fakeServer();
    await addToWishlist(STORE_VIEWS.nl, entry(1));
    server.refuse = 500;
    await addToWishlist(STORE_VIEWS.nl, entry(2));
    expect(skus()).toEqual(['SKU-1']);
    // This browser's copy is undone too.
    expect(JSON.parse(storage.get(WISHLIST_KEY) ?? '[]')).toHaveLength(1);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'danger', message: CHANGE_FAILED.nl });
  });

  it('puts a removal the server refuses back in its place and says so in German', async () => {
    const { server } = fakeServer();
    for (const id of [1, 2, 3]) await addToWishlist(STORE_VIEWS.de, entry(id));
    server.refuse = 503;
    await removeFromWishlist(STORE_VIEWS.de, 'SKU-2');
    expect(getWishlistState().items).toEqual([
      { ...entry(1), itemId: 1 },
      { ...entry(2), itemId: 2 },
      { ...entry(3), itemId: 3 },
    ]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'danger', message: CHANGE_FAILED.de });
  });

  it('keeps an entry removed when the server no longer has it (404), without a notice', async () => {
    const { server } = fakeServer();
    await addToWishlist(STORE_VIEWS.nl, entry(1));
    await addToWishlist(STORE_VIEWS.nl, entry(2));
    // Removed on another device meanwhile.
    server.items = server.items.filter((item) => item.sku !== 'SKU-1');
    await removeFromWishlist(STORE_VIEWS.nl, 'SKU-1');
    expect(server.calls.at(-1)).toBe('/api/ext/wishlist/delete');
    expect(skus()).toEqual(['SKU-2']);
    expect(notify).not.toHaveBeenCalled();
  });
});
