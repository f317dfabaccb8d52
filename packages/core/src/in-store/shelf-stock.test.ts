import { describe, expect, it } from 'vitest';
import { LOW_SHELF_STOCK_MAX, shelfStockLevel } from './shelf-stock.ts';

describe('shelfStockLevel', () => {
  it('reads no piece on the shelf as none', () => {
    expect(shelfStockLevel(0)).toBe('none');
  });

  it('reads a missing, negative or broken count as none', () => {
    expect(shelfStockLevel(null)).toBe('none');
    expect(shelfStockLevel(undefined)).toBe('none');
    expect(shelfStockLevel(-2)).toBe('none');
    expect(shelfStockLevel(Number.NaN)).toBe('none');
    expect(shelfStockLevel(0.5)).toBe('none');
  });

  it('reads one up to the low limit as low', () => {
    expect(shelfStockLevel(1)).toBe('low');
    expect(shelfStockLevel(LOW_SHELF_STOCK_MAX)).toBe('low');
  });

  it('reads more than the low limit as in stock', () => {
    expect(shelfStockLevel(LOW_SHELF_STOCK_MAX + 1)).toBe('in_stock');
    expect(shelfStockLevel(250)).toBe('in_stock');
  });
});
