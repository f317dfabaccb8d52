/**
 * Every rule of the shop that reads the clock, run at fixed instants: a Sunday, a Saturday
 * evening around the shipping cut-off, the minutes around midnight when UTC and Amsterdam are on
 * different days, and both nights of a daylight-saving change. Nothing here reads the real clock,
 * so the verdicts are the same on any day the suite runs.
 */
import { describe, expect, it } from 'vitest';
import { validateBirthDate, validateExpectedDate } from './account/validation.ts';
import { earliestExpectedDate } from './birthlist/parents.ts';
import { getDeliveryPromise } from './cart/delivery-promise.ts';
import { isShopClosed } from './cart/shop-closed.ts';
import { isSpecialPriceActive } from './catalog/prices.ts';
import { spendableBalance } from './checkout/credits.ts';
import { expectedDeliveryDate } from './checkout/delivery-date.ts';
import { editorLinkToken, isValidEditorLink } from './content/editor-link.ts';
import { latestDueDate } from './forms/pregnancy-box.ts';
import { isoWeekday, shopCalendarDay } from './shop-time.ts';

const at = (iso: string) => new Date(iso);

/** Sunday 29 November 2026, 12:00 in Amsterdam (UTC+1). */
const SUNDAY_NOON = at('2026-11-29T11:00:00Z');
/** Saturday 28 November 2026, 19:59 and 20:00 in Amsterdam: either side of the 20:00 cut-off. */
const SATURDAY_1959 = at('2026-11-28T18:59:00Z');
const SATURDAY_2000 = at('2026-11-28T19:00:00Z');
/** Saturday 23:30 UTC is already Sunday 00:30 in Amsterdam. */
const SATURDAY_2330_UTC = at('2026-11-28T23:30:00Z');
/** Sunday 23:59 and Monday 00:00 in Amsterdam. */
const SUNDAY_2359 = at('2026-11-29T22:59:00Z');
const MONDAY_0000 = at('2026-11-29T23:00:00Z');
/** Summer time starts on Sunday 28 March 2027: 02:00 CET becomes 03:00 CEST (01:00 UTC). */
const SPRING_BEFORE = at('2027-03-28T00:59:59Z');
const SPRING_AFTER = at('2027-03-28T01:00:00Z');
/** Summer time ends on Sunday 25 October 2026: 03:00 CEST becomes 02:00 CET (01:00 UTC). */
const AUTUMN_FIRST_0230 = at('2026-10-25T00:30:00Z');
const AUTUMN_SECOND_0230 = at('2026-10-25T01:30:00Z');

