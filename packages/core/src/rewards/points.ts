/**
 * Reward (loyalty) points: what a paid order earns and what points are worth. The rules:
 * - A paid order of a logged-in customer earns `pointsPerEuro` points for every whole euro of the
 *   goods it paid for: its grand total (incl. tax) minus the shipping (incl. tax), minus gift
 *   cards (a voucher is money: buying one earns nothing, spending it later does), minus what was
 *   paid with points or gift card credit (money that was not paid anew). Cents below a whole
 *   euro earn nothing; no order earns less than zero.
 * - A point is worth `pointValueCents` cents when spent (default 1: 100 points pay one euro).
 * - A customer's balance is the sum of their ledger and is never negative: a spend takes at most
 *   the balance, and taking back the points of a canceled order takes at most what is left.
 */

/** The rates of the points (configuration REWARD_POINTS_PER_EURO, REWARD_POINT_VALUE_CENTS). */
export interface RewardRates {
  /** Points earned per whole euro paid for goods. */
  pointsPerEuro: number;
  /** What one point is worth when spent, in cents. */
  pointValueCents: number;
}

/** Default rates: one point per euro, 100 points are worth one euro. */
export const DEFAULT_REWARD_RATES: RewardRates = { pointsPerEuro: 1, pointValueCents: 1 };

/** The amounts of a paid order the points are counted from (all cents, incl. tax). */
export interface RewardOrderAmounts {
  grandTotal: number;
  shippingInclTax: number;
  /** The gift card lines' totals incl. tax (they carry no tax): they earn nothing. */
  giftCardsInclTax: number;
  /** What was paid with points or gift card credit (0 while the order has none). */
  paidWithCredit?: number;
}

/** The cents of an order that earn points: goods paid with new money, never below zero. */
export function rewardableCents(order: RewardOrderAmounts): number {
  const cents =
    order.grandTotal - order.shippingInclTax - order.giftCardsInclTax - (order.paidWithCredit ?? 0);
  return Math.max(0, cents);
}

/** The points a paid order earns: `pointsPerEuro` for each whole euro of `rewardableCents`. */
export function pointsForOrder(
  order: RewardOrderAmounts,
  rates: Pick<RewardRates, 'pointsPerEuro'>,
) {
  return Math.floor(rewardableCents(order) / 100) * rates.pointsPerEuro;
}

/** What `points` are worth when spent, in cents. */
export function pointsValueCents(points: number, rates: Pick<RewardRates, 'pointValueCents'>) {
  return Math.max(0, points) * rates.pointValueCents;
}

/** The most points a customer can spend on an amount (cents): no more than it costs. */
export function pointsCovering(cents: number, rates: Pick<RewardRates, 'pointValueCents'>) {
  return Math.max(0, Math.floor(cents / rates.pointValueCents));
}

/** Why a customer's points changed: one ledger entry each. */
export const REWARD_REASONS = [
  'earned',
  'taken_back',
  'spent',
  'given_back',
  'expired',
  'adjusted',
] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

/** The points the ledger takes back for a canceled order: what it earned, at most the balance. */
export function pointsToTakeBack(earned: number, balance: number): number {
  return Math.max(0, Math.min(earned, balance));
}

/** Whether a customer with `balance` points can spend `points` (a whole number above zero). */
export function canSpendPoints(points: number, balance: number): boolean {
  return Number.isInteger(points) && points > 0 && points <= balance;
}
