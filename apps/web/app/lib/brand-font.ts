/**
 * The brand typeface: Nunito (SIL Open Font License), self-hosted from @fontsource-variable/nunito,
 * latin subset, one variable file for every weight the shop uses (400 to 800).
 *
 * It is not a face of the stylesheet. The first paint draws the text in the stylesheet's
 * "Nunito Fallback" (a local Arial scaled to Nunito's metrics), so the first paint needs only the
 * HTML, the stylesheets and the largest image; the 39 KB file would otherwise share a slow
 * connection with them. The paint-first starter (lib/paint-first.server.ts) adds this face to the
 * document's fonts after the first paint, or at once in a browser that has loaded it before, where
 * the file comes from its cache.
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
