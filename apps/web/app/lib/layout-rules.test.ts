import { describe, expect, it } from 'vitest';
import {
  getGalleryCounter,
  getPageTransition,
  getSheetDragOffset,
  getSwipeStep,
  sheetClosesAfterDrag,
  showsStickyAddToCart,
  stepGallery,
} from './layout-rules.ts';

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

describe('sticky add-to-cart bar', () => {
  it('shows unless the route param hide_atc is "true"', () => {
    expect(showsStickyAddToCart('')).toBe(true);
    expect(showsStickyAddToCart('?hide_atc=false')).toBe(true);
    expect(showsStickyAddToCart('?color=red&hide_atc=true')).toBe(false);
  });
});

describe('page transitions', () => {
  const phone = { width: 390, reducedMotion: false };

  it('zooms into and out of a product page below 1024 px', () => {
    expect(getPageTransition({ ...phone, from: '/c/kinderwagens', to: '/p/1/x' })).toBe('pdp-zoom');
    expect(getPageTransition({ ...phone, from: '/de/p/1/x', to: '/de/c/kinderwagen' })).toBe(
      'pdp-leave',
    );
  });

  it('swipes between listing and content pages, crossfades otherwise', () => {
    expect(getPageTransition({ ...phone, from: '/c/a', to: '/over-ons' })).toBe('plp-swipe');
    expect(getPageTransition({ ...phone, from: '/de/c/a', to: '/de/search' })).toBe('plp-swipe');
    expect(getPageTransition({ ...phone, from: '/cart', to: '/c/a' })).toBe('crossfade');
    expect(getPageTransition({ ...phone, from: '/de', to: '/de/my-lists' })).toBe('crossfade');
  });

  it('only crossfades from 1024 px and plays nothing for reduced motion or the same page', () => {
    expect(getPageTransition({ width: 1024, reducedMotion: false, from: '/', to: '/p/1/x' })).toBe(
      'crossfade',
    );
    expect(getPageTransition({ width: 390, reducedMotion: true, from: '/', to: '/p/1/x' })).toBe(
      'none',
    );
    expect(getPageTransition({ ...phone, from: '/p/1/x', to: '/p/1/x' })).toBe('none');
  });
});
