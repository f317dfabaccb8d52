/**
 * The widths of the journeys that are about both languages and both widths: Dutch on a phone
 * (390 px), German on a desktop (1366 px). Each language and each width is tried once: a flow whose
 * words depend on the language and whose layout depends on the width, but not one on the other,
 * needs no run of every pairing (decision 0091). Journeys about one width only (the phone's filter
 * panel, the desktop's mega menu) keep their own.
 */
export type ViewLanguage = 'nl' | 'de';

const WIDTH_OF: Record<ViewLanguage, 390 | 1366> = { nl: 390, de: 1366 };

/** The width a language's journeys run at, as a list to loop over. */
export function widthsFor(lang: ViewLanguage): readonly number[] {
  return [WIDTH_OF[lang]];
}
