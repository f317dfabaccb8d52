import { type BundleOption, STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import type { ShownPriceFields } from './product.ts';
import { applyRenderListPrices, getChosenCustomValues, getShownPrice } from './product-price.ts';

const NL = STORE_VIEWS.nl;
const DE = STORE_VIEWS.de;

/** 540 regular, 485,95 special (−10%), as the catalogue gives them for nl. */
const special: ShownPriceFields = {
  price: 446.28,
  price_incl_tax: 540,
  final_price: 401.61,
  final_price_incl_tax: 485.95,
  special_price: 401.61,
  special_price_incl_tax: 485.95,
  original_price: 446.28,
  original_price_incl_tax: 540,
  discount_percentage: 10,
  advice_price: null,
  advice_price_incl_tax: null,
};

const plain: ShownPriceFields = {
  ...special,
  final_price: 446.28,
  final_price_incl_tax: 540,
  special_price: 0,
  special_price_incl_tax: 0,
  discount_percentage: 0,
};

describe('shown price', () => {
  it('shows the special price with the original struck through and the discount (nl incl. tax)', () => {
    expect(getShownPrice({ fields: special, storeView: NL, taxClassId: 2 })).toEqual({
      final: 485.95,
      old: 540,
      discountPercentage: 10,
      advice: null,
    });
  });

  it('shows prices incl. VAT in the German view too, net only in a net view', () => {
    expect(getShownPrice({ fields: special, storeView: DE, taxClassId: 2 })).toMatchObject({
      final: 485.95,
      old: 540,
    });
    const net = { ...DE, pricesIncludeTax: false };
    expect(getShownPrice({ fields: special, storeView: net, taxClassId: 2 }).final).toBe(401.61);
  });

  it('multiplies the shown prices by the quantity', () => {
    const price = getShownPrice({ fields: special, storeView: NL, taxClassId: 2, qty: 3 });
    expect(price.final).toBe(1457.85);
    expect(price.old).toBe(1620);
  });

  it('adds a percentage custom option to the base price', () => {
    const price = getShownPrice({
      fields: plain,
      storeView: NL,
      taxClassId: 2,
      customValues: [{ option_type_id: 5, price: 10, price_type: 'percent' }],
    });
    expect(price.final).toBe(594);
    expect(price.old).toBeNull();
  });

  it('prices the gift card by its chosen amount (fixed custom option on a zero price)', () => {
    const zero = { ...plain, ...Object.fromEntries(Object.keys(plain).map((k) => [k, 0])) };
    const options = [
      {
        option_id: 139,
        title: 'Bedrag',
        type: 'drop_down',
        is_require: true,
        sort_order: 1,
        values: [
          {
            option_type_id: 241,
            title: '€ 10',
            price: 10,
            price_type: 'fixed' as const,
            sort_order: 1,
          },
          {
            option_type_id: 243,
            title: '€ 50',
            price: 50,
            price_type: 'fixed' as const,
            sort_order: 3,
          },
        ],
      },
    ];
    const values = getChosenCustomValues(options, { 139: [243] });
    const price = getShownPrice({
      fields: { ...zero, advice_price: null, advice_price_incl_tax: null },
      storeView: NL,
      taxClassId: 2,
      customValues: values,
      qty: 2,
    });
    expect(price.final).toBe(100);
  });

  it('prices a bundle from the chosen options, or the defaults without a choice', () => {
    const link = (id: number, price: number, is_default: boolean) => ({
      id,
      sku: `L${id}`,
      name: `Link ${id}`,
      qty: 1,
      can_change_quantity: true,
      is_default,
      position: id,
      price,
      price_incl_tax: price * 1.21,
      price_source: {
        price: 0,
        special_price: null,
        special_from_date: null,
        special_to_date: null,
        advice_price: null,
        tier_prices: [],
      },
      tax_class_id: 2,
      stock: { is_in_stock: true, qty: 1, manage_stock: true },
    });
    const options: BundleOption[] = [
      {
        option_id: 5,
        title: 'Buggy',
        type: 'radio',
        required: true,
        position: 1,
        product_links: [link(11, 100, true), link(12, 50, false)],
      },
    ];
    const defaults = getShownPrice({
      fields: special,
      storeView: NL,
      taxClassId: 2,
      bundle: { options, selections: [] },
    });
    expect(defaults).toEqual({ final: 121, old: null, discountPercentage: 0, advice: null });
    const chosen = getShownPrice({
      fields: special,
      storeView: NL,
      taxClassId: 2,
      bundle: { options, selections: [{ option_id: 5, option_qty: 2, option_selections: [12] }] },
    });
    expect(chosen.final).toBe(121);
    const de = getShownPrice({
      fields: special,
      storeView: DE,
      taxClassId: 2,
      bundle: { options, selections: [{ option_id: 5, option_qty: 2, option_selections: [12] }] },
    });
    expect(de.final).toBe(121);
    const net = getShownPrice({
      fields: special,
      storeView: { ...DE, pricesIncludeTax: false },
      taxClassId: 2,
      bundle: { options, selections: [{ option_id: 5, option_qty: 2, option_selections: [12] }] },
    });
    expect(net.final).toBe(100);
  });

  it('shows the advice price only when it is above the price', () => {
    const advice = { ...plain, advice_price: 500, advice_price_incl_tax: 605 };
    expect(getShownPrice({ fields: advice, storeView: NL, taxClassId: 2 }).advice).toBe(605);
    const low = { ...plain, advice_price: 100, advice_price_incl_tax: 121 };
    expect(getShownPrice({ fields: low, storeView: NL, taxClassId: 2 }).advice).toBeNull();
  });
});

describe('render-list refresh', () => {
  const amounts = (final: number, regular: number) => ({
    final_price: final,
    regular_price: regular,
    special_price: final < regular ? final : null,
    minimal_price: final,
    max_price: final,
  });

  it('takes incl. tax prices from price_info and net ones from tax_adjustments', () => {
    const item = {
      price_info: {
        ...amounts(450, 540),
        extension_attributes: { tax_adjustments: amounts(371.9, 446.28) },
      },
    };
    const fields = applyRenderListPrices(special, item, NL);
    expect(fields).toMatchObject({
      final_price_incl_tax: 450,
      final_price: 371.9,
      original_price_incl_tax: 540,
      special_price_incl_tax: 450,
      discount_percentage: 16,
    });
    expect(getShownPrice({ fields, storeView: NL, taxClassId: 2 })).toMatchObject({
      final: 450,
      old: 540,
      discountPercentage: 16,
    });
  });

  it('drops the special price when the platform price is the regular one', () => {
    const item = {
      price_info: {
        ...amounts(540, 540),
        extension_attributes: { tax_adjustments: amounts(446.28, 446.28) },
      },
    };
    const fields = applyRenderListPrices(special, item, NL);
    expect(getShownPrice({ fields, storeView: NL, taxClassId: 2 })).toMatchObject({
      final: 540,
      old: null,
      discountPercentage: 0,
    });
  });
});
