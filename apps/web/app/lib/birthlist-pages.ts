/**
 * Shared pieces of the parents' birth list pages: their alternates for the language switch (a
 * path differs only by the /de prefix) and the meta of a page (title in the store view's
 * language, never indexed: the pages are personal).
 */
import { STORE_VIEWS } from '@shop/core';
import { createTranslator, type MessageKey } from './i18n.ts';
import { SHOP_NAME } from './shop.ts';
import { getStoreViewFromPath, localizePath } from './store-view.ts';

/** The same page in both store views. */
export function birthListAlternates(pathname: string) {
  const view = getStoreViewFromPath(pathname);
  const base = view.code === 'de' ? pathname.replace(/^\/de(?=\/|$)/, '') || '/' : pathname;
  return {
    nl: localizePath(STORE_VIEWS.nl, base),
    de: localizePath(STORE_VIEWS.de, base),
  };
}

/**
 * Title and robots of a birth list page. The title's key is one of the catalogue every page
 * has, as `meta` runs before any area loads.
 */
export function birthListMeta(pathname: string, title: MessageKey) {
  const t = createTranslator(getStoreViewFromPath(pathname).locale);
  return [{ title: `${t(title)} — ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
}
