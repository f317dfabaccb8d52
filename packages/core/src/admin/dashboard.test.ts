import { describe, expect, it } from 'vitest';
import { orderIsWaiting, shopDaysUpTo, stockIsRunningOut } from './dashboard.ts';

describe('the shop days of the dashboard', () => {
  it('ends with today on the shop clock, also when it is still yesterday in UTC', () => {
    // 23:30 UTC on 1 July is 01:30 on 2 July in Amsterdam (summer time, UTC+2).
    const days = shopDaysUpTo(new Date('2026-07-01T23:30:00Z'), 2);
    expect(days.map((day) => day.date)).toEqual(['2026-07-01', '2026-07-02']);
    expect(new Date(days[1]?.start ?? 0).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(new Date(days[1]?.end ?? 0).toISOString()).toBe('2026-07-02T22:00:00.000Z');
  });

  it('gives the day the clocks go forward 23 hours and the day they go back 25', () => {
    const [spring] = shopDaysUpTo(new Date('2026-03-29T12:00:00Z'), 1);
    expect(spring).toEqual({
      date: '2026-03-29',
      start: Date.parse('2026-03-28T23:00:00Z'),
      end: Date.parse('2026-03-29T22:00:00Z'),
    });
    const [autumn] = shopDaysUpTo(new Date('2026-10-25T12:00:00Z'), 1);
    expect(autumn?.end).toBe(Date.parse('2026-10-25T23:00:00Z'));
    expect((autumn?.end ?? 0) - (autumn?.start ?? 0)).toBe(25 * 3_600_000);
  });

  it('lists the days oldest first, each starting where the one before ends', () => {
    const days = shopDaysUpTo(new Date('2026-11-03T08:00:00Z'), 14);
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe('2026-10-21');
    for (let i = 1; i < days.length; i += 1) expect(days[i]?.start).toBe(days[i - 1]?.end);
  });
});

describe('what waits and what runs out', () => {
  it('counts an order as waiting until it is shipped, completed, refunded or canceled', () => {
    expect(orderIsWaiting('Order Placed')).toBe(true);
    expect(orderIsWaiting('Ready for Pickup')).toBe(true);
    expect(orderIsWaiting('Completed')).toBe(false);
    expect(orderIsWaiting('Refunded')).toBe(false);
    expect(orderIsWaiting('Order Processed')).toBe(true);
    expect(orderIsWaiting('Processing Refund')).toBe(true);
    expect(orderIsWaiting('Order Shipped')).toBe(false);
    expect(orderIsWaiting('canceled')).toBe(false);
  });

  it('calls counted stock at or below the threshold running out, uncounted stock never', () => {
    expect(stockIsRunningOut({ qty: 5, manageStock: true })).toBe(true);
    expect(stockIsRunningOut({ qty: 0, manageStock: true })).toBe(true);
    expect(stockIsRunningOut({ qty: 6, manageStock: true })).toBe(false);
    expect(stockIsRunningOut({ qty: 0, manageStock: false })).toBe(false);
  });
});
