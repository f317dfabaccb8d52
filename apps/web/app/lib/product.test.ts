import { NO_AVAILABLE_VARIANTS, type ProductDocument, STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  getCategoryTrail,
  getChosenVariant,
  getGalleryEntries,
  getOptionGroups,
  getProductPagePath,
  getProductRedirectPath,
  getRelatedSkus,
  getStockState,
  type ProductChild,
  type ProductView,
  parseQty,
  toPlainText,
  toProductView,
} from './product.ts';

const prices = {
  price: 20,
  price_incl_tax: 24.2,
  final_price: 20,
  final_price_incl_tax: 24.2,
  special_price: 0,
  special_price_incl_tax: 0,
  original_price: 20,
  original_price_incl_tax: 24.2,
  discount_percentage: 0,
  advice_price: null,
  advice_price_incl_tax: null,
};

function child(sku: string, color: number, size: number, extra: Partial<ProductChild> = {}) {
  return {
    prices: { ...prices, special_until: null },
    sku,
    status: 1,
    stock: { is_in_stock: true, qty: 10, manage_stock: true },
    image: null,
    ean_code: null,
    color,
    size,
    ...extra,
  } satisfies ProductChild;
}

/** Ochre (1) in 50 (10) and 56 (11); terracotta (2) only in 56; ochre 50 is sold out. */
const pyjama: Pick<
  ProductView,
  'sku' | 'slug' | 'type_id' | 'configurable_children' | 'configurable_options'
> = {
  sku: 'SLE-1',
  slug: 'pyjama',
  type_id: 'configurable',
  configurable_options: [
    {
      attribute_id: 93,
      attribute_code: 'color',
      label: 'Kleur',
      position: 0,
      values: [
        { value_index: 1, label: 'Okergeel', swatch: '#d4a22c' },
        { value_index: 2, label: 'Terracotta', swatch: '#c4663f' },
      ],
    },
    {
      attribute_id: 144,
      attribute_code: 'size',
      label: 'Maat',
      position: 1,
      values: [
        { value_index: 10, label: '50', swatch: null },
        { value_index: 11, label: '56', swatch: null },
      ],
    },
  ],
  configurable_children: [
    child('SLE-1-OKR-50', 1, 10, { stock: { is_in_stock: false, qty: 0, manage_stock: true } }),
    child('SLE-1-OKR-56', 1, 11),
    child('SLE-1-TER-56', 2, 11),
    child('SLE-1-TER-50', 2, 10, { status: 2 }),
  ],
};

describe('product page paths and redirects', () => {
  it('builds /p/{sku}/{slug}/{childSku} and prefixes /de for German', () => {
    expect(getProductPagePath(STORE_VIEWS.nl, 'SLE-1', 'pyjama')).toBe('/p/SLE-1/pyjama');
    expect(getProductPagePath(STORE_VIEWS.de, 'SLE-1', 'schlaf', 'SLE-1-OKR-56')).toBe(
      '/de/p/SLE-1/schlaf/SLE-1-OKR-56',
    );
  });

  it('keeps a canonical URL with a known child', () => {
    const request = { parentSku: 'SLE-1', slug: 'pyjama', childSku: 'SLE-1-OKR-56' };
    expect(getProductRedirectPath(STORE_VIEWS.nl, request, pyjama)).toBeNull();
  });

  it('sends a wrong slug to the canonical slug, keeping the chosen child', () => {
    const request = { parentSku: 'SLE-1', slug: 'old-name', childSku: 'SLE-1-TER-56' };
    expect(getProductRedirectPath(STORE_VIEWS.nl, request, pyjama)).toBe(
      '/p/SLE-1/pyjama/SLE-1-TER-56',
    );
  });

  it('drops an unknown or disabled child sku', () => {
    expect(
      getProductRedirectPath(
        STORE_VIEWS.nl,
        { parentSku: 'SLE-1', slug: 'pyjama', childSku: 'NOPE' },
        pyjama,
      ),
    ).toBe('/p/SLE-1/pyjama');
    expect(
      getProductRedirectPath(
        STORE_VIEWS.de,
        { parentSku: 'SLE-1', slug: 'pyjama', childSku: 'SLE-1-TER-50' },
        pyjama,
      ),
    ).toBe('/de/p/SLE-1/pyjama');
  });
});

