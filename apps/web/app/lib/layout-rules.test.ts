import { describe, expect, it } from 'vitest';
import { getPageTransition, showsStickyAddToCart } from './layout-rules.ts';

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
