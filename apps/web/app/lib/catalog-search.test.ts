import { DEFAULT_PAGE_SIZE } from '@shop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProductsBySku } from './catalog-search.ts';

/**
 * A fake catalogue search: answers the products of the asked skus that it holds (at most `size`,
 * as the API does) and records the skus of every call.
 */
function fakeCatalogue(held: readonly string[]) {
  const calls: string[][] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(url).toMatch(/\/api\/catalog\/nl\/product\/_search$/);
    const body = JSON.parse(String(init.body)) as { filters: { sku: string[] }; size: number };
    calls.push(body.filters.sku);
    const items = body.filters.sku
      .filter((sku) => held.includes(sku))
      .slice(0, body.size)
      .map((sku) => ({ sku, name: `Product ${sku}`, status: 1 }));
    const result = { items, total: items.length, start: 0, size: body.size };
    return new Response(JSON.stringify({ code: 200, result }), { status: 200 });
  });
  return calls;
}

const skus = (count: number) => Array.from({ length: count }, (_, index) => `SKU-${index + 1}`);

afterEach(() => vi.unstubAllGlobals());

describe('reading products by sku', () => {
  it('reads every product of a list longer than a page, in calls of the page size', async () => {
    const calls = fakeCatalogue(skus(120));
    const products = await getProductsBySku('nl', skus(120));
    expect(products.size).toBe(120);
    expect(products.get('SKU-51')?.name).toBe('Product SKU-51');
    expect(products.get('SKU-120')?.name).toBe('Product SKU-120');
    expect(calls.map((call) => call.length)).toEqual([DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE, 20]);
  });

  it('leaves out a sku the catalogue no longer holds, and asks for a repeated sku once', async () => {
    const calls = fakeCatalogue(['A', 'C']);
    const products = await getProductsBySku('nl', ['A', 'B', 'A', 'C']);
    expect([...products.keys()].sort()).toEqual(['A', 'C']);
    expect(calls).toEqual([['A', 'B', 'C']]);
  });

  it('asks for the given fields only, or for whole documents', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ code: 200, result: { items: [], total: 0 } }));
    });
    await getProductsBySku('nl', ['A'], {}, ['sku', 'name']);
    await getProductsBySku('nl', ['A']);
    expect(bodies).toEqual([
      { filters: { sku: ['A'] }, size: 1, includeFields: ['sku', 'name'] },
      { filters: { sku: ['A'] }, size: 1 },
    ]);
  });

  it('makes no call for an empty list', async () => {
    const calls = fakeCatalogue([]);
    expect((await getProductsBySku('nl', [])).size).toBe(0);
    expect(calls).toEqual([]);
  });
});
