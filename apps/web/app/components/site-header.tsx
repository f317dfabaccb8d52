import { STORE_VIEWS } from '@shop/core';
import { useLocation, useNavigate } from 'react-router';
import { alternatePath, useAlternates } from '../lib/alternates.ts';
import { askAppLoginFirst } from '../lib/app-bridge.ts';
import { useStoreView, useTranslate } from '../lib/i18n.ts';
import { readSearchText } from '../lib/search-text.ts';
import { getAccessToken } from '../lib/session.ts';
import { localizePath } from '../lib/store-view.ts';
import { getActiveTab, getTabBadge } from '../lib/tab-bar.ts';
import { usePublishedCartCount } from '../stores/cart-count.ts';
import { openAuthModal, openMicrocart } from '../stores/ui.ts';
import { useWishlistSkus } from '../stores/wishlist-flags.ts';
import { MegaMenu, MenuDrawerButton } from './layout/category-menu.tsx';
import { HydrateLater } from './layout/hydrate-later.tsx';
import { Logo } from './layout/logo.tsx';
import { withSearchPanel } from './layout/search-panel-opener.ts';
import { RoutedLink } from './routed-link.tsx';

const LANGUAGES = [
  { storeView: STORE_VIEWS.nl, label: 'NL', name: 'Nederlands' },
  { storeView: STORE_VIEWS.de, label: 'DE', name: 'Deutsch' },
] as const;

/**
 * The site header: the menu button (phones), the logo (home of the store view), a search field
 * that also works without JavaScript, the store finder, the account (the login modal when logged
 * out), the wishlist (desktop) and the cart with their counts, and the language switch, which
 * keeps the shopper on the same product or category; below it the category mega menu (desktop).
 * Its links move to their page with the page transition (decision 60).
 * The counts are filled in by the browser: the server's HTML holds nothing personal.
 */
export function SiteHeader() {
  const storeView = useStoreView();
  const alternates = useAlternates();
  const t = useTranslate();
  const { pathname, search } = useLocation();
  const cartBadge = getTabBadge(usePublishedCartCount(storeView.code));
  const wishlistBadge = getTabBadge(useWishlistSkus().length);
  const onCartPage = getActiveTab(pathname) === 'cart';
  const navigate = useNavigate();
  const searchPath = localizePath(storeView, '/search');
  // On the search results page the field shows what was searched for, to refine it.
  const query = pathname === searchPath ? readSearchText(new URLSearchParams(search)) : '';
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <MenuDrawerButton />
        <RoutedLink
          to={localizePath(storeView, '/')}
          viewTransition
          className="site-header__brand"
          aria-label={t('Kindershop home page')}
        >
          <Logo />
        </RoutedLink>
        {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark */}
        <form
          method="get"
          action={searchPath}
          role="search"
          className="site-header__search"
          onSubmit={(event) => {
            // Within the app (no full page load); the browser has checked the field already.
            event.preventDefault();
            const typed = String(new FormData(event.currentTarget).get('q') ?? '');
            navigate(`${searchPath}?${new URLSearchParams({ q: typed })}`, {
              viewTransition: true,
            });
          }}
        >
          <label htmlFor="site-search" className="visually-hidden">
            {t('What are you searching for?')}
          </label>
          <input
            // A new search (or leaving the results) fills the field anew.
            key={query}
            id="site-search"
            name="q"
            type="search"
            defaultValue={query}
            minLength={3}
            required
            placeholder={t('What are you searching for?')}
            autoComplete="off"
            // With JavaScript, typing opens the search overlay with the text typed so far, its
            // results appearing as the shopper types; Enter there leads to this results page.
            // The panel's code loads on the first input: it starts with what is typed by then.
            onInput={(event) => {
              const field = event.currentTarget;
              if (!field.value.trim()) return;
              withSearchPanel((store) => {
                if (field.value.trim()) store.openSearchPanel('header', field.value);
              });
            }}
          />
          <button type="submit">
            <span className="icon icon--search" aria-hidden="true" />
            <span className="visually-hidden">{t('Search')}</span>
          </button>
        </form>
        <ul className="site-header__actions">
          {/* The store finder: the store locator (secondary-areas §7). */}
          <li className="site-header__action--wide">
            <RoutedLink
              to={localizePath(storeView, '/storelocator')}
              className="site-header__action"
              viewTransition
            >
              <span className="icon icon--store" aria-hidden="true" />
              <span className="site-header__label">{t('Stores')}</span>
            </RoutedLink>
          </li>
          <li>
            <RoutedLink
              to={localizePath(storeView, '/my-account')}
              className="site-header__action site-header__account"
              viewTransition
              aria-label={t('My account')}
              onClick={(event) => {
                // Logged out: the login modal instead of the account pages (a link without
                // JavaScript); in the app, the app's login (secondary-areas §6).
                if (askAppLoginFirst(event)) return;
                if (!getAccessToken()) {
                  event.preventDefault();
                  openAuthModal('login');
                }
              }}
            >
              <span className="icon icon--account" aria-hidden="true" />
              <span className="site-header__label" aria-hidden="true">
                {t('Account')}
              </span>
            </RoutedLink>
          </li>
          <li className="site-header__action--wide">
            <RoutedLink
              to={localizePath(storeView, '/wishlist')}
              className="site-header__action"
              viewTransition
              onClick={(event) => askAppLoginFirst(event)}
            >
              <span className="icon icon--heart" aria-hidden="true" />
              <span className="site-header__label">{t('Wishlist')}</span>
              <HeaderCount
                badge={wishlistBadge}
                label="Wishlist count"
                testId="header-wishlist-count"
              />
            </RoutedLink>
          </li>
          <li>
            <RoutedLink
              to={localizePath(storeView, '/cart')}
              className="site-header__action site-header__cart"
              viewTransition
              onClick={
                onCartPage
                  ? undefined
                  : (event) => {
                      event.preventDefault();
                      openMicrocart();
                    }
              }
            >
              <span className="icon icon--cart" aria-hidden="true" />
              <span className="site-header__label">{t('Cart')}</span>
              <HeaderCount badge={cartBadge} label="Cart count" testId="header-cart-count" />
            </RoutedLink>
          </li>
        </ul>
        <nav aria-label={t('Choose your language')} className="site-header__languages">
          <ul>
            {LANGUAGES.map(({ storeView: target, label, name }) => {
              const current = target.code === storeView.code;
              return (
                <li key={target.code}>
                  {/* A full page load: the other store view has its own document language. */}
                  <a
                    href={alternatePath(alternates, target)}
                    hrefLang={target.language}
                    lang={target.language}
                    title={name}
                    aria-current={current ? 'true' : undefined}
                  >
                    {label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <HydrateLater>
        <MegaMenu />
      </HydrateLater>
    </header>
  );
}

/** The count beside a header link (filled in by the browser), read out with its label. */
function HeaderCount({
  badge,
  label,
  testId,
}: {
  badge: ReturnType<typeof getTabBadge>;
  label: 'Cart count' | 'Wishlist count';
  testId: string;
}) {
  const t = useTranslate();
  if (!badge) return null;
  return (
    <span className="site-header__count" data-testid={testId}>
      <span aria-hidden="true">{badge.count}</span>
      <span className="visually-hidden">{t(label, { count: badge.count })}</span>
    </span>
  );
}
