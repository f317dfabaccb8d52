/**
 * The catalogue of messages every page uses, one file per locale among the build's files
 * (message-catalogue-files.ts), instead of as data in every page's HTML. The browser fetches
 * its store view's file before it hydrates the page (entry.client.tsx) and the other one before
 * the language switcher's page renders (the root's client loader): every text the server
 * rendered, and every text a page may show later, is then there. The document preloads the file
 * (root.tsx), so it loads beside the page's scripts; its name changes with its content, so the
 * browser and the service worker keep it.
 */
import CATALOGUE_PATHS from 'virtual:message-catalogues';
import { adoptCatalogue, type Locale, type Messages } from './i18n.ts';
import { jsonFileLoader } from './json-file.ts';

/** The path of a locale's catalogue file. */
export function pageCatalogueHref(locale: Locale): string {
  return CATALOGUE_PATHS[locale];
}

/** Fetches a locale's catalogue once and adds it to the browser's translators. */
export const loadPageCatalogue = jsonFileLoader<Locale, Partial<Messages>>(
  'the texts',
  pageCatalogueHref,
  adoptCatalogue,
);
