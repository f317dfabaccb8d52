/**
 * The delivery date a shopper is promised: an order placed on a working day before the cut-off
 * is handed over that day, otherwise on the next working day; it then arrives after the delivery
 * method's number of working days. Working days are the days the shop is not closed (by default
 * every day but Sunday), counted on the shop's wall clock.
 */
import { DEFAULT_DELIVERY_PROMISE } from '../cart/delivery-promise.ts';
import { SHOP_TIME_ZONE, timeZoneOffset } from '../shop-time.ts';

/**
 * Orders placed before this time of day (shop time) leave the same working day: the cut-off the
 * delivery promise on the pages names, so the date matches what the shopper was promised.
 */
const DEFAULT_CUT_OFF: string = DEFAULT_DELIVERY_PROMISE.cutOff;

export interface DeliveryDateRule {
  /** Working days between handing over and delivery: 1 is the next working day, 0 the same day. */
  workingDays: number;
  /** ISO weekdays the shop is closed (1 = Monday … 7 = Sunday). */
  closedDays: readonly number[];
  /** 'HH:mm' on the shop's wall clock; orders from this minute on leave the next working day. */
  cutOff?: string;
  timeZone?: string;
}

const DAY_MS = 86_400_000;

/**
 * The expected delivery day of an order placed at `orderedAt`, as 'YYYY-MM-DD' in the shop's
 * time zone. Throws a RangeError for a negative or fractional number of days, a bad cut-off or
 * a week without a working day.
 */
export function expectedDeliveryDate(orderedAt: Date, rule: DeliveryDateRule): string {
  if (!Number.isInteger(rule.workingDays) || rule.workingDays < 0) {
    throw new RangeError('workingDays must be a whole number of days, 0 or more');
  }
  if ([1, 2, 3, 4, 5, 6, 7].every((day) => rule.closedDays.includes(day))) {
    throw new RangeError('The shop needs at least one working day a week');
  }
  const cutOffMinutes = parseTimeOfDay(rule.cutOff ?? DEFAULT_CUT_OFF);
  const timeZone = rule.timeZone ?? SHOP_TIME_ZONE;
  const epoch = orderedAt.getTime();
  // The wall clock as if it were UTC: its date fields are the shop's calendar day.
  const wall = new Date(epoch + timeZoneOffset(epoch, timeZone));
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  let day = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  const isWorkingDay = (at: number) => !rule.closedDays.includes(isoWeekdayOfUtcDay(at));

  // The day the order is handed over to the carrier (or made ready in the store).
  if (!isWorkingDay(day) || minutes >= cutOffMinutes) {
    do day += DAY_MS;
    while (!isWorkingDay(day));
  }
  for (let left = rule.workingDays; left > 0; ) {
    day += DAY_MS;
    if (isWorkingDay(day)) left -= 1;
  }
  return new Date(day).toISOString().slice(0, 10);
}

function isoWeekdayOfUtcDay(at: number): number {
  const weekday = new Date(at).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

function parseTimeOfDay(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a time of day (HH:mm)`);
  return Number(match[1]) * 60 + Number(match[2]);
}
