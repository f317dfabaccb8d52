import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWishlistEntry,
  applyServerIds,
  dedupeWishlist,
  planWishlistMerge,
  removeWishlistEntry,
  revertWishlistChange,
  type WishlistEntry,
} from './wishlist.ts';

const entry = (sku: string, itemId: number | null = null, parentSku = sku): WishlistEntry => ({
  sku,
  parentSku,
  productId: sku.length,
  itemId,
});

describe('wishlist rules', () => {
  it('adds a sku once: a duplicate is ignored and gives no change to undo', () => {
    const first = addWishlistEntry([], entry('A'));
    expect(first.items.map((item) => item.sku)).toEqual(['A']);
    const again = addWishlistEntry(first.items, entry('A'));
    expect(again.items).toBe(first.items);
    expect(again.change).toBeNull();
  });

  it("keeps a configurable's chosen children apart: the chosen sku identifies the entry", () => {
    const red = addWishlistEntry([], entry('C-red', null, 'C')).items;
    const both = addWishlistEntry(red, entry('C-blue', null, 'C')).items;
    expect(both.map((item) => item.sku)).toEqual(['C-red', 'C-blue']);
  });

  it('removes by sku, and removing an absent sku changes nothing', () => {
    const items = [entry('A'), entry('B')];
    expect(removeWishlistEntry(items, 'A').items.map((item) => item.sku)).toEqual(['B']);
    expect(removeWishlistEntry(items, 'X')).toEqual({ items, change: null });
  });

  it('reverts a refused add and puts a refused removal back in its place', () => {
    const added = addWishlistEntry([entry('A')], entry('B'));
    expect(revertWishlistChange(added.items, added.change!).map((i) => i.sku)).toEqual(['A']);
    const removed = removeWishlistEntry([entry('A'), entry('B'), entry('C')], 'B');
    expect(revertWishlistChange(removed.items, removed.change!).map((i) => i.sku)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('never doubles an entry when a removal is reverted after it was added again', () => {
    const removed = removeWishlistEntry([entry('A')], 'A');
    const readded = addWishlistEntry(removed.items, entry('A')).items;
    expect(revertWishlistChange(readded, removed.change!)).toHaveLength(1);
  });

  it('merges a guest list into the server list: server entries first, local-only ones to add', () => {
    const server = [entry('S1', 1), entry('B', 2)];
    const local = [entry('B'), entry('L1')];
    const merged = planWishlistMerge(local, server);
    expect(merged.items.map((item) => [item.sku, item.itemId])).toEqual([
      ['S1', 1],
      ['B', 2],
      ['L1', null],
    ]);
    expect(merged.toAdd.map((item) => item.sku)).toEqual(['L1']);
  });

  it('drops a local entry with a server id that the server no longer has (removed elsewhere)', () => {
    const merged = planWishlistMerge([entry('GONE', 7)], [entry('S', 1)]);
    expect(merged.items.map((item) => item.sku)).toEqual(['S']);
    expect(merged.toAdd).toEqual([]);
  });

  it('takes the server ids for the entries the server has, keeping the local order', () => {
    const items = applyServerIds([entry('B'), entry('A')], [entry('A', 5), entry('B', 6)]);
    expect(items.map((item) => [item.sku, item.itemId])).toEqual([
      ['B', 6],
      ['A', 5],
    ]);
  });

  it('a merge never loses a guest entry and never holds a sku twice', () => {
    const sku = fc.constantFrom('A', 'B', 'C', 'D', 'E');
    const list = (withIds: boolean) =>
      fc.array(
        sku.map((s) => entry(s, withIds ? s.charCodeAt(0) : null)),
        { maxLength: 6 },
      );
    fc.assert(
      fc.property(list(false), list(true), (local, server) => {
        const { items, toAdd } = planWishlistMerge(local, server);
        const skus = items.map((item) => item.sku);
        expect(new Set(skus).size).toBe(skus.length);
        for (const item of local) expect(skus).toContain(item.sku);
        for (const item of server) expect(skus).toContain(item.sku);
        // Run again on its own result with the additions stored: nothing more to add.
        const stored = items.map((item) => ({ ...item, itemId: item.itemId ?? 99 }));
        expect(planWishlistMerge(items, stored).toAdd).toEqual([]);
        expect(toAdd.every((item) => !server.some((s) => s.sku === item.sku))).toBe(true);
      }),
    );
  });

  it('reads a stored list with each sku once', () => {
    expect(dedupeWishlist([entry('A'), entry('A', 3), entry('B')]).map((i) => i.sku)).toEqual([
      'A',
      'B',
    ]);
  });
});
