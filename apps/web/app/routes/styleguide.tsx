/**
 * The style guide `/styleguide` (design brief: tokens in one place, shown here): the design tokens
 * of app.css (colours, type scale and weights, spacing, radii, shadows), the logo on white and on
 * the accent with the app icon, and the shared components in the page's language: buttons,
 * prices with their tax note, labels, ratings, stock, the notification types and the offline
 * bar, breadcrumbs and category tiles, product cards of the catalogue, delivery promises and
 * payment logos, an empty state, a content block, and the content pages' forms (pregnancy box,
 * contact), working against the API as on their pages. Not indexed.
 */
import { formatPrice, STORE_VIEWS } from '@shop/core';
import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { CategoryList } from '../components/category-list.tsx';
import { EMPTY_CONTENT_DATA } from '../components/content/block-types.ts';
import CtaBanner from '../components/content/cta-banner.tsx';
import ContactForm from '../components/content/forms/contact-form.tsx';
import PregnancyForm from '../components/content/forms/pregnancy-form.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { DeliveryPromises } from '../components/layout/delivery-promise-text.tsx';
import { Logo } from '../components/layout/logo.tsx';
import { PaymentLogos } from '../components/layout/payment-logos.tsx';
import { Breadcrumbs } from '../components/listing/breadcrumbs.tsx';
import { PriceNote } from '../components/price-note.tsx';
import { ProductLabels } from '../components/product/product-labels.tsx';
import { StockStatus } from '../components/product/stock-status.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { toCategoryLink } from '../lib/catalog-documents.ts';
import { createTranslator, type MessageKey, useStoreView, useTranslate } from '../lib/i18n.ts';
import { getSuggestedProducts, getTopCategories } from '../lib/listing-api.ts';
import type { PaymentLogo } from '../lib/payment-logos.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/styleguide';
import styles from './styleguide.module.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Style guide')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/** Real categories and product cards of the store view, so the samples show what shoppers see. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const options = apiCallOptions(request, context);
  const [categories, products] = await Promise.all([
    getTopCategories(storeView.code, options).catch(() => []),
    getSuggestedProducts(storeView, options),
  ]);
  return {
    alternates: Object.fromEntries(
      [STORE_VIEWS.nl, STORE_VIEWS.de].map((view) => [
        view.code,
        localizePath(view, '/styleguide'),
      ]),
    ),
    categories: categories
      .map(toCategoryLink)
      .filter((item) => item !== null)
      .slice(0, 6),
    products: products.slice(0, 4),
  };
}

const COLOURS = [
  'accent',
  'accent-dark',
  'accent-soft',
  'text',
  'text-muted',
  'surface',
  'surface-warm',
  'surface-muted',
  'pastel-rose',
  'pastel-mint',
  'pastel-sky',
  'pastel-sun',
  'border',
  'border-strong',
  'success',
  'danger',
];
const FONT_SIZES = ['xs', 'small', 'base', 'large', 'xl', 'xxl'];
const SPACES = ['1', '2', '3', '4', '5', '6'];
const RADII = ['radius-sm', 'radius', 'radius-lg', 'radius-pill'];
const SHADOWS = ['shadow-sm', 'shadow-md', 'shadow-lg'];

/** The guide's parts, in order (their headings and the table of contents). */
const SECTIONS = [
  { id: 'logo', title: 'Logo' },
  { id: 'colour', title: 'Colour' },
  { id: 'type', title: 'Type' },
  { id: 'spacing', title: 'Spacing' },
  { id: 'radii', title: 'Radii and shadows' },
  { id: 'actions', title: 'Actions and prices' },
  { id: 'notices', title: 'Notices' },
  { id: 'navigation', title: 'Navigation' },
  { id: 'products', title: 'Product cards' },
  { id: 'trust', title: 'Delivery and payment' },
  { id: 'empty', title: 'Empty states' },
  { id: 'content', title: 'Content blocks' },
  { id: 'forms', title: 'Forms' },
] as const satisfies readonly { id: string; title: MessageKey }[];

/** One notification of each type (secondary-areas §2 Layout), with texts of the error catalogue. */
const NOTICE_SAMPLES = [
  { type: 'success', message: 'Product has been added to the cart!', ok: false },
  { type: 'info', message: 'Product quantity has been updated!', ok: false },
  {
    type: 'warning',
    message: 'No products synchronized for this category. Please come back while online!',
    ok: true,
  },
  {
    type: 'danger',
    message:
      'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    ok: true,
  },
  { type: 'secondary', message: 'You are offline', ok: false },
] as const satisfies readonly { type: string; message: MessageKey; ok: boolean }[];

