import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messageCatalogueFiles } from './message-catalogue-files.ts';
import { routerAhead } from './router-ahead.ts';
import { serverRenderWritesText } from './server-render-text.ts';
import { serverRoutesOncePerBuild } from './server-routes-once.ts';
import { shellStylesOnce } from './shell-styles-once.ts';

/** `react-router dev` forwards API and image calls to a running shop (API_INTERNAL_URL). */
const api = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router ships a development and a production build of the same code, but its package
 * exports always name the development one, which keeps the developer warnings (messages, checks,
 * the "hey developer" boundary) in the browser bundle and its checks on every server render. Both
 * production builds take the production files instead: the server build bundles React Router
 * (and its Node adapter, which imports it) so that the one copy serves the routes and the
 * shop's request handler (entry.server re-exports it). `react-router dev` keeps the package's
 * own choice.
 */
function reactRouterProductionFiles(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'shop:react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return files[source] ?? null;
    },
  };
}

/**
 * What every storefront page loads goes into one script with the client entry: React, React DOM,
 * React Router, Vite's preload helper and the app's shared modules (translator, store view, API
 * client, notifications, UI flags, login flag, cart count and settings, the loader overlay's store,
 * the payment-trip note and the unsent-orders flag, the product card and grid, core's
 * rules but the cart's), with what they import. Left to itself the build splits them into a
 * handful of small chunks, each compressed on its own and each one more request (~0.7 KB gzip
 * more on the product page). The cost: a change to one of these modules changes the one large
 * file.
 */
const SHELL_MODULES = [
  // The client entry with the page catalogue's loader, and the root route (the layout: header,
  // menu, footer, tab bar and the runtimes it starts): every page loads all three at its start.
  // In the shell they are compressed with it and need no requests of their own (the product
  // page 1.7 KB gzip less than as three scripts beside it; the root keeps a re-exporting module
  // of about 0.15 KB, as a chunk has one entry of its own).
  /\/app\/(entry\.client|root)\.tsx$/,
  /\/app\/lib\/page-catalogue\.ts$/,
  /\/node_modules\/(preact|react-router|turbo-stream|cookie|set-cookie-parser)\//,
  /\/app\/lib\/(i18n|store-view|shop|catalog|api|session|cart-config|payment-redirect|last-pressed|site-theme)\.ts$/,
  // The few calls into the app bridge that every page's buttons make (account, wishlist, add to
  // cart; the logout tells the app): left unnamed, the account script took it in and the shell
  // and the account script imported each other.
  /\/app\/lib\/app-bridge\.ts$/,
  /vite\/preload-helper/,
  // The layout's start of consent: with the analytics code's loader in the shell, the consent
  // chunk and its styles are named once in the shell's preload list, not again in the root's.
  /\/app\/components\/layout\/consent-runtime\.tsx$/,
  /\/app\/stores\/(notifications|ui|cart-count|loader|unsent-orders|wishlist-flags|wishlist-loader|online)\.ts$/,
  // The layout's rules (page transitions on every page; the sticky bar, sidebar panels and the
  // quick category navigation): left unnamed, the styleguide's imports made them a script of
  // their own, one more request on every page.
  /\/app\/lib\/layout-rules\.ts$/,
  // The product cards of every listing, and the note beside their prices (the product page's
  // price uses it too: left unnamed, it went with that page's script, which listings then loaded).
  /\/app\/components\/(product-grid|product-card|wishlist-heart|price-note)\.tsx$/,
  // The logo, the delivery promise text, the payment logos and the theme's links of the header,
  // USP bar, menu and footer; the few lines that load the panel host on a dialog's first opening
  // (the layout's named modals and the product page use them: a script of their own otherwise).
  /\/app\/components\/layout\/(logo|delivery-promise-text|payment-logos|theme-link|lazy-sidebar-panel)\.tsx$/,
  // The footer's newsletter form and its styles, shared by the footer and the newsletter modal
  // and pages: in the root's script, the modal would import the root's and its own facade chunk.
  /\/app\/components\/newsletter\/(newsletter-signup\.tsx|newsletter\.module\.css)$/,
  /\/app\/lib\/payment-logos\.ts$/,
  // The rest of core (prices, variants, money, store views: most pages use them); the cart's
  // rules are matched first and go to their own chunk.
  /\/packages\/core\/src\//,
];

