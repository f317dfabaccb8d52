/**
 * The paths of the legal pages the checkout names before an order is placed (content stories of
 * each store view, at the paths the demo content gives them): the consumer sees the terms, the
 * privacy statement and the right of withdrawal before ordering.
 */
import { type StoreView, storySlugCandidates } from '@shop/core';
import { localizePath } from './store-view.ts';

const LEGAL_PAGE_PATHS = {
  terms: { nl: '/algemene-voorwaarden', de: '/agb' },
  privacy: { nl: '/privacy', de: '/datenschutz' },
  withdrawal: { nl: '/herroepingsrecht', de: '/widerrufsrecht' },
  cookies: { nl: '/cookies', de: '/cookies' },
} as const;

export type LegalPage = keyof typeof LEGAL_PAGE_PATHS;

/** The storefront path of a legal page in a store view (the default view is Dutch). */
export function legalPagePath(storeView: StoreView, page: LegalPage): string {
  const language = storeView.code === 'de' ? 'de' : 'nl';
  return localizePath(storeView, LEGAL_PAGE_PATHS[page][language]);
}

/**
 * The story of a legal page (the full slugs to try, the store folder first), as its content
 * page finds it: the modal that shows a legal page reads the same story.
 */
export function legalPageStorySlugs(storeView: StoreView, page: LegalPage): string[] {
  const language = storeView.code === 'de' ? 'de' : 'nl';
  return storySlugCandidates(LEGAL_PAGE_PATHS[page][language], language);
}
