/**
 * The birth list's texts for a server-rendered page that shows them to everyone (the information
 * page /more-about-birth-list): its loader sends the ones it shows with the page's data, in the
 * page's language only, so the server render and the hydration show the same text without the
 * area being part of every page's data.
 */
import de from '../i18n/de-DE/birthlist.json';
import nl from '../i18n/nl-NL/birthlist.json';
import type { Locale, MessageKey, Messages } from './i18n.ts';

type BirthListKey = keyof typeof nl;

/** The texts of `keys` of the birth list area in a locale. */
export function birthListMessagesOf(
  locale: Locale,
  keys: readonly (BirthListKey & MessageKey)[],
): Partial<Messages> {
  const catalogue: Record<BirthListKey, string> = locale === 'de-DE' ? de : nl;
  return Object.fromEntries(keys.map((key) => [key, catalogue[key]]));
}
