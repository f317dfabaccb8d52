/**
 * The back office's dashboard rules (decision 75): the shop's days as spans of time, on the
 * shop's wall clock whatever the server's zone (a day in Amsterdam lasts 23 or 25 hours when the
 * clocks change), which orders still wait for the shop, and when a product's stock runs out.
 */
import { SHOP_TIME_ZONE, shopCalendarDay, timeZoneOffset } from '../shop-time.ts';

const DAY_MS = 86_400_000;

/** One calendar day of the shop: its date ('2026-03-29') and its span [start, end) in epoch ms. */
export interface ShopDay {
  date: string;
  start: number;
  end: number;
}

/** The instant a wall-clock midnight (given as that day's UTC midnight) happens in a time zone. */
function midnightOf(day: number, timeZone: string): number {
  // The offset a few hours before that midnight is the one in force at midnight: the clocks
  // change at 02:00 or 03:00 local time, never around midnight.
  return day - timeZoneOffset(day - 6 * 3_600_000, timeZone);
}

/**
 * The `count` calendar days of the shop up to and including the one `now` falls in, oldest
 * first: the days of the dashboard's revenue chart, the last one being today.
 */
export function shopDaysUpTo(
  now: Date,
  count: number,
  timeZone: string = SHOP_TIME_ZONE,
): ShopDay[] {
  const today = shopCalendarDay(now, timeZone).getTime();
  const days: ShopDay[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const day = today - back * DAY_MS;
    days.push({
      date: new Date(day).toISOString().slice(0, 10),
      start: midnightOf(day, timeZone),
      end: midnightOf(day + DAY_MS, timeZone),
    });
  }
  return days;
}

/**
 * Order statuses after which the shop has nothing more to do: shipped, completed (picked up or
 * closed by an operator), refunded and canceled. An order ready for pick-up still waits for its
 * customer, so it counts as waiting.
 */
export const SETTLED_ORDER_STATUSES: readonly string[] = [
  'Order Shipped',
  'Completed',
  'Refunded',
  'canceled',
];

/** Whether an order in this status still waits for the shop (payment, shipping, a refund). */
export function orderIsWaiting(status: string): boolean {
  return !SETTLED_ORDER_STATUSES.includes(status);
}

/** Products with stock held (manage_stock) at or below this many pieces are running out. */
export const LOW_STOCK_THRESHOLD = 5;

/** Whether a stock item is running out: its stock is counted and at most the threshold. */
export function stockIsRunningOut(
  item: { qty: number; manageStock: boolean },
  threshold: number = LOW_STOCK_THRESHOLD,
): boolean {
  return item.manageStock && item.qty <= threshold;
}
