import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.ts';
import { STORE_VIEWS } from '../store-views.ts';
import { TAX_CLASS_REDUCED, TAX_CLASS_STANDARD } from '../tax-rules.ts';
import type { PriceFields, PriceSource } from './document.ts';
import {
  applyConfigurableParentPrice,
  type ComputePriceFieldsInput,
  computePriceFields,
  convertCatalogPrice,
  discountPercentage,
  findLowestPricedChild,
  getDisplayedFinalPrice,
  isSpecialPriceActive,
  isSpecialPriceShown,
  multiplyByQty,
} from './prices.ts';

const nl = STORE_VIEWS.nl;
const de = STORE_VIEWS.de;

function source(overrides: Partial<PriceSource> = {}): PriceSource {
  return {
    price: 10000,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    advice_price: null,
    tier_prices: [],
    ...overrides,
  };
}

function fields(
  overrides: Partial<PriceSource> = {},
  input: Partial<ComputePriceFieldsInput> = {},
): PriceFields {
  return computePriceFields({
    source: source(overrides),
    taxClassId: TAX_CLASS_STANDARD,
    storeView: nl,
    now: new Date('2025-03-15T12:00:00Z'),
    ...input,
  });
}

const MARCH_SALE = {
  special_price: 7995,
  special_from_date: '2025-03-01',
  special_to_date: '2025-03-31',
};

describe('convertCatalogPrice', () => {
  it('keeps the Dutch shelf price as entered in the nl view', () => {
    expect(convertCatalogPrice(1295, { taxClassId: TAX_CLASS_STANDARD, storeView: nl })).toEqual({
      net: 1070,
      tax: 225,
      incl: 1295,
    });
  });

  it('puts German tax on the Dutch net price in the de view', () => {
    expect(convertCatalogPrice(1210, { taxClassId: TAX_CLASS_STANDARD, storeView: de })).toEqual({
      net: 1000,
      tax: 190,
      incl: 1190,
    });
    expect(convertCatalogPrice(1090, { taxClassId: TAX_CLASS_REDUCED, storeView: de })).toEqual({
      net: 1000,
      tax: 70,
      incl: 1070,
    });
  });

  it('computes at 0 % for a product without tax class', () => {
    expect(convertCatalogPrice(1210, { taxClassId: 0, storeView: de })).toEqual({
      net: 1210,
      tax: 0,
      incl: 1210,
    });
  });

  it('net plus tax is the incl. price for every amount, class and view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(0, TAX_CLASS_STANDARD, TAX_CLASS_REDUCED),
        fc.constantFrom(nl, de),
        (cents, taxClassId, storeView) => {
          const amount = convertCatalogPrice(cents, { taxClassId, storeView });
          return amount.net + amount.tax === amount.incl && amount.tax >= 0 && amount.net >= 0;
        },
      ),
    );
  });
});

