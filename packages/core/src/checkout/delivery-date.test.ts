import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../shop-time.ts';
import { expectedDeliveryDate } from './delivery-date.ts';

const SUNDAY_CLOSED = [7];

describe('expectedDeliveryDate', () => {
  it('counts the working days from the order day when ordered before the cut-off', () => {
    // Wednesday 25 November 2026, 10:00 in Amsterdam.
    const at = new Date('2026-11-25T09:00:00Z');
    expect(expectedDeliveryDate(at, { workingDays: 2, closedDays: SUNDAY_CLOSED })).toBe(
      '2026-11-27',
    );
  });

  it('hands an order placed at or after the cut-off over the next working day', () => {
    // Wednesday 20:00 and 21:00 in Amsterdam: leaves Thursday, two working days later is Saturday.
    for (const at of ['2026-11-25T19:00:00Z', '2026-11-25T20:00:00Z']) {
      expect(
        expectedDeliveryDate(new Date(at), { workingDays: 2, closedDays: SUNDAY_CLOSED }),
      ).toBe('2026-11-28');
    }
    // 19:59 is still before the cut-off.
    expect(
      expectedDeliveryDate(new Date('2026-11-25T18:59:00Z'), {
        workingDays: 2,
        closedDays: SUNDAY_CLOSED,
      }),
    ).toBe('2026-11-27');
  });

  it('skips the closed days, both for handing over and for counting', () => {
    // Saturday 28 November, 12:00: next working day after Saturday is Monday.
    expect(
      expectedDeliveryDate(new Date('2026-11-28T11:00:00Z'), {
        workingDays: 1,
        closedDays: SUNDAY_CLOSED,
      }),
    ).toBe('2026-11-30');
    // Sunday: handed over Monday, delivered Tuesday.
    expect(
      expectedDeliveryDate(new Date('2026-11-29T09:00:00Z'), {
        workingDays: 1,
        closedDays: SUNDAY_CLOSED,
      }),
    ).toBe('2026-12-01');
    // Closed on the weekend: Friday evening leaves Monday, arrives Wednesday.
    expect(
      expectedDeliveryDate(new Date('2026-11-27T20:30:00Z'), {
        workingDays: 2,
        closedDays: [6, 7],
      }),
    ).toBe('2026-12-02');
  });

  it('reads the day on the shop clock, not in UTC', () => {
    // 23:30 UTC on Saturday 28 March 2026 is 00:30 on Sunday in Amsterdam (closed).
    expect(
      expectedDeliveryDate(new Date('2026-03-28T23:30:00Z'), {
        workingDays: 1,
        closedDays: SUNDAY_CLOSED,
      }),
    ).toBe('2026-03-31');
    // Summer time: 17:30 UTC is 19:30 in Amsterdam, before a 20:00 cut-off.
    expect(
      expectedDeliveryDate(new Date('2026-07-01T17:30:00Z'), {
        workingDays: 1,
        closedDays: SUNDAY_CLOSED,
      }),
    ).toBe('2026-07-02');
  });

  it('gives the handing-over day for zero working days (pick-up) and honours a custom cut-off', () => {
    const at = new Date('2026-11-25T14:30:00Z'); // 15:30 in Amsterdam
    expect(expectedDeliveryDate(at, { workingDays: 0, closedDays: SUNDAY_CLOSED })).toBe(
      '2026-11-25',
    );
    expect(
      expectedDeliveryDate(at, { workingDays: 0, closedDays: SUNDAY_CLOSED, cutOff: '15:00' }),
    ).toBe('2026-11-26');
  });

  it('refuses rules it cannot keep', () => {
    const at = new Date('2026-11-25T09:00:00Z');
    expect(() => expectedDeliveryDate(at, { workingDays: -1, closedDays: [] })).toThrow(RangeError);
    expect(() => expectedDeliveryDate(at, { workingDays: 1.5, closedDays: [] })).toThrow(
      RangeError,
    );
    expect(() =>
      expectedDeliveryDate(at, { workingDays: 1, closedDays: [1, 2, 3, 4, 5, 6, 7] }),
    ).toThrow(RangeError);
    expect(() =>
      expectedDeliveryDate(at, { workingDays: 1, closedDays: [], cutOff: '24:00' }),
    ).toThrow(RangeError);
  });

  it('never promises a closed day and never a day sooner than the working days allow', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 5 }),
        (at, workingDays, closedDays) => {
          const date = expectedDeliveryDate(at, { workingDays, closedDays });
          // Noon in Amsterdam of the promised day.
          const noon = new Date(`${date}T11:00:00Z`);
          expect(closedDays).not.toContain(isoWeekday(noon));
          const days = (noon.getTime() - at.getTime()) / 86_400_000;
          expect(days).toBeGreaterThan(workingDays - 1);
        },
      ),
    );
  });
});
