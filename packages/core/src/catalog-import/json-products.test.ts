import { describe, expect, it } from 'vitest';
import { JsonFormatError, JsonProductSplitter } from './json-products.ts';

function split(text: string, size: number) {
  const splitter = new JsonProductSplitter();
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(...splitter.push(text.slice(i, i + size)));
  splitter.end();
  return out;
}

describe('JsonProductSplitter', () => {
  const seed =
    '{\n"categories": [{"id": 5, "name": {"nl": "]{"}}],\n"products": [\n{"sku": "A", "name": {"nl": "a\\"}"}},\n{"sku": "B"}\n]\n}\n';

  it('hands out each product of the seed format with its line, in any piece size', () => {
    for (const size of [1, 2, 5, 13, seed.length]) {
      const out = split(seed, size);
      expect(out.map((e) => e.line)).toEqual([4, 5]);
      expect(out.map((e) => JSON.parse(e.text).sku)).toEqual(['A', 'B']);
    }
  });

  it('reads a plain array of products', () => {
    expect(split('[{"sku":"X"},\n{"sku":"Y"}]', 4).map((e) => JSON.parse(e.text).sku)).toEqual([
      'X',
      'Y',
    ]);
  });

  it('refuses a file without products or with open brackets', () => {
    expect(() => split('{"categories": []}', 3)).toThrow(JsonFormatError);
    expect(() => split('{"products": [{"sku": "A"}', 3)).toThrow(JsonFormatError);
    expect(() => split('sku,name', 3)).toThrow(JsonFormatError);
  });
});
