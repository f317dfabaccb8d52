import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.ts';
import type { CouponRule } from './coupons.ts';
import {
  type CartTotalsInput,
  calculateCartTotals,
  distributeByLargestRemainder,
  type TotalsLine,
} from './totals.ts';

const rule = (kind: CouponRule['kind'], amount: number, code = 'CODE') => ({
  code,
  kind,
  amount,
  minSubtotal: 0,
  fromDate: null,
  toDate: null,
  usageLimit: null,
  timesUsed: 0,
  active: true,
});

const line = (
  itemId: number,
  qty: number,
  excl: number,
  incl: number,
  rate: number,
): TotalsLine => ({
  itemId,
  name: `Product ${itemId}`,
  qty,
  parts: [{ unitPriceExclTax: excl, unitPriceInclTax: incl, taxRate: rate }],
  options: [],
});

const flatrate = { amountInclTax: 495, taxRate: 21, title: 'Standard delivery' };

describe('calculateCartTotals', () => {
  it('keeps the Dutch shelf price: 3 x 12,95 incl. 21 % is 38,85 with 6,74 tax', () => {
    const totals = calculateCartTotals({
      lines: [line(1, 3, 1070, 1295, 21)],
      pricesIncludeTax: true,
      shipping: null,
      coupon: null,
    });
    expect(totals).toMatchObject({
      subtotal_incl_tax: 38.85,
      subtotal: 32.11,
      tax_amount: 6.74,
      grand_total: 38.85,
      discount_amount: 0,
      items_qty: 3,
    });
    expect(totals.items[0]).toMatchObject({
      price: 10.7,
      price_incl_tax: 12.95,
      row_total: 32.11,
      row_total_incl_tax: 38.85,
      tax_amount: 6.74,
      tax_percent: 21,
    });
    expect(totals.coupon_code).toBeUndefined();
    expect(Object.hasOwn(totals, 'coupon_code')).toBe(false);
  });

  it('adds the tax to the net row in a store view that shows net prices', () => {
    const totals = calculateCartTotals({
      lines: [line(1, 2, 1000, 1190, 19), line(2, 1, 500, 535, 7)],
      pricesIncludeTax: false,
      shipping: { amountInclTax: 495, taxRate: 19, title: 'Standard delivery' },
      coupon: null,
    });
    expect(totals.subtotal).toBe(25);
    expect(totals.subtotal_incl_tax).toBe(29.15);
    expect(totals.shipping_incl_tax).toBe(4.95);
    expect(totals.shipping_amount).toBe(4.16);
    expect(totals.tax_amount).toBe(4.94); // 3,80 + 0,35 + 0,79 shipping
    expect(totals.grand_total).toBe(34.1);
    const subtotal = totals.total_segments.find((s) => s.code === 'subtotal');
    expect(subtotal?.value).toBe(25);
    const shipping = totals.total_segments.find((s) => s.code === 'shipping');
    expect(shipping?.value).toBe(4.16);
    const tax = totals.total_segments.find((s) => s.code === 'tax');
    expect(tax?.extension_attributes?.tax_grandtotal_details).toEqual([
      { amount: 4.59, rates: [{ percent: '19', title: 'VAT 19%' }], group_id: 1 },
      { amount: 0.35, rates: [{ percent: '7', title: 'VAT 7%' }], group_id: 2 },
    ]);
  });

  it('shows the subtotal and shipping incl. tax in the Dutch segments', () => {
    const totals = calculateCartTotals({
      lines: [line(1, 1, 1070, 1295, 21)],
      pricesIncludeTax: true,
      shipping: flatrate,
      coupon: null,
    });
    expect(totals.total_segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal', 12.95],
      ['shipping', 4.95],
      ['tax', 3.11],
      ['grand_total', 17.9],
    ]);
  });

  it('spreads a fixed discount over the rows so that the row discounts add up exactly', () => {
    const totals = calculateCartTotals({
      lines: [line(1, 1, 826, 1000, 21), line(2, 1, 826, 1000, 21), line(3, 1, 826, 1000, 21)],
      pricesIncludeTax: true,
      shipping: null,
      coupon: rule('fixed', 500, 'KORTING5'),
    });
    const shares = totals.items.map((i) => toCents(i.discount_amount));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(500);
    expect(shares.sort()).toEqual([166, 167, 167]);
    expect(totals.discount_amount).toBe(-5);
    expect(totals.grand_total).toBe(25);
    expect(totals.coupon_code).toBe('KORTING5');
    expect(totals.total_segments.find((s) => s.code === 'discount')).toMatchObject({
      title: 'Discount (KORTING5)',
      value: -5,
    });
  });

  it('takes the tax of a discounted row from what is paid for it', () => {
    const totals = calculateCartTotals({
      lines: [line(1, 1, 8264, 10000, 21)],
      pricesIncludeTax: true,
      shipping: null,
      coupon: rule('percent', 10, 'WELKOM10'),
    });
    expect(totals.discount_amount).toBe(-10);
    expect(totals.items[0]?.discount_percent).toBe(10);
    // 90,00 incl. 21 % holds 15,62 tax.
    expect(totals.tax_amount).toBe(15.62);
    expect(totals.grand_total).toBe(90);
  });

  it('never gives more discount than the subtotal', () => {
    const totals = calculateCartTotals({
      lines: [line(1, 1, 248, 300, 21)],
      pricesIncludeTax: true,
      shipping: flatrate,
      coupon: rule('fixed', 1000),
    });
    expect(totals.discount_amount).toBe(-3);
    expect(totals.grand_total).toBe(4.95);
    expect(totals.tax_amount).toBe(0.86);
  });

  it('zeroes the shipping with a free-shipping coupon', () => {
    const totals = calculateCartTotals({
      lines: [line(1, 1, 1070, 1295, 21)],
      pricesIncludeTax: true,
      shipping: flatrate,
      coupon: rule('free_shipping', 0, 'GRATISVERZENDING'),
    });
    expect(totals.shipping_incl_tax).toBe(0);
    expect(totals.grand_total).toBe(12.95);
    expect(totals.discount_amount).toBe(0);
    expect(totals.coupon_code).toBe('GRATISVERZENDING');
  });

  it('prices a bundle from its parts, each at its own rate', () => {
    const totals = calculateCartTotals({
      lines: [
        {
          itemId: 7,
          name: 'Set',
          qty: 2,
          parts: [
            { unitPriceExclTax: 1000, unitPriceInclTax: 1210, taxRate: 21 },
            { unitPriceExclTax: 500, unitPriceInclTax: 545, taxRate: 9, qty: 2 },
          ],
          options: [{ label: 'Regenhoes', value: '2 x Hoes' }],
        },
      ],
      pricesIncludeTax: true,
      shipping: null,
      coupon: null,
    });
    expect(totals.items[0]).toMatchObject({
      price_incl_tax: 23.0,
      row_total_incl_tax: 46.0,
      tax_amount: 6.0, // 4,20 at 21 % and 1,80 at 9 %
      tax_percent: 21,
      options: '[{"label":"Regenhoes","value":"2 x Hoes"}]',
    });
    expect(totals.items_qty).toBe(2);
  });

  it('answers zero totals for an empty cart', () => {
    const totals = calculateCartTotals({
      lines: [],
      pricesIncludeTax: true,
      shipping: null,
      coupon: null,
    });
    expect(totals).toMatchObject({ grand_total: 0, subtotal: 0, tax_amount: 0, items: [] });
  });
});

