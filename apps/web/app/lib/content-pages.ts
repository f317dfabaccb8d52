/**
 * The content pages the header and footer link to, by store view: their paths differ per language
 * (the CMS identifiers of the demo content). Labels are catalogue keys.
 */
import type { StoreView } from '@shop/core';

type Language = 'nl' | 'de';

export interface ContentPageLink {
  path: string;
  label:
    | 'Customer service'
    | 'Shipping costs and delivery times'
    | 'Returns'
    | 'About us'
    | 'Terms and conditions'
    | 'Privacy statement'
    | 'Cookie statement'
    | 'Our stores';
}

/** Service pages of the footer. */
export const SERVICE_PAGES: Record<Language, ContentPageLink[]> = {
  nl: [
    { path: '/klantenservice', label: 'Customer service' },
    { path: '/verzendkosten', label: 'Shipping costs and delivery times' },
    { path: '/retourneren', label: 'Returns' },
    { path: '/winkels', label: 'Our stores' },
    { path: '/over-ons', label: 'About us' },
  ],
  de: [
    { path: '/kundenservice', label: 'Customer service' },
    { path: '/versandkosten', label: 'Shipping costs and delivery times' },
    { path: '/ruecksendung', label: 'Returns' },
    { path: '/filialen', label: 'Our stores' },
    { path: '/ueber-uns', label: 'About us' },
  ],
};

/** Legal pages of the footer: terms, privacy and cookies. */
export const LEGAL_PAGES: Record<Language, ContentPageLink[]> = {
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

/** The store list the header's store finder opens. */
export const STORE_FINDER_PAGE: Record<Language, ContentPageLink> = {
  nl: { path: '/winkels', label: 'Our stores' },
  de: { path: '/filialen', label: 'Our stores' },
};

/** The entry of a per-language table for a store view (the default view is Dutch). */
export function forStoreView<T>(table: Record<Language, T>, storeView: StoreView): T {
  return storeView.code === 'de' ? table.de : table.nl;
}
