import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BundleOption, ProductDocument } from '../catalog/document.ts';
import type { CatalogLine } from './line-price.ts';
import {
  hasStockToSell,
  lineStockProblem,
  type StockLevel,
  stockDemand,
  totalDemand,
} from './stock-demand.ts';

const link = (id: number, sku: string) =>
  ({ id, sku, name: sku, qty: 1 }) as unknown as BundleOption['product_links'][number];

const BUNDLE = {
  sku: 'SET',
  name: 'Set',
  type_id: 'bundle',
  bundle_options: [
    { option_id: 1, title: 'Frame', product_links: [link(11, 'FRAME-A'), link(12, 'FRAME-B')] },
    { option_id: 2, title: 'Bag', product_links: [link(21, 'BAG')] },
  ],
} as unknown as ProductDocument;

const bundleLine = (frameQty: number): CatalogLine & { sku: string } => ({
  sku: 'SET',
  productType: 'bundle',
  productOption: {
    extension_attributes: {
      bundle_options: [
        { option_id: 1, option_qty: frameQty, option_selections: [12] },
        { option_id: 2, option_qty: 1, option_selections: [21] },
      ],
    },
  },
  entry: { parent: BUNDLE, child: null },
});

const simpleLine = (sku: string): CatalogLine & { sku: string } => ({
  sku,
  productType: 'simple',
  productOption: null,
  entry: { parent: { sku, name: sku } as unknown as ProductDocument, child: null },
});

const level = (qty: number, overrides: Partial<StockLevel> = {}): StockLevel => ({
  qty,
  isInStock: true,
  manageStock: true,
  ...overrides,
});

describe('stockDemand', () => {
  it('takes a simple line’s own sku and a bundle’s chosen products per bundle', () => {
    expect(stockDemand(simpleLine('SLAB'), 3)).toEqual(new Map([['SLAB', 3]]));
    expect(stockDemand(bundleLine(2), 3)).toEqual(
      new Map([
        ['FRAME-B', 6],
        ['BAG', 3],
      ]),
    );
  });

  it('adds up the units several lines take of one sku', () => {
    expect(totalDemand([stockDemand(simpleLine('BAG'), 2), stockDemand(bundleLine(1), 1)])).toEqual(
      new Map([
        ['BAG', 3],
        ['FRAME-B', 1],
      ]),
    );
  });

  it('never loses a unit when demands are added up', () => {
    const demandArb = fc.array(
      fc.tuple(fc.constantFrom('A', 'B', 'C'), fc.integer({ min: 1, max: 50 })),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(fc.array(demandArb, { maxLength: 6 }), (lists) => {
        const demands = lists.map((pairs) => totalDemand(pairs.map(([s, u]) => new Map([[s, u]]))));
        const total = totalDemand(demands);
        const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
        expect(sum(total)).toBe(demands.reduce((s, d) => s + sum(d), 0));
      }),
    );
  });
});

describe('hasStockToSell', () => {
  it('sells from a stock in stock with units left, or an uncounted one in stock', () => {
    expect(hasStockToSell(level(1))).toBe(true);
    expect(hasStockToSell(level(0))).toBe(false);
    expect(hasStockToSell(level(0, { manageStock: false }))).toBe(true);
    expect(hasStockToSell(level(5, { isInStock: false }))).toBe(false);
  });
});

describe('lineStockProblem', () => {
  it('lets a line through when every sku it takes has the units, or is not tracked', () => {
    expect(lineStockProblem(simpleLine('SLAB'), 2, new Map([['SLAB', level(2)]]), 'Slab')).toBe(
      null,
    );
    expect(lineStockProblem(simpleLine('SLAB'), 2, new Map(), 'Slab')).toBe(null);
    const unmanaged = new Map([['SLAB', level(0, { manageStock: false })]]);
    expect(lineStockProblem(simpleLine('SLAB'), 9, unmanaged, 'Slab')).toBe(null);
  });

  it('refuses a sku out of stock, or a counted stock at zero, by the line’s name', () => {
    const out = new Map([['SLAB', level(5, { isInStock: false })]]);
    expect(lineStockProblem(simpleLine('SLAB'), 1, out, 'Slab')).toBe('Slab is out of stock!');
    const zero = new Map([['SLAB', level(0)]]);
    expect(lineStockProblem(simpleLine('SLAB'), 1, zero, 'Slab')).toBe('Slab is out of stock!');
  });

  it('names how many of the line the stock can give', () => {
    expect(lineStockProblem(simpleLine('SLAB'), 4, new Map([['SLAB', level(3)]]), 'Slab')).toBe(
      'Only 3 products of this type are available!',
    );
    // Two frames per set: 5 frames make 2 sets.
    const frames = new Map([['FRAME-B', level(5)]]);
    expect(lineStockProblem(bundleLine(2), 3, frames, 'Set')).toBe(
      'Only 2 products of this type are available!',
    );
  });
});
