/**
 * Search text normalisation shared by the indexer and the query side, so both agree on words:
 * HTML stripped, accents folded (ß → ss, ü → u), lower-case, split on
 * anything that is not a letter or a digit. `KW-1234` becomes `kw 1234`.
 */
export function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
}

export function foldAccents(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Words of a text as the search index stores them. */
export function tokenize(text: string): string[] {
  const folded = foldAccents(stripHtml(text)).toLowerCase();
  return folded.split(/[^a-z0-9]+/).filter((word) => word.length > 0);
}

/** Words of a shopper's query: tokenized, de-duplicated, in order, at most `max` of them. */
export function queryTerms(text: string, max = 10): string[] {
  return [...new Set(tokenize(text))].slice(0, max);
}

/** How many typos a term may have: at most 2, fewer for short words and none for numbers. */
export function allowedTypos(term: string): number {
  if (term.length <= 2 || /^\d+$/.test(term)) return 0;
  return term.length <= 4 ? 1 : 2;
}

/** Terms that must match: 75 % of them, rounded down, at least one. */
export function minimumShouldMatch(termCount: number, ratio = 0.75): number {
  return Math.max(1, Math.floor(termCount * ratio));
}
