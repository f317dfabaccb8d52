import { describe, expect, it } from 'vitest';
import { getGalleryCounter, getSwipeStep, stepGallery } from './gallery-zoom.ts';

describe('zoomed gallery', () => {
  it('steps between the first and the last image without wrapping', () => {
    expect(stepGallery(0, 5, 1)).toBe(1);
    expect(stepGallery(4, 5, 1)).toBe(4);
    expect(stepGallery(0, 5, -1)).toBe(0);
    expect(stepGallery(3, 5, -1)).toBe(2);
    expect(stepGallery(0, 0, 1)).toBe(0);
  });

  it('counts as "2 / 5"', () => {
    expect(getGalleryCounter(1, 5)).toBe('2 / 5');
  });

  it('steps by a sideways swipe of more than 50 px, not by scrolling up or down', () => {
    expect(getSwipeStep(-80, 10)).toBe(1);
    expect(getSwipeStep(80, -10)).toBe(-1);
    expect(getSwipeStep(-40, 0)).toBe(0);
    expect(getSwipeStep(-80, 120)).toBe(0);
  });
});
