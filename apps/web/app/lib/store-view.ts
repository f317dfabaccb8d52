/**
 * The store view of a URL: paths under /de belong to the German view, every other path to the
 * Dutch one. Links inside a view keep its prefix.
 */
import { GERMAN_PATH_PREFIX, type StoreView, storeViewOfPath } from '@shop/core';

export { GERMAN_PATH_PREFIX };

/**
 * The store view of a page path: '/de' and '/de/...' are German, the rest Dutch ('/dekens' too).
 * In loaders pass `url.pathname` of the loader arguments, not `request.url`, which may be the
 * page's data URL ('/de.data').
 */
export function getStoreViewFromPath(pathname: string): StoreView {
  return storeViewOfPath(pathname);
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
