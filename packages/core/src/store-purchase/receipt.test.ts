import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiptTotals } from './receipt.ts';

describe('receiptTotals', () => {
  it('derives the amounts excl. tax from the till’s prices incl. tax', () => {
    const result = receiptTotals([
      { qty: 2, priceInclTax: 1995, discountAmount: 0, taxPercent: 21 },
      { qty: 1, priceInclTax: 1090, discountAmount: 100, taxPercent: 9 },
    ]);
    expect(result).toEqual({
      ok: true,
      totals: {
        lines: [
          {
            price: 1649,
            priceInclTax: 1995,
            discountAmount: 0,
            rowTotal: 3298,
            rowTotalInclTax: 3990,
            taxAmount: 692,
          },
          {
            price: 1000,
            priceInclTax: 1090,
            discountAmount: 100,
            rowTotal: 908,
            rowTotalInclTax: 990,
            taxAmount: 82,
          },
        ],
        subtotal: 3298 + 1000,
        subtotalInclTax: 5080,
        discountAmount: 100,
        taxAmount: 774,
        grandTotal: 4980,
        qty: 3,
      },
    });
  });

  it('refuses a discount of more than the line costs, naming the line', () => {
    expect(
      receiptTotals([
        { qty: 1, priceInclTax: 500, discountAmount: 0, taxPercent: 21 },
        { qty: 2, priceInclTax: 500, discountAmount: 1001, taxPercent: 21 },
      ]),
    ).toEqual({ ok: false, discountTooBig: 1 });
  });

  it('makes the grand total the sum of the lines and never negative', () => {
    const line = fc.record({
      qty: fc.integer({ min: 1, max: 50 }),
      priceInclTax: fc.integer({ min: 0, max: 100_000 }),
      discountAmount: fc.integer({ min: 0, max: 100_000 }),
      taxPercent: fc.constantFrom(0, 7, 9, 19, 21),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), (lines) => {
        const result = receiptTotals(lines);
        if (!result.ok) {
          const line = lines[result.discountTooBig]!;
          expect(line.discountAmount).toBeGreaterThan(line.priceInclTax * line.qty);
          return;
        }
        const { totals } = result;
        expect(totals.grandTotal).toBe(totals.subtotalInclTax - totals.discountAmount);
        expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
        for (const priced of totals.lines) {
          expect(priced.rowTotal + priced.taxAmount).toBe(priced.rowTotalInclTax);
          expect(priced.taxAmount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
