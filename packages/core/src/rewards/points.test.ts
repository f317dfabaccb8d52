import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSpendPoints,
  DEFAULT_REWARD_RATES,
  pointsCovering,
  pointsForOrder,
  pointsToTakeBack,
  pointsValueCents,
  rewardableCents,
} from './points.ts';

const order = (
  grandTotal: number,
  shippingInclTax = 0,
  giftCardsInclTax = 0,
  paidWithCredit = 0,
) => ({
  grandTotal,
  shippingInclTax,
  giftCardsInclTax,
  paidWithCredit,
});

describe('the points a paid order earns', () => {
  it('are one per whole euro of the grand total without shipping, by default', () => {
    // € 54.94 incl. € 4.95 shipping: € 49.99 of goods earn 49 points.
    expect(pointsForOrder(order(5494, 495), DEFAULT_REWARD_RATES)).toBe(49);
  });

  it('leave gift cards out: a voucher is money', () => {
    expect(pointsForOrder(order(7500, 0, 5000), DEFAULT_REWARD_RATES)).toBe(25);
    expect(pointsForOrder(order(5000, 0, 5000), DEFAULT_REWARD_RATES)).toBe(0);
  });

  it('leave out what was paid with points or gift card credit', () => {
    expect(pointsForOrder(order(3000, 0, 0, 1000), DEFAULT_REWARD_RATES)).toBe(20);
  });

  it('follow the configured rate', () => {
    expect(pointsForOrder(order(2599), { pointsPerEuro: 3 })).toBe(75);
  });

  it('are never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (grand, shipping, cards, credit) => {
          const amounts = order(grand, shipping, cards, credit);
          expect(rewardableCents(amounts)).toBeGreaterThanOrEqual(0);
          expect(pointsForOrder(amounts, DEFAULT_REWARD_RATES)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('what points are worth', () => {
  it('is one cent a point by default: 100 points pay one euro', () => {
    expect(pointsValueCents(100, DEFAULT_REWARD_RATES)).toBe(100);
    expect(pointsValueCents(-5, DEFAULT_REWARD_RATES)).toBe(0);
  });

  it('covers an amount with no more points than it costs', () => {
    expect(pointsCovering(1050, { pointValueCents: 1 })).toBe(1050);
    expect(pointsCovering(1050, { pointValueCents: 5 })).toBe(210);
    expect(pointsCovering(1052, { pointValueCents: 5 })).toBe(210);
  });
});

describe('the balance is never negative', () => {
  it('takes back at most what is left of the balance', () => {
    expect(pointsToTakeBack(40, 100)).toBe(40);
    expect(pointsToTakeBack(40, 15)).toBe(15);
    expect(pointsToTakeBack(40, 0)).toBe(0);
  });

  it('spends only whole points above zero, up to the balance', () => {
    expect(canSpendPoints(10, 10)).toBe(true);
    expect(canSpendPoints(11, 10)).toBe(false);
    expect(canSpendPoints(0, 10)).toBe(false);
    expect(canSpendPoints(1.5, 10)).toBe(false);
  });
});
