import { formatShopDate, formatShopDateTime, type ShopDateLocale } from '@shop/core';

/**
 * Dates as the storefront shows them, in the page's language and on the shop's clock
 * (Europe/Amsterdam, not the server's or the browser's zone): every date a shopper reads goes
 * through here, written by core's rules without Intl (no date formatter while a page hydrates).
 * A missing date reads '—'; a string that is no date is shown as it came.
 */

/** A moment: nl '29 november 2026, 04:53', de '29.11.2026, 04:53 Uhr'. */
export function formatDateTime(value: string | null | undefined, locale: ShopDateLocale): string {
  return format(value, (time) => formatShopDateTime(time, locale));
}

/** The day of a moment: nl '29 november 2026', de '29. November 2026'. */
export function formatDay(value: string | null | undefined, locale: ShopDateLocale): string {
  return format(value, (time) => formatShopDate(time, locale));
}

function format(value: string | null | undefined, write: (time: number) => string): string {
  if (!value) return '—';
  const time = Date.parse(value);
  return Number.isFinite(time) ? write(time) : value;
}
