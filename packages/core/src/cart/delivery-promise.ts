/**
 * The delivery promise shown where shoppers decide (near the price, in the cart, in the USP bar):
 * ordered before the shipping cut-off on a shipping day, shipped the same day; otherwise standard
 * delivery in a number of working days. The cut-offs the shop knows are 15:00, 20:00 and 23:59
 * (shop time); the shop ships on the days it is open (not on Sunday). The free shipping threshold
 * beside it comes from the shipping methods (getFreeShippingThreshold in methods.ts).
 */
import { isoWeekday, SHOP_TIME_ZONE, timeZoneOffset } from '../shop-time.ts';

/** The same-day shipping cut-offs of the shop, as shop wall-clock times. */
export const SHIPPING_CUT_OFFS = ['15:00', '20:00', '23:59'] as const;
export type ShippingCutOff = (typeof SHIPPING_CUT_OFFS)[number];

export interface DeliveryPromiseConfig {
  /** Ordered before this time on a shipping day: shipped that day. */
  cutOff: ShippingCutOff;
  /** Working days of standard delivery, as the shopper reads them ('1-2'). */
  standardDeliveryDays: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which nothing is shipped. */
  noShippingDays: readonly number[];
  timeZone?: string;
}

export const DEFAULT_DELIVERY_PROMISE: DeliveryPromiseConfig = {
  cutOff: '20:00',
  standardDeliveryDays: '1-2',
  noShippingDays: [7],
};

export type DeliveryPromise =
  | { kind: 'same-day'; cutOff: ShippingCutOff }
  | { kind: 'standard'; days: string };

/**
 * The promise at `now`: same-day shipping while a shipping day's cut-off has not passed (a cut-off
 * of 23:59 still holds during that minute), else standard delivery in working days.
 */
export function getDeliveryPromise(
  now: Date,
  config: DeliveryPromiseConfig = DEFAULT_DELIVERY_PROMISE,
): DeliveryPromise {
  const timeZone = config.timeZone ?? SHOP_TIME_ZONE;
  const weekday = isoWeekday(now, timeZone);
  if (!config.noShippingDays.includes(weekday)) {
    const minutes = wallClockMinutes(now, timeZone);
    const [hour, minute] = config.cutOff.split(':').map(Number) as [number, number];
    const cutOff = hour * 60 + minute;
    const beforeCutOff = config.cutOff === '23:59' ? minutes <= cutOff : minutes < cutOff;
    if (beforeCutOff) return { kind: 'same-day', cutOff: config.cutOff };
  }
  return { kind: 'standard', days: config.standardDeliveryDays };
}

/** Minutes since midnight on the wall clock of a time zone. */
function wallClockMinutes(now: Date, timeZone: string): number {
  const wall = new Date(now.getTime() + timeZoneOffset(now.getTime(), timeZone));
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}
