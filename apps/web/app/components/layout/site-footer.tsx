import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { localizePath } from '../../lib/store-view.ts';

/** Service pages of the shop's CMS, per store view (their identifiers differ per language). */
const SERVICE_PAGES = {
  nl: [
    { path: '/klantenservice', label: 'Customer service' },
    { path: '/verzendkosten', label: 'Shipping costs and delivery times' },
    { path: '/retourneren', label: 'Returns' },
    { path: '/over-ons', label: 'About us' },
  ],
  de: [
    { path: '/kundenservice', label: 'Customer service' },
    { path: '/versandkosten', label: 'Shipping costs and delivery times' },
    { path: '/ruecksendung', label: 'Returns' },
    { path: '/ueber-uns', label: 'About us' },
  ],
} as const;

export function SiteFooter() {
  const storeView = useStoreView();
  const t = useTranslate();
  const pages = storeView.code === 'de' ? SERVICE_PAGES.de : SERVICE_PAGES.nl;
  return (
    <footer className="site-footer">
      <nav aria-label={t('Service')}>
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={localizePath(storeView, page.path)}>{t(page.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        {t('Free returns within 30 days')} · © {SHOP_NAME}
      </p>
    </footer>
  );
}
