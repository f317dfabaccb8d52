/**
 * The in-store texts for the server-rendered in-store pages: their loaders send the whole
 * in-store area in the page's language with the page's data, so the server render and the
 * hydration show the same text while other pages never carry it.
 */
import de from '../i18n/de-DE/in-store.json';
import nl from '../i18n/nl-NL/in-store.json';
import type { Locale, Messages } from './i18n.ts';

/** Every text of the in-store area in a locale. */
export function inStoreMessagesOf(locale: Locale): Partial<Messages> {
  return locale === 'de-DE' ? de : nl;
}
