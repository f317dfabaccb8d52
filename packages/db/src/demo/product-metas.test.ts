import { describe, expect, it } from 'vitest';
import { BRANDS_BY_GROUP } from './brands.ts';
import { KINDS } from './kinds.ts';
import { type ProductMeta, ProductMetas } from './product-metas.ts';

describe('ProductMetas', () => {
  it('gives back each meta as it was added, children and all, through growths', () => {
    const brands = [...BRANDS_BY_GROUP.values()].flat();
    const added: ProductMeta[] = [];
    const metas = new ProductMetas();
    for (let id = 1; id <= 3000; id++) {
      const meta: ProductMeta = {
        id,
        sku: `SKU-${id}`,
        price: id * 1.25,
        typeId: id % 3 === 0 ? 'configurable' : 'simple',
        enabled: id % 7 !== 0,
        kind: KINDS[id % KINDS.length]!,
        colour: ['grey', 'blue', 'pink'][id % 3]!,
        brand: brands[id % brands.length]!,
        series: id % 5 === 0 ? '' : `Series ${id % 11}`,
        leafCategory: 100 + (id % 13),
        listed: id % 2 === 0,
      };
      // A configurable whose children are all disabled keeps an empty list.
      if (meta.typeId === 'configurable') {
        meta.children = Array.from({ length: id % 4 }, (_, child) => ({
          sku: `SKU-${id}-${child}`,
          colour: child % 2 ? 'red' : 'grey',
        }));
      }
      metas.push(meta);
      added.push(meta);
    }
    expect(metas.length).toBe(added.length);
    added.forEach((meta, index) => {
      expect(metas.at(index)).toEqual(meta);
      expect(metas.kindOf(index)).toBe(meta.kind);
      expect(metas.isListed(index)).toBe(meta.listed);
      expect(metas.isEnabledSimple(index)).toBe(meta.typeId === 'simple' && meta.enabled);
      expect(metas.leafCategoryOf(index)).toBe(meta.leafCategory);
      const { start, count } = metas.childrenOf(index);
      const children = Array.from({ length: count }, (_, at) => metas.childAt(start + at));
      expect(children).toEqual(meta.children ?? []);
    });
    expect(metas.at(11).children).toEqual([]);
    expect(metas.at(0)).not.toHaveProperty('children');
  });
});
