/** The answers of the option rules: each a 400 whose message and key name the option. */
import { type BundleOption, checkOptionChoices } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { optionChoiceError } from '../src/modules/cart/cart-products.ts';

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

/** The error a bundle line's choices get, or null when they are accepted. */
function refusal(requested: Parameters<typeof checkOptionChoices>[1]['bundle_options']) {
  const checked = checkOptionChoices({ bundle_options: OPTIONS }, { bundle_options: requested });
  return checked.ok ? null : optionChoiceError(checked.problem);
}

describe('optionChoiceError', () => {
  it('answers a missing required bundle option as a 400 naming it, not with its default', () => {
    const error = refusal([{ option_id: 2, option_selections: [21] }]);
    expect(error?.kind).toBe('invalid');
    expect(error?.key).toBe('cart.option_required');
    expect(error?.message).toBe('Option "Option 1" is required.');
  });

  it('answers two parts of a single-choice option, naming it and the count', () => {
    const error = refusal([{ option_id: 1, option_selections: [11, 12] }]);
    expect(error?.key).toBe('cart.option_single_value');
    expect(error?.message).toBe('Option "Option 1" takes one value, not 2.');
  });

  it('answers an option named twice, naming it', () => {
    const error = refusal([
      { option_id: 1, option_selections: [11] },
      { option_id: 1, option_selections: [12] },
    ]);
    expect(error?.key).toBe('cart.option_repeated');
    expect(error?.message).toBe('Option "Option 1" is given more than once.');
  });

  it('answers a selection the option does not have', () => {
    expect(
      refusal([
        { option_id: 1, option_selections: [11] },
        { option_id: 2, option_selections: [99] },
      ])?.message,
    ).toBe('Bundle option 2 has no selection 99.');
  });

  it('leaves an optional part out when it is not chosen', () => {
    expect(refusal([{ option_id: 1, option_selections: [12] }])).toBeNull();
    expect(
      refusal([
        { option_id: 1, option_selections: [12] },
        { option_id: 2, option_selections: [] },
      ]),
    ).toBeNull();
  });
});