describe('chosen child and option links', () => {
  it('shows the URL child, keeping a sold-out child (out-of-stock products are listed)', () => {
    expect(getChosenVariant(pyjama, 'SLE-1-OKR-50').child?.sku).toBe('SLE-1-OKR-50');
  });

  it('falls back to the first eligible child without a child sku', () => {
    expect(getChosenVariant(pyjama, undefined).child?.sku).toBe('SLE-1-OKR-50');
  });

  it('reports no available variants when every child is disabled', () => {
    const disabled = {
      ...pyjama,
      configurable_children: pyjama.configurable_children.map((c) => ({ ...c, status: 2 })),
    };
    expect(getChosenVariant(disabled, undefined)).toEqual({
      child: null,
      error: NO_AVAILABLE_VARIANTS,
    });
  });

  it('links each option value to the child with that value and the other chosen values', () => {
    const chosen = getChosenVariant(pyjama, 'SLE-1-OKR-56').child;
    const [colors, sizes] = getOptionGroups(STORE_VIEWS.nl, pyjama, chosen);
    expect(colors?.swatches).toBe(true);
    expect(sizes?.swatches).toBe(false);
    expect(colors?.values.map((v) => [v.label, v.selected, v.available, v.href])).toEqual([
      ['Okergeel', true, true, '/p/SLE-1/pyjama/SLE-1-OKR-56'],
      ['Terracotta', false, true, '/p/SLE-1/pyjama/SLE-1-TER-56'],
    ]);
    expect(sizes?.values.map((v) => [v.label, v.selected, v.soldOut, v.href])).toEqual([
      ['50', false, true, '/p/SLE-1/pyjama/SLE-1-OKR-50'],
      ['56', true, false, '/p/SLE-1/pyjama/SLE-1-OKR-56'],
    ]);
  });

  it('marks a value whose combination has no eligible child unavailable, linking the nearest child', () => {
    const chosen = getChosenVariant(pyjama, 'SLE-1-TER-56').child;
    const sizes = getOptionGroups(STORE_VIEWS.nl, pyjama, chosen)[1];
    const fifty = sizes?.values.find((v) => v.label === '50');
    expect(fifty).toMatchObject({ available: false, href: '/p/SLE-1/pyjama/SLE-1-OKR-50' });
  });
});

describe('stock text', () => {
  it('says in stock above the threshold of 5, the quantity at 5 or fewer, sold out at none', () => {
    expect(getStockState({ is_in_stock: true, qty: 6, manage_stock: true })).toEqual({
      state: 'in-stock',
    });
    expect(getStockState({ is_in_stock: true, qty: 5, manage_stock: true })).toEqual({
      state: 'low',
      qty: 5,
    });
    expect(getStockState({ is_in_stock: true, qty: 1, manage_stock: true })).toEqual({
      state: 'low',
      qty: 1,
    });
    expect(getStockState({ is_in_stock: false, qty: 0, manage_stock: true })).toEqual({
      state: 'sold-out',
    });
  });

  it('never shows a quantity for unmanaged stock (virtual products, sets)', () => {
    expect(getStockState({ is_in_stock: true, qty: 0, manage_stock: false })).toEqual({
      state: 'in-stock',
    });
  });
});

