import { describe, expect, it } from 'vitest';
import { parseShopDate, timeZoneOffset } from './shop-time.ts';

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
});
