import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../store-views.ts';
import { TAX_CLASS_STANDARD } from '../tax-rules.ts';
import {
  applyCustomOptionPrices,
  computeBundlePrice,
  computeGroupedPrice,
  type GroupedMember,
  getDefaultBundleSelections,
  parseOptionQty,
} from './composite-prices.ts';
import type { BundleOption, ProductLink } from './document.ts';

type Link = BundleOption['product_links'][number];

function link(id: number, price: number, priceInclTax: number, extra: Partial<Link> = {}): Link {
  return {
    id,
    sku: `SKU-${id}`,
    name: `Product ${id}`,
    qty: 1,
    can_change_quantity: true,
    is_default: false,
    position: id,
    price,
    price_incl_tax: priceInclTax,
    price_source: {
      price: 0,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      advice_price: null,
      tier_prices: [],
    },
    tax_class_id: TAX_CLASS_STANDARD,
    stock: { is_in_stock: true, qty: 10, manage_stock: true },
    ...extra,
  };
}

function option(optionId: number, links: Link[]): BundleOption {
  return {
    option_id: optionId,
    title: `Option ${optionId}`,
    type: 'radio',
    required: true,
    position: optionId,
    product_links: links,
  };
}

const bundle: BundleOption[] = [
  option(1, [link(11, 100, 121), link(12, 200, 242, { is_default: true, qty: 2 })]),
  option(2, [link(21, 10, 12.1), link(22, 20, 24.2)]),
  option(3, []),
];

describe('parseOptionQty', () => {
  it('parses like parseInt, defaults to 1 and skips negatives', () => {
    expect(parseOptionQty('3')).toBe(3);
    expect(parseOptionQty('2.7')).toBe(2);
    expect(parseOptionQty(undefined)).toBe(1);
    expect(parseOptionQty('abc')).toBe(1);
    expect(parseOptionQty(0)).toBe(1);
    expect(parseOptionQty(-1)).toBeNull();
  });
});

describe('computeBundlePrice', () => {
  it('uses per option the default link, else the first, with the link quantity', () => {
    expect(getDefaultBundleSelections(bundle)).toEqual([
      { option_id: 1, option_qty: 2, option_selections: [12] },
      { option_id: 2, option_qty: 1, option_selections: [21] },
    ]);
    expect(computeBundlePrice(bundle)).toEqual({ price: 410, price_incl_tax: 496.1 });
  });

  it('prices the chosen options times their quantity', () => {
    const chosen = [
      { option_id: 1, option_qty: '1', option_selections: [11] },
      { option_id: 2, option_qty: 3, option_selections: ['22'] },
    ];
    expect(computeBundlePrice(bundle, chosen)).toEqual({ price: 160, price_incl_tax: 193.6 });
  });

  it('ignores unknown options and links and negative quantities', () => {
    const chosen = [
      { option_id: 9, option_qty: 1, option_selections: [11] },
      { option_id: 1, option_qty: 1, option_selections: [99] },
      { option_id: 2, option_qty: -2, option_selections: [21] },
    ];
    expect(computeBundlePrice(bundle, chosen)).toEqual({ price: 0, price_incl_tax: 0 });
  });

  it('adds up in cents, with no float drift', () => {
    const cheap = [option(1, [link(1, 0.1, 0.12), link(2, 0.2, 0.24)])];
    const chosen = [{ option_id: 1, option_qty: 1, option_selections: [1, 2] }];
    expect(computeBundlePrice(cheap, chosen)).toEqual({ price: 0.3, price_incl_tax: 0.36 });
  });
});

describe('computeGroupedPrice', () => {
  const links: ProductLink[] = [
    {
      link_type: 'associated',
      linked_product_sku: 'A',
      linked_product_type: 'simple',
      position: 1,
      qty: 2,
    },
    {
      link_type: 'associated',
      linked_product_sku: 'B',
      linked_product_type: 'simple',
      position: 2,
      qty: null,
    },
    {
      link_type: 'associated',
      linked_product_sku: 'C',
      linked_product_type: 'simple',
      position: 3,
      qty: 1,
    },
    {
      link_type: 'related',
      linked_product_sku: 'D',
      linked_product_type: 'simple',
      position: 4,
      qty: 1,
    },
    {
      link_type: 'associated',
      linked_product_sku: 'E',
      linked_product_type: 'bundle',
      position: 5,
      qty: 1,
    },
  ];
  const member = (
    sku: string,
    price: number,
    extra: Partial<GroupedMember> = {},
  ): GroupedMember => ({
    sku,
    status: 1,
    final_price: price,
    final_price_incl_tax: price * 1.21,
    stock: { is_in_stock: true },
    ...extra,
  });

  it('sums enabled associated simple products, weighted by link quantity', () => {
    const members = [
      member('A', 10),
      member('B', 5, { stock: { is_in_stock: false } }),
      member('C', 100, { status: 2 }),
      member('D', 1000),
      member('E', 1000),
    ];
    expect(computeGroupedPrice(links, members)).toEqual({ price: 25, price_incl_tax: 30.25 });
    expect(computeGroupedPrice(links, members, { listOutOfStockProducts: false })).toEqual({
      price: 20,
      price_incl_tax: 24.2,
    });
  });
});

describe('applyCustomOptionPrices', () => {
  const base = { price: 100, price_incl_tax: 121 };
  const nl = { taxClassId: TAX_CLASS_STANDARD, storeView: STORE_VIEWS.nl };
  const de = { taxClassId: TAX_CLASS_STANDARD, storeView: STORE_VIEWS.de };

  it('adds a fixed price converted like a catalogue price', () => {
    const engraving = { option_type_id: 1, price: 12.1, price_type: 'fixed' as const };
    expect(applyCustomOptionPrices(base, [engraving], nl)).toEqual({
      price: 110,
      price_incl_tax: 133.1,
    });
    expect(applyCustomOptionPrices({ price: 100, price_incl_tax: 119 }, [engraving], de)).toEqual({
      price: 110,
      price_incl_tax: 130.9,
    });
  });

  it('adds a percentage of the base net and incl. price', () => {
    const wrap = { option_type_id: 2, price: 10, price_type: 'percent' as const };
    expect(applyCustomOptionPrices(base, [wrap], nl)).toEqual({
      price: 110,
      price_incl_tax: 133.1,
    });
  });

  it('skips values without an id or without a price', () => {
    const values = [
      { option_type_id: 0, price: 10, price_type: 'fixed' as const },
      { option_type_id: 3, price: 0, price_type: 'percent' as const },
    ];
    expect(applyCustomOptionPrices(base, values, nl)).toEqual(base);
  });

  it('never lowers the price with non-negative option prices', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            option_type_id: fc.integer({ min: 1, max: 99 }),
            price: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
            price_type: fc.constantFrom('fixed' as const, 'percent' as const),
          }),
          { maxLength: 5 },
        ),
        (values) => {
          const result = applyCustomOptionPrices(base, values, nl);
          return result.price >= base.price && result.price_incl_tax >= base.price_incl_tax;
        },
      ),
    );
  });
});
