import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeBundlePrice,
  computeBundleSaving,
  getDefaultBundleSelections,
  isBundleAvailable,
  isBundleSelectionAvailable,
} from './composite-prices.ts';
import type { BundleOption } from './document.ts';

function link(id: number, priceIncl: number, inStock = true, extra: object = {}) {
  return {
    id,
    sku: `P${id}`,
    name: `Part ${id}`,
    qty: 1,
    can_change_quantity: false,
    is_default: false,
    position: id,
    price: Math.round((priceIncl / 1.21) * 100) / 100,
    price_incl_tax: priceIncl,
    tax_class_id: 2,
    stock: { is_in_stock: inStock, qty: inStock ? 5 : 0, manage_stock: true },
    ...extra,
  };
}

function option(id: number, links: ReturnType<typeof link>[], required = true): BundleOption {
  return {
    option_id: id,
    title: `Option ${id}`,
    type: 'radio',
    required,
    position: id,
    product_links: links,
  } as unknown as BundleOption;
}

describe('the parts a bundle starts with', () => {
  it('never preselects a sold-out part: the default while available, else the first available', () => {
    const options = [
      option(1, [link(11, 300, false, { is_default: true }), link(12, 350), link(13, 400)]),
      option(2, [link(21, 100, true, { is_default: true }), link(22, 120)]),
    ];
    expect(getDefaultBundleSelections(options)).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [12] },
      { option_id: 2, option_qty: 1, option_selections: [21] },
    ]);
    expect(isBundleAvailable(options)).toBe(true);
  });

  it('is out of stock when a required option has no available part, and chooses nothing there', () => {
    const options = [
      option(1, [link(11, 300, false), link(12, 350, false)]),
      option(2, [link(21, 100)]),
    ];
    expect(getDefaultBundleSelections(options)).toEqual([
      { option_id: 2, option_qty: 1, option_selections: [21] },
    ]);
    expect(isBundleAvailable(options)).toBe(false);
    // An optional option without available parts does not make it unavailable.
    expect(
      isBundleAvailable([option(1, [link(11, 300, false)], false), option(2, [link(21, 100)])]),
    ).toBe(true);
  });

  it('says a choice of a sold-out part cannot be bought', () => {
    const options = [option(1, [link(11, 300, false), link(12, 350)])];
    expect(isBundleSelectionAvailable(options, [{ option_id: 1, option_selections: [12] }])).toBe(
      true,
    );
    expect(isBundleSelectionAvailable(options, [{ option_id: 1, option_selections: [11] }])).toBe(
      false,
    );
  });
});

describe('computeBundleSaving', () => {
  const options = [option(1, [link(11, 299.95), link(12, 349.95)]), option(2, [link(21, 99.95)])];

  it('is zero for a bundle that costs its parts (no claim may be made)', () => {
    const saving = computeBundleSaving(options, null, 0);
    expect(saving.saving).toEqual({ price: 0, price_incl_tax: 0 });
    expect(saving.bundle).toEqual(saving.apart);
  });

  it('is the discount on the chosen parts, in cents rounded per part', () => {
    const chosen = [
      { option_id: 1, option_qty: 1, option_selections: [12] },
      { option_id: 2, option_qty: 1, option_selections: [21] },
    ];
    const saving = computeBundleSaving(options, chosen, 10);
    expect(saving.apart.price_incl_tax).toBe(449.9);
    // 349.95 − 35.00 (34.995 rounded) + 99.95 − 10.00 (9.995 rounded)
    expect(saving.bundle.price_incl_tax).toBe(404.9);
    expect(saving.saving.price_incl_tax).toBe(45);
    expect(computeBundlePrice(options, chosen, 10)).toEqual(saving.bundle);
  });

  it('never makes the bundle dearer than its parts, and saves exactly when it is cheaper', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, percent) => {
          const parts = cents.map((c, i) => option(i + 1, [link(i + 1, c / 100)]));
          const saving = computeBundleSaving(parts, null, percent);
          expect(saving.bundle.price_incl_tax).toBeLessThanOrEqual(saving.apart.price_incl_tax);
          expect(saving.saving.price_incl_tax > 0).toBe(
            saving.bundle.price_incl_tax < saving.apart.price_incl_tax,
          );
        },
      ),
    );
  });
});
