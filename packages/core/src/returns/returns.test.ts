import { describe, expect, it } from 'vitest';
import {
  canChangeReturnState,
  checkReturnRequest,
  isReturnPeriodOpen,
  nextReturnStates,
  type ReturnOrderLine,
  returnableLines,
  returnDeadline,
  returnNumber,
} from './returns.ts';

describe('the return period', () => {
  // Placed Monday 2 March 2026, 10:00 in Amsterdam (winter time, UTC+1).
  const placedAt = new Date('2026-03-02T09:00:00Z');

  it('counts 14 shop days from the delivery day and ends at the last moment of the last day', () => {
    const deadline = returnDeadline({ placedAt, deliveredOn: '2026-03-04' }, 14);
    // 4 March + 14 days = 18 March, 23:59:59.999 in Amsterdam = 22:59:59.999 UTC.
    expect(deadline.toISOString()).toBe('2026-03-18T22:59:59.999Z');
    expect(isReturnPeriodOpen({ placedAt, deliveredOn: '2026-03-04' }, 14, deadline)).toBe(true);
    const after = new Date(deadline.getTime() + 1);
    expect(isReturnPeriodOpen({ placedAt, deliveredOn: '2026-03-04' }, 14, after)).toBe(false);
  });

  it('counts from the order day when no delivery day is known', () => {
    expect(returnDeadline({ placedAt, deliveredOn: null }, 14).toISOString()).toBe(
      '2026-03-16T22:59:59.999Z',
    );
    // An unreadable day is no known day either.
    expect(returnDeadline({ placedAt, deliveredOn: 'soon' }, 14).toISOString()).toBe(
      '2026-03-16T22:59:59.999Z',
    );
  });

  it("takes the order's day in Amsterdam, not in UTC (an order just after midnight)", () => {
    // 00:30 on 3 March in Amsterdam is still 2 March in UTC.
    const late = new Date('2026-03-02T23:30:00Z');
    expect(returnDeadline({ placedAt: late, deliveredOn: null }, 14).toISOString()).toBe(
      '2026-03-17T22:59:59.999Z',
    );
  });

  it('ends at midnight of summer time when the period crosses the clock change', () => {
    const deadline = returnDeadline({ placedAt, deliveredOn: '2026-03-20' }, 14);
    // 3 April is summer time (UTC+2).
    expect(deadline.toISOString()).toBe('2026-04-03T21:59:59.999Z');
  });

  it("gives the shop's longer period, and never less than the statutory 14 days", () => {
    expect(returnDeadline({ placedAt, deliveredOn: '2026-03-04' }, 30).toISOString()).toBe(
      '2026-04-03T21:59:59.999Z',
    );
    expect(returnDeadline({ placedAt, deliveredOn: '2026-03-04' }, 7).toISOString()).toBe(
      '2026-03-18T22:59:59.999Z',
    );
  });
});

const line = (overrides: Partial<ReturnOrderLine> = {}): ReturnOrderLine => ({
  itemId: 1,
  qty: 3,
  productType: 'simple',
  isGiftCard: false,
  returnedQty: 0,
  ...overrides,
});

describe('what can be returned', () => {
  it('is what was delivered and not returned yet', () => {
    expect(returnableLines([line({ returnedQty: 1 })])).toEqual([
      { itemId: 1, returnable: 2, notReturnable: null },
    ]);
    expect(returnableLines([line({ returnedQty: 3 })])).toEqual([
      { itemId: 1, returnable: 0, notReturnable: 'all_returned' },
    ]);
  });

  it('is never a gift card or a virtual line', () => {
    expect(
      returnableLines([
        line({ itemId: 2, isGiftCard: true, productType: 'virtual' }),
        line({ itemId: 3, productType: 'virtual' }),
      ]),
    ).toEqual([
      { itemId: 2, returnable: 0, notReturnable: 'gift_card' },
      { itemId: 3, returnable: 0, notReturnable: 'virtual' },
    ]);
  });
});

describe('a requested return', () => {
  const lines = [line({ itemId: 1, qty: 2 }), line({ itemId: 2, isGiftCard: true, qty: 1 })];

  it('may take some or all units of a line', () => {
    expect(checkReturnRequest(lines, [{ itemId: 1, qty: 1 }])).toEqual([]);
    expect(checkReturnRequest(lines, [{ itemId: 1, qty: 2 }])).toEqual([]);
  });

  it('names the quantity field when it asks more than may still be returned', () => {
    const returned = [line({ itemId: 1, qty: 2, returnedQty: 1 })];
    expect(checkReturnRequest(returned, [{ itemId: 1, qty: 2 }])).toEqual([
      { field: 'lines.0.qty', problem: 'too_many', maximum: 1 },
    ]);
  });

  it('refuses a gift card line and says why', () => {
    expect(
      checkReturnRequest(lines, [
        { itemId: 1, qty: 1 },
        { itemId: 2, qty: 1 },
      ]),
    ).toEqual([{ field: 'lines.1.item_id', problem: 'not_returnable', reason: 'gift_card' }]);
  });

  it('refuses a line of another order, a line named twice, and a return of nothing', () => {
    expect(checkReturnRequest(lines, [{ itemId: 9, qty: 1 }])).toEqual([
      { field: 'lines.0.item_id', problem: 'unknown_line' },
    ]);
    expect(
      checkReturnRequest(lines, [
        { itemId: 1, qty: 1 },
        { itemId: 1, qty: 1 },
      ]),
    ).toEqual([{ field: 'lines.1.item_id', problem: 'duplicate_line' }]);
    expect(checkReturnRequest(lines, [{ itemId: 1, qty: 0 }])).toEqual([
      { field: 'lines', problem: 'no_lines' },
    ]);
    expect(checkReturnRequest(lines, [])).toEqual([{ field: 'lines', problem: 'no_lines' }]);
  });
});

describe('the states of a return', () => {
  it('go announced -> received -> refunded, or to rejected before the refund', () => {
    expect(canChangeReturnState('announced', 'received')).toBe(true);
    expect(canChangeReturnState('received', 'refunded')).toBe(true);
    expect(canChangeReturnState('announced', 'rejected')).toBe(true);
    expect(canChangeReturnState('received', 'rejected')).toBe(true);
  });

  it('never skip the receipt, go back, or leave a final state', () => {
    expect(canChangeReturnState('announced', 'refunded')).toBe(false);
    expect(canChangeReturnState('received', 'announced')).toBe(false);
    expect(canChangeReturnState('announced', 'announced')).toBe(false);
    expect(nextReturnStates('refunded')).toEqual([]);
    expect(nextReturnStates('rejected')).toEqual([]);
  });
});

describe('a return number', () => {
  it("reads like the order numbers: 'R', the store view, nine digits", () => {
    expect(returnNumber('nl', 12)).toBe('RNL000000012');
    expect(returnNumber('de', 1)).toBe('RDE000000001');
  });
});
