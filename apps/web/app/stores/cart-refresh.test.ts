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

  it('marks lines from the stock answer', async () => {
    const { store, sync } = setup();
    await sync.addToCart({ line: line('GONE-1'), stock: { is_in_stock: true } });
    await expect.poll(() => store.getState().items[0]?.errors?.stock).toBe('Out of the stock!');
  });
});
