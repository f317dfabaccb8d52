import { describe, expect, it } from 'vitest';
import {
  parseEuros,
  readImportHeader,
  readImportRow,
  readSeedProduct,
  readTierPrices,
  readVariations,
  shopDateBound,
} from './rows.ts';

const header = readImportHeader([
  'sku',
  'name_nl',
  'name_de',
  'price',
  'special_price',
  'special_from',
  'special_to',
  'qty',
  'categories',
  'ean',
  'images',
  'tier_prices',
  'magento_extra',
]);

function row(values: Partial<Record<string, string>>) {
  const names = [
    'sku',
    'name_nl',
    'name_de',
    'price',
    'special_price',
    'special_from',
    'special_to',
    'qty',
    'categories',
    'ean',
    'images',
    'tier_prices',
    'magento_extra',
  ];
  const base: Record<string, string> = {
    sku: 'K-1',
    name_nl: 'Wieg',
    name_de: 'Wiege',
    price: '199.95',
    qty: '3',
  };
  return names.map((name) => values[name] ?? base[name] ?? '');
}

describe('import header', () => {
  it('names the required column a file lacks and the columns it does not read', () => {
    const h = readImportHeader(['sku', 'name_nl', 'price', 'Foo']);
    expect(h.problems).toEqual([
      { field: 'name_de', code: 'missing_column', message: 'The file has no column name_de' },
    ]);
    expect(h.ignored).toEqual(['Foo']);
    expect(header.ignored).toEqual(['magento_extra']);
  });
});

describe('import row', () => {
  it('reads a good row into a product in cents and shop-time windows', () => {
    const { product, problems } = readImportRow(
      row({
        special_price: '149,95',
        special_from: '2026-12-01',
        special_to: '2026-12-31',
        categories: '12|Baby/Slapen',
        tier_prices: '3:189.95',
        ean: '8712345678906',
      }),
      header,
    );
    expect(problems).toEqual([]);
    expect(product).toMatchObject({
      sku: 'K-1',
      name: { nl: 'Wieg', de: 'Wiege' },
      price: 19995,
      special: { price: 14995, from: '2026-11-30T23:00:00.000Z', to: '2026-12-31T22:59:59.999Z' },
      stock: { qty: 3, isInStock: true, manageStock: true },
      categories: ['12', 'Baby/Slapen'],
      ean: '8712345678906',
    });
    expect(product!.tierPrices).toHaveLength(4);
  });

  it('names each bad field: negative price, bad date, bad qty, bad EAN, bad image', () => {
    const { product, problems } = readImportRow(
      row({
        price: '-1.00',
        special_from: '2026-13-01',
        qty: 'veel',
        ean: '8712345678900',
        images: 'ftp://x/y.png',
      }),
      header,
    );
    expect(product).toBeNull();
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['price', 'negative'],
      ['special_from', 'not_a_date'],
      ['qty', 'not_a_number'],
      ['ean', 'bad_value'],
      ['images', 'image'],
    ]);
  });

  it('reports bytes that were not UTF-8 (decoded as U+FFFD) by column', () => {
    const { problems } = readImportRow(row({ name_de: 'Wiege gr\uFFFDn' }), header);
    expect(problems).toEqual([
      { field: 'name_de', code: 'encoding', message: 'name_de holds bytes that are not UTF-8' },
    ]);
  });

  it('reports a NUL character, which no database stores in text, by column', () => {
    const { product, problems } = readImportRow(row({ name_nl: 'Wieg\u0000je' }), header);
    expect(product).toBeNull();
    expect(problems).toEqual([
      { field: 'name_nl', code: 'encoding', message: 'name_nl holds a NUL character' },
    ]);
  });

  it('refuses a row shorter than the header and a missing name', () => {
    expect(readImportRow(['K-1', 'x'], header).problems[0]!.code).toBe('file_format');
    expect(readImportRow(row({ name_nl: ' ' }), header).problems).toEqual([
      { field: 'name_nl', code: 'required', message: 'name_nl is empty' },
    ]);
  });

  it('refuses a special price window that ends before it starts', () => {
    const { problems } = readImportRow(
      row({ special_price: '10', special_from: '2026-12-31', special_to: '2026-12-01' }),
      header,
    );
    expect(problems.map((p) => p.code)).toEqual(['window']);
  });
});