export default function StyleGuide({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const storeView = useStoreView();
  // The payment brands of the store view, from the root loader (as the footer reads them).
  const root = useRouteLoaderData('root') as { paymentLogos?: PaymentLogo[] } | undefined;
  const { categories, products } = loaderData;
  const home = localizePath(storeView, '/');
  return (
    <div className={styles.page}>
      <h1>{t('Style guide')}</h1>
      <p className={styles.lead}>{t('Style guide introduction')}</p>
      <nav aria-label={t('Style guide sections')} className={styles.toc}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="logo" title={t('Logo')}>
        <div className={styles.logos}>
          <span className={styles.logoOnWhite}>
            <Logo />
          </span>
          <span className={styles.logoOnAccent}>
            <Logo className="logo--on-accent" />
          </span>
          <img
            className={styles.appIcon}
            src="/icons/app/icon-192.png"
            width={96}
            height={96}
            alt={t('App icon')}
          />
        </div>
      </Section>

      <Section id="colour" title={t('Colour')}>
        <ul className={styles.grid}>
          {COLOURS.map((name) => (
            <li key={name}>
              <div className={styles.swatch} data-token={`color-${name}`} />
              <span className={styles.token}>--color-{name}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="type" title={t('Type')}>
        <ul className={styles.typeScale}>
          {FONT_SIZES.map((name) => (
            <li key={name}>
              <span className={styles.token}>--font-size-{name}</span>
              <span className={styles.sample} data-token={`font-size-${name}`}>
                {t('Style guide sample sentence')}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.weights}>
          <span data-weight="regular">{t('Regular')} 400</span>
          <span data-weight="bold">{t('Bold')} 700</span>
          <span data-weight="heavy">{t('Heavy')} 800</span>
        </p>
      </Section>

      <Section id="spacing" title={t('Spacing')}>
        <ul className={styles.spaces}>
          {SPACES.map((name) => (
            <li key={name}>
              <span className={styles.token}>--space-{name}</span>
              <div className={styles.space} data-token={`space-${name}`} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="radii" title={t('Radii and shadows')}>
        <ul className={styles.grid}>
          {[...RADII, ...SHADOWS].map((name) => (
            <li key={name}>
              <div className={styles.box} data-token={name} />
              <span className={styles.token}>--{name}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="actions" title={t('Actions and prices')}>
        <div className={styles.row}>
          <button type="button" className={styles.button}>
            {t('Add to cart')}
          </button>
          <button type="button" className={styles.buttonSecondary}>
            {t('Continue shopping')}
          </button>
          <Link to={home}>{t('Back to the home page')}</Link>
        </div>
        <div className={styles.row}>
          <span className={styles.price}>{formatPrice(49.95, storeView.locale)}</span>
          <PriceNote taxNote={storeView.pricesIncludeTax ? 'incl. VAT' : 'excl. VAT'} />
        </div>
        <div className={styles.row}>
          <ProductLabels labels={['new-label', 'sale-label', 'action-sticker', 'sold-out-label']} />
        </div>
        <div className={styles.row}>
          <RatingStars average={4.5} count={12} />
        </div>
        <div className={styles.stock}>
          <StockStatus stock={{ is_in_stock: true, qty: 40, manage_stock: true }} />
          <StockStatus stock={{ is_in_stock: true, qty: 3, manage_stock: true }} />
          <StockStatus stock={{ is_in_stock: false, qty: 0, manage_stock: true }} />
        </div>
      </Section>

      <Section id="notices" title={t('Notices')}>
        <div className={styles.notices}>
          {NOTICE_SAMPLES.map((sample) => (
            <div key={sample.type} className="notification" data-type={sample.type}>
              <p>{t(sample.message)}</p>
              {sample.ok ? <span className={styles.noticeAction}>{t('OK')}</span> : null}
            </div>
          ))}
        </div>
        <div className={`offline-status ${styles.offlineSample}`}>
          <strong>{t('You are offline')}</strong>
          <span>{t('Pages you visited before still open; your cart is kept.')}</span>
        </div>
      </Section>

      <Section id="navigation" title={t('Navigation')}>
        <Breadcrumbs
          crumbs={[
            { name: t('Home'), path: home },
            ...categories.slice(0, 1).map((category) => ({
              name: category.name,
              path: localizePath(storeView, `/c/${category.slug}`),
            })),
            { name: t('Style guide'), path: localizePath(storeView, '/styleguide') },
          ]}
        />
        {categories.length > 0 ? <CategoryList categories={categories} /> : null}
      </Section>

      <Section id="products" title={t('Product cards')}>
        {products.length > 0 ? <ProductGrid products={products} eager={0} /> : null}
      </Section>

      <Section id="trust" title={t('Delivery and payment')}>
        <DeliveryPromises detailed />
        {root?.paymentLogos ? <PaymentLogos logos={root.paymentLogos} /> : null}
      </Section>

      <Section id="empty" title={t('Empty states')}>
        <EmptyState
          title={t('Your shopping cart is empty.')}
          text={t('Find something you like and add it to your cart.')}
          action={{ label: t('Continue shopping'), to: home }}
        />
      </Section>

      <Section id="content" title={t('Content blocks')}>
        <CtaBanner
          block={{
            _uid: 'styleguide-cta',
            component: 'cta_banner',
            title: t('Style guide sample title'),
            text: t('Style guide sample sentence'),
            link: { linktype: 'url', url: '/storelocator', cached_url: '/storelocator' },
            link_text: t('Our stores'),
            background: 'rose',
          }}
          data={EMPTY_CONTENT_DATA}
          eager={false}
        />
      </Section>

      <Section id="forms" title={t('Forms')}>
        <PregnancyForm
          block={{
            _uid: 'styleguide-pregnancy-form',
            component: 'pregnancy_form',
            title: t('Request the pregnancy box'),
          }}
        />
        <ContactForm
          block={{
            _uid: 'styleguide-contact-form',
            component: 'contact_form',
            title: t('Customer service'),
          }}
        />
      </Section>
    </div>
  );
}

/** One part of the guide, with its heading and an anchor of the table of contents. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
