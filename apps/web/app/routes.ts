/**
 * Every URL of the storefront in one table. The Dutch store view lives at the root, the German
 * one under /de; a page of both views is one module registered twice with its own route id.
 * Unknown paths reach the catch-all, which asks the URL map (product, category, CMS page,
 * redirect) and otherwise answers the not-found page with status 404.
 */
import { index, prefix, type RouteConfig, route } from '@react-router/dev/routes';

function storeViewRoutes(lang: 'nl' | 'de') {
  return [
    route('c/:slug', 'routes/category.tsx', { id: `category-${lang}` }),
    route('search', 'routes/search.tsx', { id: `search-${lang}` }),
    route('cart', 'routes/cart.tsx', { id: `cart-${lang}` }),
    // The wishlist; /my-lists is the tab bar's name for it (secondary-areas §2).
    route('wishlist', 'routes/wishlist.tsx', { id: `wishlist-${lang}` }),
    route('my-lists', 'routes/wishlist.tsx', { id: `my-lists-${lang}` }),
    // The parents' birth list (secondary-areas §2); the public page of a list is /geboortelijst/….
    route('birthlist-registration', 'routes/birthlist/registration.tsx', {
      id: `birthlist-registration-${lang}`,
    }),
    route('birthlist', 'routes/birthlist/layout.tsx', { id: `birthlist-${lang}` }, [
      index('routes/birthlist/index.tsx', { id: `birthlist-index-${lang}` }),
      route('manage', 'routes/birthlist/manage.tsx', { id: `birthlist-manage-${lang}` }),
      route('settings', 'routes/birthlist/settings.tsx', { id: `birthlist-settings-${lang}` }),
    ]),
    route('more-about-birth-list', 'routes/more-about-birth-list.tsx', {
      id: `more-about-birth-list-${lang}`,
    }),
    route('checkout', 'routes/checkout/checkout.tsx', { id: `checkout-${lang}` }),
    route('checkout-return', 'routes/checkout/checkout-return.tsx', {
      id: `checkout-return-${lang}`,
    }),
    route('checkout-failed', 'routes/checkout/checkout-failed.tsx', {
      id: `checkout-failed-${lang}`,
    }),
    route('p/:parentSku/:slug/:childSku?', 'routes/product.tsx', { id: `product-${lang}` }),
    route('reset-password', 'routes/reset-password.tsx', { id: `reset-password-${lang}` }),
    // The pages the newsletter's mails link to: confirming a sign-up, unsubscribing.
    route('newsletter/confirm', 'routes/newsletter/confirm.tsx', {
      id: `newsletter-confirm-${lang}`,
    }),
    route('newsletter/unsubscribe', 'routes/newsletter/unsubscribe.tsx', {
      id: `newsletter-unsubscribe-${lang}`,
    }),
    // The pages the account's address mails link to: no login needed (decision 53).
    route('my-account/confirm-email', 'routes/account/confirm-email.tsx', {
      id: `account-confirm-email-${lang}`,
    }),
    route('my-account/undo-email-change', 'routes/account/undo-email-change.tsx', {
      id: `account-undo-email-change-${lang}`,
    }),
    route('my-account', 'routes/account/layout.tsx', { id: `account-${lang}` }, [
      index('routes/account/dashboard.tsx', { id: `account-dashboard-${lang}` }),
      route('purchases', 'routes/account/purchases.tsx', { id: `account-purchases-${lang}` }),
      route('purchases/:orderId', 'routes/account/purchase.tsx', {
        id: `account-purchase-${lang}`,
      }),
      // The return form of one of the customer's orders (by its number).
      route('purchases/:orderId/return', 'routes/account/purchase-return.tsx', {
        id: `account-purchase-return-${lang}`,
      }),
      // A purchase made in a store (secondary-areas §3 offline order detail).
      route('purchases/store/:orderId', 'routes/account/store-purchase.tsx', {
        id: `account-store-purchase-${lang}`,
      }),
      // The '{product}-member' page, named after the shop.
      route('kindershop-member', 'routes/account/member.tsx', { id: `account-member-${lang}` }),
      route('profile', 'routes/account/profile.tsx', { id: `account-profile-${lang}` }),
      route('preferences', 'routes/account/preferences.tsx', {
        id: `account-preferences-${lang}`,
      }),
      route('delete-account', 'routes/account/delete-account.tsx', {
        id: `account-delete-${lang}`,
      }),
    ]),
    // The return form an order mail links to: signed, no login needed.
    route('returns/:orderNumber', 'routes/returns.tsx', { id: `returns-${lang}` }),
    // A birth list's public page, by its url key (secondary-areas §9: path geboortelijst in
    // both store views); it ranks above the catch-all.
    route('geboortelijst/:urlKey', 'routes/birthlist-public.tsx', {
      id: `birthlist-public-${lang}`,
    }),
    // The in-store page and the in-store product page the app opens after a scan (secondary-areas §2).
    route('in-store', 'routes/in-store/index.tsx', { id: `in-store-${lang}` }),
    route('in-store/:slug', 'routes/in-store/product.tsx', { id: `in-store-product-${lang}` }),
    // The store locator and a store's page (secondary-areas §2, §7).
    route('storelocator', 'routes/storelocator/index.tsx', { id: `storelocator-${lang}` }),
    route('storelocator/:storeSlug', 'routes/storelocator/store.tsx', {
      id: `storelocator-store-${lang}`,
    }),
    // The editor's preview entry of content pages (secondary-areas §2 route table).
    route('storyblok', 'routes/content.tsx', { id: `storyblok-${lang}` }),
    route('error', 'routes/error.tsx', { id: `error-${lang}` }),
    route('no-result', 'routes/no-result.tsx', { id: `no-result-${lang}` }),
    route('styleguide', 'routes/styleguide.tsx', { id: `styleguide-${lang}` }),
    route('*', 'routes/catch-all.tsx', { id: `catch-all-${lang}` }),
  ];
}

export default [
  // The visual editor's single component mode: one component in an empty layout.
  route('storyblok-empty', 'routes/storyblok-empty.tsx', {
    id: 'storyblok-single-component-visual-editor-mode',
  }),
  route('de/storyblok-empty', 'routes/storyblok-empty.tsx', {
    id: 'storyblok-single-component-visual-editor-mode-de',
  }),
  // The store views' theme files (menu, footer, search suggestions) the browser keeps.
  route('site-theme/:file', 'routes/site-theme.ts', { id: 'site-theme' }),
  index('routes/home.tsx', { id: 'home-nl' }),
  ...storeViewRoutes('nl'),
  route('de', 'routes/home.tsx', { id: 'home-de' }),
  ...prefix('de', storeViewRoutes('de')),
] satisfies RouteConfig;