describe('isSpecialPriceActive', () => {
  const sale = source(MARCH_SALE);

  it('is active without dates when below the price', () => {
    expect(isSpecialPriceActive(source({ special_price: 8000 }), new Date())).toBe(true);
  });

  it('starts at midnight Amsterdam time of the from-date', () => {
    expect(isSpecialPriceActive(sale, new Date('2025-02-28T22:59:59.999Z'))).toBe(false);
    expect(isSpecialPriceActive(sale, new Date('2025-02-28T23:00:00Z'))).toBe(true);
  });

  it('includes the whole to-date day', () => {
    expect(isSpecialPriceActive(sale, new Date('2025-03-31T21:59:59.999Z'))).toBe(true);
    expect(isSpecialPriceActive(sale, new Date('2025-03-31T22:00:00Z'))).toBe(false);
  });

  it('treats a date-time bound as an inclusive instant', () => {
    const until = source({ special_price: 8000, special_to_date: '2025-03-10T12:00:00Z' });
    expect(isSpecialPriceActive(until, new Date('2025-03-10T12:00:00Z'))).toBe(true);
    expect(isSpecialPriceActive(until, new Date('2025-03-10T12:00:00.001Z'))).toBe(false);
  });

  it('honours open-ended windows', () => {
    const fromOnly = source({ special_price: 8000, special_from_date: '2025-03-01' });
    expect(isSpecialPriceActive(fromOnly, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isSpecialPriceActive(fromOnly, new Date('2025-02-01T00:00:00Z'))).toBe(false);
  });

  it('is inactive when the special price is not below the price, or is zero', () => {
    expect(isSpecialPriceActive(source({ special_price: 10000 }), new Date())).toBe(false);
    expect(isSpecialPriceActive(source({ special_price: 12000 }), new Date())).toBe(false);
    expect(isSpecialPriceActive(source({ special_price: 0 }), new Date())).toBe(false);
  });

  it('is inactive for an unreadable date', () => {
    const broken = source({ special_price: 8000, special_from_date: 'soon' });
    expect(isSpecialPriceActive(broken, new Date())).toBe(false);
  });
});

describe('computePriceFields', () => {
  it('shows an nl product incl. 21 % tax', () => {
    const result = fields({ price: 1210, advice_price: 1500 });
    expect(result).toMatchObject({
      price: 10,
      price_tax: 2.1,
      price_incl_tax: 12.1,
      final_price: 10,
      final_price_incl_tax: 12.1,
      special_price: 0,
      special_price_incl_tax: 0,
      original_price: 10,
      original_price_incl_tax: 12.1,
      regular_price: 12.1,
      advice_price: 12.4,
      advice_price_incl_tax: 15,
      discount_percentage: 0,
      tier_prices: [],
    });
  });

  it('shows a de product incl. 19 % on the net price as regular price, keeping the net fields', () => {
    // Consumers see final prices incl. VAT in every view; the net price stays in `price`.
    const result = fields({ price: 1210 }, { storeView: de });
    expect(result).toMatchObject({
      price: 10,
      price_tax: 1.9,
      price_incl_tax: 11.9,
      original_price_incl_tax: 11.9,
      regular_price: 11.9,
    });
  });

  it('takes the discount percentage of a de special price from the prices incl. VAT', () => {
    const result = fields(MARCH_SALE, { storeView: de });
    // 100,00 NL gross is 82,64 net, 98,34 DE gross; 79,95 is 66,07 net, 78,62 DE gross.
    expect(result).toMatchObject({ regular_price: 98.34, final_price_incl_tax: 78.62 });
    expect(result.discount_percentage).toBe(discountPercentage(9834, 7862));
  });

  it('uses an active special price as final price', () => {
    const result = fields(MARCH_SALE);
    expect(result).toMatchObject({
      price_incl_tax: 100,
      special_price_incl_tax: 79.95,
      final_price_incl_tax: 79.95,
      original_price_incl_tax: 100,
      special_from_date: '2025-03-01',
      special_to_date: '2025-03-31',
      discount_percentage: 20,
    });
    expect(isSpecialPriceShown(result)).toBe(true);
  });

  it('zeroes a special price outside its window', () => {
    const result = fields(MARCH_SALE, { now: new Date('2025-04-01T10:00:00Z') });
    expect(result).toMatchObject({
      special_price: 0,
      special_price_tax: 0,
      special_price_incl_tax: 0,
      final_price_incl_tax: 100,
      discount_percentage: 0,
    });
    expect(isSpecialPriceShown(result)).toBe(false);
  });

  it('rounds the discount down so it is never overstated', () => {
    expect(discountPercentage(10000, 6667)).toBe(33);
    expect(discountPercentage(10000, 6601)).toBe(33);
    expect(discountPercentage(10000, 10000)).toBe(0);
    expect(discountPercentage(0, 0)).toBe(0);
  });

  describe('tier prices (usePriceTiers)', () => {
    const tiers = {
      tier_prices: [
        { customer_group_id: 2, qty: 5, value: 8500 },
        { customer_group_id: 2, qty: 1, value: 9000 },
        { customer_group_id: 1, qty: 1, value: 9500 },
      ],
    };

    it("lowers price and final price to the group's qty-1 tier and keeps only its tiers", () => {
      const result = fields(tiers, { usePriceTiers: true, customerGroupId: 2 });
      expect(result).toMatchObject({
        price_incl_tax: 90,
        final_price_incl_tax: 90,
        original_price_incl_tax: 100,
        special_price: 0,
        discount_percentage: 10,
      });
      expect(result.tier_prices).toEqual([
        { customer_group_id: 2, qty: 1, value: 74.38, value_incl_tax: 90 },
        { customer_group_id: 2, qty: 5, value: 70.25, value_incl_tax: 85 },
      ]);
    });

    it('gives a logged-out shopper (group 0) no tier', () => {
      const result = fields(tiers, { usePriceTiers: true });
      expect(result.price_incl_tax).toBe(100);
      expect(result.tier_prices).toEqual([]);
    });

    it('leaves prices and the tier list alone when tiers are off', () => {
      const result = fields(tiers, { customerGroupId: 2 });
      expect(result.price_incl_tax).toBe(100);
      expect(result.tier_prices).toHaveLength(3);
    });

    it('zeroes the special price when the tier is lower', () => {
      const result = fields(
        { ...MARCH_SALE, tier_prices: [{ customer_group_id: 2, qty: 1, value: 7000 }] },
        { usePriceTiers: true, customerGroupId: 2 },
      );
      expect(result).toMatchObject({ special_price_incl_tax: 0, final_price_incl_tax: 70 });
    });

    it('keeps a lower special price, so a group never pays more than a guest', () => {
      const result = fields(
        { ...MARCH_SALE, tier_prices: [{ customer_group_id: 2, qty: 1, value: 9000 }] },
        { usePriceTiers: true, customerGroupId: 2 },
      );
      expect(result).toMatchObject({
        price_incl_tax: 90,
        special_price_incl_tax: 79.95,
        final_price_incl_tax: 79.95,
      });
    });
  });

  const arbitrarySource: fc.Arbitrary<PriceSource> = fc.record({
    price: fc.integer({ min: 0, max: 10_000_000 }),
    special_price: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    special_from_date: fc.option(
      fc.constantFrom('2025-01-01', '2025-06-01', '2025-03-15T10:00:00Z'),
    ),
    special_to_date: fc.option(fc.constantFrom('2025-01-31', '2025-12-31', '2025-03-15 18:00')),
    advice_price: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    tier_prices: fc.array(
      fc.record({
        customer_group_id: fc.integer({ min: 0, max: 3 }),
        qty: fc.integer({ min: 1, max: 10 }),
        value: fc.integer({ min: 0, max: 10_000_000 }),
      }),
      { maxLength: 4 },
    ),
  });
  const arbitraryInput = fc.record({
    source: arbitrarySource,
    taxClassId: fc.constantFrom(0, TAX_CLASS_STANDARD, TAX_CLASS_REDUCED),
    storeView: fc.constantFrom(nl, de),
    now: fc.date({ min: new Date('2024-12-01'), max: new Date('2026-02-01'), noInvalidDate: true }),
    customerGroupId: fc.integer({ min: 0, max: 3 }),
    usePriceTiers: fc.boolean(),
  });

  it('never yields a negative amount', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const result = computePriceFields(input);
        const amounts = Object.values(result).filter((v): v is number => typeof v === 'number');
        const tierAmounts = result.tier_prices.flatMap((t) => [t.value, t.value_incl_tax]);
        return [...amounts, ...tierAmounts].every((v) => v >= 0);
      }),
    );
  });

  it('keeps net + tax = incl and final ≤ price ≤ original', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const r = computePriceFields(input);
        const sums = (['price', 'final_price', 'special_price', 'original_price'] as const).every(
          (key) => toCents(r[key]) + toCents(r[`${key}_tax`]) === toCents(r[`${key}_incl_tax`]),
        );
        return (
          sums &&
          r.final_price_incl_tax <= r.price_incl_tax &&
          r.price_incl_tax <= r.original_price_incl_tax &&
          r.discount_percentage >= 0 &&
          r.discount_percentage < 100
        );
      }),
    );
  });

  it('shows a special price exactly when the final price is below the original', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const r = computePriceFields(input);
        return isSpecialPriceShown(r) === r.final_price_incl_tax < r.original_price_incl_tax;
      }),
    );
  });
});