describe('cell rules', () => {
  it('reads euros as cents', () => {
    expect(parseEuros('12.95')).toBe(1295);
    expect(parseEuros('12,9')).toBe(1290);
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('12.9500')).toBe(1295);
    expect(parseEuros('-3')).toBe(-300);
    expect(parseEuros('12.951')).toBeNull();
    expect(parseEuros('abc')).toBeNull();
  });

  it('reads dates as bounds of shop days', () => {
    expect(shopDateBound('2026-07-01', 'start')).toBe('2026-06-30T22:00:00.000Z');
    expect(shopDateBound('2026-07-01', 'end')).toBe('2026-07-01T21:59:59.999Z');
    expect(shopDateBound('1 juli', 'start')).toBeNull();
  });

  it('reads tier prices for every group or one', () => {
    expect(readTierPrices('1:5:8.50')).toEqual([{ customerGroupId: 1, qty: 5, value: 850 }]);
    expect(readTierPrices('0:8.50')).toMatch(/1 or more/);
    expect(readTierPrices('9:5:1')).toMatch(/unknown/);
    expect(readTierPrices('5:1|5:2')).toMatch(/twice/);
  });
});

describe('seed products', () => {
  it('reads a simple product of the seed format', () => {
    const { product, problems } = readSeedProduct({
      sku: 'S-1',
      typeId: 'simple',
      name: { nl: 'Slab', de: 'Lätzchen' },
      price: 495,
      stock: { qty: 0, isInStock: false, manageStock: true },
      categories: [{ id: 7, position: 1 }],
      media: [{ type: 'image', file: '/product/slab.png', position: 1 }],
    });
    expect(problems).toEqual([]);
    expect(product).toMatchObject({
      sku: 'S-1',
      price: 495,
      categories: ['7'],
      images: ['/product/slab.png'],
    });
  });

  it('refuses bundles and negative prices by field', () => {
    const { problems } = readSeedProduct({
      sku: 'B-1',
      typeId: 'bundle',
      name: { nl: 'a', de: 'b' },
      price: -5,
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['typeId', 'not_importable'],
      ['price', 'negative'],
    ]);
  });

  const variant = (sku: string, color: number, size: number, extra: object = {}) => ({
    sku,
    typeId: 'simple',
    name: { nl: `Romper ${sku}`, de: `Body ${sku}` },
    price: 1295,
    attributes: { color, size },
    stock: { qty: 2, isInStock: true, manageStock: true },
    ...extra,
  });

  it('reads a configurable with its variants', () => {
    const { product, problems } = readSeedProduct({
      sku: 'R-1',
      typeId: 'configurable',
      name: { nl: 'Romper', de: 'Body' },
      price: 1295,
      configurableAttributes: ['color', 'size'],
      children: [variant('R-1-W-56', 11, 56), variant('R-1-W-62', 11, 62, { price: 1395 })],
    });
    expect(problems).toEqual([]);
    expect(product).toMatchObject({
      sku: 'R-1',
      typeId: 'configurable',
      configurableAttributes: ['color', 'size'],
      variants: [
        { sku: 'R-1-W-56', price: 1295, attributes: { color: 11, size: 56 } },
        { sku: 'R-1-W-62', price: 1395 },
      ],
    });
  });

  it("names a variant's problems by their place in children", () => {
    const { product, problems } = readSeedProduct({
      sku: 'R-2',
      typeId: 'configurable',
      name: { nl: 'Romper', de: 'Body' },
      price: 1295,
      configurableAttributes: ['color', 'size'],
      children: [
        variant('R-2-A', 11, 56),
        variant('R-2-B', 11, 56),
        variant('R-2-A', 12, 56),
        variant('R-2', 13, 56),
        variant('R-2-C', 14, 56, { price: -1 }),
        { ...variant('R-2-D', 15, 56), attributes: { color: 15 } },
        { ...variant('R-2-E', 16, 56), typeId: 'configurable' },
      ],
    });
    expect(product).toBeNull();
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['children.1.attributes', 'bad_value'],
      ['children.2.sku', 'duplicate_sku'],
      ['children.3.sku', 'duplicate_sku'],
      ['children.4.price', 'negative'],
      ['children.5.attributes.size', 'required'],
      ['children.6.typeId', 'not_importable'],
    ]);
    expect(problems[0]!.message).toBe('children.1 has the same color, size as children.0');
  });

  it('needs the attributes and the variants of a configurable', () => {
    const { problems } = readSeedProduct({
      sku: 'R-3',
      typeId: 'configurable',
      name: { nl: 'Romper', de: 'Body' },
      price: 1295,
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['configurableAttributes', 'required'],
      ['children', 'required'],
    ]);
    const simple = readSeedProduct({
      ...variant('S-9', 1, 1),
      children: [variant('S-9-1', 1, 2)],
    });
    expect(simple.problems.map((p) => [p.field, p.code])).toEqual([['children', 'not_importable']]);
  });

  it('reports a NUL character in a text by its field', () => {
    const { product, problems } = readSeedProduct({
      sku: 'N-1',
      name: { nl: 'Wieg\u0000je', de: 'Wiege' },
      price: 5,
    });
    expect(product).toBeNull();
    expect(problems).toEqual([
      { field: 'name.nl', code: 'encoding', message: 'name.nl holds a NUL character' },
    ]);
  });
});

