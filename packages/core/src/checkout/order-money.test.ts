import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCartTotals, type TotalsLine } from '../cart/totals.ts';
import { toCents } from '../money.ts';
import { allocateCredits } from './credits.ts';
import {
  CHARGE_ROW_KINDS,
  CREDIT_ROW_KINDS,
  fillMoneyLabel,
  type OrderMoneyRow,
  type OrderMoneySource,
  orderMoneyRows,
} from './order-money.ts';
import { addCreditSegments } from './pricing.ts';

const line = (itemId: number, qty: number, incl: number, rate: number): TotalsLine => ({
  itemId,
  name: `Product ${itemId}`,
  qty,
  parts: [
    {
      unitPriceExclTax: Math.round(incl / (1 + rate / 100)),
      unitPriceInclTax: incl,
      taxRate: rate,
    },
  ],
  options: [],
});

const rule = (kind: 'percent' | 'fixed' | 'free_shipping', amount: number, code: string) => ({
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

/** An order as placing writes it: its amounts from the totals, the totals kept with it. */
function placed(input: {
  lines: TotalsLine[];
  shipping: number | null;
  coupon: ReturnType<typeof rule> | null;
  credits: { kind: 'giftcard' | 'reward'; balance: number; label: string; unitCents?: number }[];
  method?: string;
}): OrderMoneySource {
  const totals = calculateCartTotals({
    lines: input.lines,
    pricesIncludeTax: true,
    shipping:
      input.shipping === null
        ? null
        : { amountInclTax: input.shipping, taxRate: 21, title: 'Standard delivery' },
    coupon: input.coupon,
  });
  const credits = allocateCredits(
    toCents(totals.grand_total),
    input.credits.map((credit, id) => ({ ...credit, id })),
  );
  if (credits.uses.length > 0) addCreditSegments(totals, credits);
  return {
    subtotalInclTax: toCents(totals.subtotal_incl_tax),
    discountAmount: toCents(totals.discount_amount),
    shippingInclTax: toCents(totals.shipping_incl_tax),
    taxAmount: toCents(totals.tax_amount),
    grandTotal: toCents(totals.grand_total),
    creditsAmount: credits.total,
    couponCode: input.coupon?.code ?? null,
    hasDelivery: input.shipping !== null,
    totals: JSON.parse(JSON.stringify(totals)),
    paymentMethodTitle: input.method ?? 'iDEAL',
  };
}

const sumOf = (rows: OrderMoneyRow[], kinds: readonly string[]) =>
  rows.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + row.amount, 0);
const brief = (rows: OrderMoneyRow[]) => rows.map((row) => [row.label, row.params, row.amount]);

describe('orderMoneyRows', () => {
  it('lists the coupon, each gift card, the points and what the method charged', () => {
    // 2 x 24,95 + 10,00 (9 %) = 59,90; 10 % off = -5,99; shipping 4,95; grand total 58,86, of
    // which VAT 21 % 8,65 (lines after the discount, and shipping) and 9 % 0,74.
    const order = placed({
      lines: [line(1, 2, 2495, 21), line(2, 1, 1000, 9)],
      shipping: 495,
      coupon: rule('percent', 10, 'WELKOM10'),
      credits: [
        { kind: 'giftcard', balance: 2000, label: '****-****-****-X7YZ' },
        { kind: 'giftcard', balance: 500, label: '****-****-****-AB23' },
        { kind: 'reward', balance: 300, label: 'points', unitCents: 1 },
      ],
    });
    expect(brief(orderMoneyRows(order))).toEqual([
      ['Subtotal', {}, 5990],
      ['Discount {percent}% ({code})', { code: 'WELKOM10', percent: 10 }, -599],
      ['Shipping', {}, 495],
      ['Grand total', {}, 5886],
      ['Incl. {rate}% VAT', { rate: '21' }, 865],
      ['Incl. {rate}% VAT', { rate: '9' }, 74],
      ['Gift card {code}', { code: '****-****-****-X7YZ' }, -2000],
      ['Gift card {code}', { code: '****-****-****-AB23' }, -500],
      ['Reward points ({points})', { points: 300 }, -300],
      ['Paid by {method}', { method: 'iDEAL' }, 3086],
    ]);
  });

  it('names a fixed coupon by its code, a free-shipping coupon with nothing off the lines', () => {
    const fixed = orderMoneyRows(
      placed({
        lines: [line(1, 1, 3000, 21)],
        shipping: 495,
        coupon: rule('fixed', 500, 'VIJF'),
        credits: [],
      }),
    );
    expect(fixed.find((row) => row.kind === 'discount')).toMatchObject({
      label: 'Discount ({code})',
      params: { code: 'VIJF' },
      amount: -500,
    });
    const free = orderMoneyRows(
      placed({
        lines: [line(1, 1, 3000, 21)],
        shipping: 495,
        coupon: rule('free_shipping', 0, 'GRATIS'),
        credits: [],
      }),
    );
    expect(brief(free).slice(0, 4)).toEqual([
      ['Subtotal', {}, 3000],
      ['Free shipping ({code})', { code: 'GRATIS' }, 0],
      ['Shipping', {}, 0],
      ['Grand total', {}, 3000],
    ]);
  });

  it('has no payment row when the credits pay it all, and no shipping row without delivery', () => {
    const rows = orderMoneyRows(
      placed({
        lines: [line(1, 1, 1500, 21)],
        shipping: null,
        coupon: null,
        credits: [{ kind: 'giftcard', balance: 5000, label: '****-****-****-X7YZ' }],
      }),
    );
    expect(rows.map((row) => row.kind)).toEqual(['subtotal', 'grand_total', 'tax', 'giftcard']);
    expect(rows.at(-1)?.amount).toBe(-1500);
  });

  it('shows what an old order paid with credits beyond what its totals list as one row', () => {
    const order = placed({ lines: [line(1, 1, 4000, 21)], shipping: 0, coupon: null, credits: [] });
    const rows = orderMoneyRows({ ...order, creditsAmount: 1000 });
    expect(brief(rows).slice(-2)).toEqual([
      ['Gift cards and points', {}, -1000],
      ['Paid by {method}', { method: 'iDEAL' }, 3000],
    ]);
  });

  it('reads totals that are not what it expects without failing (tax as one row)', () => {
    const rows = orderMoneyRows({
      subtotalInclTax: 1210,
      discountAmount: 0,
      shippingInclTax: 0,
      taxAmount: 210,
      grandTotal: 1210,
      creditsAmount: 0,
      couponCode: null,
      hasDelivery: false,
      totals: 'not totals',
      paymentMethodTitle: 'PayPal',
    });
    expect(brief(rows)).toEqual([
      ['Subtotal', {}, 1210],
      ['Grand total', {}, 1210],
      ['Incl. VAT', {}, 210],
      ['Paid by {method}', { method: 'PayPal' }, 1210],
    ]);
  });

  it('adds up: charges make the grand total, the grand total less the credits is what the method charged', () => {
    const lineArb = fc.record({
      qty: fc.integer({ min: 1, max: 5 }),
      incl: fc.integer({ min: 1, max: 20_000 }),
      rate: fc.constantFrom(0, 7, 9, 19, 21),
    });
    const couponArb = fc.option(
      fc.oneof(
        fc.integer({ min: 1, max: 100 }).map((n) => rule('percent', n, 'PCT')),
        fc.integer({ min: 1, max: 50_000 }).map((n) => rule('fixed', n, 'FIX')),
        fc.constant(rule('free_shipping', 0, 'FREE')),
      ),
    );
    const creditArb = fc.oneof(
      fc
        .integer({ min: 0, max: 30_000 })
        .map((balance) => ({ kind: 'giftcard' as const, balance, label: 'card' })),
      fc.integer({ min: 0, max: 30_000 }).map((balance) => ({
        kind: 'reward' as const,
        balance,
        label: 'points',
        unitCents: 1,
      })),
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.option(fc.integer({ min: 0, max: 2000 })),
        couponArb,
        fc.array(creditArb, { maxLength: 3 }),
        (lines, shipping, coupon, credits) => {
          const order = placed({
            lines: lines.map((l, i) => line(i + 1, l.qty, l.incl, l.rate)),
            shipping,
            coupon,
            credits,
          });
          const rows = orderMoneyRows(order);
          const grand = rows.find((row) => row.kind === 'grand_total')?.amount;
          expect(grand).toBe(order.grandTotal);
          expect(sumOf(rows, CHARGE_ROW_KINDS)).toBe(order.grandTotal);
          expect(sumOf(rows, ['tax'])).toBe(order.taxAmount);
          const charged = rows.find((row) => row.kind === 'payment')?.amount ?? 0;
          expect(order.grandTotal + sumOf(rows, CREDIT_ROW_KINDS)).toBe(charged);
          expect(charged).toBe(order.grandTotal - order.creditsAmount);
          // Each credit that paid something has its own row; none is lumped together.
          const applied = (
            (order.totals as { credits_applied?: { amount_used: number }[] }).credits_applied ?? []
          ).filter((use) => use.amount_used > 0);
          expect(
            rows.filter((row) => row.kind === 'giftcard' || row.kind === 'reward'),
          ).toHaveLength(applied.length);
          expect(rows.some((row) => row.kind === 'credits')).toBe(false);
        },
      ),
    );
  });
});

describe('fillMoneyLabel', () => {
  it('fills the parameters it has and leaves the others', () => {
    expect(fillMoneyLabel('Cadeaubon {code} {x}', { code: '****-AB23' })).toBe(
      'Cadeaubon ****-AB23 {x}',
    );
  });
});
