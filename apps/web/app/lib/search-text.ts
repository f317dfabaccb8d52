/**
 * The search text of a search URL, read alike by the search page and by the header's search field
 * that shows it (a module of its own, so that the header carries no listing code).
 */
import { stripHtml } from '@shop/core';

/** The query parameter of the search text. */
export const SEARCH_PARAM = 'q';

/**
 * The search text: HTML stripped, control characters (a NUL, say) read as spaces, whitespace
 * collapsed. Nobody types a control character; echoed into the page it would only garble the
 * heading, the title and the search field.
 */
export function readSearchText(params: URLSearchParams): string {
  return stripHtml(params.get(SEARCH_PARAM) ?? '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, 200);
}
