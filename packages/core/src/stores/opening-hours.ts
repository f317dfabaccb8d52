/**
 * A store's opening state at an instant, on the shop's wall clock (Europe/Amsterdam; the German
 * stores share the zone). Opening hours map an ISO weekday ('1' = Monday .. '7' = Sunday) to
 * 'HH:MM-HH:MM'; a day without hours is a closed day.
 */
import { SHOP_TIME_ZONE, timeZoneOffset } from '../shop-time.ts';

/** Opening hours as stored: ISO weekday to 'HH:MM-HH:MM'. */
export type WeeklyOpeningHours = Readonly<Partial<Record<string, string>>>;

/** One day of a store's week. */
export interface OpeningDay {
  /** ISO weekday, 1 = Monday .. 7 = Sunday. */
  weekday: number;
  /** 'HH:MM-HH:MM', or null on a closed day. */
  hours: string | null;
  isToday: boolean;
}

export interface OpeningState {
  openNow: boolean;
  /** Today's ISO weekday and hours (null when closed today). */
  today: { weekday: number; hours: string | null };
  /** Monday to Sunday, today marked. */
  week: OpeningDay[];
}

/** Opening and closing minute of the day; a closing at or before the opening is after midnight. */
interface DaySpan {
  opens: number;
  closes: number;
}

const HOURS_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;
const MINUTES_PER_DAY = 24 * 60;

/**
 * The span of one day's 'HH:MM-HH:MM' (24:00 closes at midnight), or null when the text is not
 * such a range: a day whose hours cannot be read counts as closed.
 */
export function parseDayHours(text: string | undefined): DaySpan | null {
  const match = HOURS_PATTERN.exec(text?.trim() ?? '');
  if (!match) return null;
  const opens = Number(match[1]) * 60 + Number(match[2]);
  const closes = Number(match[3]) * 60 + Number(match[4]);
  if (closes > MINUTES_PER_DAY || opens === closes) return null;
  return { opens, closes };
}

/** The ISO weekday and minute of the day of an instant on a time zone's wall clock. */
export function wallClockOf(
  at: Date,
  timeZone: string = SHOP_TIME_ZONE,
): { weekday: number; minute: number } {
  const wall = new Date(at.getTime() + timeZoneOffset(at.getTime(), timeZone));
  return {
    weekday: wall.getUTCDay() || 7,
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * Whether a store is open at an instant, its hours of today and its week with today marked.
 * Open means from the opening minute up to, not including, the closing minute; hours that close
 * after midnight ('20:00-02:00') keep the store open into the next day's early hours.
 */
export function openingStateAt(
  hours: WeeklyOpeningHours,
  at: Date,
  timeZone: string = SHOP_TIME_ZONE,
): OpeningState {
  const { weekday, minute } = wallClockOf(at, timeZone);
  const today = dayHours(hours, weekday);
  const yesterday = parseDayHours(hours[String(previousWeekday(weekday))]);
  const todaySpan = parseDayHours(today ?? undefined);
  const openToday =
    todaySpan !== null &&
    minute >= todaySpan.opens &&
    (todaySpan.closes > todaySpan.opens ? minute < todaySpan.closes : true);
  const openFromYesterday =
    yesterday !== null && yesterday.closes < yesterday.opens && minute < yesterday.closes;
  return {
    openNow: openToday || openFromYesterday,
    today: { weekday, hours: today },
    week: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      weekday: day,
      hours: dayHours(hours, day),
      isToday: day === weekday,
    })),
  };
}

/** A day's hours as 'HH:MM-HH:MM' when they can be read, else null (closed). */
function dayHours(hours: WeeklyOpeningHours, weekday: number): string | null {
  const text = hours[String(weekday)];
  return parseDayHours(text) ? text!.trim() : null;
}

function previousWeekday(weekday: number): number {
  return weekday === 1 ? 7 : weekday - 1;
}
