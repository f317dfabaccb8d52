import { useRouteLoaderData } from 'react-router';
import { loadConsent } from '../../lib/analytics.ts';
import type { CompanyDetails } from '../../lib/company.ts';
import type { AnalyticsSettings } from '../../lib/consent.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { keptChildren, useKeepMarkup } from '../../lib/kept-markup.ts';
import type { PaymentLogo } from '../../lib/payment-logos.ts';
import { SHOP_CONTACT_EMAIL } from '../../lib/shop.ts';
import { entryKey, type ThemeLink as ThemeLinkData, useSiteTheme } from '../../lib/site-theme.ts';
import { openNamedModal } from '../../stores/ui.ts';
import { NewsletterFooter } from '../newsletter/newsletter-footer.tsx';
import { Logo } from './logo.tsx';
import { PaymentLogos } from './payment-logos.tsx';
import { ThemeLink } from './theme-link.tsx';

/**
 * The footer of every page: the theme's link groups (service pages, the legal pages: terms,
 * privacy, cookies; secondary-areas §3 theme config), the ways to pay of the store view, and the company details of the shop's settings (name, address, Chamber of Commerce and
 * VAT numbers).
 */
export function SiteFooter() {
  const t = useTranslate();
  const storeView = useStoreView();
  const root = useRouteLoaderData('root') as
    | { company?: CompanyDetails; paymentLogos?: PaymentLogo[]; analytics?: AnalyticsSettings }
    | undefined;
  const company = root?.company;
  const groups = useSiteTheme().footer ?? [];
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
        {groups.map((group) => (
          <nav
            key={group.title}
            aria-label={group.title}
            className="site-footer__column"
            data-kind={group.kind}
          >
            <h2>{group.title}</h2>
            <GroupLinks links={group.links} />
          </nav>
        ))}
        <NewsletterFooter />
        <div className="site-footer__column">
          <h2>{t('Pay safely with')}</h2>
          <PaymentLogos logos={root?.paymentLogos ?? []} />
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
      <div className="site-footer__settings">
        {/* The language switcher modal (secondary-areas §2): the same page in the other language. */}
        <button
          type="button"
          className="site-footer__consent"
          aria-haspopup="dialog"
          onClick={() => openNamedModal({ name: 'language-switcher' })}
        >
          {t('Language')}: {storeView.code === 'de' ? 'Deutsch' : 'Nederlands'}
        </button>
        {root?.analytics?.containerId ? (
          // The consent choice can be changed at any time (secondary-areas §9).
          <button
            type="button"
            className="site-footer__consent"
            onClick={() => {
              void loadConsent().then(({ openConsentChoice }) => openConsentChoice());
            }}
          >
            {t('Cookie settings')}
          </button>
        ) : null}
      </div>
    </footer>
  );
}

/** A group's links: the server renders them once per theme read (lib/kept-markup.ts). */
function GroupLinks({ links }: { links: ThemeLinkData[] }) {
  const keep = useKeepMarkup();
  return (
    <ul
      {...keptChildren(keep, links, '', () =>
        links.map((link) => (
          <li key={entryKey(link)}>
            <ThemeLink href={link}>{link.text}</ThemeLink>
          </li>
        )),
      )}
    />
  );
}
