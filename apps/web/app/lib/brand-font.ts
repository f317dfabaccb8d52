/**
 * The brand typeface: Nunito (SIL Open Font License), self-hosted from @fontsource-variable/nunito,
 * latin subset, one variable file for every weight the shop uses (400 to 800).
 *
 * It is not a face of the stylesheet. The first paint draws the text in the stylesheet's
 * "Nunito Fallback" (a local Arial scaled to Nunito's metrics), so the first paint needs only the
 * HTML, the stylesheets and the largest image; the 39 KB file would otherwise share a slow
 * connection with them. The typeface of a drawn page never changes under the shopper's eyes
 * (a line could wrap differently and move what follows): the paint-first starter
 * (lib/paint-first.server.ts) adds the face at once in a browser that has loaded the file before,
 * where it comes from the cache; elsewhere it loads the file after the first paint, and the face
 * is added on the next client-side navigation (`addWebFont`), which redraws the page anyway.
 */
import href from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';

/** A web font face that the paint-first starter adds to `document.fonts` (one WOFF2 file). */
export interface WebFontFace {
  /** The family the stylesheet names first in its font stack. */
  family: string;
  /** The address of its WOFF2 file. */
  href: string;
  /** The CSS `font-weight` range of the file. */
  weight: string;
}

export const BRAND_FONT: WebFontFace = {
  family: 'Nunito',
  href,
  weight: '200 1000',
};

/** The face's `src`: its WOFF2 file. */
export function webFontSource(font: WebFontFace): string {
  return `url(${JSON.stringify(font.href)}) format("woff2")`;
}

/**
 * Adds the face to the document's fonts, unless a face of its family is there already. For a
 * navigation: the page's text is drawn anew, so the typeface may change with it (`swap`).
 */
export function addWebFont(font: WebFontFace): void {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  for (const face of document.fonts) {
    if (face.family.replaceAll('"', '') === font.family) return;
  }
  const face = new FontFace(font.family, webFontSource(font), {
    weight: font.weight,
    display: 'swap',
  });
  document.fonts.add(face);
  face.load().catch(() => {
    // Offline or refused: the fallback typeface stays.
  });
}