/**
 * Core's rules that only a later step of the shopper uses stay out of the shell and load with the
 * pages and dialogs that use them: the Dutch address lookup (checkout, account), the returns, an
 * order's money rows (order pages), the cart's tax country notice and line counts, and the
 * listings' filters and paging (category, search). In the shell, every first load of every page
 * carried them (the product page about 0.8 KB gzip).
 */
const CORE_ON_USE =
  /\/packages\/core\/src\/(geo\/|returns\/|checkout\/(order-money|tax-country)\.ts$|cart\/counts\.ts$|catalog\/filters\.ts$)/;

/**
 * The styles of the listings' parts (header, facets, sort, active filters, suggestions, the
 * no-result content), which the category and search pages and the search overlay show together:
 * one stylesheet, where each part's module made one of its own. A listing page then loads four
 * stylesheets instead of six or seven, and each one blocks its first paint. On a phone's
 * connection, the browser opens six connections to a host, and the stylesheets beyond them
 * waited a round trip more (in Lighthouse, FCP 1.2 s instead of 0.9).
 */
const LISTING_STYLES = /\/app\/components\/listing\/[^/]+\.module\.css$/;

/**
 * The cart's rules (merge, checksum with its SHA3 code, line rules, totals, a gift card's
 * recipient, the lines after a store view switch, cart edit mode) and the checkout's (the order, its
 * fingerprint, the answers of placing and of the queue) are needed only once the
 * cart logic or the checkout loads (after hydration, on adding, at the checkout). Named apart, or
 * the shell would take them in as dependencies of core's index.
 */
const CART_LOGIC =
  /\/packages\/core\/src\/(cart\/(merge|checksum|cart-rules|totals|coupons|methods|product-option|shop-closed|gift-card-recipient|store-switch|edit-mode)|checkout\/order)\.ts$|\/node_modules\/@noble\//;

/**
 * Core's rules of the search overlay (its page, history and timings) serve only the overlay,
 * loaded when it first opens: named apart, or the shell would take them in with the rest of core.
 */
const SEARCH_OVERLAY_RULES = /\/packages\/core\/src\/search\/search-overlay\.ts$/;

/**
 * Core's analytics event builders and the storefront's pusher (secondary-areas §7): loaded only
 * once a shopper allowed analytics (lib/analytics.ts), or with the cart logic and the return
 * page that name an event's input. Named apart, or the shell would take them in with the rest of
 * core, onto every page of every shopper, consent or not.
 */
const ANALYTICS_CODE = /\/packages\/core\/src\/analytics\/|\/app\/lib\/analytics-builders\.ts$/;

/**
 * The consent code (Consent Mode, the stored choice), the host of the shop's banner and the
 * banner load together: with a tag manager container every page loads them after hydration, and
 * a shopper who has not chosen yet needs all three (one request and one compressed file instead
 * of three). A shopper who has chosen carries the banner's few hundred bytes too.
 */
const CONSENT_CODE =
  /\/app\/(lib\/consent|components\/layout\/consent-(asker|banner))\.tsx?$|\/app\/components\/layout\/consent-banner\.module\.css/;

/**
 * Core's content rules (story paths, the editor link, the theme's names) serve the content pages
 * and their blocks only: a script of their own, or the shell would take them in with the rest of
 * core.
 */
const CONTENT_RULES = /\/packages\/core\/src\/content\//;

/**
 * The wishlist's store, calls and core rules: loaded when this browser has a list or a login, on
 * the first press of a heart and on the wishlist page. Named apart, or the shell would take
 * core's wishlist rules in with the rest of core.
 */
const WISHLIST_LOGIC =
  /\/packages\/core\/src\/wishlist\/|\/app\/stores\/wishlist\.ts$|\/app\/lib\/wishlist-api\.ts$/;

