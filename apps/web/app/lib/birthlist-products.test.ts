import { DEFAULT_PAGE_SIZE } from '@shop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItemProducts } from './birthlist-products.ts';

/**
 * A fake catalogue of simple products SIMPLE-n and one configurable PARENT whose children are
 * CHILD-n: answers what a filter by sku or by a child's sku finds (at most `size`, as the API
 * does) and records each call's filter and length.
 */
function fakeCatalogue(simples: number, children: number) {
  const calls: { field: string; count: number }[] = [];
  const childSkus = Array.from({ length: children }, (_, index) => `CHILD-${index + 1}`);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as {
      filters: Record<string, string[]>;
      size: number;
    };
    const [[field, values]] = Object.entries(body.filters) as [[string, string[]]];
    calls.push({ field, count: values.length });
    const items =
      field === 'sku'
        ? values
            .filter((sku) => /^SIMPLE-(\d+)$/.test(sku) && Number(sku.slice(7)) <= simples)
            .map((sku) => ({ sku, name: sku }))
        : values.some((sku) => childSkus.includes(sku))
          ? [
              {
                sku: 'PARENT',
                name: 'Parent',
                configurable_children: childSkus.map((sku) => ({ sku })),
              },
            ]
          : [];
    const result = { items: items.slice(0, body.size), total: items.length, start: 0 };
    return new Response(JSON.stringify({ code: 200, result }), { status: 200 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the products of birth list items', () => {
  it('finds own and child skus of a list longer than a page, in calls of the page size', async () => {
    const calls = fakeCatalogue(70, 60);
    const skus = [
      ...Array.from({ length: 70 }, (_, index) => `SIMPLE-${index + 1}`),
      ...Array.from({ length: 60 }, (_, index) => `CHILD-${index + 1}`),
    ];
    const found = await readItemProducts('nl', skus);
    expect(found.size).toBe(130);
    expect(found.get('SIMPLE-70')).toMatchObject({ product: { sku: 'SIMPLE-70' }, child: null });
    expect(found.get('CHILD-60')).toMatchObject({
      product: { sku: 'PARENT' },
      child: { sku: 'CHILD-60' },
    });
    expect(Math.max(...calls.map((call) => call.count))).toBe(DEFAULT_PAGE_SIZE);
    expect(calls.filter((call) => call.field === 'sku')).toHaveLength(3);
    expect(calls.filter((call) => call.field === 'configurable_children.sku')).toHaveLength(3);
  });
});
