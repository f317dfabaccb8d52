import { describe, expect, it } from 'vitest';
import {
  getActiveTab,
  getTabBadge,
  INITIAL_TAB_BAR_SCROLL,
  isTabBarHidden,
  nextTabBarState,
  TABS,
} from './tab-bar.ts';

describe('tab bar', () => {
  it.each([
    ['/', 'home'],
    ['/de', 'home'],
    ['/search', 'search'],
    ['/my-lists', 'wishlist'],
    ['/birthlist/manage', 'wishlist'],
    ['/de/wishlist', 'wishlist'],
    ['/in-store/kinderwagen-x', 'store'],
    ['/storelocator', 'store'],
    ['/de/storelocator/berlin-mitte', 'store'],
    ['/cart', 'cart'],
    ['/c/kinderwagens', null],
  ])('marks %s as %s', (path, tab) => {
    expect(getActiveTab(path)).toBe(tab);
  });

  it('links the wishlist tab to /my-lists, and every tab to a page it marks active', () => {
    expect(TABS.find((tab) => tab.id === 'wishlist')?.path).toBe('/my-lists');
    expect(TABS.find((tab) => tab.id === 'store')?.path).toBe('/in-store');
    for (const tab of TABS) {
      expect(getActiveTab(tab.path)).toBe(tab.id);
      expect(getActiveTab(`/de${tab.path === '/' ? '' : tab.path}`)).toBe(tab.id);
    }
  });

  it('hides on checkout, return, error and birth list registration pages only', () => {
    for (const path of [
      '/checkout',
      '/de/checkout-return',
      '/checkout-failed',
      '/error',
      '/birthlist-registration',
    ]) {
      expect(isTabBarHidden(path)).toBe(true);
    }
    for (const path of ['/', '/cart', '/c/x', '/checkouts-info'])
      expect(isTabBarHidden(path)).toBe(false);
  });

  it('slides away after 75 px down from where the last upward scroll ended and back on any scroll up', () => {
    let state = INITIAL_TAB_BAR_SCROLL;
    state = nextTabBarState(state, 70);
    expect(state.visible).toBe(true);
    state = nextTabBarState(state, 80);
    expect(state.visible).toBe(false);
    state = nextTabBarState(state, 60);
    expect(state).toEqual({ visible: true, anchor: 60, lastY: 60 });
    state = nextTabBarState(state, 130);
    expect(state.visible).toBe(true);
    state = nextTabBarState(state, 136);
    expect(state.visible).toBe(false);
    expect(nextTabBarState(state, 0)).toEqual(INITIAL_TAB_BAR_SCROLL);
  });
});

describe('tab badges', () => {
  it('shows no badge at 0, the count above 0, and the large position above 99', () => {
    expect(getTabBadge(0)).toBeNull();
    expect(getTabBadge(1)).toEqual({ count: 1, large: false });
    expect(getTabBadge(99)).toEqual({ count: 99, large: false });
    expect(getTabBadge(100)).toEqual({ count: 100, large: true });
  });
});
