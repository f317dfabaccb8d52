import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  applyStockResult,
  calculateLocalTotals,
  getCartItemsHash,
  getStockStatus,
  IN_STOCK_INFO,
  isCompositeSku,
  OUT_OF_STOCK_ERROR,
  PRICE_UNKNOWN_MESSAGE,
  removeCartItem,
  setCartItemQty,
  validateProduct,
} from './cart-rules.ts';
import type { CartItem } from './types.ts';

const line = (sku: string, qty = 1, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  qty,
  type_id: 'simple',
  name: sku,
  price: 10,
  price_incl_tax: 12.1,
  ...extra,
});

describe('hash', () => {
  it('ignores stock and totals, but not quantities or the token', () => {
    const base = [line('A', 1)];
    const hash = getCartItemsHash(base, 't');
    expect(
      getCartItemsHash(
        [
          line('A', 1, {
            stock: { is_in_stock: true, qty: 1, manage_stock: true },
            totals: { row_total: 1, row_total_incl_tax: 1, discount_amount: 0, options: [] },
          }),
        ],
        't',
      ),
    ).toBe(hash);
    expect(getCartItemsHash([line('A', 2)], 't')).not.toBe(hash);
    expect(getCartItemsHash(base, 'u')).not.toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{56}$/);
  });
});

describe('validateProduct', () => {
  it('rejects a negative price, accepts zero with zero-price products', () => {
    expect(validateProduct({ price_incl_tax: -1 })).toEqual([PRICE_UNKNOWN_MESSAGE]);
    expect(validateProduct({ price_incl_tax: 0 })).toEqual([]);
    expect(validateProduct({ price_incl_tax: 0 }, { useZeroPriceProduct: false })).toEqual([
      PRICE_UNKNOWN_MESSAGE,
    ]);
    expect(validateProduct({ price_incl_tax: null })).toEqual([PRICE_UNKNOWN_MESSAGE]);
  });

  it('blocks on every truthy entry of the errors map', () => {
    expect(
      validateProduct({
        price_incl_tax: 5,
        errors: { variants: 'No available product variants', x: '' },
      }),
    ).toEqual(['No available product variants']);
  });
});

describe('stock status', () => {
  it('is ok in stock, out_of_stock otherwise, and without stock info depends on stock sync', () => {
    expect(getStockStatus({ is_in_stock: true })).toBe('ok');
    expect(getStockStatus({ is_in_stock: false })).toBe('out_of_stock');
    expect(getStockStatus(null)).toBe('ok');
    expect(getStockStatus(undefined, { stockSynchronize: false })).toBe('volatile');
  });

  it("marks lines 'In stock!' or 'Out of the stock!', and removes them when neither is allowed", () => {
    const result = applyStockResult(line('A'), { is_in_stock: true });
    expect(result).toMatchObject({
      action: 'update',
      item: { info: { stock: IN_STOCK_INFO }, is_in_stock: true },
    });
    const out = applyStockResult(line('A'), { is_in_stock: false });
    expect(out).toMatchObject({
      action: 'update',
      item: { errors: { stock: OUT_OF_STOCK_ERROR }, is_in_stock: false },
    });
    expect(
      applyStockResult(
        line('A'),
        { is_in_stock: false },
        { allowOutOfStockInCart: false, synchronize: false },
      ),
    ).toEqual({ action: 'remove' });
  });
});

