import { STORE_VIEWS } from '@shop/core';
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../lib/i18n.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { localizePath } from '../lib/store-view.ts';

const LANGUAGES = [
  { storeView: STORE_VIEWS.nl, label: 'NL', name: 'Nederlands' },
  { storeView: STORE_VIEWS.de, label: 'DE', name: 'Deutsch' },
] as const;

/** The site header: the shop name (home of the current store view) and the language switch. */
export function SiteHeader() {
  const storeView = useStoreView();
  const t = useTranslate();
  return (
    <header className="site-header">
      <Link to={localizePath(storeView, '/')} className="site-header__brand">
        {SHOP_NAME}
      </Link>
      <nav aria-label={t('Choose your language')} className="site-header__languages">
        <ul>
          {LANGUAGES.map(({ storeView: target, label, name }) => {
            const current = target.code === storeView.code;
            return (
              <li key={target.code}>
                {/* A full page load: the other store view has its own document language. */}
                <a
                  href={localizePath(target, '/')}
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
    </header>
  );
}
