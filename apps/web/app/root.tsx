/**
 * The document of every page: language from the store view of the URL, the site header, and the
 * root error boundary that answers failed loaders (e.g. 502 when the API is down) and unknown paths.
 */

import { type ReactNode, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  type RouterContextProvider,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AccountRuntime } from './components/account/account-runtime.tsx';
import { AppBridgeHost } from './components/app/app-bridge-host.tsx';
import { CartRuntime } from './components/cart/cart-runtime.tsx';
import { OrderRuntime } from './components/checkout/order-runtime.tsx';
import { ConsentRuntime } from './components/layout/consent-runtime.tsx';
import { afterLaterParts, HydrateLater } from './components/layout/hydrate-later.tsx';
import { LoaderOverlay } from './components/layout/loader-overlay.tsx';
import { NamedModals } from './components/layout/named-modals.tsx';
import { Notifications } from './components/layout/notifications.tsx';
import { OfflineStatus } from './components/layout/offline-status.tsx';
import { PageTransitions } from './components/layout/page-transitions.tsx';
import { SearchPanel } from './components/layout/search-panel.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { TabBar } from './components/layout/tab-bar.tsx';
import { UspBar } from './components/layout/usp-bar.tsx';
import { useRoutedLinks } from './components/routed-link.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { readAnalyticsSettings } from './lib/analytics-settings.server.ts';
import { apiCallOptions } from './lib/api-context.ts';
import { setAppBridgeSettings } from './lib/app-bridge.ts';
import { readAppBridgeSettings } from './lib/app-bridge-settings.server.ts';
import { addWebFont, BRAND_FONT } from './lib/brand-font.ts';
import { readCompanyDetails } from './lib/company.server.ts';
import { startCrawlerHead } from './lib/crawler-head.server.ts';
import { readFreeShippingThreshold } from './lib/free-shipping.server.ts';
import { useStoreView, useTranslate } from './lib/i18n.ts';
import { loadPageCatalogue, pageCatalogueHref } from './lib/page-catalogue.ts';
import { readFooterPaymentLogos } from './lib/payment-logos.server.ts';
import { loadSiteTheme, pageThemeContext, siteThemeHref } from './lib/site-theme.server.ts';
import { loadSiteThemeFile } from './lib/site-theme.ts';
import './lib/last-pressed.ts';
import './lib/aborted-requests.ts';
import type { StoreView } from '@shop/core';
import { SHOP_NAME, THEME_COLOR } from './lib/shop.ts';
import { getHtmlLang, getStoreViewFromPath, localizePath } from './lib/store-view.ts';
import { answerWebAppManifest } from './lib/web-app-manifest.server.ts';
import { APPLE_TOUCH_ICON, manifestPath, manifestStoreCode } from './lib/web-app-manifest.ts';
import { answerListingSlice, LISTING_SLICE_PATH } from './routes/listing-slice.server.ts';
import { notify } from './stores/notifications.ts';
import { useOnline } from './stores/online.ts';
import { loadWishlist, mayHaveWishlist } from './stores/wishlist-loader.ts';
import appStylesHref from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON },
];

/**
 * On the server, before any page renders: "load more" of a category or search listing
 * (`/_listing`) gets its JSON answer here, and each store view's web app manifest
 * (`/manifest.webmanifest`, `/de/manifest.webmanifest`) its manifest.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    startCrawlerHead(context);
    const { pathname } = new URL(request.url);
    if (pathname === LISTING_SLICE_PATH) return answerListingSlice(request, context);
    if (manifestStoreCode(pathname)) return answerWebAppManifest(pathname);
    return next();
  },
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
 * The page's messages are not part of this data: the browser loads its store view's catalogue
 * file before it hydrates (lib/page-catalogue.ts). `themeHref` names the file of the store view's
 * theme: the header's menu, the footer's link groups and the search suggestions (the same for
 * every visitor, kept in memory for a minute; the category menu without a theme story, and
 * nothing when neither can be read, so the page still renders); the server's render takes the
 * theme itself from the request (lib/site-theme.ts), the browser fetches the file. `company` the shop's company
 * details of the footer, `paymentLogos` the brands of the view's payment methods (footer) and
 * `freeShippingFrom` the subtotal (cents) from which the shipping methods ship for free.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const { locale } = storeView;
  return {
    robots: process.env.SHOP_ROBOTS?.trim() || null,
    locale,
    themeHref: await loadPageTheme(storeView, request, context),
    company: readCompanyDetails(),
    // On the server: the shipping methods stay out of the browser's code.
    freeShippingFrom: readFreeShippingThreshold(),
    // The brands of the methods this store view offers (no iDEAL in the German shop).
    paymentLogos: readFooterPaymentLogos(storeView.code),
    // The native app's bridge: its trusted origins and user agent marker (lib/app-bridge.ts).
    appBridge: readAppBridgeSettings(),
    // The tag manager's container (none: analytics off) and the view's consent manager.
    analytics: readAnalyticsSettings(storeView),
  };
}

/** The store view's theme for the server's render, and the name of its file for the browser. */
async function loadPageTheme(
  storeView: StoreView,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  const theme = await loadSiteTheme(storeView, apiCallOptions(request, context));
  context.set(pageThemeContext, theme);
  return siteThemeHref(storeView, theme);
}

/**
 * The language switcher's page (another store view) renders once the browser has that view's
 * catalogue; the first page's catalogue loads before hydration (entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await Promise.all([loadPageCatalogue(data.locale), loadSiteThemeFile(data.themeHref)]);
  return data;
}

/** Only a change of store view (the language switcher) needs the other catalogue. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  getStoreViewFromPath(currentUrl.pathname) !== getStoreViewFromPath(nextUrl.pathname);

/**
 * The document's `<html>` element. The server writes it; in the built browser code Preact
 * renders into the element itself (given the document, it takes `document.documentElement` as
 * the parent), so the root renders only its head and body there and keeps the element's
 * language in step with the store view a navigation leads to. `react-router dev` keeps React in
 * the browser, which hydrates the element as it is.
 */
