import { describe, expect, it } from 'vitest';
import { newCouponProblem } from './coupons.ts';

const window = { fromDate: null, toDate: null };

describe('a coupon made in the back office', () => {
  it('takes a whole percentage of 1 to 100', () => {
    expect(newCouponProblem({ kind: 'percent', amount: 10, ...window })).toBeNull();
    expect(newCouponProblem({ kind: 'percent', amount: 100, ...window })).toBeNull();
    for (const amount of [0, 101, 12.5, -3]) {
      expect(newCouponProblem({ kind: 'percent', amount, ...window })).toEqual({
        problem: 'percent_range',
        field: 'amount',
      });
    }
  });

  it('takes at least a cent off as a fixed amount; free shipping needs no amount', () => {
    expect(newCouponProblem({ kind: 'fixed', amount: 1, ...window })).toBeNull();
    expect(newCouponProblem({ kind: 'fixed', amount: 0, ...window })).toEqual({
      problem: 'amount_required',
      field: 'amount',
    });
    expect(newCouponProblem({ kind: 'free_shipping', amount: 0, ...window })).toBeNull();
  });

  it('ends after it starts', () => {
    const fromDate = new Date('2026-12-01T00:00:00Z');
    expect(
      newCouponProblem({
        kind: 'fixed',
        amount: 500,
        fromDate,
        toDate: new Date('2026-12-02T00:00:00Z'),
      }),
    ).toBeNull();
    expect(newCouponProblem({ kind: 'fixed', amount: 500, fromDate, toDate: fromDate })).toEqual({
      problem: 'window',
      field: 'to',
    });
    expect(newCouponProblem({ kind: 'fixed', amount: 500, fromDate, toDate: null })).toBeNull();
  });
});
