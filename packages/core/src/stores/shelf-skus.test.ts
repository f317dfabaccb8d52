import { describe, expect, it } from 'vitest';
import { isShelfType, shelfSkusOf } from './shelf-skus.ts';

const romper = {
  sku: 'ROMPER',
  type_id: 'configurable',
  configurable_children: [
    { sku: 'ROMPER-56', status: 1 },
    { sku: 'ROMPER-62', status: 0 },
    { sku: 'ROMPER-68', status: 2 },
  ],
};

describe('shelfSkusOf', () => {
  it('stocks a simple product under its own sku', () => {
    expect(shelfSkusOf({ parent: { sku: 'SLAB', type_id: 'simple' }, child: null })).toEqual([
      'SLAB',
    ]);
  });

  it('stocks a configurable under each child that is not switched off, in order', () => {
    expect(shelfSkusOf({ parent: romper, child: null })).toEqual(['ROMPER-56', 'ROMPER-62']);
  });

  it('stocks a child asked by its own sku under that sku alone', () => {
    expect(shelfSkusOf({ parent: romper, child: { sku: 'ROMPER-62' } })).toEqual(['ROMPER-62']);
  });
});

describe('isShelfType', () => {
  it('holds simple products, bundles and gift cards on a shelf, never a configurable parent', () => {
    expect(isShelfType('simple')).toBe(true);
    expect(isShelfType('bundle')).toBe(true);
    expect(isShelfType('virtual')).toBe(true);
    expect(isShelfType('configurable')).toBe(false);
  });
});
