/**
 * The store locator's texts (the message area `stores`) for its server-rendered pages: their
 * loaders send the area of the page's language with the page's data, so the server render and
 * the hydration show the same text and no other page carries them.
 */
import de from '../i18n/de-DE/stores.json';
import nl from '../i18n/nl-NL/stores.json';
import type { Locale, Messages } from './i18n.ts';

export function getStoresMessages(locale: Locale): Partial<Messages> {
  return locale === 'de-DE' ? de : nl;
}
