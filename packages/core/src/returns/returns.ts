/**
 * Returns of a web order: what a shopper may send back and until when, and how the shop handles
 * a return once it was announced.
 *
 * - The period: a shopper may withdraw from a distance purchase for at least 14 days after the
 *   goods arrived (Richtlijn 2011/83/EU art. 9; art. 6:230o BW; § 355 BGB); the shop may give
 *   more (it promises free returns within 30 days, secondary-areas §9). The days are the shop's
 *   calendar days: the period ends at the last moment of its last day in Amsterdam. It counts
 *   from the delivery day, or from the order day when no delivery day is known.
 * - What: per order line, at most what was delivered and not returned yet. A gift card is no
 *   goods (a voucher, spent by its code) and a virtual line (a contribution to a birth list's
 *   donation item) sends nothing: neither can be sent back.
 * - States: announced -> received -> refunded, or rejected (from announced or received).
 */
import { lastMomentOf, shopCalendarDay } from '../shop-time.ts';

/** The statutory withdrawal period, days: a shop's own return period is never shorter. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** Why a shopper sends something back: the form's short list (free text besides). */
export const RETURN_REASONS = [
  'too_small',
  'too_big',
  'not_as_expected',
  'damaged',
  'wrong_item',
  'changed_mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The free text of a return, characters. */
export const RETURN_COMMENT_MAX_LENGTH = 500;

export const RETURN_STATES = ['announced', 'received', 'refunded', 'rejected'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** Where a return may go from each state; refunded and rejected are final. */
const NEXT_STATES: Record<ReturnState, readonly ReturnState[]> = {
  announced: ['received', 'rejected'],
  received: ['refunded', 'rejected'],
  refunded: [],
  rejected: [],
};

/** Whether a return in state `from` may change to `to`. */
export function canChangeReturnState(from: ReturnState, to: ReturnState): boolean {
  return NEXT_STATES[from].includes(to);
}

/** The states a return in `from` may change to (none once it is final). */
export function nextReturnStates(from: ReturnState): readonly ReturnState[] {
  return NEXT_STATES[from];
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The last moment a return can be announced: the end of the `periodDays`-th shop calendar day
 * after the delivery day ('YYYY-MM-DD' in shop time), or after the order's day when the
 * delivery day is unknown (null or unreadable). A period shorter than the statutory one counts
 * as the statutory one.
 */
export function returnDeadline(
  order: { placedAt: Date; deliveredOn: string | null },
  periodDays: number,
): Date {
  const days = Math.max(WITHDRAWAL_PERIOD_DAYS, Math.floor(periodDays));
  const start =
    order.deliveredOn !== null && ISO_DAY.test(order.deliveredOn)
      ? Date.parse(`${order.deliveredOn}T00:00:00Z`)
      : shopCalendarDay(order.placedAt).getTime();
  const startDay = Number.isNaN(start) ? shopCalendarDay(order.placedAt).getTime() : start;
  const lastDay = new Date(startDay + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(lastMomentOf(lastDay) ?? startDay + (days + 1) * DAY_MS - 1);
}

/** Whether a return can still be announced at `now` (up to and including the deadline). */
export function isReturnPeriodOpen(
  order: { placedAt: Date; deliveredOn: string | null },
  periodDays: number,
  now: Date,
): boolean {
  return now.getTime() <= returnDeadline(order, periodDays).getTime();
}

/** Why a line cannot be returned (any more). */
export type NotReturnableReason = 'gift_card' | 'virtual' | 'all_returned';

/** An order line as the return rules see it. */
export interface ReturnOrderLine {
  itemId: number;
  /** Units delivered (the ordered quantity: an order is delivered whole). */
  qty: number;
  productType: string;
  isGiftCard: boolean;
  /** Units of the line in earlier returns that were not rejected. */
  returnedQty: number;
}

export interface ReturnableLine {
  itemId: number;
  /** Units that may still be returned (0 when none). */
  returnable: number;
  /** Why nothing of the line can be returned, or null when something can. */
  notReturnable: NotReturnableReason | null;
}

const NOT_SHIPPED_TYPES = new Set(['virtual', 'downloadable']);

/** What of each line may still be returned, and why not when nothing. */
export function returnableLines(lines: readonly ReturnOrderLine[]): ReturnableLine[] {
  return lines.map((line) => {
    if (line.isGiftCard) return { itemId: line.itemId, returnable: 0, notReturnable: 'gift_card' };
    if (NOT_SHIPPED_TYPES.has(line.productType)) {
      return { itemId: line.itemId, returnable: 0, notReturnable: 'virtual' };
    }
    const returnable = Math.max(0, line.qty - line.returnedQty);
    return {
      itemId: line.itemId,
      returnable,
      notReturnable: returnable === 0 ? 'all_returned' : null,
    };
  });
}

/** A problem of an announced return, with the request field it is about. */
export type ReturnRequestProblem =
  | { field: string; problem: 'no_lines' }
  | { field: string; problem: 'unknown_line' }
  | { field: string; problem: 'duplicate_line' }
  | { field: string; problem: 'not_returnable'; reason: NotReturnableReason }
  | { field: string; problem: 'too_many'; maximum: number };

/**
 * The problems of a requested return (lines of item id and quantity; a quantity of 0 leaves the
 * line out), first problem first: a line that is not the order's, named twice, that cannot be
 * returned, or more than may still be returned; no unit at all.
 */
export function checkReturnRequest(
  lines: readonly ReturnOrderLine[],
  requested: readonly { itemId: number; qty: number }[],
): ReturnRequestProblem[] {
  const allowed = new Map(returnableLines(lines).map((line) => [line.itemId, line]));
  const seen = new Set<number>();
  const problems: ReturnRequestProblem[] = [];
  requested.forEach((line, index) => {
    const field = `lines.${index}`;
    const known = allowed.get(line.itemId);
    if (!known) {
      problems.push({ field: `${field}.item_id`, problem: 'unknown_line' });
      return;
    }
    if (seen.has(line.itemId)) {
      problems.push({ field: `${field}.item_id`, problem: 'duplicate_line' });
      return;
    }
    seen.add(line.itemId);
    if (line.qty === 0) return;
    if (known.notReturnable && known.notReturnable !== 'all_returned') {
      problems.push({
        field: `${field}.item_id`,
        problem: 'not_returnable',
        reason: known.notReturnable,
      });
      return;
    }
    if (line.qty > known.returnable) {
      problems.push({ field: `${field}.qty`, problem: 'too_many', maximum: known.returnable });
    }
  });
  if (problems.length === 0 && !requested.some((line) => line.qty > 0)) {
    problems.push({ field: 'lines', problem: 'no_lines' });
  }
  return problems;
}

/** A return's number: 'R' and the order number's style (store view prefix, nine digits). */
export function returnNumber(storeCode: string, sequence: number): string {
  return `R${storeCode.toUpperCase()}${String(sequence).padStart(9, '0')}`;
}
