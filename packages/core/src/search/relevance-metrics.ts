/**
 * Measures of a ranked answer against a judgement (which items are relevant): precision at k
 * and nDCG at k with binary gains.
 */

/**
 * Relevant items among the first k, divided by how many relevant items the first k could hold
 * (k, or fewer when fewer relevant items exist); 1 when none exist and none were expected.
 */
export function precisionAt(
  k: number,
  relevant: readonly boolean[],
  relevantTotal: number,
): number {
  const possible = Math.min(k, relevantTotal);
  if (possible <= 0) return 1;
  const hits = relevant.slice(0, k).filter(Boolean).length;
  return hits / possible;
}

/**
 * Normalised discounted cumulative gain at k with gain 1 for a relevant item: the answer's
 * gain, each item's divided by log2(rank + 1), against that of an ideal answer.
 */
export function ndcgAt(k: number, relevant: readonly boolean[], relevantTotal: number): number {
  const ideal = Math.min(k, relevantTotal);
  if (ideal <= 0) return 1;
  let gain = 0;
  relevant.slice(0, k).forEach((isRelevant, index) => {
    if (isRelevant) gain += 1 / Math.log2(index + 2);
  });
  let best = 0;
  for (let index = 0; index < ideal; index++) best += 1 / Math.log2(index + 2);
  return gain / best;
}

/** The mean of the figures; 0 for none. */
export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}
