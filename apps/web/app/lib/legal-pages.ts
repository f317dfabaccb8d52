/**
 * The paths of the legal pages the checkout names before an order is placed (content stories of
 * each store view, at the paths the demo content gives them): the consumer sees the terms, the
 * privacy statement and the right of withdrawal before ordering.
 */
import type { StoreView } from '@shop/core';
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
  return localizePath(storeView, legalPageStory(storeView, page).path);
}

/**
 * A legal page's content story path and language in a store view, from which its content page
 * finds the story (the modal that shows a legal page reads the same story). The slug rules stay
 * with the content code: the banner and the checkout's links, which only link, load none of it.
 */
export function legalPageStory(
  storeView: StoreView,
  page: LegalPage,
): { path: string; language: 'nl' | 'de' } {
  const language = storeView.code === 'de' ? 'de' : 'nl';
  return { path: LEGAL_PAGE_PATHS[page][language], language };
}
