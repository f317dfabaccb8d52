import { describe, expect, it } from 'vitest';
import { getSheetDragOffset, sheetClosesAfterDrag } from './sheet-drag.ts';

describe('bottom sheet drag', () => {
  it('follows the finger down and never moves up past its place', () => {
    expect(getSheetDragOffset(300, 340)).toBe(40);
    expect(getSheetDragOffset(300, 250)).toBe(0);
  });

  it('closes only after a drag down of more than 100 px', () => {
    expect(sheetClosesAfterDrag(200, 300)).toBe(false);
    expect(sheetClosesAfterDrag(200, 301)).toBe(true);
    expect(sheetClosesAfterDrag(400, 100)).toBe(false);
  });
});
