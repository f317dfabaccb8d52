import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/document.ts';
import { STORE_VIEWS } from '../store-views.ts';
import { TAX_CLASS_STANDARD } from '../tax-rules.ts';
import { priceLine } from './line-price.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const ctx = {
  view: STORE_VIEWS.nl,
  taxCountry: 'NL',
  customerGroupId: 0,
  usePriceTiers: false,
  now: NOW,
};

const source = (price: number) => ({
  price,
  special_price: null,
  special_from_date: null,
  special_to_date: null,
  advice_price: null,
  tier_prices: [],
});

/** Gift wrap: a checkbox of two values, € 2,95 and € 1,00 (NL gross). */
const wrap = {
  option_id: 8,
  title: 'Cadeauverpakking',
  type: 'checkbox',
  is_require: false,
  sort_order: 1,
  values: [
    { option_type_id: 81, title: 'Inpakken', price: 2.95, price_type: 'fixed', sort_order: 1 },
    { option_type_id: 82, title: 'Kaartje', price: 1, price_type: 'fixed', sort_order: 2 },
  ],
};

const bundle = {
  sku: 'SET',
  name: 'Set',
  type_id: 'bundle',
  is_giftcard: false,
  tax_class_id: TAX_CLASS_STANDARD,
  price_source: source(0),
  bundle_options: [
    {
      option_id: 1,
      title: 'Kinderwagen',
      type: 'radio',
      required: true,
      position: 1,
      product_links: [
        {
          id: 11,
          sku: 'KW',
          name: 'Kinderwagen',
          qty: 1,
          can_change_quantity: false,
          is_default: true,
          position: 1,
          price: 0,
          price_incl_tax: 0,
          price_source: source(12100),
          tax_class_id: TAX_CLASS_STANDARD,
          stock: { is_in_stock: true, qty: 5, manage_stock: true },
        },
      ],
    },
  ],
  custom_options: [wrap],
} as unknown as ProductDocument;

describe('priceLine with custom options', () => {
  it('charges a bundle’s custom options on top of its parts, as its page shows them', () => {
    const priced = priceLine(
      {
        productType: 'bundle',
        productOption: {
          extension_attributes: {
            bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [11] }],
            custom_options: [{ option_id: 8, option_value: '81' }],
          },
        },
        entry: { parent: bundle, child: null },
      },
      1,
      ctx,
    );
    expect(priced.unitInclTax).toBe(12100 + 295);
    expect(priced.options).toEqual([
      { label: 'Kinderwagen', value: '1 x Kinderwagen' },
      { label: 'Cadeauverpakking', value: 'Inpakken' },
    ]);
  });

  it('charges each value of a multiple-choice option once', () => {
    const simple = { ...bundle, type_id: 'simple', price_source: source(1000) } as ProductDocument;
    const priced = priceLine(
      {
        productType: 'simple',
        productOption: {
          extension_attributes: { custom_options: [{ option_id: 8, option_value: '81,82' }] },
        },
        entry: { parent: simple, child: null },
      },
      1,
      ctx,
    );
    expect(priced.unitInclTax).toBe(1000 + 295 + 100);
    expect(priced.options).toEqual([{ label: 'Cadeauverpakking', value: 'Inpakken, Kaartje' }]);
  });
});
