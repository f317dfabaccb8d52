import type { CartItem } from '@shop/core';
import { describe, expect, it } from 'vitest';
import type { CartTotals } from './cart-api.ts';
import {
  getCheckoutTotals,
  getDeliveryKey,
  getLineOptions,
  getLineRowPrice,
  getTotalsRows,
} from './cart-view.ts';

const line = (extra: Partial<CartItem> = {}): CartItem => ({
  sku: 'A',
  qty: 3,
  type_id: 'simple',
  name: 'A',
  price: 10,
  price_incl_tax: 12.1,
  ...extra,
});

const totals = {
  total_segments: [
    { code: 'grand_total', title: 'Grand Total', value: 41.25 },
    { code: 'discount', title: 'Discount', value: 0 },
    { code: 'subtotal', title: 'Subtotal', value: 36.3 },
    { code: 'shipping', title: 'Shipping', value: 4.95 },
  ],
} as CartTotals;

describe('cart view', () => {
  it('prices a row by the server row total, else quantity × unit price, in the view basis', () => {
    expect(getLineRowPrice(line(), { pricesIncludeTax: true })).toBe(36.3);
    expect(getLineRowPrice(line(), { pricesIncludeTax: false })).toBe(30);
    const synced = line({
      totals: { row_total: 29, row_total_incl_tax: 35.09, discount_amount: 0, options: [] },
    });
    expect(getLineRowPrice(synced, { pricesIncludeTax: true })).toBe(35.09);
    expect(getLineRowPrice(synced, { pricesIncludeTax: false })).toBe(29);
  });

  it('shows the server segments in order without a zero discount when they are current', () => {
    expect(getTotalsRows([line()], totals, { pricesIncludeTax: true }, true)).toEqual({
      rows: [
        { code: 'subtotal', value: 36.3 },
        { code: 'shipping', value: 4.95 },
        { code: 'grand_total', value: 41.25 },
      ],
      estimated: false,
    });
  });

  it('estimates locally when the server totals are not current (offline)', () => {
    expect(getTotalsRows([line()], totals, { pricesIncludeTax: false }, false)).toEqual({
      rows: [
        { code: 'subtotal', value: 30 },
        { code: 'grand_total', value: 36.3 },
      ],
      estimated: true,
    });
  });

  it('lists the server options of a line, else its configurable options with labels', () => {
    const configurable = line({
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '1', label: 'Kleur', value: 'Lila' },
            { option_id: '144', option_value: '2' },
          ],
        },
      },
    });
    expect(getLineOptions(configurable)).toEqual([{ label: 'Kleur', value: 'Lila' }]);
    expect(
      getLineOptions({
        ...configurable,
        totals: {
          row_total: 1,
          row_total_incl_tax: 1,
          discount_amount: 0,
          options: [{ label: 'Maat', value: '68' }],
        },
      }),
    ).toEqual([{ label: 'Maat', value: '68' }]);
  });
});

describe('the checkout summary’s totals', () => {
  // nl: a subtotal of 36.30, standard delivery 4.95 (of which 0.86 VAT), 41.25 in all.
  const priced = {
    ...totals,
    grand_total: 41.25,
    base_grand_total: 41.25,
    tax_amount: 7.16,
    base_tax_amount: 7.16,
    shipping_amount: 4.09,
    shipping_incl_tax: 4.95,
    shipping_tax_amount: 0.86,
    total_segments: [...totals.total_segments, { code: 'tax', title: 'Tax', value: 7.16 }],
  } as CartTotals;
  const standardNl = getDeliveryKey({ carrierCode: 'flatrate', methodCode: 'flatrate' }, 'NL');
  const pickupAt = getDeliveryKey({ carrierCode: 'instorepickup', methodCode: 'maven' }, 'AT');
  const rows = (shown: CartTotals | null) =>
    getTotalsRows([line()], shown, { pricesIncludeTax: true }, true).rows;

  it('show the shipping cost of the delivery the totals were priced for', () => {
    expect(getCheckoutTotals(priced, { chosen: standardNl, priced: standardNl })).toBe(priced);
    // A cart that ships nothing shows its totals as they are.
    expect(getCheckoutTotals(priced, null)).toBe(priced);
  });

  it('show no earlier method’s shipping cost once the country changed (Austria: pick-up only)', () => {
    // The earlier method is dropped, since Austria is not offered it: none is chosen yet.
    expect(rows(getCheckoutTotals(priced, { chosen: null, priced: standardNl }))).toEqual([
      { code: 'subtotal', value: 36.3 },
      { code: 'tax', value: 6.3 },
      { code: 'grand_total', value: 36.3 },
    ]);
    // Pick-up is chosen, but its store not yet: the totals are still the earlier method's.
    expect(rows(getCheckoutTotals(priced, { chosen: pickupAt, priced: standardNl }))).toEqual([
      { code: 'subtotal', value: 36.3 },
      { code: 'tax', value: 6.3 },
      { code: 'grand_total', value: 36.3 },
    ]);
  });

  it('name a delivery by its method and the country it goes to; none while no method is chosen', () => {
    expect(standardNl).not.toBe(
      getDeliveryKey({ carrierCode: 'flatrate', methodCode: 'flatrate' }, 'DE'),
    );
    expect(getDeliveryKey(null, 'NL')).toBeNull();
  });
});