describe('gallery, breadcrumbs, text and links', () => {
  const media = [
    { image: '/a-2.svg', pos: 2, typ: 'image' as const, lab: null, vid: null },
    { image: '/a-1.svg', pos: 1, typ: 'image' as const, lab: null, vid: null },
    { image: '/b-1.svg', pos: 3, typ: 'image' as const, lab: null, vid: null },
  ];

  it('puts the chosen child image first', () => {
    expect(getGalleryEntries(media, '/b-1.svg').map((m) => m.image)).toEqual([
      '/b-1.svg',
      '/a-1.svg',
      '/a-2.svg',
    ]);
    expect(getGalleryEntries(media, null).map((m) => m.image)).toEqual([
      '/a-1.svg',
      '/a-2.svg',
      '/b-1.svg',
    ]);
  });

  it('takes the deepest category path for the breadcrumb trail', () => {
    const trail = getCategoryTrail([
      { category_id: 2, name: 'Combi', slug: 'combi', url_path: 'wagens/combi' },
      { category_id: 1, name: 'Wagens', slug: 'wagens', url_path: 'wagens' },
      { category_id: 3, name: 'Sale', slug: 'sale', url_path: 'sale' },
    ]);
    expect(trail.map((c) => c.name)).toEqual(['Wagens', 'Combi']);
  });

  it('strips HTML and cuts the description at a word within 155 characters', () => {
    expect(toPlainText('<p>Zacht &amp; warm</p><ul><li>Katoen</li></ul>')).toBe(
      'Zacht & warm Katoen',
    );
    const long = toPlainText(`<p>${'woord '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith('woord…')).toBe(true);
  });

  it('shows related links, else upsell links', () => {
    const link = (sku: string, type: 'related' | 'upsell', position: number) => ({
      linked_product_sku: sku,
      link_type: type,
      linked_product_type: 'simple' as const,
      position,
      qty: null,
    });
    expect(
      getRelatedSkus([link('U', 'upsell', 1), link('B', 'related', 2), link('A', 'related', 1)]),
    ).toEqual(['A', 'B']);
    expect(getRelatedSkus([link('U', 'upsell', 1)])).toEqual(['U']);
  });

  it('parses a quantity as a whole number of at least 1', () => {
    expect(parseQty('3')).toBe(3);
    expect(parseQty('2.7')).toBe(2);
    expect(parseQty('0')).toBe(1);
    expect(parseQty('')).toBe(1);
  });
});

/** A configurable product document of these children (as the catalogue API sends it). */
function configurableDoc(
  children: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): ProductDocument {
  return {
    ...prices,
    id: 1,
    sku: 'SLE-1',
    type_id: 'configurable',
    name: 'Pyjama',
    slug: 'pyjama',
    status: 1,
    tax_class_id: 2,
    stock: { is_in_stock: true, qty: 3, manage_stock: true },
    configurable_options: [],
    configurable_children: children,
    ...extra,
  } as unknown as ProductDocument;
}

describe('special price end', () => {
  it('reads special_to_date as the last moment of that day in Amsterdam, per child too', () => {
    const doc = configurableDoc(
      [
        { ...prices, sku: 'SLE-1-A', status: 1, special_to_date: '2026-07-01 18:00:00' },
        { ...prices, sku: 'SLE-1-B', status: 1, special_to_date: null },
      ],
      { special_to_date: '2026-12-01' },
    );
    const view = toProductView(doc);
    expect(view.special_until).toBe(Date.parse('2026-12-01T22:59:59.999Z'));
    expect(view.configurable_children.map((c) => c.prices.special_until)).toEqual([
      Date.parse('2026-07-01T16:00:00Z'),
      null,
    ]);
    expect(toProductView({ ...doc, special_to_date: null }).special_until).toBeNull();
  });
});

describe('product view', () => {
  it('gives children of the same prices one prices object, so the page data holds it once', () => {
    const docChild = (sku: string, final: number) => ({
      ...prices,
      final_price: final,
      sku,
      status: 1,
      stock: { is_in_stock: true, qty: 1, manage_stock: true },
    });
    const doc = configurableDoc([docChild('A', 20), docChild('B', 18), docChild('C', 20)]);
    const [a, b, c] = toProductView(doc).configurable_children;
    expect(a?.prices).toBe(c?.prices);
    expect(a?.prices.final_price).toBe(20);
    expect(b?.prices).not.toBe(a?.prices);
    expect(b?.prices.final_price).toBe(18);
  });
});

describe('bundle and package views', () => {
  const stock = (qty: number) => ({ is_in_stock: qty > 0, qty, manage_stock: true });
  const part = (id: number, qty: number) => ({
    id,
    sku: `PART-${id}`,
    name: `Part ${id}`,
    qty: 1,
    can_change_quantity: false,
    is_default: id === 1,
    position: id,
    price: 100,
    price_incl_tax: 121,
    price_source: {
      price: 12100,
      tier_prices: [],
      advice_price: null,
      special_price: null,
      special_to_date: null,
      special_from_date: null,
    },
    tax_class_id: 2,
    stock: stock(qty),
  });
  const black = { value_index: 5002, label: 'Zwart', swatch: '#2a2a2e' };
  const colour = (values: (typeof black)[]) => ({
    attribute_id: 93,
    attribute_code: 'color',
    label: 'Kleur',
    values: values.map((value) => ({ ...value })),
  });
  const doc = configurableDoc([], {
    type_id: 'bundle',
    bundle_options: [
      {
        option_id: 7,
        title: 'Kinderwagen',
        type: 'radio',
        required: true,
        position: 1,
        product_links: [part(1, 4), part(2, 9), part(3, 0)],
      },
    ],
    package_options: [
      {
        option_id: 7,
        title: 'Kinderwagen',
        required: true,
        position: 1,
        products: [
          {
            product_id: 11,
            sku: 'STR-1',
            name: 'Pram',
            image: null,
            super_attributes: [colour([black])],
            variants: [{ selection_id: 1, sku: 'STR-1-BLK', attributes: { 93: 5002 } }],
          },
          {
            product_id: 12,
            sku: 'STR-2',
            name: 'Buggy',
            image: null,
            super_attributes: [
              colour([black, { value_index: 5009, label: 'Mint', swatch: '#a7d3bf' }]),
            ],
            variants: [],
          },
        ],
      },
    ],
  });
  const view = toProductView(doc);

  it('carries of a bundle part what the page shows and the bundle rules read, nothing more', () => {
    expect(view.bundle_options[0]?.product_links[0]).toEqual({
      id: 1,
      name: 'Part 1',
      qty: 1,
      can_change_quantity: false,
      is_default: true,
      position: 1,
      price: 100,
      price_incl_tax: 121,
      stock: { is_in_stock: true },
    });
    const [first, second, third] = view.bundle_options[0]?.product_links ?? [];
    // Parts in stock share one stock object: the page data writes it once.
    expect(first?.stock).toBe(second?.stock);
    expect(third?.stock).toEqual({ is_in_stock: false });
  });

  it('gives a package each attribute value once, whichever products have it', () => {
    const [pram, buggy] = view.package_options?.[0]?.products ?? [];
    const pramBlack = pram?.super_attributes[0]?.values[0];
    expect(pramBlack).toEqual(black);
    expect(buggy?.super_attributes[0]?.values[0]).toBe(pramBlack);
    expect(buggy?.super_attributes[0]?.values[1]?.label).toBe('Mint');
  });
});