describe('adding, changing and removing lines', () => {
  it('raises the quantity of a matching line, else appends with a checksum', () => {
    const first = addCartItem([], line('A', 2));
    expect(first.updated).toBe(false);
    expect(first.items[0]?.checksum).toMatch(/^[0-9a-f]{56}$/);
    const second = addCartItem(first.items, line('A', 3));
    expect(second.updated).toBe(true);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ qty: 5, prev_qty: 2 });
    expect(addCartItem(second.items, line('B')).items).toHaveLength(2);
  });

  it('keeps the previous quantity when it changes, and removes lines with their children', () => {
    const items = [line('A', 2), line('A-1', 1, { parentSku: 'A' }), line('B', 1)];
    expect(setCartItemQty(items, line('A'), 4)[0]).toMatchObject({ qty: 4, prev_qty: 2 });
    expect(removeCartItem(items, line('A')).map((l) => l.sku)).toEqual(['B']);
  });

  it('keeps a gift for a birth list item as a line of its own beside the same product for oneself', () => {
    const gift = (itemId: number, sku = 'A', extra: object = {}) =>
      line(sku, 1, {
        parentSku: 'A',
        product_option: { extension_attributes: { ...extra, birthlist_item_id: itemId } },
      });
    const options = {
      configurable_item_options: [{ option_id: '93', option_value: '5016' }],
    };
    // Simple: oneself, a gift for item 7, again for item 7 (raised), a gift for item 8.
    let items = addCartItem([], line('A', 1, { parentSku: 'A' })).items;
    items = addCartItem(items, gift(7)).items;
    const again = addCartItem(items, gift(7));
    expect(again.updated).toBe(true);
    items = addCartItem(again.items, gift(8)).items;
    expect(
      items.map((l) => [l.qty, l.product_option?.extension_attributes?.birthlist_item_id]),
    ).toEqual([
      [1, undefined],
      [2, 7],
      [1, 8],
    ]);
    expect(new Set(items.map((l) => l.checksum)).size).toBe(3);
    // Removing or changing one leaves the others.
    expect(removeCartItem(items, gift(7)).map((l) => l.qty)).toEqual([1, 1]);
    expect(removeCartItem(items, line('A', 1, { parentSku: 'A' }))).toHaveLength(2);
    expect(setCartItemQty(items, gift(8), 3).map((l) => l.qty)).toEqual([1, 2, 3]);
    // A configurable's chosen child the same way (configurable lines otherwise match by sku).
    const child = line('A-LIL', 1, {
      parentSku: 'A',
      product_option: { extension_attributes: options },
    });
    const both = addCartItem(addCartItem([], child).items, gift(7, 'A-LIL', options)).items;
    expect(both).toHaveLength(2);
    expect(both[0]?.checksum).not.toBe(both[1]?.checksum);
  });

  it('keeps a contribution to a donation item as a line of its own beside the same gift card amount', () => {
    const amount = { custom_options: [{ option_id: '1', option_value: '2' }] };
    const card = (extra: object = {}) =>
      line('CARD', 1, {
        parentSku: 'CARD',
        type_id: 'virtual',
        product_option: { extension_attributes: { ...amount, ...extra } },
      });
    const toPram = (donationId: number) => card({ birthlist_donation_item_id: donationId });
    // The card for oneself, to donation item 4, again to 4 (raised), to 5, a gift for item 4.
    let items = addCartItem([], card()).items;
    items = addCartItem(items, toPram(4)).items;
    const again = addCartItem(items, toPram(4));
    expect(again.updated).toBe(true);
    items = addCartItem(again.items, toPram(5)).items;
    items = addCartItem(items, card({ birthlist_item_id: 4 })).items;
    expect(
      items.map((l) => {
        const ext = l.product_option?.extension_attributes;
        return [l.qty, ext?.birthlist_donation_item_id, ext?.birthlist_item_id];
      }),
    ).toEqual([
      [1, undefined, undefined],
      [2, 4, undefined],
      [1, 5, undefined],
      [1, undefined, 4],
    ]);
    expect(new Set(items.map((l) => l.checksum)).size).toBe(4);
    // Removing or changing one leaves the others.
    expect(removeCartItem(items, toPram(4)).map((l) => l.qty)).toEqual([1, 1, 1]);
    expect(removeCartItem(items, card())).toHaveLength(3);
    expect(setCartItemQty(items, toPram(5), 3).map((l) => l.qty)).toEqual([1, 2, 3, 1]);
  });

  it('recognises composite skus', () => {
    expect(isCompositeSku('A|B')).toBe(true);
    expect(isCompositeSku('A+B')).toBe(true);
    expect(isCompositeSku('A-B')).toBe(false);
  });
});

describe('local totals', () => {
  it('adds shipping once for the cart, not per line', () => {
    const totals = calculateLocalTotals([line('A', 2), line('B', 1)], 4.95);
    expect(totals.subtotal_incl_tax).toBe(36.3);
    expect(totals.subtotal).toBe(30);
    expect(totals.grand_total).toBe(41.25);
    expect(calculateLocalTotals([], 4.95).grand_total).toBe(0);
  });
});
