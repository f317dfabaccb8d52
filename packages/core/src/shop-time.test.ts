import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatShopDate,
  formatShopDateTime,
  intlTimeZoneOffset,
  isoWeekday,
  lastMomentOf,
  parseShopDate,
  timeZoneOffset,
} from './shop-time.ts';

const at = (iso: string) => Date.parse(iso);

describe('parseShopDate', () => {
  it('reads a date as the whole day in Amsterdam, winter and summer', () => {
    expect(parseShopDate('2025-01-15')).toEqual({
      start: at('2025-01-14T23:00:00Z'),
      end: at('2025-01-15T23:00:00Z'),
    });
    expect(parseShopDate('2025-07-01')).toEqual({
      start: at('2025-06-30T22:00:00Z'),
      end: at('2025-07-01T22:00:00Z'),
    });
  });

  it('gives the day the clocks change its true length', () => {
    const span = parseShopDate('2025-03-30');
    expect(span && span.end - span.start).toBe(23 * 3_600_000);
  });

  it('reads a date-time without offset as Amsterdam wall-clock time', () => {
    expect(parseShopDate('2025-07-01 12:30:00')?.start).toBe(at('2025-07-01T10:30:00Z'));
    expect(parseShopDate('2025-01-01T00:00')?.start).toBe(at('2024-12-31T23:00:00Z'));
  });

  it('reads a date-time with an offset as that instant', () => {
    expect(parseShopDate('2025-07-01T12:30:00.250Z')).toEqual({
      start: at('2025-07-01T12:30:00.250Z'),
      end: at('2025-07-01T12:30:00.251Z'),
    });
    expect(parseShopDate('2025-07-01T12:30:00+05:30')?.start).toBe(at('2025-07-01T07:00:00Z'));
  });

  it('rejects what is not a date', () => {
    expect(parseShopDate('tomorrow')).toBeNull();
    expect(parseShopDate('2025-02-30')).toBeNull();
    expect(parseShopDate('2025-01-01 25:00')).toBeNull();
  });

  it('knows the offset of Amsterdam', () => {
    expect(timeZoneOffset(at('2025-01-01T12:00:00Z'), 'Europe/Amsterdam')).toBe(3_600_000);
    expect(timeZoneOffset(at('2025-07-01T12:00:00Z'), 'Europe/Amsterdam')).toBe(7_200_000);
  });

  it("keeps Amsterdam's offset as the time zone database has it, at every change of the clock", () => {
    for (let year = 1996; year <= 2080; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (const moment of [change - 3_600_000, change - 1, change, change + 1]) {
          expect(timeZoneOffset(moment, 'Europe/Amsterdam')).toBe(
            intlTimeZoneOffset(moment, 'Europe/Amsterdam'),
          );
        }
      }
    }
  });

  it("keeps Amsterdam's offset and weekday as the time zone database has them, at any moment", () => {
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Amsterdam',
      weekday: 'short',
    });
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    fc.assert(
      fc.property(
        fc.integer({ min: at('1990-01-01T00:00:00Z'), max: at('2080-12-31T23:59:59Z') }),
        (moment) => {
          expect(timeZoneOffset(moment, 'Europe/Amsterdam')).toBe(
            intlTimeZoneOffset(moment, 'Europe/Amsterdam'),
          );
          expect(isoWeekday(new Date(moment))).toBe(days.indexOf(weekday.format(moment)) + 1);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatShopDateTime', () => {
  it('writes Dutch moments as "D month YYYY, HH:mm"', () => {
    expect(formatShopDateTime(at('2026-07-03T07:05:00Z'), 'nl-NL')).toBe('3 juli 2026, 09:05');
    expect(formatShopDateTime(at('2026-11-29T03:53:00Z'), 'nl-NL')).toBe('29 november 2026, 04:53');
  });

  it('writes German moments as "DD.MM.YYYY, HH:mm Uhr"', () => {
    expect(formatShopDateTime(at('2026-07-03T07:05:00Z'), 'de-DE')).toBe('03.07.2026, 09:05 Uhr');
    expect(formatShopDateTime(at('2026-11-29T03:53:00Z'), 'de-DE')).toBe('29.11.2026, 04:53 Uhr');
  });

  it('uses the Amsterdam wall clock: winter and summer time, midnight and the new year', () => {
    expect(formatShopDateTime(at('2025-12-31T23:30:00Z'), 'nl-NL')).toBe('1 januari 2026, 00:30');
    expect(formatShopDateTime(at('2025-12-31T23:30:00Z'), 'de-DE')).toBe('01.01.2026, 00:30 Uhr');
    expect(formatShopDateTime(at('2026-03-29T00:59:00Z'), 'nl-NL')).toBe('29 maart 2026, 01:59');
    expect(formatShopDateTime(at('2026-03-29T01:00:00Z'), 'nl-NL')).toBe('29 maart 2026, 03:00');
    expect(formatShopDateTime(at('2026-01-05T22:00:00Z'), 'de-DE')).toBe('05.01.2026, 23:00 Uhr');
  });

  it('can write another time zone', () => {
    expect(formatShopDateTime(at('2026-07-03T07:05:00Z'), 'nl-NL', 'UTC')).toBe(
      '3 juli 2026, 07:05',
    );
  });

  it("agrees with the time zone database and each language's own date words, at any moment", () => {
    const zone = 'Europe/Amsterdam';
    const time = { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const nlDate = new Intl.DateTimeFormat('nl-NL', {
      timeZone: zone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const deDate = new Intl.DateTimeFormat('de-DE', {
      timeZone: zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const deLongDate = new Intl.DateTimeFormat('de-DE', {
      timeZone: zone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const nlTime = new Intl.DateTimeFormat('nl-NL', time);
    const deTime = new Intl.DateTimeFormat('de-DE', time);
    fc.assert(
      fc.property(
        fc.integer({ min: at('1996-01-01T00:00:00Z'), max: at('2080-12-31T23:59:59Z') }),
        (moment) => {
          expect(formatShopDateTime(moment, 'nl-NL')).toBe(
            `${nlDate.format(moment)}, ${nlTime.format(moment)}`,
          );
          expect(formatShopDateTime(moment, 'de-DE')).toBe(
            `${deDate.format(moment)}, ${deTime.format(moment)} Uhr`,
          );
          expect(formatShopDate(moment, 'nl-NL')).toBe(nlDate.format(moment));
          expect(formatShopDate(moment, 'de-DE')).toBe(deLongDate.format(moment));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatShopDate', () => {
  it("writes the shop's calendar day as a sentence does", () => {
    expect(formatShopDate(at('2026-11-29T03:53:00Z'), 'nl-NL')).toBe('29 november 2026');
    expect(formatShopDate(at('2026-03-01T10:00:00Z'), 'de-DE')).toBe('1. März 2026');
    // 23:30 UTC on New Year's Eve is already the new year in Amsterdam.
    expect(formatShopDate(at('2025-12-31T23:30:00Z'), 'nl-NL')).toBe('1 januari 2026');
  });
});

describe('lastMomentOf', () => {
  it('is the end of the day for a date and the instant for a date-time', () => {
    const endOfDay = lastMomentOf('2026-12-01');
    expect(endOfDay).toBe(at('2026-12-01T22:59:59.999Z'));
    expect(formatShopDateTime(endOfDay as number, 'nl-NL')).toBe('1 december 2026, 23:59');
    expect(lastMomentOf('2026-07-01 18:00:00')).toBe(at('2026-07-01T16:00:00Z'));
    expect(lastMomentOf('later')).toBeNull();
  });
});
