import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { askAppLoginFirst } from '../../lib/app-bridge.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import {
  getActiveTab,
  getTabBadge,
  INITIAL_TAB_BAR_SCROLL,
  isTabBarHidden,
  nextTabBarState,
  TABS,
  type TabId,
} from '../../lib/tab-bar.ts';
import { usePublishedCartCount } from '../../stores/cart-count.ts';
import { openMicrocart, useUi } from '../../stores/ui.ts';
import { useWishlistSkus } from '../../stores/wishlist-flags.ts';
import { RoutedLink } from '../routed-link.tsx';
import { withSearchPanel } from './search-panel-opener.ts';

/** The icon of each tab: the header's icons (app.css, files in /icons), so no drawing is code. */
const ICONS: Record<TabId, string> = {
  home: 'home',
  search: 'search',
  store: 'store',
  wishlist: 'heart',
  cart: 'cart',
};

/**
 * The bottom tab bar: five tabs, the active one follows the route and is the cart while the micro
 * cart is open. The cart tab opens the micro cart (its link still leads to /cart without
 * JavaScript); the search tab opens and closes the search overlay (its link leads to /search
 * without JavaScript); the cart and wishlist tabs carry count badges.
 *
 * The overlay is a full-screen modal: the page's bar is inert under it, yet stays in the document,
 * so the focus returns to the Search tab when it closes. The overlay draws the bar a second time
 * inside itself (`inSearchPanel`), where the Search tab is the active one and closes it again;
 * there the bar does not slide away, and the cart tab leads to the cart page (the micro cart is a
 * modal of its own, and closing the panel closes it).
 */
export function TabBar({ inSearchPanel = false }: { inSearchPanel?: boolean }) {
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
  const storeStockDialogOpen = useUi((ui) => ui.storeStockDialogOpen === true);
  const panelOpen = useUi((ui) => (ui.tabBarHidingPanels ?? 0) > 0);

  useEffect(() => {
    if (inSearchPanel) return;
    const onScroll = () => setScroll((state) => nextTabBarState(state, window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [inSearchPanel]);

  if (isTabBarHidden(pathname) || closedDialogOpen || storeStockDialogOpen || panelOpen)
    return null;
  const active = inSearchPanel ? 'search' : microcartOpen ? 'cart' : getActiveTab(pathname);
  const onCartPage = inSearchPanel || getActiveTab(pathname) === 'cart';
  return (
    <nav
      aria-label={t('Shortcuts')}
      className="tab-bar"
      data-visible={inSearchPanel || scroll.visible ? 'true' : 'false'}
    >
      <ul>
        {TABS.map((tab) => {
          const badge = badges[tab.id];
          return (
            <li key={tab.id}>
              <RoutedLink
                to={localizePath(storeView, tab.path)}
                aria-current={active === tab.id ? 'page' : undefined}
                // A page transition, except from the closing search overlay (it would be cut off).
                viewTransition={!inSearchPanel}
                onClick={
                  tab.id === 'cart' && !onCartPage
                    ? (event) => {
                        event.preventDefault();
                        openMicrocart();
                      }
                    : tab.id === 'search'
                      ? (event) => {
                          event.preventDefault();
                          withSearchPanel((store) => store.toggleSearchPanel());
                        }
                      : // In the app, a logged-out shopper is asked to log in first.
                        tab.id === 'wishlist'
                        ? (event) => askAppLoginFirst(event)
                        : undefined
                }
              >
                <span className={`icon icon--${ICONS[tab.id]}`} aria-hidden="true" />
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
              </RoutedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
