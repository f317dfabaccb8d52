import { describe, expect, it } from 'vitest';
import { computeBundlePrice } from './composite-prices.ts';
import type { BundleOption } from './document.ts';
import {
  checkPackageSelection,
  choosePackageProduct,
  getDefaultPackageSelections,
  type PackageOption,
  type PackageSelection,
  packageSelectionToBundle,
} from './package.ts';

const PACKAGE_ID = 900;
const COLOUR = 93;
const FRAME = 94;

/** A pram package: a chassis in two colours × two frames (one combination not sold), a carrycot. */
const OPTIONS: PackageOption[] = [
  {
    option_id: 1,
    title: 'Onderstel',
    required: true,
    position: 1,
    products: [
      {
        product_id: 10,
        sku: 'CHASSIS',
        name: 'Onderstel',
        image: null,
        super_attributes: [
          {
            attribute_id: COLOUR,
            attribute_code: 'color',
            label: 'Kleur',
            values: [
              { value_index: 501, label: 'Zwart', swatch: '#000000' },
              { value_index: 502, label: 'Zand', swatch: '#d8c7a8' },
            ],
          },
          {
            attribute_id: FRAME,
            attribute_code: 'frame',
            label: 'Frame',
            values: [
              { value_index: 601, label: 'Aluminium', swatch: null },
              { value_index: 602, label: 'Zwart', swatch: null },
            ],
          },
        ],
        variants: [
          { selection_id: 101, sku: 'CH-501-601', attributes: { '93': 501, '94': 601 } },
          { selection_id: 102, sku: 'CH-501-602', attributes: { '93': 501, '94': 602 } },
          { selection_id: 103, sku: 'CH-502-601', attributes: { '93': 502, '94': 601 } },
        ],
      },
    ],
  },
  {
    option_id: 2,
    title: 'Reiswieg',
    required: true,
    position: 2,
    products: [
      {
        product_id: 20,
        sku: 'COT-A',
        name: 'Reiswieg A',
        image: null,
        super_attributes: [],
        variants: [{ selection_id: 201, sku: 'COT-A', attributes: {} }],
      },
      {
        product_id: 21,
        sku: 'COT-B',
        name: 'Reiswieg B',
        image: null,
        super_attributes: [],
        variants: [{ selection_id: 202, sku: 'COT-B', attributes: {} }],
      },
    ],
  },
  {
    option_id: 3,
    title: 'Zitje',
    required: false,
    position: 3,
    products: [
      {
        product_id: 30,
        sku: 'SEAT',
        name: 'Zitje',
        image: null,
        super_attributes: [],
        variants: [{ selection_id: 301, sku: 'SEAT', attributes: {} }],
      },
    ],
  },
];

function link(
  id: number,
  priceIncl: number,
  extra: { inStock?: boolean; isDefault?: boolean } = {},
) {
  const inStock = extra.inStock ?? true;
  return {
    id,
    sku: `S${id}`,
    name: `Part ${id}`,
    qty: 1,
    can_change_quantity: false,
    is_default: extra.isDefault ?? false,
    position: id,
    price: Math.round((priceIncl / 1.21) * 100) / 100,
    price_incl_tax: priceIncl,
    tax_class_id: 2,
    stock: { is_in_stock: inStock, qty: inStock ? 3 : 0, manage_stock: true },
  };
}

const BUNDLE: BundleOption[] = [
  {
    option_id: 1,
    title: 'Onderstel',
    type: 'radio',
    required: true,
    position: 1,
    product_links: [
      link(101, 400, { inStock: false, isDefault: true }),
      link(102, 420),
      link(103, 450),
    ],
  },
  {
    option_id: 2,
    title: 'Reiswieg',
    type: 'radio',
    required: true,
    position: 2,
    product_links: [link(201, 150), link(202, 180, { isDefault: true })],
  },
  {
    option_id: 3,
    title: 'Zitje',
    type: 'radio',
    required: false,
    position: 3,
    product_links: [link(301, 99)],
  },
] as unknown as BundleOption[];

const chassis = (superAttributes: Record<string, number | string>) => ({
  option_id: 1,
  packages_parent_product: PACKAGE_ID,
  selected_products: [10],
  super_attributes: superAttributes,
});
const cot = (product: number | string) => ({
  option_id: '2',
  packages_parent_product: String(PACKAGE_ID),
  selected_products: [product],
});

