/**
 * The content pages the header and footer link to, by store view: their paths differ per language
 * (the CMS identifiers of the demo content). Labels are catalogue keys. The root loader sends the
 * links of the page's store view, so the browser's code carries neither table.
 */
import type { StoreView } from '@shop/core';
import type { ContentPageLink, SiteLinks } from './content-pages.ts';
import { localizePath } from './store-view.ts';

type Language = 'nl' | 'de';

/** Service pages of the footer. */
const SERVICE_PAGES: Record<Language, ContentPageLink[]> = {
  nl: [
    { path: '/klantenservice', label: 'Customer service' },
    { path: '/verzendkosten', label: 'Shipping costs and delivery times' },
    { path: '/retourneren', label: 'Returns' },
    { path: '/storelocator', label: 'Our stores' },
    { path: '/over-ons', label: 'About us' },
    // The storefront's own page: where parents look for the birth list.
    { path: '/more-about-birth-list', label: 'Birth list' },
  ],
  de: [
    { path: '/kundenservice', label: 'Customer service' },
    { path: '/versandkosten', label: 'Shipping costs and delivery times' },
    { path: '/ruecksendung', label: 'Returns' },
    { path: '/storelocator', label: 'Our stores' },
    { path: '/ueber-uns', label: 'About us' },
    { path: '/more-about-birth-list', label: 'Birth list' },
  ],
};

/** Legal pages of the footer: terms, privacy and cookies. */
const LEGAL_PAGES: Record<Language, ContentPageLink[]> = {
  nl: [
    { path: '/algemene-voorwaarden', label: 'Terms and conditions' },
    { path: '/privacy', label: 'Privacy statement' },
    { path: '/cookies', label: 'Cookie statement' },
  ],
  de: [
    { path: '/agb', label: 'Terms and conditions' },
    { path: '/datenschutz', label: 'Privacy statement' },
    { path: '/cookie-richtlinie', label: 'Cookie statement' },
  ],
};

/** The header's store finder: the store locator (secondary-areas §7). */
const STORE_FINDER_PAGE: Record<Language, ContentPageLink> = {
  nl: { path: '/storelocator', label: 'Our stores' },
  de: { path: '/storelocator', label: 'Our stores' },
};

/** The entry of a per-language table for a store view (the default view is Dutch). */
function forStoreView<T>(table: Record<Language, T>, storeView: StoreView): T {
  return storeView.code === 'de' ? table.de : table.nl;
}

/** The header's and footer's content links of a store view, with their paths in that view. */
export function siteLinksOf(storeView: StoreView): SiteLinks {
  const localize = (page: ContentPageLink) => ({
    ...page,
    path: localizePath(storeView, page.path),
  });
  return {
    service: forStoreView(SERVICE_PAGES, storeView).map(localize),
    legal: forStoreView(LEGAL_PAGES, storeView).map(localize),
    storeFinder: localize(forStoreView(STORE_FINDER_PAGE, storeView)),
  };
}
