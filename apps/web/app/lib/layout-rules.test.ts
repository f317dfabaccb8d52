import { describe, expect, it } from 'vitest';
import {
  getFadeEdges,
  getNavSlide,
  getPageTransition,
  showsStickyAddToCart,
} from './layout-rules.ts';

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

describe('quick category navigation', () => {
  it('fades the start after 10 px of scrolling and the end while more than 5 px remain', () => {
    expect(getFadeEdges({ left: 0, width: 800, clientWidth: 390 })).toEqual({
      start: false,
      end: true,
    });
    expect(getFadeEdges({ left: 11, width: 800, clientWidth: 390 })).toEqual({
      start: true,
      end: true,
    });
    expect(getFadeEdges({ left: 406, width: 800, clientWidth: 390 })).toEqual({
      start: true,
      end: false,
    });
    expect(getFadeEdges({ left: 0, width: 300, clientWidth: 390 })).toEqual({
      start: false,
      end: false,
    });
  });

  it('slides up going deeper, down going back, not at all on the first page', () => {
    expect(getNavSlide(null, 2)).toBe('none');
    expect(getNavSlide(1, 2)).toBe('up');
    expect(getNavSlide(3, 2)).toBe('down');
    expect(getNavSlide(2, 2)).toBe('none');
  });
});
