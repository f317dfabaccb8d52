import { STORE_VIEWS } from '@shop/core';
import { Form, Link } from 'react-router';
import { alternatePath, useAlternates } from '../lib/alternates.ts';
import { useStoreView, useTranslate } from '../lib/i18n.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { localizePath } from '../lib/store-view.ts';
import { getAccessToken } from '../stores/session.ts';
import { openAuthModal } from '../stores/ui.ts';

const LANGUAGES = [
  { storeView: STORE_VIEWS.nl, label: 'NL', name: 'Nederlands' },
  { storeView: STORE_VIEWS.de, label: 'DE', name: 'Deutsch' },
] as const;

/**
 * The site header: the shop name (home of the store view), a search field that also works without
 * JavaScript, the account button (top right: to /my-account when logged in, the login modal
 * otherwise) and the language switch, which keeps the shopper on the same product or category.
 */
export function SiteHeader() {
  const storeView = useStoreView();
  const alternates = useAlternates();
  const t = useTranslate();
  return (
    <header className="site-header">
      <Link to={localizePath(storeView, '/')} className="site-header__brand">
        {SHOP_NAME}
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
        <button type="submit">{t('Search')}</button>
      </Form>
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
      <Link
        to={localizePath(storeView, '/my-account')}
        className="site-header__account"
        aria-label={t('My account')}
        onClick={(event) => {
          // Logged out: the login modal instead of the account pages (a link without JavaScript).
          if (!getAccessToken()) {
            event.preventDefault();
            openAuthModal('login');
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Link>
    </header>
  );
}
