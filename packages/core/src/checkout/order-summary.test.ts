import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_METHODS } from '../cart/methods.ts';
import {
  deliveryMethodTitle,
  expectedDeliveryOf,
  orderStatusLines,
  orderSummaryAddress,
  orderSummaryLines,
  shippingTitleOf,
} from './order-summary.ts';

const totals = {
  items: [
    {
      item_id: 1,
      name: 'Kinderwagen Luna',
      qty: 2,
      row_total: 330.58,
      row_total_incl_tax: 400,
      options: JSON.stringify([{ label: 'Kleur', value: 'Navy' }]),
    },
    {
      item_id: 2,
      name: 'Slab',
      qty: 1,
      row_total: 4.13,
      row_total_incl_tax: 5,
      options: 'not json',
    },
  ],
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: 405 },
    { code: 'shipping', title: 'Standard delivery', value: 0 },
  ],
};

describe('order summary', () => {
  it('reads the lines with their options, quantities and both tax bases from the totals', () => {
    expect(orderSummaryLines(totals)).toEqual([
      {
        name: 'Kinderwagen Luna',
        qty: 2,
        options: [{ label: 'Kleur', value: 'Navy' }],
        row_total: 330.58,
        row_total_incl_tax: 400,
      },
      { name: 'Slab', qty: 1, options: [], row_total: 4.13, row_total_incl_tax: 5 },
    ]);
    expect(orderSummaryLines(null)).toEqual([]);
  });

  it('gives each status line the product of the order line at its place (sku, parent, price, discount)', () => {
    const lines = orderStatusLines(totals, [
      {
        sku: 'LUNA-NAVY',
        parentSku: 'LUNA',
        priceInclTax: 20000,
        discountAmount: -4000,
        brand: 'Joolz',
        categoryPath: ['Op pad', 'Kinderwagens'],
      },
      // A line of an order placed before lines kept their product's brand and categories.
      { sku: 'SLAB', parentSku: '', priceInclTax: 500, discountAmount: 0, brand: null },
    ]);
    expect(lines[0]).toMatchObject({
      name: 'Kinderwagen Luna',
      sku: 'LUNA-NAVY',
      parent_sku: 'LUNA',
      price_incl_tax: 200,
      discount_amount: 40,
      brand: 'Joolz',
      category_path: ['Op pad', 'Kinderwagens'],
    });
    // A simple product is its own parent.
    expect(lines[1]).toMatchObject({
      sku: 'SLAB',
      parent_sku: 'SLAB',
      discount_amount: 0,
      brand: null,
      category_path: [],
    });
    // A line without a known product names no other line's product.
    expect(orderStatusLines(totals, [])[1]).toMatchObject({ sku: '', parent_sku: '' });
  });

  it('names the delivery method from the shipping segment', () => {
    expect(shippingTitleOf(totals)).toBe('Standard delivery');
    expect(shippingTitleOf({ total_segments: [] })).toBeNull();
  });

  it('titles the delivery method as configured, else as the totals named it', () => {
    const methods = DEFAULT_SHIPPING_METHODS;
    expect(
      deliveryMethodTitle({ carrierCode: 'express', methodCode: 'express' }, methods, totals),
    ).toBe('Express delivery (next working day)');
    expect(deliveryMethodTitle({ carrierCode: 'gone', methodCode: 'gone' }, methods, totals)).toBe(
      'Standard delivery',
    );
    expect(
      deliveryMethodTitle({ carrierCode: null, methodCode: null }, methods, totals),
    ).toBeNull();
  });

  it('shapes the stored address, dropping empty street parts', () => {
    expect(
      orderSummaryAddress({
        firstname: 'Anna',
        lastname: 'de Vries',
        street: ['Dorpsstraat', '12', ''],
        postcode: '3511 AB',
        city: 'Utrecht',
        country_id: 'NL',
        telephone: '0612345678',
      }),
    ).toEqual({
      firstname: 'Anna',
      lastname: 'de Vries',
      company: null,
      street: ['Dorpsstraat', '12'],
      postcode: '3511 AB',
      city: 'Utrecht',
      country_id: 'NL',
    });
    expect(orderSummaryAddress(null)).toBeNull();
  });

  it("counts the method's working days past the closed days; no delivery, no date", () => {
    // Saturday 28 November 2026, 12:00 in Amsterdam; closed on Sunday.
    const createdAt = new Date('2026-11-28T11:00:00Z');
    const of = (carrierCode: string | null, methodCode: string | null) =>
      expectedDeliveryOf({ createdAt, carrierCode, methodCode }, DEFAULT_SHIPPING_METHODS, [7]);
    expect(of('flatrate', 'flatrate')).toBe('2026-12-01');
    expect(of('express', 'express')).toBe('2026-11-30');
    expect(of('instorepickup', 'maven')).toBe('2026-11-28');
    // A method the configuration no longer has: the default of 2 working days.
    expect(of('gone', 'gone')).toBe('2026-12-01');
    expect(of(null, null)).toBeNull();
  });
});
