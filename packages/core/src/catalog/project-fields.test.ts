import { describe, expect, it } from 'vitest';
import { projectFields } from './project-fields.ts';

const doc = {
  sku: 'KW-1',
  name: 'Kinderwagen',
  price: 299,
  stock: { qty: 3, is_in_stock: true },
  configurable_children: [
    { sku: 'KW-1-red', price: 299, color: 49 },
    { sku: 'KW-1-blue', price: 309, color: 50 },
  ],
};

describe('projectFields', () => {
  it('keeps only included top-level and dotted paths, inside arrays too', () => {
    expect(projectFields(doc, ['sku', 'stock.qty', 'configurable_children.sku'])).toEqual({
      sku: 'KW-1',
      stock: { qty: 3 },
      configurable_children: [{ sku: 'KW-1-red' }, { sku: 'KW-1-blue' }],
    });
  });

  it('removes excluded paths and leaves the rest', () => {
    expect(projectFields(doc, null, ['price', 'configurable_children.price'])).toEqual({
      sku: 'KW-1',
      name: 'Kinderwagen',
      stock: { qty: 3, is_in_stock: true },
      configurable_children: [
        { sku: 'KW-1-red', color: 49 },
        { sku: 'KW-1-blue', color: 50 },
      ],
    });
  });

  it("answers nothing for the exclude '*' of a facet-only query", () => {
    expect(projectFields(doc, ['sku'], ['*'])).toEqual({});
  });

  it('ignores paths that do not exist and does not change the input', () => {
    const copy = structuredClone(doc);
    expect(projectFields(doc, ['nope', 'sku.deeper'])).toEqual({ sku: 'KW-1' });
    expect(doc).toEqual(copy);
  });
});
