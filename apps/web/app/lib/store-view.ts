/**
 * The store view of a URL: paths under /de belong to the German view, every other path to the
 * Dutch one. Links inside a view keep its prefix.
 */
import { STORE_VIEWS, type StoreView } from '@shop/core';

/** Path prefix of the German store view. */
export const GERMAN_PATH_PREFIX = '/de';

/**
 * The store view of a page path: '/de' and '/de/...' are German, the rest Dutch ('/dekens' too).
 * In loaders pass `url.pathname` of the loader arguments, not `request.url`, which may be the
 * page's data URL ('/de.data').
 */
export function getStoreViewFromPath(pathname: string): StoreView {
  const german = pathname === GERMAN_PATH_PREFIX || pathname.startsWith(`${GERMAN_PATH_PREFIX}/`);
  return german ? STORE_VIEWS.de : STORE_VIEWS.nl;
}

/** A storefront path inside a store view: '/c/x' stays for nl and becomes '/de/c/x' for de. */
export function localizePath(storeView: StoreView, path: string): string {
  if (storeView.code !== 'de') return path;
  return path === '/' ? GERMAN_PATH_PREFIX : `${GERMAN_PATH_PREFIX}${path}`;
}

/** The document language of a store view ('nl' or 'de'), for `<html lang>`. */
export function getHtmlLang(storeView: StoreView): string {
  return storeView.language;
}
