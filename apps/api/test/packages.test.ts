/**
 * Link groups and package selection (secondary-areas §3 and §4): the documents carry them, and a
 * cart line's package selection is checked and turned into the bundle parts it stands for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';

const PACKAGE_ID = 40;
const FIELD = 'cartItem.product_option.extension_attributes';
let t: TestShop;

beforeAll(async () => {
  t = await createTestShop({
    catalog: (catalog) => {
      const base = catalog.products.find((p) => p.sku === 'SET-KW-AUTOSTOEL')!;
      catalog.products.push({
        ...base,
        id: PACKAGE_ID,
        sku: 'PAKKET',
        isPackage: true,
        name: { nl: 'Pakket romper en kinderwagen', de: 'Paket Body und Kinderwagen' },
        urlKey: { nl: 'pakket-romper-kinderwagen', de: 'paket-body-kinderwagen' },
        categories: [],
        bundleDiscountPercent: 10,
        bundleOptions: [
          {
            optionId: 41,
            title: { nl: 'Romper', de: 'Body' },
            type: 'radio',
            required: true,
            position: 1,
            selections: ['ROMPER-101-201', 'ROMPER-101-202', 'ROMPER-102-201'].map(
              (sku, index) => ({
                selectionId: 411 + index,
                sku,
                qty: 1,
                canChangeQty: false,
                isDefault: index === 0,
                position: index + 1,
              }),
            ),
          },
          {
            optionId: 42,
            title: { nl: 'Kinderwagen', de: 'Kinderwagen' },
            type: 'radio',
            required: false,
            position: 2,
            selections: ['BG-200', 'KW-300'].map((sku, index) => ({
              selectionId: 421 + index,
              sku,
              qty: 1,
              canChangeQty: false,
              isDefault: false,
              position: index + 1,
            })),
          },
        ],
      });
      catalog.linkGroups = [
        {
          groupId: 1,
          type: 'colour',
          title: { nl: 'Ook in andere kleuren', de: 'Auch in anderen Farben' },
          members: [
            { sku: 'KW-100', label: { nl: 'Rood', de: 'Rot' }, swatch: '#cc0000', position: 1 },
            { sku: 'BG-200', label: { nl: 'Blauw', de: 'Blau' }, swatch: '#0033cc', position: 2 },
            // Not for sale: left out of the group.
            { sku: 'KW-DISABLED', label: { nl: 'Grijs', de: 'Grau' }, position: 3 },
          ],
        },
      ];
    },
  });
});
afterAll(() => t.close());

async function productDoc(store: 'nl' | 'de', sku: string) {
  const { body } = await t.call({
    method: 'POST',
    url: `/api/catalog/${store}/product/_search`,
    payload: { filters: { sku: [sku] } },
  });
  return body.result.items[0];
}

async function createCart(): Promise<string> {
  const { body } = await t.call({ method: 'POST', url: '/api/cart/create' });
  return body.result;
}

function addPackage(cartId: string, packageOptions: unknown, sku = 'PAKKET') {
  return t.call({
    method: 'POST',
    url: `/api/cart/update?cartId=${cartId}`,
    payload: {
      cartItem: {
        sku,
        qty: 1,
        product_option: { extension_attributes: { package_options: packageOptions } },
      },
    },
  });
}

const romper = (colour: number | string, size: number | string) => ({
  option_id: 41,
  packages_parent_product: PACKAGE_ID,
  selected_products: [10],
  super_attributes: { 93: colour, 144: size },
});
const pram = (productId: number) => ({
  option_id: 42,
  packages_parent_product: PACKAGE_ID,
  selected_products: [productId],
});

describe('link groups in the documents', () => {
  it("gives each member the group's other products for sale, in the store view's language", async () => {
    const nl = await productDoc('nl', 'KW-100');
    expect(nl.link_groups).toEqual([
      {
        group_id: 1,
        product_id: 1,
        link_type_group_id: 'colour',
        title: 'Ook in andere kleuren',
        links: [
          expect.objectContaining({ sku: 'KW-100', label: 'Rood', swatch: '#cc0000', link_id: 1 }),
          expect.objectContaining({ sku: 'BG-200', label: 'Blauw', link_type_group_id: 'colour' }),
        ],
      },
    ]);
    const de = await productDoc('de', 'BG-200');
    expect(de.link_groups[0].links.map((l: { label: string }) => l.label)).toEqual(['Rot', 'Blau']);
    expect((await productDoc('nl', 'KW-300')).link_groups).toBeUndefined();
  });
});

describe('a package in the documents', () => {
  it('offers its parts as products with the super attributes of their variants', async () => {
    const doc = await productDoc('nl', 'PAKKET');
    expect(doc.type_id).toBe('bundle');
    const [rompers, prams] = doc.package_options;
    expect(rompers).toMatchObject({ option_id: 41, title: 'Romper', required: true });
    expect(rompers.products).toHaveLength(1);
    expect(rompers.products[0]).toMatchObject({
      product_id: 10,
      sku: 'ROMPER',
      super_attributes: [
        { attribute_id: 93, values: [{ value_index: OPTION.red }, { value_index: OPTION.blue }] },
        { attribute_id: 144 },
      ],
      variants: [
        { selection_id: 411, sku: 'ROMPER-101-201', attributes: { 93: 101, 144: 201 } },
        { selection_id: 412, sku: 'ROMPER-101-202', attributes: { 93: 101, 144: 202 } },
        { selection_id: 413, sku: 'ROMPER-102-201', attributes: { 93: 102, 144: 201 } },
      ],
    });
    expect(prams.products.map((p: { sku: string }) => p.sku)).toEqual(['BG-200', 'KW-300']);
    expect(prams.products[0].super_attributes).toEqual([]);
  });
});

describe('adding a package to the cart', () => {
  it('takes the selection as the bundle parts it stands for, priced with the package discount', async () => {
    const cartId = await createCart();
    const { status, body } = await addPackage(cartId, [
      romper(OPTION.red, String(OPTION.size62)),
      pram(2),
    ]);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      sku: 'PAKKET',
      product_type: 'bundle',
      product_option: {
        extension_attributes: {
          bundle_options: [
            { option_id: 41, option_qty: 1, option_selections: [412] },
            { option_id: 42, option_qty: 1, option_selections: [421] },
          ],
        },
      },
    });
    const rows = await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` });
    const [line] = rows.body.result.items;
    // Romper red 62 (21,95) and the buggy (199,00), 10 % off each part: 19,75 + 179,10.
    expect(line.row_total_incl_tax).toBe(198.85);
    // The line names what was chosen (the totals carry the options as JSON text).
    expect(JSON.parse(line.options)).toEqual([
      { label: 'Romper', value: '1 x Romper 101 202' },
      { label: 'Kinderwagen', value: '1 x Nord lichtgewicht buggy blauw' },
    ]);
  });

  it('is the same line for the same selection, another for another', async () => {
    const cartId = await createCart();
    const first = await addPackage(cartId, [romper(OPTION.red, OPTION.size56)]);
    const again = await addPackage(cartId, [romper('101', '201')]);
    const other = await addPackage(cartId, [romper(OPTION.red, OPTION.size62)]);
    expect(first.status).toBe(200);
    expect(again.body.result.item_id).toBe(first.body.result.item_id);
    expect(other.body.result.item_id).not.toBe(first.body.result.item_id);
    const pull = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    expect(pull.body.result).toHaveLength(2);
  });

  it.each([
    ['a required option left out', [pram(2)], 'package_options'],
    [
      'a required option without a product',
      [{ ...romper(101, 201), selected_products: [] }],
      'package_options[0].selected_products',
    ],
    [
      'an option the package lacks',
      [romper(101, 201), { ...pram(2), option_id: 99 }],
      'package_options[1].option_id',
    ],
    [
      'another package as parent',
      [{ ...romper(101, 201), packages_parent_product: 20 }],
      'package_options[0].packages_parent_product',
    ],
    [
      'a product the option lacks',
      [romper(101, 201), pram(1)],
      'package_options[1].selected_products',
    ],
    [
      'two products',
      [{ ...romper(101, 201), selected_products: [10, 11] }],
      'package_options[0].selected_products',
    ],
    [
      'a super attribute left out',
      [{ ...romper(101, 201), super_attributes: { 93: 101 } }],
      'package_options[0].super_attributes.144',
    ],
    ['a value the product lacks', [romper(103, 201)], 'package_options[0].super_attributes.93'],
    ['text for a value', [romper('rood', 201)], 'package_options[0].super_attributes.93'],
    ['a combination not sold', [romper(102, 202)], 'package_options[0].super_attributes'],
  ])('refuses %s with a 400 naming the field', async (_name, selection, field) => {
    const cartId = await createCart();
    const { status, body } = await addPackage(cartId, selection);
    expect(status).toBe(400);
    const meta = (body as { meta?: { params?: { field?: string } } }).meta;
    expect(meta?.params?.field).toBe(`${FIELD}.${field}`);
    expect(body.result).toContain(`${FIELD}.${field}:`);
  });

  it('refuses a package selection for a product that is not a package', async () => {
    const cartId = await createCart();
    const { status, body } = await addPackage(cartId, [romper(101, 201)], 'SET-KW-AUTOSTOEL');
    expect(status).toBe(400);
    expect((body as { meta?: unknown }).meta).toEqual({
      key: 'cart.package_not_package',
      params: { field: `${FIELD}.package_options` },
    });
  });

  it('answers a malformed selection with a 400, never a 5xx', async () => {
    const cartId = await createCart();
    for (const selection of [
      'pakket',
      [{ option_id: 41 }],
      [{ ...romper(101, 201), super_attributes: [1, 2] }],
      [{ ...romper(101, 201), selected_products: 'ROMPER' }],
    ]) {
      const { status } = await addPackage(cartId, selection);
      expect(status).toBe(400);
    }
  });
});
