import { describe, expect, it } from 'vitest';
import { getAddToCartAvailability, getMaxQuantity } from './add-to-cart-availability.ts';

const managed = (qty: number, is_in_stock = true) =>
  ({ state: 'known', qty, is_in_stock, manage_stock: true }) as const;
const base = { typeId: 'simple', qty: 1, online: true, unmanagedMax: 10_000 } as const;

describe('add-to-cart availability (secondary-areas §4)', () => {
  it('is disabled while the stock is loading', () => {
    expect(getAddToCartAvailability({ ...base, stock: { state: 'loading' } })).toEqual({
      blocked: 'stock-loading',
      maxQuantity: null,
      quantityError: null,
    });
  });

  it('has a quantity error above the stock manager’s max quantity, and none at it', () => {
    expect(getAddToCartAvailability({ ...base, qty: 4, stock: managed(3) })).toEqual({
      blocked: 'quantity',
      maxQuantity: 3,
      quantityError: { maxQuantity: 3 },
    });
    expect(getAddToCartAvailability({ ...base, qty: 3, stock: managed(3) }).blocked).toBeNull();
  });

  it('is disabled online without a max quantity for a simple or configurable product only', () => {
    const unknown = { state: 'unknown' } as const;
    expect(getAddToCartAvailability({ ...base, stock: unknown }).blocked).toBe('no-max-quantity');
    expect(
      getAddToCartAvailability({ ...base, typeId: 'configurable', stock: unknown }).blocked,
    ).toBe('no-max-quantity');
    expect(getAddToCartAvailability({ ...base, typeId: 'bundle', stock: unknown }).blocked).toBe(
      null,
    );
    expect(getAddToCartAvailability({ ...base, typeId: 'grouped', stock: unknown }).blocked).toBe(
      null,
    );
    // Offline the line is checked when the cart syncs.
    expect(getAddToCartAvailability({ ...base, online: false, stock: unknown }).blocked).toBe(null);
  });

  it('leaves a sold-out product to its sold-out note: no quantity error, no missing max', () => {
    expect(getAddToCartAvailability({ ...base, qty: 5, stock: managed(0, false) })).toEqual({
      blocked: null,
      maxQuantity: null,
      quantityError: null,
    });
  });

  it('takes the cart’s largest line as the max of a product whose stock is not managed', () => {
    const unmanaged = { state: 'known', qty: 0, is_in_stock: true, manage_stock: false } as const;
    expect(getMaxQuantity(unmanaged, 10_000)).toBe(10_000);
    expect(
      getAddToCartAvailability({ ...base, qty: 10_001, stock: unmanaged }).quantityError,
    ).toEqual({ maxQuantity: 10_000 });
    expect(getMaxQuantity(managed(2.7), 10_000)).toBe(2);
  });
});
