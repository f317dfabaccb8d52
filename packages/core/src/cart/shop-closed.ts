/**
 * "Closed on Sunday": on closed days, in the shop's time zone, the storefront disables
 * adding to the cart and the API refuses to place orders. An override opens or closes the shop
 * regardless of the day.
 */
import { isoWeekday, SHOP_TIME_ZONE } from '../shop-time.ts';

export type ShopClosedOverride = 'auto' | 'open' | 'closed';

export interface ShopClosedRule {
  /** ISO weekdays the shop is closed (1 = Monday … 7 = Sunday). */
  closedDays: readonly number[];
  override: ShopClosedOverride;
  timeZone?: string;
}

/** Whether the shop is closed at `now` under the rule. */
export function isShopClosed(now: Date, rule: ShopClosedRule): boolean {
  if (rule.override === 'open') return false;
  if (rule.override === 'closed') return true;
  return rule.closedDays.includes(isoWeekday(now, rule.timeZone ?? SHOP_TIME_ZONE));
}

/**
 * Reads a list of ISO weekdays such as "7" or "6,7"; an empty text means never closed. Throws a
 * RangeError naming the bad entry.
 */
export function parseClosedDays(text: string): number[] {
  const days = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const day = Number(part);
      if (!Number.isInteger(day) || day < 1 || day > 7) {
        throw new RangeError(`"${part}" is not an ISO weekday (1 = Monday … 7 = Sunday)`);
      }
      return day;
    });
  return [...new Set(days)].sort();
}
