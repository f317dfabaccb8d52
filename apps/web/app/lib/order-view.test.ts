import { describe, expect, it } from 'vitest';
import { formatOrderDate, pageCount, readPage, toOrderView } from './order-view.ts';

describe('order view of the purchases pages', () => {
  it('reads a Magento order: number, date, status, total and the lines without child rows', () => {
    const view = toOrderView({
      entity_id: 42,
      increment_id: '000000042',
      created_at: '2026-11-20 10:00:00',
      status: 'processing',
      grand_total: '59.95',
      credits_paid: 10,
      payment: { method: 'buckaroo_magento2_ideal', status: 'paid' },
      order_hash: 'abc123',
      items: [
        { item_id: 1, sku: 'SLE-1', name: 'Boxpakje', qty_ordered: 2, row_total_incl_tax: 39.9 },
        { item_id: 2, sku: 'SLE-1-68', name: 'Boxpakje 68', parent_item_id: 1, qty_ordered: 2 },
        { item_id: 3, sku: 'BAD-1', qty_ordered: 1, row_total: 20.05 },
      ],
    });
    expect(view).toEqual({
      id: '42',
      number: '000000042',
      createdAt: '2026-11-20 10:00:00',
      status: 'processing',
      paymentStatus: 'paid',
      orderHash: 'abc123',
      grandTotal: 59.95,
      creditsPaid: 10,
      moneyRows: [],
      shippingAddress: null,
      deliveryMethod: null,
      expectedDeliveryDate: null,
      pickup: false,
      returns: [],
      lines: [
        {
          id: '1',
          name: 'Boxpakje',
          sku: 'SLE-1',
          qty: 2,
          rowTotal: 39.9,
          rowTotalExclTax: null,
          options: [],
        },
        {
          id: '3',
          name: 'BAD-1',
          sku: 'BAD-1',
          qty: 1,
          rowTotal: 20.05,
          rowTotalExclTax: 20.05,
          options: [],
        },
      ],
    });
  });

  it('reads the returns of the order: number, state, day and what goes back', () => {
    const view = toOrderView({
      increment_id: 'NL000000001',
      returns: [
        {
          return_number: 'RNL000000001',
          state: 'received',
          created_at: '2026-11-24T10:00:00.000Z',
          lines: [{ item_id: 3, sku: 'SPEEN', name: 'Speen', qty: 2 }],
        },
        { state: 'announced' },
      ],
    });
    expect(view.returns).toEqual([
      {
        number: 'RNL000000001',
        state: 'received',
        createdAt: '2026-11-24T10:00:00.000Z',
        lines: [{ name: 'Speen', qty: 2 }],
      },
    ]);
  });

  it('reads the delivery: address, method, expected date and the options of each line', () => {
    const view = toOrderView({
      increment_id: 'NL000000001',
      shipping_method_title: 'Standard delivery',
      expected_delivery_date: '2026-11-27',
      pickup_location_code: null,
      extension_attributes: {
        shipping_assignments: [
          {
            shipping: {
              address: {
                firstname: 'Sanne',
                lastname: 'de Vries',
                street: ['Oudegracht', '12', 'b'],
                postcode: '3511 AB',
                city: 'Utrecht',
                country_id: 'NL',
                telephone: '0612345678',
              },
              method: 'flatrate_flatrate',
            },
          },
        ],
      },
      items: [
        {
          item_id: 1,
          sku: 'SLE-1-LIL-68',
          name: 'Boxpakje',
          qty_ordered: 1,
          row_total_incl_tax: 12.95,
          options: [{ label: 'Kleur', value: 'Lila' }],
        },
      ],
    });
    expect(view).toMatchObject({
      deliveryMethod: 'Standard delivery',
      expectedDeliveryDate: '2026-11-27',
      pickup: false,
      shippingAddress: {
        firstname: 'Sanne',
        lastname: 'de Vries',
        company: null,
        street: ['Oudegracht', '12', 'b'],
        postcode: '3511 AB',
        city: 'Utrecht',
        country_id: 'NL',
      },
      lines: [{ name: 'Boxpakje', qty: 1, options: [{ label: 'Kleur', value: 'Lila' }] }],
    });
  });

  it('keeps missing fields empty instead of inventing them', () => {
    expect(toOrderView({ increment_id: 'A1' })).toMatchObject({
      id: 'A1',
      number: 'A1',
      createdAt: null,
      status: null,
      paymentStatus: null,
      orderHash: null,
      grandTotal: null,
      moneyRows: [],
      lines: [],
    });
  });

  it('reads the money rows of an order and leaves out what is not a row', () => {
    const row = {
      kind: 'giftcard',
      label: 'Gift card {code}',
      params: { code: '****-AB23' },
      amount: -10,
    };
    expect(
      toOrderView({ increment_id: 'A1', money_rows: [row, { kind: 'nonsense' }, 'text'] })
        .moneyRows,
    ).toEqual([row]);
  });

  it('has one page for an empty history and rounds partial pages up', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('reads ?page= within the known pages and falls back to 1 for nonsense', () => {
    expect(readPage(null)).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readPage('-3')).toBe(1);
    expect(readPage('4', 2)).toBe(2);
    expect(readPage('2', 5)).toBe(2);
  });
});

describe('order dates', () => {
  it('writes the date as the store view does, in shop time', () => {
    expect(formatOrderDate('2026-11-20T09:05:00.000Z', 'nl-NL')).toBe('20 november 2026, 10:05');
    expect(formatOrderDate('2026-11-20T09:05:00.000Z', 'de-DE')).toBe('20.11.2026, 10:05 Uhr');
    expect(formatOrderDate(null, 'nl-NL')).toBe('—');
    expect(formatOrderDate('yesterday', 'nl-NL')).toBe('yesterday');
  });
});
