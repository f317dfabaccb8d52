import { Link, useRouteLoaderData } from 'react-router';
import type { CompanyDetails } from '../../lib/company.ts';
import { type ContentPageLink, useSiteLinks } from '../../lib/content-pages.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { FOOTER_PAYMENT_LOGOS } from '../../lib/payment-logos.ts';
import { SHOP_CONTACT_EMAIL } from '../../lib/shop.ts';
import { Logo } from './logo.tsx';
import { PaymentLogos } from './payment-logos.tsx';

/**
 * The footer of every page: service pages, the legal pages (terms, privacy, cookies), the ways to
 * pay, and the company details of the shop's settings (name, address, Chamber of Commerce and
 * VAT numbers).
 */
export function SiteFooter() {
  const t = useTranslate();
  const root = useRouteLoaderData('root') as { company?: CompanyDetails } | undefined;
  const company = root?.company;
  const links = useSiteLinks();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p>{t('Free returns within 30 days')}</p>
          <p>
            <a href={`mailto:${SHOP_CONTACT_EMAIL}`}>{SHOP_CONTACT_EMAIL}</a>
          </p>
        </div>
        <nav aria-label={t('Service')} className="site-footer__column">
          <h2>{t('Service')}</h2>
          <PageLinks pages={links?.service} />
        </nav>
        <nav aria-label={t('Legal information')} className="site-footer__column">
          <h2>{t('Legal information')}</h2>
          <PageLinks pages={links?.legal} />
        </nav>
        <div className="site-footer__column">
          <h2>{t('Pay safely with')}</h2>
          <PaymentLogos logos={FOOTER_PAYMENT_LOGOS} />
        </div>
      </div>
      {company ? (
        <address className="site-footer__company">
          <span>© {company.name}</span>
          <span>{company.address}</span>
          <span>
            {t('Chamber of Commerce')} {company.kvk}
          </span>
          <span>
            {t('VAT number')} {company.vat}
          </span>
        </address>
      ) : null}
    </footer>
  );
}

function PageLinks({ pages = [] }: { pages?: ContentPageLink[] }) {
  const t = useTranslate();
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path}>{t(page.label)}</Link>
        </li>
      ))}
    </ul>
  );
}
