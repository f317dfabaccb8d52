/**
 * The document of every page: language from the store view of the URL, the site header, and the
 * root error boundary that answers failed loaders (e.g. 502 when the API is down) and unknown paths.
 */

// The brand typeface's one file (latin, variable weight): the same asset app.css's @font-face names.
import brandFontHref from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AccountRuntime } from './components/account/account-runtime.tsx';
import { CartRuntime } from './components/cart/cart-runtime.tsx';
import { OrderRuntime } from './components/checkout/order-runtime.tsx';
import { LoaderOverlay } from './components/layout/loader-overlay.tsx';
import { Notifications } from './components/layout/notifications.tsx';
import { PageTransitions } from './components/layout/page-transitions.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { TabBar } from './components/layout/tab-bar.tsx';
import { UspBar } from './components/layout/usp-bar.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { apiCallOptions } from './lib/api-context.ts';
import { loadCategoryMenu } from './lib/category-menu.server.ts';
import { readCompanyDetails } from './lib/company.server.ts';
import { readFreeShippingThreshold } from './lib/free-shipping.server.ts';
import { getMessages, registerMessages, useStoreView, useTranslate } from './lib/i18n.ts';
import { readFooterPaymentLogos } from './lib/payment-logos.server.ts';
import { categoryMenuEntries, loadThemeComponents, resolveTheme } from './lib/site-theme.server.ts';
import './lib/last-pressed.ts';
import type { StoreView } from '@shop/core';
import { SHOP_NAME, THEME_COLOR } from './lib/shop.ts';
import { getHtmlLang, getStoreViewFromPath, localizePath } from './lib/store-view.ts';
import { answerListingSlice, LISTING_SLICE_PATH } from './routes/listing-slice.server.ts';
import { loadWishlist, mayHaveWishlist } from './stores/wishlist-loader.ts';
import appStylesHref from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  // Preloaded, so the text is drawn in the brand typeface from the first paint.
  { rel: 'preload', href: brandFontHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: appStylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * On the server, before any page renders: "load more" of a category or search listing
 * (`/_listing`) gets its JSON answer here.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) =>
    new URL(request.url).pathname === LISTING_SLICE_PATH
      ? answerListingSlice(request, context)
      : next(),
];

/**
 * A page whose loader failed answers with the headers of that failure where they matter to
 * clients: a temporary one (503) keeps its Retry-After.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers();
  // A refused editor link (403) is never stored nor indexed: it keeps those headers too.
  for (const name of ['retry-after', 'cache-control', 'x-robots-tag']) {
    const value = errorHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

/**
 * Shop-wide settings the document needs. SHOP_ROBOTS (e.g. 'noindex, nofollow' for a staging
 * shop) adds a robots tag to every page; pages that must not be indexed set their own as well.
 * `messages` is the catalogue of the page's store view: the browser gets its text as data, only
 * in the one language it shows, instead of both catalogues as code. `theme` is the store view's
 * theme: the header's menu, the footer's link groups and the search suggestions (the same for
 * every visitor, kept in memory for a minute; the category menu without a theme story, and
 * nothing when neither can be read, so the page still renders), `company` the shop's company
 * details of the footer, `paymentLogos` the brands of the view's payment methods (footer) and
 * `freeShippingFrom` the subtotal (cents) from which the shipping methods ship for free.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const { locale } = storeView;
  return {
    robots: process.env.SHOP_ROBOTS?.trim() || null,
    locale,
    messages: getMessages(locale),
    theme: await loadSiteTheme(storeView, apiCallOptions(request, context)),
    company: readCompanyDetails(),
    // On the server: the shipping methods stay out of the browser's code.
    freeShippingFrom: readFreeShippingThreshold(),
    // The brands of the methods this store view offers (no iDEAL in the German shop).
    paymentLogos: readFooterPaymentLogos(storeView.code),
  };
}

/**
 * The header's menu, the footer's link groups and the search suggestions of the store view's
 * theme story; without a theme story the menu is the category menu (kept a minute, both).
 */
async function loadSiteTheme(storeView: StoreView, options: ReturnType<typeof apiCallOptions>) {
  const components = await loadThemeComponents(storeView, options);
  const categoryMenu = components ? [] : await loadCategoryMenu(storeView.code, options);
  return resolveTheme(components, storeView, () => categoryMenuEntries(categoryMenu, storeView));
}

/** Only a change of store view (the language switcher) needs the other catalogue. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  getStoreViewFromPath(currentUrl.pathname) !== getStoreViewFromPath(nextUrl.pathname);

export function Layout({ children }: { children: ReactNode }) {
  const storeView = useStoreView();
  const settings = useRouteLoaderData<typeof loader>('root');
  // Before <Meta /> and the page translate anything.
  if (settings) registerMessages(settings.locale, settings.messages);
  // Marks the document once React has hydrated it: from then on its controls work (the browser
  // journeys wait for this instead of guessing from network quiet).
  // The wishlist is read then too when this browser has one (a saved list or a login): the
  // hearts and counts of the server's HTML show nothing personal until then.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (mayHaveWishlist()) loadWishlist().then((m) => m.startWishlist());
  }, []);
  return (
    <html lang={getHtmlLang(storeView)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {settings?.robots ? <meta name="robots" content={settings.robots} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Whether the page asks for the empty layout (its content only: the visual editor's single component mode). */
function useEmptyLayout(): boolean {
  return useMatches().some(
    (match) => (match.handle as { layout?: string } | undefined)?.layout === 'empty',
  );
}

export default function App() {
  if (useEmptyLayout()) {
    return (
      <main className="page" id="main" tabIndex={-1}>
        <Outlet />
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      <UspBar />
      <SiteHeader />
      <main className="page" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Notifications />
      <LoaderOverlay />
      <CartRuntime />
      <OrderRuntime />
      <AccountRuntime />
      <TabBar />
      <PageTransitions />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const storeView = useStoreView();
  const t = useTranslate();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = notFound ? t('Page not found') : t('Something went wrong');
  // A loader's readable message (e.g. the 502 of an unreachable API) wins over the generic text.
  const message =
    isRouteErrorResponse(error) && !notFound && typeof error.data === 'string' && error.data
      ? error.data
      : t(notFound ? 'Page not found text' : 'Something went wrong text');
  return (
    <>
      <title>{`${title} — ${SHOP_NAME}`}</title>
      <SkipLink />
      <SiteHeader />
      <main className="page error-page" id="main" tabIndex={-1}>
        <h1>{title}</h1>
        <p>{message}</p>
        <p className="error-page__status">
          {t('Error code')}: {status}
        </p>
        <p>
          <Link to={localizePath(storeView, '/')}>{t('Back to the home page')}</Link>
        </p>
        {import.meta.env.DEV && error instanceof Error ? (
          <pre className="error-page__stack">{error.stack}</pre>
        ) : null}
      </main>
      <SiteFooter />
    </>
  );
}

/** The first focusable element of every page: straight to the page's content. */
function SkipLink() {
  const t = useTranslate();
  return (
    <a href="#main" className="skip-link">
      {t('Skip to content')}
    </a>
  );
}