/**
 * The birth list's store, calls, core rules and the button and modals of its product page mode:
 * loaded for a logged-in customer (with the wishlist's start, at login) and by the birth list
 * pages. Named apart, or the shell would take core's birth list rules in with the rest of core.
 * Its styles are a chunk of their own: the information page (for everyone) uses them without any
 * of this code, and a manual chunk takes in the unassigned modules its modules import.
 */
const BIRTHLIST_STYLES = /\/app\/components\/birthlist\/birthlist\.module\.css/;
const BIRTHLIST_LOGIC =
  /\/packages\/core\/src\/birthlist\/|\/app\/stores\/birthlist\.ts$|\/app\/lib\/birthlist-api\.ts$|\/app\/components\/birthlist\/(birthlist-action|wish-modal|modal)\.tsx$/;

/**
 * The account code that the login modal and the account pages share (the modal, form parts, user
 * store and login, token queue, account calls and core's account rules, with core's rules of the
 * content pages' forms and of the review modal, which build on them) in one script, loaded when the
 * modal opens or an account page loads. Named apart, or the shell would take core's account rules
 * in with the rest of core (about 1.2 KB gzip more on every page); one script rather than seven
 * also keeps the list of files the layout preloads for the modal short.
 */
const ACCOUNT_CODE =
  /\/packages\/core\/src\/((account|forms)\/|review\/validation\.ts$)|\/app\/components\/account\/(auth-modal\.tsx|form-field\.tsx|account\.module\.css)|\/app\/lib\/(account-form|user-api|token-queue)\.ts$|\/app\/stores\/(user|login)\.ts$/;

/**
 * What the two store locator pages share (secondary-areas §7): core's rule of which paths are map
 * pages and the check of the document they run in. Named apart, or the shell would take the
 * rule in with the rest of core, onto every page.
 */
const STORE_LOCATOR = /\/packages\/core\/src\/geo\/map-tiles\.ts$|\/app\/lib\/map-document\.ts$/;

/**
 * Small modules that lazily loaded parts share, each in a script of its own: the request of the
 * JSON calls (cart, checkout, account), the modal dialogs' lifecycle, the loader of message
 * areas and the text of a failed call (the cart's logic and the checkout use it for a guest too).
 * Left alone they join the account script (its modal and calls use them too), and a guest's cart,
 * micro cart, closed dialog or store stock dialog would load the whole account code with them
 * (the cart page of a first visit about 10 KB gzip).
 */
const SHARED_LAZY = /\/app\/lib\/(json-request|use-dialog|message-areas|error-text)\.ts$/;

/**
 * What the product page shares with the in-store product page (price, stock status, add-to-cart
 * button, the product and price rules; with the product labels, which the styleguide shows too)
 * and the store entry with the key of the shopper's remembered store (the store's own code loads
 * when one is remembered or the dialog opens): one script beside the product page's own, not two
 * (each chunk costs the product page its own compression and request).
 */
const PRODUCT_SHARED =
  /\/app\/components\/(product\/(product-price|stock-status|product-labels)|cart\/add-to-cart-button|in-store\/store-stock-entry)\.tsx$|\/app\/lib\/(product|product-live|product-price)\.ts$|\/app\/stores\/store-location-key\.ts$/;

/**
 * Core's package rules (secondary-areas §3) and the page's choice built on them: loaded with the
 * package selector, on a package's page only (the loader computes the default choice). A script of
 * their own: left unnamed, core's index in the shell takes them in, onto every page.
 */
const PACKAGE_RULES = /\/packages\/core\/src\/catalog\/package\.ts$|\/app\/lib\/package-state\.ts$/;

/**
 * A route module whose code other scripts share (the root's layout parts that lazily loaded parts
 * import, the product page's components) may export more than React Router reads. With React
 * Router's own 'exports-only', Rollup kept such a route's code in a chunk of its own and made the
 * route module a chunk that only re-exports it: one more request and about 0.15 KB gzip on every
 * page for the root, and again for the product route. React Router reads only the names it knows
 * from a route module, so the extra exports are harmless. (Set here: React Router's plugin
 * overrides the option given in the build settings.)
 */
