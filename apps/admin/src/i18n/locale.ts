/** The back office's languages, and the one a browser's preferences choose before the operator does. */
export type AdminLocale = 'en' | 'nl';

/** Dutch when the browser's first language is any Dutch (nl, nl-NL, nl-BE), else English. */
export function browserLocale(languages: readonly string[]): AdminLocale {
  const first = languages[0] ?? 'en';
  return first.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}
