/** Bundle choices of a cart line: defaults, optional parts left out, unknown selections refused. */
import type { BundleOption } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { bundleChoices } from '../src/modules/cart/cart-products.ts';

function option(id: number, required: boolean, linkIds: number[]): BundleOption {
  return {
    option_id: id,
    title: `Option ${id}`,
    type: 'select',
    required,
    position: id,
    product_links: linkIds.map((linkId, index) => ({
      id: linkId,
      sku: `PART-${linkId}`,
      name: `Part ${linkId}`,
      qty: 1,
      can_change_quantity: false,
      is_default: index === 0,
      position: index,
      price: 10,
      price_incl_tax: 12.1,
      price_source: {
        price: 1210,
        special_price: null,
        special_from_date: null,
        special_to_date: null,
        advice_price: null,
        tier_prices: [],
      },
      tax_class_id: 2,
      stock: { is_in_stock: true, qty: 10, manage_stock: true },
    })),
  };
}

const OPTIONS = [option(1, true, [11, 12]), option(2, false, [21, 22])];

describe('bundleChoices', () => {
  it('gives every option its default when nothing is chosen', () => {
    expect(bundleChoices(OPTIONS, [])).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [11] },
      { option_id: 2, option_qty: 1, option_selections: [21] },
    ]);
  });

  it('leaves an optional part out when it is sent without selections', () => {
    expect(bundleChoices(OPTIONS, [{ option_id: 2, option_selections: [] }])).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [11] },
    ]);
  });

  it('keeps the default of a required option sent without selections', () => {
    expect(bundleChoices(OPTIONS, [{ option_id: 1, option_selections: [] }])).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [11] },
      { option_id: 2, option_qty: 1, option_selections: [21] },
    ]);
  });

  it('refuses a selection the option does not have', () => {
    expect(() => bundleChoices(OPTIONS, [{ option_id: 2, option_selections: [99] }])).toThrow(
      'Bundle option 2 has no selection 99.',
    );
  });
});
