import { describe, expect, it } from 'vitest';
import { getCartCount, parseCartQty } from './counts.ts';

const line = (qty: number) => ({ qty });

describe('counts', () => {
  it("counts lines for 'items' and quantities otherwise", () => {
    const items = [line(2), line(3)];
    expect(getCartCount(items, 'items')).toBe(2);
    expect(getCartCount(items, 'quantities')).toBe(5);
    expect(getCartCount([], 'quantities')).toBe(0);
  });

  it('parses quantities as integers and defaults junk to 1', () => {
    expect(parseCartQty('3')).toBe(3);
    expect(parseCartQty('2.7')).toBe(2);
    expect(parseCartQty('x')).toBe(1);
    expect(parseCartQty(-2)).toBe(1);
    expect(parseCartQty(0)).toBe(0);
  });
});