describe('checking a package selection', () => {
  it('turns each chosen product and its super attributes into the bundle part it is', () => {
    const result = checkPackageSelection(PACKAGE_ID, OPTIONS, [
      cot('21'),
      chassis({ [COLOUR]: '502', [FRAME]: 601 }),
    ]);
    expect(result).toEqual({
      ok: true,
      selections: [
        {
          option_id: 1,
          packages_parent_product: PACKAGE_ID,
          selected_products: [10],
          super_attributes: { '93': 502, '94': 601 },
        },
        {
          option_id: 2,
          packages_parent_product: PACKAGE_ID,
          selected_products: [21],
          super_attributes: {},
        },
      ],
      bundle_options: [
        { option_id: 1, option_qty: 1, option_selections: [103] },
        { option_id: 2, option_qty: 1, option_selections: [202] },
      ],
    });
  });

  it.each([
    [
      'an option the package lacks',
      [{ ...cot(20), option_id: 7 }],
      'unknown_option',
      'package_options[0].option_id',
    ],
    ['an option named twice', [cot(20), cot(21)], 'repeated', 'package_options[1].option_id'],
    [
      'another package as parent',
      [{ ...cot(20), packages_parent_product: 901 }],
      'wrong_package',
      'package_options[0].packages_parent_product',
    ],
    ['a required option left out', [cot(20)], 'required', 'package_options'],
    [
      'a required option without a product',
      [cot(20), { ...chassis({}), selected_products: [] }],
      'required',
      'package_options[1].selected_products',
    ],
    [
      'two products for one option',
      [chassis({ [COLOUR]: 501, [FRAME]: 601 }), { ...cot(20), selected_products: [20, 21] }],
      'two_products',
      'package_options[1].selected_products',
    ],
    [
      'a product the option does not offer',
      [chassis({ [COLOUR]: 501, [FRAME]: 601 }), cot(30)],
      'unknown_product',
      'package_options[1].selected_products',
    ],
    [
      'a super attribute left out',
      [chassis({ [COLOUR]: 501 }), cot(20)],
      'attribute_missing',
      'package_options[0].super_attributes.94',
    ],
    [
      'a value the product is not sold in',
      [chassis({ [COLOUR]: 777, [FRAME]: 601 }), cot(20)],
      'unknown_attribute',
      'package_options[0].super_attributes.93',
    ],
    [
      'an attribute the product does not have',
      [chassis({ [COLOUR]: 501, [FRAME]: 601, 12: 1 }), cot(20)],
      'unknown_attribute',
      'package_options[0].super_attributes.12',
    ],
    [
      'a combination that is not sold',
      [chassis({ [COLOUR]: 502, [FRAME]: 602 }), cot(20)],
      'no_variant',
      'package_options[0].super_attributes',
    ],
  ])('refuses %s, naming the field', (_name, requested, rule, field) => {
    const result = checkPackageSelection(PACKAGE_ID, OPTIONS, requested);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({ rule, field });
  });

  it('leaves an optional option out when it is not chosen', () => {
    const result = checkPackageSelection(PACKAGE_ID, OPTIONS, [
      chassis({ [COLOUR]: 501, [FRAME]: 602 }),
      cot(20),
    ]);
    expect(result.ok && result.bundle_options.map((b) => b.option_id)).toEqual([1, 2]);
  });
});

describe('the price of a package selection', () => {
  it('is the sum of the chosen parts less the package discount on each part', () => {
    const selections = checkPackageSelection(PACKAGE_ID, OPTIONS, [
      chassis({ [COLOUR]: 502, [FRAME]: 601 }),
      cot(21),
      { option_id: 3, packages_parent_product: PACKAGE_ID, selected_products: [30] },
    ]);
    if (!selections.ok) throw new Error('expected a valid selection');
    // 450 + 180 + 99 = 729 incl. tax; 10 % off each part: 405 + 162 + 89.10 = 656.10.
    expect(computeBundlePrice(BUNDLE, selections.bundle_options).price_incl_tax).toBe(729);
    expect(computeBundlePrice(BUNDLE, selections.bundle_options, 10).price_incl_tax).toBe(656.1);
  });

  it('follows the page selection through packageSelectionToBundle', () => {
    const page: PackageSelection[] = [
      {
        option_id: 1,
        packages_parent_product: PACKAGE_ID,
        selected_products: [10],
        super_attributes: { '93': 501, '94': 602 },
      },
      {
        option_id: 2,
        packages_parent_product: PACKAGE_ID,
        selected_products: [20],
        super_attributes: {},
      },
    ];
    expect(packageSelectionToBundle(OPTIONS, page)).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [102] },
      { option_id: 2, option_qty: 1, option_selections: [201] },
    ]);
    expect(computeBundlePrice(BUNDLE, packageSelectionToBundle(OPTIONS, page)).price_incl_tax).toBe(
      570,
    );
  });
});

describe('the package a page starts with', () => {
  it('takes the default part while in stock, else the first in stock, per option', () => {
    expect(getDefaultPackageSelections(PACKAGE_ID, OPTIONS, BUNDLE)).toEqual([
      // The default chassis variant (101) is sold out: the first in stock (102) is taken.
      {
        option_id: 1,
        packages_parent_product: PACKAGE_ID,
        selected_products: [10],
        super_attributes: { '93': 501, '94': 602 },
      },
      {
        option_id: 2,
        packages_parent_product: PACKAGE_ID,
        selected_products: [21],
        super_attributes: {},
      },
      {
        option_id: 3,
        packages_parent_product: PACKAGE_ID,
        selected_products: [30],
        super_attributes: {},
      },
    ]);
  });

  it('changing one attribute keeps the others where that combination is sold', () => {
    const start = getDefaultPackageSelections(PACKAGE_ID, OPTIONS, BUNDLE);
    const option = OPTIONS[0]!;
    // Zand only comes with the aluminium frame: the frame follows.
    const sand = choosePackageProduct(start, PACKAGE_ID, option, BUNDLE, 10, { [COLOUR]: 502 });
    expect(sand.find((s) => s.option_id === 1)?.super_attributes).toEqual({ '93': 502, '94': 601 });
    const black = choosePackageProduct(sand, PACKAGE_ID, option, BUNDLE, 10, { [COLOUR]: 501 });
    expect(black.find((s) => s.option_id === 1)?.super_attributes).toEqual({
      '93': 501,
      '94': 601,
    });
    const cotB = choosePackageProduct(black, PACKAGE_ID, OPTIONS[1]!, BUNDLE, 20);
    expect(cotB.map((s) => s.selected_products[0])).toEqual([10, 20, 30]);
  });
});