describe('displayed prices', () => {
  it('shows consumers the price incl. VAT in nl and de, net only in a net view', () => {
    expect(getDisplayedFinalPrice(fields({ price: 1210 }), nl)).toBe(12.1);
    // 12,10 incl. 21 % is 10,00 net; with the German 19 % that is 11,90.
    expect(getDisplayedFinalPrice(fields({ price: 1210 }, { storeView: de }), de)).toBe(11.9);
    const net = { ...de, pricesIncludeTax: false };
    expect(getDisplayedFinalPrice(fields({ price: 1210 }, { storeView: net }), net)).toBe(10);
  });

  it('shows every consumer store view its prices incl. VAT', () => {
    for (const view of Object.values(STORE_VIEWS)) expect(view.pricesIncludeTax).toBe(true);
  });

  it('multiplies the displayed price by a quantity above 1', () => {
    expect(multiplyByQty(12.95, 3)).toBe(38.85);
    expect(multiplyByQty(0.1, 3)).toBe(0.3);
    expect(multiplyByQty(12.95, 1)).toBe(12.95);
    expect(multiplyByQty(12.95, 0)).toBe(12.95);
  });
});

describe('configurable parent price', () => {
  const child = (price: number, overrides: { status?: number; inStock?: boolean } = {}) => ({
    ...fields({ price }),
    status: overrides.status ?? 1,
    stock: { is_in_stock: overrides.inStock ?? true },
    price_label: price,
  });

  it('takes the lowest enabled child, the first on a tie', () => {
    const children = [child(5000), child(4000, { status: 2 }), child(4500), child(4500)];
    expect(findLowestPricedChild(children)).toBe(children[2]);
  });

  it('skips out-of-stock children only when they are not listed', () => {
    const children = [child(5000), child(3000, { inStock: false })];
    expect(findLowestPricedChild(children)).toBe(children[1]);
    expect(findLowestPricedChild(children, { listOutOfStockProducts: false })).toBe(children[0]);
  });

  it("copies the child's price fields onto the parent", () => {
    const parent = { ...fields({ price: 0 }), sku: 'STROLLER' };
    const result = applyConfigurableParentPrice(parent, [child(5000), child(4500)]);
    expect(result.sku).toBe('STROLLER');
    expect(result.price_incl_tax).toBe(45);
    expect(result.final_price_incl_tax).toBe(45);
    expect(result).not.toHaveProperty('status');
  });

  it('leaves the parent alone when no child qualifies', () => {
    const parent = fields({ price: 100 });
    expect(applyConfigurableParentPrice(parent, [child(50, { status: 2 })])).toBe(parent);
  });
});
