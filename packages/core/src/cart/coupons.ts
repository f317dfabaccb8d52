/**
 * Coupons: a small sales-rule model. A rule takes a percentage or a fixed amount off
 * the subtotal incl. tax, or makes shipping free; it may need a minimum subtotal, be valid
 * between two moments and be usable a limited number of times.
 */
import { formatPrice, type PriceLocale, percentOf } from '../money.ts';

export type CouponKind = 'percent' | 'fixed' | 'free_shipping';

export interface CouponRule {
  kind: CouponKind;
  /** Whole percent for 'percent', cents incl. tax for 'fixed', unused for 'free_shipping'. */
  amount: number;
  /** Cents incl. tax the subtotal must reach; 0 for none. */
  minSubtotal: number;
  fromDate: Date | null;
  toDate: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  active: boolean;
  /** A personal coupon: only orders of this (normalized) e-mail address may use it. */
  email?: string | null;
}

/** Why a coupon does not apply: the HTTP answer kind and a message for the shopper. */
export interface CouponProblem {
  kind: 'not_found' | 'invalid';
  message: string;
}

/**
 * Whether a coupon may be applied to a cart with this subtotal (cents incl. tax) at `now`;
 * null when it may, else the problem. An inactive rule answers like an unknown code.
 */
export function checkCoupon(
  code: string,
  rule: CouponRule | null,
  subtotalInclTax: number,
  now: Date,
  locale: PriceLocale = 'nl-NL',
): CouponProblem | null {
  if (!rule?.active) {
    return { kind: 'not_found', message: `The coupon code "${code}" is not valid.` };
  }
  if (rule.fromDate && now.getTime() < rule.fromDate.getTime()) {
    return { kind: 'invalid', message: `The coupon code "${code}" is not valid yet.` };
  }
  if (rule.toDate && now.getTime() >= rule.toDate.getTime()) {
    return { kind: 'invalid', message: `The coupon code "${code}" has expired.` };
  }
  if (rule.usageLimit !== null && rule.timesUsed >= rule.usageLimit) {
    return {
      kind: 'invalid',
      message: `The coupon code "${code}" has reached its usage limit.`,
    };
  }
  if (subtotalInclTax < rule.minSubtotal) {
    return {
      kind: 'invalid',
      message: `The coupon code "${code}" needs a subtotal of at least ${formatPrice(
        rule.minSubtotal / 100,
        locale,
      )}.`,
    };
  }
  return null;
}

/**
 * Whether a personal coupon may be used with this e-mail address: null when it may (a coupon of
 * anyone, or no address known yet: a guest's cart is checked again when the order names one).
 */
export function checkCouponEmail(
  code: string,
  rule: Pick<CouponRule, 'email'> | null,
  email: string | null | undefined,
): CouponProblem | null {
  if (!rule?.email || email === null || email === undefined) return null;
  if (rule.email === email.trim().toLowerCase()) return null;
  return {
    kind: 'invalid',
    message: `The coupon code "${code}" is not valid for this e-mail address.`,
  };
}

/** The discount in cents a rule gives on a subtotal incl. tax (never more than the subtotal). */
export function couponDiscountCents(rule: Pick<CouponRule, 'kind' | 'amount'>, subtotal: number) {
  if (subtotal <= 0) return 0;
  switch (rule.kind) {
    case 'percent':
      return Math.min(percentOf(subtotal, Math.min(Math.max(rule.amount, 0), 100)), subtotal);
    case 'fixed':
      return Math.min(Math.max(rule.amount, 0), subtotal);
    default:
      return 0;
  }
}

/** What is wrong with a coupon an operator makes, and the field it is about; null: nothing. */
export type NewCouponProblem =
  | { problem: 'percent_range'; field: 'amount' }
  | { problem: 'amount_required'; field: 'amount' }
  | { problem: 'window'; field: 'to' };

/**
 * The rules of a coupon made in the back office, on top of its fields' own bounds: a percentage
 * is a whole 1..100 (100 makes the goods free, never less than free), a fixed amount takes at
 * least a cent off, free shipping takes no amount, and a window ends after it starts.
 */
export function newCouponProblem(rule: {
  kind: CouponKind;
  amount: number;
  fromDate: Date | null;
  toDate: Date | null;
}): NewCouponProblem | null {
  if (
    rule.kind === 'percent' &&
    !(Number.isInteger(rule.amount) && rule.amount >= 1 && rule.amount <= 100)
  ) {
    return { problem: 'percent_range', field: 'amount' };
  }
  if (rule.kind === 'fixed' && rule.amount < 1)
    return { problem: 'amount_required', field: 'amount' };
  if (rule.fromDate && rule.toDate && rule.toDate.getTime() <= rule.fromDate.getTime()) {
    return { problem: 'window', field: 'to' };
  }
  return null;
}
