import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openingStateAt, parseDayHours, wallClockOf } from './opening-hours.ts';

/** A Dutch high street's week: short Monday, a shopping evening on Thursday, closed on Sunday. */
const NL_WEEK = {
  '1': '12:00-18:00',
  '2': '09:30-18:00',
  '3': '09:30-18:00',
  '4': '09:30-21:00',
  '5': '09:30-18:00',
  '6': '09:30-17:00',
};

const at = (iso: string) => new Date(iso);

describe('parseDayHours', () => {
  it('reads HH:MM-HH:MM as minutes of the day, 24:00 as midnight', () => {
    expect(parseDayHours('09:30-18:00')).toEqual({ opens: 570, closes: 1080 });
    expect(parseDayHours(' 00:00-24:00 ')).toEqual({ opens: 0, closes: 1440 });
    expect(parseDayHours('20:00-02:00')).toEqual({ opens: 1200, closes: 120 });
  });

  it('counts a day whose hours cannot be read as closed', () => {
    for (const text of [
      undefined,
      '',
      'closed',
      '9:30-18:00',
      '09:30-25:00',
      '10:00-10:00',
      '24:00-02:00',
    ]) {
      expect(parseDayHours(text), String(text)).toBeNull();
    }
  });
});

describe('wallClockOf', () => {
  it('takes the weekday of the shop, not of UTC: Saturday 23:30 UTC in winter is Sunday 00:30', () => {
    expect(wallClockOf(at('2026-11-28T23:30:00Z'))).toEqual({ weekday: 7, minute: 30 });
  });
});

describe('openingStateAt', () => {
  it('is closed all Sunday, with no hours for today', () => {
    const sunday = openingStateAt(NL_WEEK, at('2026-11-29T11:00:00Z'));
    expect(sunday.openNow).toBe(false);
    expect(sunday.today).toEqual({ weekday: 7, hours: null });
  });

  it('is open on a winter Saturday until the closing minute, which is closed', () => {
    // 16:59 and 17:00 in Amsterdam are 15:59 and 16:00 UTC in winter.
    expect(openingStateAt(NL_WEEK, at('2026-01-10T15:59:00Z')).openNow).toBe(true);
    const closing = openingStateAt(NL_WEEK, at('2026-01-10T16:00:00Z'));
    expect(closing.openNow).toBe(false);
    expect(closing.today).toEqual({ weekday: 6, hours: '09:30-17:00' });
  });

  it('follows summer time: a summer Thursday 20:30 is open, 21:30 after closing is not', () => {
    // Amsterdam is UTC+2 in July: 18:30 and 19:30 UTC.
    expect(openingStateAt(NL_WEEK, at('2026-07-02T18:30:00Z')).openNow).toBe(true);
    expect(openingStateAt(NL_WEEK, at('2026-07-02T19:30:00Z')).openNow).toBe(false);
  });

  it('is closed on a late evening after closing, and before a late opening', () => {
    // Thursday 22:15 in winter; Monday 11:59 before the noon opening.
    expect(openingStateAt(NL_WEEK, at('2026-11-26T21:15:00Z')).openNow).toBe(false);
    expect(openingStateAt(NL_WEEK, at('2026-11-30T10:59:00Z')).openNow).toBe(false);
    expect(openingStateAt(NL_WEEK, at('2026-11-30T11:00:00Z')).openNow).toBe(true);
  });

  it('keeps hours that close after midnight open into the next morning', () => {
    const lateFriday = { ...NL_WEEK, '5': '20:00-02:00' };
    // Saturday 01:00 and 02:00 in Amsterdam (winter).
    expect(openingStateAt(lateFriday, at('2026-11-28T00:00:00Z')).openNow).toBe(true);
    expect(openingStateAt(lateFriday, at('2026-11-28T01:00:00Z')).openNow).toBe(false);
    expect(openingStateAt(lateFriday, at('2026-11-27T19:00:00Z')).openNow).toBe(true);
  });

  it('lists the week from Monday to Sunday with today marked and closed days null', () => {
    const { week } = openingStateAt(NL_WEEK, at('2026-11-26T12:00:00Z'));
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week.filter((day) => day.isToday).map((day) => day.weekday)).toEqual([4]);
    expect(week[3]!.hours).toBe('09:30-21:00');
    expect(week[6]!.hours).toBeNull();
  });

  it('is never open on a closed day nor outside the hours of an open one', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (instant) => {
          const state = openingStateAt(NL_WEEK, instant);
          const { minute } = wallClockOf(instant);
          const span = parseDayHours(state.today.hours ?? undefined);
          const inside = span !== null && minute >= span.opens && minute < span.closes;
          expect(state.openNow).toBe(inside);
          expect(state.week.filter((day) => day.isToday)).toHaveLength(1);
        },
      ),
    );
  });
});
