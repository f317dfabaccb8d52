/**
 * The "Did you mean" of a search that found nothing: which of its words to search instead, from
 * how many products match which of them (one count per combination of matched words).
 */
import { minimumShouldMatch } from './tokenize.ts';

/** Products that match exactly the words flagged (by the words' places in the query). */
export interface TermMatchCount {
  matched: readonly boolean[];
  count: number;
}

/** How many products a search for the words at `keep` finds (75 % of them must match). */
function productsFound(counts: readonly TermMatchCount[], keep: readonly number[]): number {
  const needed = minimumShouldMatch(keep.length);
  return counts.reduce(
    (sum, row) =>
      keep.filter((index) => row.matched[index]).length >= needed ? sum + row.count : sum,
    0,
  );
}

/**
 * The places of the words of a query that found nothing to search instead, in their order, or
 * null when no part of it finds anything. First the query without the words no product
 * matches (kinderwagen tandpasta zonnebrand → kinderwagen); when the words left still find
 * nothing together, without one more of them: the one that goes least with the others (the
 * fewest products match it and another of them: isofix in "grijze kiddo kinderwagen isofix"),
 * the later one on a tie (a shopper's first words tend to name what they look for). Never the
 * whole query, nor none of it.
 */
export function closeQueryTerms(
  counts: readonly TermMatchCount[],
  termCount: number,
): number[] | null {
  const places = Array.from({ length: termCount }, (_, index) => index);
  const matchable = places.filter((index) =>
    counts.some((row) => row.count > 0 && row.matched[index]),
  );
  if (matchable.length === 0) return null;
  if (matchable.length < termCount && productsFound(counts, matchable) > 0) return matchable;
  let best: { keep: number[]; together: number } | null = null;
  for (const dropped of matchable) {
    const keep = matchable.filter((index) => index !== dropped);
    if (keep.length === 0 || productsFound(counts, keep) === 0) continue;
    // Products that match the dropped word and one of the others.
    const together = counts.reduce(
      (sum, row) =>
        row.matched[dropped] && keep.some((index) => row.matched[index]) ? sum + row.count : sum,
      0,
    );
    if (!best || together <= best.together) best = { keep, together };
  }
  return best?.keep ?? null;
}
