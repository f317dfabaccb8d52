import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import {
  getActiveTab,
  getTabBadge,
  INITIAL_TAB_BAR_SCROLL,
  isTabBarHidden,
  nextTabBarState,
  type TabId,
} from '../../lib/tab-bar.ts';
import { usePublishedCartCount } from '../../stores/cart-count.ts';
import { openMicrocart, useUi } from '../../stores/ui.ts';
import { useWishlistSkus } from '../../stores/wishlist-flags.ts';

const ICONS: Record<TabId, string> = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  search: 'M10 3a7 7 0 105.3 11.6l5 5 1.4-1.4-5-5A7 7 0 0010 3zm0 2a5 5 0 110 10 5 5 0 010-10z',
  store: 'M3 9l2-5h14l2 5v2H3zM5 13h14v8H5z',
  wishlist: 'M12 21l-8-8a5 5 0 017-7l1 1 1-1a5 5 0 017 7z',
  cart: 'M3 4h3l2 11h11l2-8H7M9 20a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z',
};

const TABS: { id: TabId; path: string; label: string }[] = [
  { id: 'home', path: '/', label: 'Home' },
  { id: 'search', path: '/search', label: 'Search' },
  { id: 'store', path: '/in-store', label: 'Store' },
  { id: 'wishlist', path: '/wishlist', label: 'Wishlist' },
  { id: 'cart', path: '/cart', label: 'Cart' },
];

/**
 * The bottom tab bar: five tabs, the active one follows the route and is the cart while the micro
 * cart is open. The cart tab opens the micro cart (its link still leads to /cart without
 * JavaScript); the cart and wishlist tabs carry count badges.
 */
export function TabBar() {
  const storeView = useStoreView();
  const { pathname } = useLocation();
  const t = useTranslate();
  const [scroll, setScroll] = useState(INITIAL_TAB_BAR_SCROLL);
  const badges: Partial<Record<TabId, ReturnType<typeof getTabBadge>>> = {
    cart: getTabBadge(usePublishedCartCount(storeView.code)),
    wishlist: getTabBadge(useWishlistSkus().length),
  };
  const microcartOpen = useUi((ui) => ui.microcartOpen);
  const closedDialogOpen = useUi((ui) => ui.closedDialogOpen);

  useEffect(() => {
    const onScroll = () => setScroll((state) => nextTabBarState(state, window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (isTabBarHidden(pathname) || closedDialogOpen) return null;
  const active = microcartOpen ? 'cart' : getActiveTab(pathname);
  const onCartPage = getActiveTab(pathname) === 'cart';
  return (
    <nav
      aria-label={t('Shortcuts')}
      className="tab-bar"
      data-visible={scroll.visible ? 'true' : 'false'}
    >
      <ul>
        {TABS.map((tab) => {
          const badge = badges[tab.id];
          return (
            <li key={tab.id}>
              <Link
                to={localizePath(storeView, tab.path)}
                aria-current={active === tab.id ? 'page' : undefined}
                onClick={
                  tab.id === 'cart' && !onCartPage
                    ? (event) => {
                        event.preventDefault();
                        openMicrocart();
                      }
                    : undefined
                }
              >
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path d={ICONS[tab.id]} fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
                <span>{t(tab.label as 'Home')}</span>
                {badge ? (
                  <span className="tab-bar__badge" data-large={badge.large ? 'true' : undefined}>
                    <span aria-hidden="true">{badge.count}</span>
                    <span className="visually-hidden">
                      {t(tab.id === 'cart' ? 'Cart count' : 'Wishlist count', {
                        count: badge.count,
                      })}
                    </span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
