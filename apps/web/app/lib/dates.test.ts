import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates.ts';

describe('dates as the storefront shows them', () => {
  it("writes a moment in the page's language on the shop's clock", () => {
    expect(formatDateTime('2026-11-29T03:53:00.000Z', 'nl-NL')).toBe('29 november 2026, 04:53');
    expect(formatDateTime('2026-11-29T03:53:00.000Z', 'de-DE')).toBe('29.11.2026, 04:53 Uhr');
    // Summer time: two hours ahead of UTC.
    expect(formatDateTime('2026-07-01T22:30:00Z', 'nl-NL')).toBe('2 juli 2026, 00:30');
  });

  it("writes the shop's day of a moment", () => {
    expect(formatDay('2026-03-01T10:00:00Z', 'nl-NL')).toBe('1 maart 2026');
    expect(formatDay('2026-03-01T10:00:00Z', 'de-DE')).toBe('1. März 2026');
    expect(formatDay('2025-12-31T23:30:00Z', 'de-DE')).toBe('1. Januar 2026');
  });

  it('shows a dash for no date and an unreadable one as it came', () => {
    expect(formatDateTime(null, 'nl-NL')).toBe('—');
    expect(formatDay(undefined, 'de-DE')).toBe('—');
    expect(formatDateTime('yesterday', 'nl-NL')).toBe('yesterday');
  });
});