describe('configurable rows of a CSV file', () => {
  const csvHeader = readImportHeader([
    'sku',
    'name_nl',
    'name_de',
    'price',
    'qty',
    'type',
    'configurable_variations',
  ]);

  it("reads Magento's configurable_variations into the variants and their attributes", () => {
    const { product, problems } = readImportRow(
      [
        'MUTS',
        'Muts',
        'Mütze',
        '9.95',
        '',
        'configurable',
        'sku=MUTS-R,Color=Rood,size=56|sku=MUTS-B,color=Blauw,size=56',
      ],
      csvHeader,
    );
    expect(problems).toEqual([]);
    expect(product).toMatchObject({
      typeId: 'configurable',
      configurableAttributes: ['color', 'size'],
      variations: [
        { sku: 'MUTS-R', options: { color: 'Rood', size: '56' } },
        { sku: 'MUTS-B', options: { color: 'Blauw', size: '56' } },
      ],
    });
    expect(product!.stock).toBeUndefined();
  });

  it('names what is wrong with a variation, a type or variations on a simple row', () => {
    const problemsOf = (type: string, variations: string) =>
      readImportRow(['M', 'Muts', 'Mütze', '9.95', '1', type, variations], csvHeader).problems.map(
        (p) => `${p.field}:${p.code}`,
      );
    expect(problemsOf('configurable', '')).toEqual(['configurable_variations:bad_value']);
    expect(problemsOf('simple', 'sku=X,color=1')).toEqual(['configurable_variations:bad_value']);
    expect(problemsOf('bundle', '')).toEqual(['type:not_importable']);
    expect(readVariations('sku=A,color=1|sku=B,size=2', 'M')).toBe(
      'The variant B names other attributes than color',
    );
    expect(readVariations('sku=A,color=1|sku=B,color=1', 'M')).toBe(
      'The variant B has the same color as another variant',
    );
    expect(readVariations('sku=M,color=1', 'M')).toBe(
      'The variant M is named twice, or is the configurable itself',
    );
    expect(readVariations('color=1', 'M')).toBe('"color=1" names no sku');
    expect(readVariations('sku=A,color', 'M')).toBe('"sku=A,color" is not sku=…,attribute=option');
  });

  it('needs the type column beside configurable_variations', () => {
    expect(
      readImportHeader(['sku', 'name_nl', 'name_de', 'price', 'configurable_variations']).problems,
    ).toEqual([
      {
        field: 'type',
        code: 'missing_column',
        message: 'The column configurable_variations needs the column type',
      },
    ]);
  });
});
