import { STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  buildGroupedLines,
  buildProductLine,
  giftCardRecipientErrors,
  type ProductLineInput,
} from './cart-line.ts';
import { createTranslator } from './i18n.ts';
import type { ProductChild, ProductView } from './product.ts';

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
  special_until: null,
};

const child: ProductChild = {
  prices,
  sku: 'SLE-1-OCH-56',
  status: 1,
  stock: { is_in_stock: true, qty: 10, manage_stock: true },
  image: '/product/pyjama-och.svg',
  ean_code: null,
  color: 1,
  size: 11,
};

const product: ProductView = {
  ...prices,
  id: 1,
  sku: 'SLE-1',
  type_id: 'configurable',
  name: 'Pyjama',
  slug: 'pyjama',
  description: '',
  short_description: null,
  status: 1,
  tax_class_id: 2,
  stock: { is_in_stock: true, qty: 10, manage_stock: true },
  image: '/product/pyjama.svg',
  ean_code: null,
  media_gallery: [],
  product_labels: [],
  category: [],
  configurable_options: [
    {
      attribute_id: 93,
      attribute_code: 'color',
      label: 'Kleur',
      position: 0,
      values: [{ value_index: 1, label: 'Oker' }],
    },
    {
      attribute_id: 144,
      attribute_code: 'size',
      label: 'Maat',
      position: 1,
      values: [{ value_index: 11, label: '56' }],
    },
  ],
  configurable_children: [child],
  bundle_options: [],
  custom_options: [],
  hide_add_to_cart_button: false,
};

const input = (extra: Partial<ProductLineInput> = {}): ProductLineInput => ({
  storeView: STORE_VIEWS.nl,
  product,
  child,
  qty: 2,
  fields: prices,
  bundleSelections: [],
  customChoices: {},
  customTexts: {},
  customValues: [],
  ...extra,
});

describe('cart lines of the product page', () => {
  it('adds the chosen child of a configurable product with its options, parent and page', () => {
    expect(buildProductLine(input())).toEqual({
      sku: 'SLE-1-OCH-56',
      parentSku: 'SLE-1',
      qty: 2,
      type_id: 'configurable',
      name: 'Pyjama',
      price: 20,
      price_incl_tax: 24.2,
      image: '/product/pyjama-och.svg',
      path: '/p/SLE-1/pyjama/SLE-1-OCH-56',
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '1', label: 'Kleur', value: 'Oker' },
            { option_id: '144', option_value: '11', label: 'Maat', value: '56' },
          ],
        },
      },
    });
  });

  it('carries bundle selections and custom options (a text wins over choices)', () => {
    const bundle: ProductView = {
      ...product,
      type_id: 'bundle',
      sku: 'SET-1',
      configurable_options: [],
      configurable_children: [],
      custom_options: [
        {
          option_id: 7,
          title: 'Naam',
          type: 'field',
          is_require: false,
          sort_order: 0,
          values: [],
        },
        {
          option_id: 8,
          title: 'Kaart',
          type: 'checkbox',
          is_require: false,
          sort_order: 1,
          values: [],
        },
      ],
    };
    const line = buildProductLine(
      input({
        product: bundle,
        child: null,
        bundleSelections: [{ option_id: 30, option_qty: '2', option_selections: [63] }],
        customTexts: { 7: ' Noor ' },
        customChoices: { 8: [81, 82] },
      }),
    );
    expect(line.sku).toBe('SET-1');
    expect(line.product_option).toEqual({
      extension_attributes: {
        bundle_options: [{ option_id: 30, option_qty: 2, option_selections: [63] }],
        custom_options: [
          { option_id: 7, option_value: 'Noor' },
          { option_id: 8, option_value: '81,82' },
        ],
      },
    });
  });

  it('adds each member of a grouped product with its link quantity times the chosen quantity', () => {
    const members = [
      {
        sku: 'A',
        name: 'A',
        slug: 'a',
        image: null,
        status: 1,
        final_price: 5,
        final_price_incl_tax: 6.05,
      },
      {
        sku: 'B',
        name: 'B',
        slug: null,
        image: null,
        status: 1,
        final_price: 1,
        final_price_incl_tax: 1.21,
      },
    ];
    const lines = buildGroupedLines(
      STORE_VIEWS.de,
      [
        { linked_product_sku: 'A', qty: 2 },
        { linked_product_sku: 'B', qty: null },
        { linked_product_sku: 'MISSING', qty: 1 },
      ],
      members,
      3,
    );
    expect(lines.map((line) => [line.sku, line.qty, line.path])).toEqual([
      ['A', 6, '/de/p/A/a'],
      ['B', 3, undefined],
    ]);
  });
});

describe('giftCardRecipientErrors', () => {
  const card: ProductView = {
    ...product,
    type_id: 'virtual',
    is_giftcard: true,
    gift_card_recipient: { recipient_name: 2, recipient_email: 3, message: 4 },
  };

  it('says at each recipient field what is wrong, in the page’s language', async () => {
    const nl = await giftCardRecipientErrors(
      STORE_VIEWS.nl,
      card,
      { 3: 'lotte@' },
      createTranslator('nl-NL'),
    );
    expect(nl).toEqual({
      2: 'Vul de naam van de ontvanger in.',
      3: 'Vul een geldig e-mailadres van de ontvanger in.',
    });
    const de = await giftCardRecipientErrors(
      STORE_VIEWS.de,
      card,
      { 2: 'Lotte', 3: 'lotte@example.nl', 4: 'x'.repeat(301) },
      createTranslator('de-DE'),
    );
    expect(de).toEqual({ 4: 'Die Nachricht darf höchstens 300 Zeichen haben.' });
  });

  it('finds nothing wrong with a good recipient or a product without one', async () => {
    const t = createTranslator('nl-NL');
    const good = { 2: 'Lotte', 3: 'lotte@example.nl' };
    expect(await giftCardRecipientErrors(STORE_VIEWS.nl, card, good, t)).toEqual({});
    expect(await giftCardRecipientErrors(STORE_VIEWS.nl, product, {}, t)).toEqual({});
  });
});