function routeChunksWithoutFacades(): Plugin {
  return {
    name: 'shop:route-chunks-without-facades',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

/**
 * The service worker (app/sw.ts), built with Workbox by vite-plugin-pwa's injectManifest into
 * build/client/sw.js, with the precache list of this build's scripts and styles injected.
 * React Router builds a client and a server environment: the plugin works for the client only.
 * The page registers /sw.js itself (no registration script); the web app manifests are the
 * root's (lib/web-app-manifest.ts), one per store view.
 */
function serviceWorker(): Plugin[] {
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'app',
    filename: 'sw.ts',
    outDir: 'build/client',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globDirectory: 'build/client',
      // The build's scripts and styles, the page catalogues of messages (the browser hydrates a
      // page once its store view's is there, offline too) and the installed app's icons.
      globPatterns: [
        'assets/**/*.{js,css}',
        'assets/messages-*.json',
        'icons/app/*.png',
        'favicon.svg',
      ],
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      minify: true,
      sourcemap: false,
    },
  });
  return plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  }));
}

/**
 * The built browser code runs on Preact's compatibility layer instead of React DOM (decision
 * 106): the same components, hooks, Suspense, lazy and `use`, in about 11 KB gzip instead of
 * React DOM's 64 (the product page 137 KB gzip of JavaScript with React, 80 with Preact). The
 * server renders with React, as React Router's server runtime expects; what differs between the
 * two (the router's first suspension, the document element, the head's extras, the ids of `useId`,
 * Suspense ranges, events after unmount) is handled in `entry.client.tsx`, the root's `Html`,
 * `lib/hydrated-ids.ts` and `lib/use-dialog.ts`. `react-router dev` keeps
 * React in the browser: its dependency optimizer resolves React Router's imports of React
 * without the build's plugins.
 */
function preactInBrowser(): Plugin {
  const targets: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/compat/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  };
  return {
    name: 'shop:preact-in-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      const target = targets[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    preactInBrowser(),
    reactRouterProductionFiles(),
    serverRoutesOncePerBuild(),
    serverRenderWritesText(),
    reactRouter(),
    routeChunksWithoutFacades(),
    messageCatalogueFiles(join(import.meta.dirname, 'app/i18n')),
    serviceWorker(),
    shellStylesOnce(),
    routerAhead(),
  ],
  // Terser with two compress passes packs React Router and React DOM tighter than esbuild's
  // minifier (product page: about 4.5 KB less gzipped JavaScript); the build takes a few seconds
  // more. The server build stays unminified (readable stack traces).
  build: {
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
  },
  environments: {
    ssr: {
      build: { minify: false },
      resolve: { noExternal: ['react-router', '@react-router/node'] },
    },
    client: {
      build: {
        rollupOptions: {
          output: {
            // Shared code in one script (see SHELL_MODULES) instead of many small ones.
            manualChunks: (id) =>
              CART_LOGIC.test(id)
                ? 'cart-logic'
                : WISHLIST_LOGIC.test(id)
                  ? 'wishlist'
                  : STORE_LOCATOR.test(id)
                    ? 'store-locator'
                    : BIRTHLIST_STYLES.test(id)
                      ? 'birthlist-styles'
                      : LISTING_STYLES.test(id)
                        ? 'listing-styles'
                        : BIRTHLIST_LOGIC.test(id)
                          ? 'birthlist'
                          : SHARED_LAZY.test(id)
                            ? SHARED_LAZY.exec(id)?.[1]
                            : ACCOUNT_CODE.test(id)
                              ? 'account'
                              : PRODUCT_SHARED.test(id)
                                ? 'product-shared'
                                : ANALYTICS_CODE.test(id)
                                  ? 'analytics'
                                  : CONSENT_CODE.test(id)
                                    ? 'consent'
                                    : CONTENT_RULES.test(id)
                                      ? 'content-rules'
                                      : SEARCH_OVERLAY_RULES.test(id)
                                        ? 'search-overlay-rules'
                                        : PACKAGE_RULES.test(id)
                                          ? 'package-rules'
                                          : CORE_ON_USE.test(id)
                                            ? null
                                            : SHELL_MODULES.some((pattern) => pattern.test(id))
                                              ? 'shell'
                                              : null,
          },
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/img': api } },
});
