/**
 * Dates as the shop means them. Catalogue dates without an offset ('2025-03-01' or
 * '2025-03-01 00:00:00') are wall-clock times in the shop's time zone, whatever the time zone of
 * the server or browser evaluating them, so a sale starts at midnight in Amsterdam everywhere.
 */

/** Time zone of both store views (NL and DE share it). */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** The span of time a date string denotes, in epoch milliseconds: [start, end). */
export interface TimeSpan {
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;

const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Since 1996 the Netherlands keeps the EU's summer time: UTC+2 from the last Sunday of March,
 * 01:00 UTC, to the last Sunday of October, 01:00 UTC; UTC+1 the rest of the year. A test holds
 * this against the time zone database, so a change of the rule shows there.
 */
const EU_SUMMER_TIME_SINCE = Date.UTC(1996, 0, 1);
const HOUR_MS = 3_600_000;

/** Offset of a time zone from UTC at an instant, in milliseconds (Amsterdam in July: +2 h). */
export function timeZoneOffset(epochMs: number, timeZone: string): number {
  // The shop's own zone by its rule: no time zone formatter, whose first use costs the browser
  // tens of milliseconds while it hydrates (the delivery promise reads the shop's clock then).
  if (timeZone === SHOP_TIME_ZONE && epochMs >= EU_SUMMER_TIME_SINCE) {
    return amsterdamOffset(epochMs);
  }
  return intlTimeZoneOffset(epochMs, timeZone);
}

/** The offset as the time zone database has it (through Intl): any zone, any year. */
export function intlTimeZoneOffset(epochMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    (fields.hour ?? 0) % 24,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

function amsterdamOffset(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  const summer = epochMs >= lastSundayAtOneUtc(year, 2) && epochMs < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

/** 01:00 UTC on the last Sunday of a month (0 = January) of a year. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/** The instant at which the wall clock of a time zone shows the given time (given as UTC fields). */
function wallClockToEpoch(wallAsUtc: number, timeZone: string): number {
  const guess = wallAsUtc - timeZoneOffset(wallAsUtc, timeZone);
  const offset = timeZoneOffset(guess, timeZone);
  return wallAsUtc - offset;
}

/**
 * The span a catalogue date string denotes: a whole day in the shop's time zone for a date
 * ('2025-03-01'), a single millisecond for a date-time. Date-times with 'Z' or an offset are
 * absolute; without one they are shop wall-clock times. Null for an unreadable string.
 */
export function parseShopDate(value: string, timeZone: string = SHOP_TIME_ZONE): TimeSpan | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  const millisecond = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  if (h === undefined) {
    return {
      start: wallClockToEpoch(wall, timeZone),
      end: wallClockToEpoch(wall + DAY_MS, timeZone),
    };
  }
  if (offset !== undefined) {
    const instant = wall - offsetMinutes(offset) * 60_000;
    return { start: instant, end: instant + 1 };
  }
  const instant = wallClockToEpoch(wall, timeZone);
  return { start: instant, end: instant + 1 };
}

function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return offset.startsWith('-') ? -minutes : minutes;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of an instant on the wall clock of a time zone. */
export function isoWeekday(at: Date, timeZone: string = SHOP_TIME_ZONE): number {
  const wall = new Date(at.getTime() + timeZoneOffset(at.getTime(), timeZone));
  return wall.getUTCDay() || 7;
}

/**
 * The calendar day of an instant on the shop's wall clock, as that day's UTC midnight: at 00:30
 * on a Sunday in Amsterdam (23:30 UTC on Saturday) it is Sunday. Rules that count calendar days
 * ("after today", "12 years ago", "at most 10 months ahead") count the shop's days.
 */
export function shopCalendarDay(at: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  const wall = new Date(at.getTime() + timeZoneOffset(at.getTime(), timeZone));
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** Locales whose date-time pattern the shop knows (the store views' locales). */
export type ShopDateLocale = 'nl-NL' | 'de-DE';

/** The months as each language writes them in a date (Dutch in lower case, German nouns capitalised). */
const MONTH_NAMES: Record<ShopDateLocale, readonly string[]> = {
  'nl-NL': [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  'de-DE': [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** The wall clock of a time zone at an instant, as UTC fields of a Date. */
function wallClock(epochMs: number, timeZone: string): Date {
  return new Date(epochMs + timeZoneOffset(epochMs, timeZone));
}

/**
 * A moment as each language writes it, on the shop's wall clock (Europe/Amsterdam, whatever the
 * server's or browser's zone): nl-NL '3 juli 2026, 09:05', de-DE '03.07.2026, 09:05 Uhr'. Written
 * without Intl: the shop's zone is read by its rule (`timeZoneOffset`), so a page that shows a date
 * while it hydrates creates no date formatter (the first costs the browser tens of milliseconds).
 */
export function formatShopDateTime(
  epochMs: number,
  locale: ShopDateLocale,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  const wall = wallClock(epochMs, timeZone);
  const time = `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;
  if (locale === 'de-DE') return `${numericGermanDate(wall)}, ${time} Uhr`;
  return `${longDate(wall, locale)}, ${time}`;
}

/**
 * The calendar day of a moment on the shop's wall clock as each language writes a date in a
 * sentence: nl-NL '3 juli 2026', de-DE '3. Juli 2026'.
 */
export function formatShopDate(
  epochMs: number,
  locale: ShopDateLocale,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  return longDate(wallClock(epochMs, timeZone), locale);
}

function longDate(wall: Date, locale: ShopDateLocale): string {
  const day = wall.getUTCDate();
  const month = MONTH_NAMES[locale][wall.getUTCMonth()];
  const dot = locale === 'de-DE' ? '.' : '';
  return `${day}${dot} ${month} ${wall.getUTCFullYear()}`;
}

function numericGermanDate(wall: Date): string {
  return `${pad2(wall.getUTCDate())}.${pad2(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`;
}

/**
 * The last moment a catalogue date string still covers (e.g. a special price's special_to_date):
 * 23:59:59.999 of a date's day in the shop's time zone, the instant itself for a date-time. Null
 * for an unreadable string.
 */
export function lastMomentOf(value: string, timeZone: string = SHOP_TIME_ZONE): number | null {
  const span = parseShopDate(value, timeZone);
  return span ? span.end - 1 : null;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