function Html({ lang, children }: { lang: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  if (typeof document === 'undefined' || import.meta.env.DEV)
    return <html lang={lang}>{children}</html>;
  return <>{children}</>;
}

export function Layout({ children }: { children: ReactNode }) {
  const storeView = useStoreView();
  const settings = useRouteLoaderData<typeof loader>('root');
  // Before <Meta /> and the page translate anything.
  if (settings) setAppBridgeSettings(settings.appBridge);
  // The menu's, the footer's and the grids' links go through the router (components/routed-link.tsx).
  useRoutedLinks();
  // Marks the document once React has hydrated it: from then on its controls work (the browser
  // journeys wait for this instead of guessing from network quiet).
  // The wishlist is read then too when this browser has one (a saved list or a login): the
  // hearts and counts of the server's HTML show nothing personal until then.
  // The structured data the server wrote for crawlers describes the first page only
  // (lib/crawler-head.server.ts): it goes once the browser shows another. The brand typeface,
  // if the first page was drawn without it, comes with the next page (lib/brand-font.ts).
  const { key: locationKey } = useLocation();
  const [firstLocationKey] = useState(locationKey);
  useEffect(() => {
    if (locationKey === firstLocationKey) return;
    for (const script of document.head.querySelectorAll('script[data-crawler-head]'))
      script.remove();
    addWebFont(BRAND_FONT);
  }, [locationKey, firstLocationKey]);
  useEffect(() => {
    afterLaterParts().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
    if (mayHaveWishlist()) loadWishlist().then((m) => m.startWishlist());
  }, []);
  return (
    <Html lang={getHtmlLang(storeView)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* The store view's own app: its start page, scope and language (secondary-areas §2). */}
        <link rel="manifest" href={manifestPath(storeView)} />
        {/* The messages the browser needs before it hydrates the page (entry.client.tsx). This
            preload and the theme's wait for the first paint (lib/paint-first.server.ts). */}
        <link
          rel="preload"
          href={pageCatalogueHref(storeView.locale)}
          as="fetch"
          crossOrigin="anonymous"
        />
        {/* The theme (menu, footer) the browser needs before it hydrates (entry.client.tsx). */}
        {settings ? (
          <link
            rel="preload"
            href={settings.themeHref}
            as="fetch"
            crossOrigin="anonymous"
            data-site-theme=""
          />
        ) : null}
        {settings?.robots ? <meta name="robots" content={settings.robots} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </Html>
  );
}

/** Whether the page asks for the empty layout (its content only: the visual editor's single component mode). */
function useEmptyLayout(): boolean {
  return useMatches().some(
    (match) => (match.handle as { layout?: string } | undefined)?.layout === 'empty',
  );
}

/** No analytics until the root's settings say there is a container (and the shopper consents). */
const NO_ANALYTICS = { containerId: null, consentManager: null };

export default function App() {
  const settings = useRouteLoaderData<typeof loader>('root');
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
      <OfflineStatus />
      <main className="page" id="main" tabIndex={-1}>
        {/* The page's content hydrates in a task of its own, after the header and its menu. */}
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <Notifications />
      <LoaderOverlay />
      <CartRuntime />
      <OrderRuntime />
      <AccountRuntime />
      <SearchPanel />
      <NamedModals />
      <AppBridgeHost />
      <ConsentRuntime settings={settings?.analytics ?? NO_ANALYTICS} />
      <TabBar />
      <PageTransitions />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTranslate();
  const online = useOnline();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // A page's data that could not be fetched because the browser is offline (no service worker
  // controls the page yet, or it has no copy): the offline notice, never an error code.
  if (!online || isNetworkFailure(error)) return <OfflineErrorPage />;
  const title = notFound ? t('Page not found') : t('Something went wrong');
  // A loader's readable message (e.g. the 502 of an unreachable API) wins over the generic text.
  const message =
    isRouteErrorResponse(error) && !notFound && typeof error.data === 'string' && error.data
      ? error.data
      : t(notFound ? 'Page not found text' : 'Something went wrong text');
  return <ErrorPage title={title} message={message} status={status} error={error} />;
}

/**
 * The error page of a failed load. A failure other than a missing page also shows its message
 * as an error notification with OK (core-shop §8: any other load failure shows its message as
 * an error with OK, and navigation continues: header, menu and links stay usable).
 */
function ErrorPage({
  title,
  message,
  status,
  error,
}: {
  title: string;
  message: string;
  status: number;
  error: unknown;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const notFound = status === 404;
  useEffect(() => {
    if (notFound) return;
    notify({ type: 'danger', message, action1: { label: t('OK') }, hasNoTimeout: true });
  }, [notFound, message, t]);
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
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <Notifications />
    </>
  );
}

/** A fetch the browser could not make at all (offline, the shop unreachable). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** What a page that could not load offline shows instead of an error code (core-shop §8). */
function OfflineErrorPage() {
  const storeView = useStoreView();
  const t = useTranslate();
  return (
    <>
      <title>{`${t('You are offline')} — ${SHOP_NAME}`}</title>
      <SkipLink />
      <SiteHeader />
      <OfflineStatus />
      <main className="page error-page" id="main" tabIndex={-1}>
        <h1>{t('You are offline')}</h1>
        <p>{t('This page was not kept for offline use. Pages you visited before still open.')}</p>
        <p>
          <Link to={localizePath(storeView, '/')}>{t('Back to the home page')}</Link>
        </p>
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