describe('distributeByLargestRemainder', () => {
  it('splits exactly and never gives a share above its weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (weights, wanted) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.min(wanted, sum);
          const shares = distributeByLargestRemainder(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum > 0 ? total : 0);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});

const arbitraryInput: fc.Arbitrary<CartTotalsInput> = fc.record({
  lines: fc.array(
    fc.record({
      itemId: fc.integer({ min: 1, max: 1_000_000 }),
      name: fc.constant('Product'),
      qty: fc.integer({ min: 1, max: 10_000 }),
      parts: fc.array(
        fc
          .record({
            net: fc.integer({ min: 0, max: 500_000 }),
            taxRate: fc.constantFrom(0, 7, 9, 19, 21),
            qty: fc.integer({ min: 1, max: 5 }),
          })
          .map(({ net, taxRate, qty }) => ({
            unitPriceExclTax: net,
            unitPriceInclTax: Math.round(net * (1 + taxRate / 100)),
            taxRate,
            qty,
          })),
        { minLength: 1, maxLength: 3 },
      ),
      options: fc.constant([]),
    }),
    { maxLength: 8 },
  ),
  pricesIncludeTax: fc.boolean(),
  shipping: fc.option(
    fc.record({
      amountInclTax: fc.integer({ min: 0, max: 5000 }),
      taxRate: fc.constantFrom(0, 19, 21),
      title: fc.constant('Standard delivery'),
    }),
  ),
  coupon: fc.option(
    fc.oneof(
      fc.integer({ min: 0, max: 100 }).map((n) => rule('percent', n)),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => rule('fixed', n)),
      fc.constant(rule('free_shipping', 0)),
    ),
  ),
});

describe('calculateCartTotals properties', () => {
  it('grand total = subtotal incl. tax + discount + shipping incl. tax; tax = rows + shipping', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const t = calculateCartTotals(input);
        const c = toCents;
        expect(c(t.grand_total)).toBe(
          c(t.subtotal_incl_tax) + c(t.discount_amount) + c(t.shipping_incl_tax),
        );
        const rowTax = t.items.reduce((sum, item) => sum + c(item.tax_amount), 0);
        expect(c(t.tax_amount)).toBe(rowTax + c(t.shipping_tax_amount));
        expect(c(t.shipping_incl_tax)).toBe(c(t.shipping_amount) + c(t.shipping_tax_amount));
        const rowDiscount = t.items.reduce((sum, item) => sum + c(item.discount_amount), 0);
        expect(rowDiscount + c(t.discount_amount) === 0).toBe(true);
        expect(c(t.subtotal_incl_tax)).toBe(
          t.items.reduce((s, i) => s + c(i.row_total_incl_tax), 0),
        );
      }),
    );
  });

  it('is never negative and the discount never exceeds the subtotal', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const t = calculateCartTotals(input);
        for (const value of [
          t.grand_total,
          t.subtotal,
          t.subtotal_incl_tax,
          t.tax_amount,
          t.shipping_amount,
          t.shipping_incl_tax,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(t.discount_amount).toBeLessThanOrEqual(0);
        expect(-toCents(t.discount_amount)).toBeLessThanOrEqual(toCents(t.subtotal_incl_tax));
        for (const item of t.items) {
          expect(item.tax_amount).toBeGreaterThanOrEqual(0);
          expect(item.discount_amount).toBeLessThanOrEqual(item.row_total_incl_tax);
          expect(item.row_total_with_discount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
