import { describe, expect, it, vi } from 'vitest';

// The calls need a browser; these mappings do not call them.
vi.mock('../api.ts', () => ({ apiCall: vi.fn() }));
const { dayBoundary, orderListQuery, orderSortOf, refundLinesOf, returnListQuery } = await import(
  './order-data.ts'
);

describe("the order list's query", () => {
  it('sorts by the columns the API sorts by, either way, and else newest first', () => {
    expect(orderSortOf({ field: 'created_at', order: 'DESC' })).toBe('created_desc');
    expect(orderSortOf({ field: 'created_at', order: 'ASC' })).toBe('created_asc');
    expect(orderSortOf({ field: 'grand_total', order: 'ASC' })).toBe('total_asc');
    expect(orderSortOf({ field: 'increment_id', order: 'DESC' })).toBe('number_desc');
    expect(orderSortOf({ field: 'customer_email', order: 'ASC' })).toBe('created_desc');
    expect(orderSortOf(undefined)).toBe('created_desc');
  });

  it('sends the filters that are set, trimmed, and the page the list shows', () => {
    const query = orderListQuery({
      filter: {
        q: '  anna@example.nl ',
        status: 'Order Shipped',
        payment_status: '',
        store_code: 'de',
      },
      sort: { field: 'grand_total', order: 'DESC' },
      pagination: { page: 3, perPage: 25 },
    });
    expect(query).toEqual({
      q: 'anna@example.nl',
      status: 'Order Shipped',
      payment_status: undefined,
      from: undefined,
      to: undefined,
      store_code: 'de',
      shipping_method: undefined,
      pickup_store: undefined,
      sort: 'total_desc',
      page: 3,
      size: 25,
    });
  });

  it('asks no more than the API pages at once', () => {
    const query = orderListQuery({ filter: {}, pagination: { page: 1, perPage: 500 } } as never);
    expect(query.size).toBe(200);
  });

  it('takes a day range from the start of the first day to the end of the last, in local time', () => {
    const from = dayBoundary('2026-11-03', 'from');
    const to = dayBoundary('2026-11-03', 'to');
    expect(from && new Date(from)).toEqual(new Date(2026, 10, 3));
    expect(to && new Date(to)).toEqual(new Date(2026, 10, 4));
    // The last day of a month rolls over into the next month.
    expect(new Date(dayBoundary('2026-11-30', 'to') ?? '')).toEqual(new Date(2026, 11, 1));
    expect(dayBoundary('not a day', 'from')).toBeUndefined();
    expect(dayBoundary(undefined, 'to')).toBeUndefined();
  });
});

describe("the return list's query", () => {
  it('sends the state and order number that are set and the page', () => {
    expect(
      returnListQuery({
        filter: { state: 'received', order_number: '' },
        pagination: { page: 2, perPage: 10 },
      } as never),
    ).toEqual({ state: 'received', order_number: undefined, page: 2, size: 10 });
  });
});

describe('the lines of a refund by pieces', () => {
  const lines = [
    { item_id: 11, qty: 3, qty_refunded: 1 },
    { item_id: 12, qty: 1, qty_refunded: 0 },
    { item_id: 13, qty: 2, qty_refunded: 2 },
  ];

  it('sends the lines with pieces chosen, whole pieces only', () => {
    expect(refundLinesOf({ 11: 1.7, 12: 0 }, lines)).toEqual([{ item_id: 11, qty: 1 }]);
    expect(refundLinesOf({ 11: 2, 12: 1 }, lines)).toEqual([
      { item_id: 11, qty: 2 },
      { item_id: 12, qty: 1 },
    ]);
  });

  it('never asks more than is left of a line, and nothing when nothing is chosen', () => {
    expect(refundLinesOf({ 11: 5 }, lines)).toEqual([{ item_id: 11, qty: 2 }]);
    expect(refundLinesOf({ 13: 1 }, lines)).toBeNull();
    expect(refundLinesOf({}, lines)).toBeNull();
    expect(refundLinesOf({ 12: -1 }, lines)).toBeNull();
  });
});