describe('the shop’s calendar day and weekday', () => {
  it('follow Amsterdam’s wall clock, not UTC', () => {
    expect(isoWeekday(SUNDAY_NOON)).toBe(7);
    expect(isoWeekday(SATURDAY_2000)).toBe(6);
    expect(isoWeekday(SATURDAY_2330_UTC)).toBe(7);
    expect(shopCalendarDay(SATURDAY_2330_UTC).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(isoWeekday(SUNDAY_2359)).toBe(7);
    expect(isoWeekday(MONDAY_0000)).toBe(1);
    expect(shopCalendarDay(MONDAY_0000).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('stay on the same Sunday through both daylight-saving nights', () => {
    for (const instant of [SPRING_BEFORE, SPRING_AFTER, AUTUMN_FIRST_0230, AUTUMN_SECOND_0230]) {
      expect(isoWeekday(instant)).toBe(7);
    }
    expect(shopCalendarDay(SPRING_AFTER).toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(shopCalendarDay(AUTUMN_SECOND_0230).toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });
});

describe('closed on Sunday', () => {
  const rule = { closedDays: [7], override: 'auto' as const };

  it('closes from Sunday 00:00 to Sunday 23:59 in Amsterdam', () => {
    expect(isShopClosed(SATURDAY_2000, rule)).toBe(false);
    expect(isShopClosed(SATURDAY_2330_UTC, rule)).toBe(true);
    expect(isShopClosed(SUNDAY_NOON, rule)).toBe(true);
    expect(isShopClosed(SUNDAY_2359, rule)).toBe(true);
    expect(isShopClosed(MONDAY_0000, rule)).toBe(false);
  });

  it('is closed on both daylight-saving Sundays, at every wall-clock reading', () => {
    for (const instant of [SPRING_BEFORE, SPRING_AFTER, AUTUMN_FIRST_0230, AUTUMN_SECOND_0230]) {
      expect(isShopClosed(instant, rule)).toBe(true);
    }
  });

  it('follows the override whatever the day', () => {
    expect(isShopClosed(SUNDAY_NOON, { ...rule, override: 'open' })).toBe(false);
    expect(isShopClosed(SATURDAY_2000, { ...rule, override: 'closed' })).toBe(true);
  });
});

describe('the shipping cut-off', () => {
  it('promises same-day shipping until 20:00 on Saturday, and not on Sunday', () => {
    expect(getDeliveryPromise(SATURDAY_1959)).toEqual({ kind: 'same-day', cutOff: '20:00' });
    expect(getDeliveryPromise(SATURDAY_2000)).toEqual({ kind: 'standard', days: '1-2' });
    expect(getDeliveryPromise(SUNDAY_NOON)).toEqual({ kind: 'standard', days: '1-2' });
    expect(getDeliveryPromise(at('2026-11-30T08:00:00Z'))).toEqual({
      kind: 'same-day',
      cutOff: '20:00',
    });
  });

  it('keeps 20:00 on the wall clock on either side of the autumn change', () => {
    // Friday before the change (UTC+2) and Monday after it (UTC+1).
    expect(getDeliveryPromise(at('2026-10-23T17:59:00Z')).kind).toBe('same-day');
    expect(getDeliveryPromise(at('2026-10-23T18:00:00Z')).kind).toBe('standard');
    expect(getDeliveryPromise(at('2026-10-26T18:59:00Z')).kind).toBe('same-day');
    expect(getDeliveryPromise(at('2026-10-26T19:00:00Z')).kind).toBe('standard');
  });

  it('dates a delivery from the day the order is handed over', () => {
    const rule = { workingDays: 1, closedDays: [7] };
    // Before the cut-off on Saturday: handed over on Saturday, delivered on Monday.
    expect(expectedDeliveryDate(SATURDAY_1959, rule)).toBe('2026-11-30');
    // After it, and all of Sunday: handed over on Monday, delivered on Tuesday.
    expect(expectedDeliveryDate(SATURDAY_2000, rule)).toBe('2026-12-01');
    expect(expectedDeliveryDate(SATURDAY_2330_UTC, rule)).toBe('2026-12-01');
    expect(expectedDeliveryDate(SUNDAY_NOON, rule)).toBe('2026-12-01');
    // The night summer time starts is a Sunday too.
    expect(expectedDeliveryDate(SPRING_AFTER, rule)).toBe('2027-03-30');
  });
});

describe('special price windows', () => {
  const source = (from: string | null, to: string | null) => ({
    price: 10_000,
    special_price: 8_000,
    special_from_date: from,
    special_to_date: to,
    advice_price: null,
    tier_prices: [],
  });

  it('end at midnight in Amsterdam after their last day', () => {
    const endsSaturday = source(null, '2026-11-28');
    expect(isSpecialPriceActive(endsSaturday, SATURDAY_2000)).toBe(true);
    expect(isSpecialPriceActive(endsSaturday, at('2026-11-28T22:59:59.999Z'))).toBe(true);
    expect(isSpecialPriceActive(endsSaturday, SATURDAY_2330_UTC)).toBe(false);
  });

  it('start at midnight in Amsterdam on their first day, in winter and in summer time', () => {
    const startsSunday = source('2026-11-29', null);
    expect(isSpecialPriceActive(startsSunday, at('2026-11-28T22:59:59Z'))).toBe(false);
    expect(isSpecialPriceActive(startsSunday, SATURDAY_2330_UTC)).toBe(true);
    const startsOnSpringSunday = source('2027-03-28', null);
    expect(isSpecialPriceActive(startsOnSpringSunday, at('2027-03-27T22:59:59Z'))).toBe(false);
    expect(isSpecialPriceActive(startsOnSpringSunday, at('2027-03-27T23:00:00Z'))).toBe(true);
  });

  it('give the autumn Sunday its 25 hours', () => {
    const onlyThatSunday = source('2026-10-25', '2026-10-25');
    expect(isSpecialPriceActive(onlyThatSunday, at('2026-10-24T21:59:59Z'))).toBe(false);
    expect(isSpecialPriceActive(onlyThatSunday, at('2026-10-24T22:00:00Z'))).toBe(true);
    expect(isSpecialPriceActive(onlyThatSunday, AUTUMN_FIRST_0230)).toBe(true);
    expect(isSpecialPriceActive(onlyThatSunday, AUTUMN_SECOND_0230)).toBe(true);
    expect(isSpecialPriceActive(onlyThatSunday, at('2026-10-25T22:59:59Z'))).toBe(true);
    expect(isSpecialPriceActive(onlyThatSunday, at('2026-10-25T23:00:00Z'))).toBe(false);
  });
});

describe('lifetimes', () => {
  it('a gift card pays until the instant it expires, not after', () => {
    const card = { balance: 2_500, expiresAt: at('2026-11-29T23:00:00Z') };
    expect(spendableBalance(card, SUNDAY_2359)).toBe(2_500);
    expect(spendableBalance(card, MONDAY_0000)).toBe(0);
  });

  it('an editor link is valid from its timestamp for an hour, across the spring change', () => {
    const settings = { spaceId: 42, previewToken: 'preview-token', maxAgeSeconds: 3600 };
    const seconds = (instant: Date) => instant.getTime() / 1000;
    // Made at 01:29:59 CET; the clocks jump to 03:00 CEST half an hour later.
    const timestamp = String(seconds(SPRING_BEFORE) - 1800);
    const link = (token: string) => ({ spaceId: '42', timestamp, token });
    const token = editorLinkToken('42', settings.previewToken, timestamp);
    expect(isValidEditorLink(link(token), settings, seconds(SPRING_AFTER))).toBe(true);
    expect(isValidEditorLink(link(token), settings, seconds(SPRING_BEFORE) + 1800)).toBe(true);
    expect(isValidEditorLink(link(token), settings, seconds(SPRING_BEFORE) + 1801)).toBe(false);
    expect(isValidEditorLink(link('0'.repeat(40)), settings, seconds(SPRING_AFTER))).toBe(false);
  });
});

describe('dates a parent types', () => {
  it('count the shop’s days: "after today" and "12 years ago" at 00:30 on a Sunday', () => {
    expect(earliestExpectedDate(SATURDAY_2330_UTC)).toBe('2026-11-30');
    expect(validateExpectedDate('2026-11-29', SATURDAY_2330_UTC)).toBe(
      'The expected date needs to be in the future',
    );
    expect(validateBirthDate('2014-11-29', SATURDAY_2330_UTC)).toBeNull();
    expect(validateBirthDate('2014-11-30', SATURDAY_2330_UTC)).not.toBeNull();
    expect(latestDueDate(SATURDAY_2330_UTC)).toBe('2027-09-29');
  });
});
