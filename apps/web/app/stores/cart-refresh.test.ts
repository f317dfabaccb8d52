import { describe, expect, it } from 'vitest';
import { line, setup } from './cart-sync.fixture.ts';

describe('cart refreshes: totals and stock', () => {
  it('estimates shipping in the totals: the default country, the first available method', async () => {
    const { server, store, sync } = setup();
    await sync.addToCart({ line: line('A', 1), stock: { is_in_stock: true } });
    await sync.syncTotals();
    expect(server.shippingCountries.at(-1)).toBe('NL');
    expect(server.shippingChoices.at(-1)).toBe('flatrate/flatrate');
    expect(store.getState().totals?.shipping_incl_tax).toBe(4.95);
  });

  it('puts the row totals of totals the checkout received on the lines', async () => {
    const { store, sync } = setup();
    await sync.addToCart({ line: line('A', 1), stock: { is_in_stock: true } });
    await expect.poll(() => store.getState().items[0]?.server_item_id).toBeDefined();
    const itemId = store.getState().items[0]!.server_item_id!;
    const row = {
      item_id: itemId,
      name: 'A',
      price: 10,
      price_incl_tax: 12.1,
      qty: 1,
      row_total: 10,
      row_total_incl_tax: 12.1,
      row_total_with_discount: 10,
      tax_amount: 2.1,
      tax_percent: 21,
      discount_amount: 0,
      discount_percent: 0,
      options: '[]',
    };
    const totals = store.getState().totals ?? (await sync.syncTotals())!;
    // Delivered to another country the rows are taxed at its VAT: the line shows what they count.
    sync.setTotals({ ...totals, items: [row], tax_country_id: 'NL' });
    expect(store.getState().items[0]?.totals?.row_total_incl_tax).toBe(12.1);
  });

  it('marks lines from the stock answer', async () => {
    const { store, sync } = setup();
    await sync.addToCart({ line: line('GONE-1'), stock: { is_in_stock: true } });
    await expect.poll(() => store.getState().items[0]?.errors?.stock).toBe('Out of the stock!');
  });
});
