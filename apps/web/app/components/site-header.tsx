import { STORE_VIEWS } from '@shop/core';
import { Form, Link, useLocation } from 'react-router';
import { alternatePath, useAlternates } from '../lib/alternates.ts';
import { forStoreView, STORE_FINDER_PAGE } from '../lib/content-pages.ts';
import { useStoreView, useTranslate } from '../lib/i18n.ts';
import { localizePath } from '../lib/store-view.ts';
import { getActiveTab, getTabBadge } from '../lib/tab-bar.ts';
import { usePublishedCartCount } from '../stores/cart-count.ts';
import { getAccessToken } from '../stores/session.ts';
import { openAuthModal, openMicrocart } from '../stores/ui.ts';
import { MegaMenu, MenuDrawerButton } from './layout/category-menu.tsx';
import { Logo } from './layout/logo.tsx';

const LANGUAGES = [
  { storeView: STORE_VIEWS.nl, label: 'NL', name: 'Nederlands' },
  { storeView: STORE_VIEWS.de, label: 'DE', name: 'Deutsch' },
] as const;

const ICONS = {
  store:
    'M4 10l1.5-5h13L20 10M4 10v10h16V10M4 10c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3M10 20v-5h4v5',
  account: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21c0-4 4-6 8-6s8 2 8 6',
  cart: 'M3 4h3l2 11h11l2-8H7M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
} as const;

/**
 * The site header: the menu button (phones), the logo (home of the store view), a search field
 * that also works without JavaScript, the store finder, the account (the login modal when logged
 * out), the cart with its count, and the language switch, which keeps the shopper on the same
 * product or category; below it the category mega menu (desktop). The cart count is filled in by
 * the browser: the server's HTML holds nothing personal.
 */
export function SiteHeader() {
  const storeView = useStoreView();
  const alternates = useAlternates();
  const t = useTranslate();
  const { pathname } = useLocation();
  const cartBadge = getTabBadge(usePublishedCartCount(storeView.code));
  const storeFinder = forStoreView(STORE_FINDER_PAGE, storeView);
  const onCartPage = getActiveTab(pathname) === 'cart';
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <MenuDrawerButton />
        <Link
          to={localizePath(storeView, '/')}
          className="site-header__brand"
          aria-label={t('Kindershop home page')}
        >
          <Logo />
        </Link>
        <Form
          method="get"
          action={localizePath(storeView, '/search')}
          role="search"
          className="site-header__search"
        >
          <label htmlFor="site-search" className="visually-hidden">
            {t('What are you searching for?')}
          </label>
          <input
            id="site-search"
            name="q"
            type="search"
            minLength={3}
            required
            placeholder={t('What are you searching for?')}
            autoComplete="off"
          />
          <button type="submit">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className="visually-hidden">{t('Search')}</span>
          </button>
        </Form>
        <ul className="site-header__actions">
          <li className="site-header__action--wide">
            <Link to={localizePath(storeView, storeFinder.path)} className="site-header__action">
              <HeaderIcon path={ICONS.store} />
              <span>{t('Stores')}</span>
            </Link>
          </li>
          <li>
            <Link
              to={localizePath(storeView, '/my-account')}
              className="site-header__action site-header__account"
              aria-label={t('My account')}
              onClick={(event) => {
                // Logged out: the login modal instead of the account pages (a link without JavaScript).
                if (!getAccessToken()) {
                  event.preventDefault();
                  openAuthModal('login');
                }
              }}
            >
              <HeaderIcon path={ICONS.account} />
              <span aria-hidden="true">{t('Account')}</span>
            </Link>
          </li>
          <li>
            <Link
              to={localizePath(storeView, '/cart')}
              className="site-header__action site-header__cart"
              onClick={
                onCartPage
                  ? undefined
                  : (event) => {
                      event.preventDefault();
                      openMicrocart();
                    }
              }
            >
              <HeaderIcon path={ICONS.cart} />
              <span>{t('Cart')}</span>
              {cartBadge ? (
                <span className="site-header__count" data-testid="header-cart-count">
                  <span aria-hidden="true">{cartBadge.count}</span>
                  <span className="visually-hidden">
                    {t('Cart count', { count: cartBadge.count })}
                  </span>
                </span>
              ) : null}
            </Link>
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
      <MegaMenu />
    </header>
  );
}

function HeaderIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
