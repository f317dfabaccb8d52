import { describe, expect, it } from 'vitest';
import { type CartEditMode, cartEditReducer, getCartEditChange } from './edit-mode.ts';

const opened: CartEditMode = {
  productId: 'SLE-100047',
  lineSku: 'SLE-100047-62',
  qty: 2,
  selectedOptions: { size: '62', color: '5' },
};

describe('cart edit mode (secondary-areas §3, §4)', () => {
  it('opens with the line’s product, quantity and options, and closes', () => {
    const state = cartEditReducer(null, { type: 'open', mode: opened });
    expect(state).toEqual(opened);
    expect(cartEditReducer(state, { type: 'close' })).toBeNull();
  });

  it('sets options by merging them into the chosen ones', () => {
    const state = cartEditReducer(opened, { type: 'set-options', options: { size: '68' } });
    expect(state?.selectedOptions).toEqual({ size: '68', color: '5' });
    expect(opened.selectedOptions.size).toBe('62');
  });

  it('sets a whole quantity from 1 to 10000 and ignores any other', () => {
    expect(cartEditReducer(opened, { type: 'set-qty', qty: 5 })?.qty).toBe(5);
    for (const qty of [0, -1, 1.5, Number.NaN, 10_001]) {
      expect(cartEditReducer(opened, { type: 'set-qty', qty })?.qty).toBe(2);
    }
    // A bad quantity of the line itself opens with 1.
    expect(cartEditReducer(null, { type: 'open', mode: { ...opened, qty: 0 } })?.qty).toBe(1);
  });

  it('changes nothing while closed', () => {
    expect(cartEditReducer(null, { type: 'set-qty', qty: 3 })).toBeNull();
    expect(cartEditReducer(null, { type: 'set-options', options: { size: '68' } })).toBeNull();
  });

  it('saves another variant as a replacement, the same one as a quantity, or nothing', () => {
    const line = { sku: 'SLE-100047-62', qty: 2 };
    expect(getCartEditChange({ ...opened, qty: 3 }, line, 'SLE-100047-68')).toEqual({
      kind: 'variant',
      sku: 'SLE-100047-68',
      qty: 3,
    });
    expect(getCartEditChange({ ...opened, qty: 3 }, line, 'SLE-100047-62')).toEqual({
      kind: 'qty',
      qty: 3,
    });
    expect(getCartEditChange(opened, line, 'SLE-100047-62')).toEqual({ kind: 'none' });
    expect(getCartEditChange(opened, line, null)).toEqual({ kind: 'none' });
  });
});
