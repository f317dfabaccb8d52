/**
 * The Levenshtein distance between two words (one insertion, deletion or substitution of a
 * character costs 1), as PostgreSQL's fuzzystrmatch counts it, when it is at most `max`; else
 * `max + 1`. Words longer or shorter than the other by more than `max` are rejected at once, and
 * the table stops as soon as no cell of a row is within `max`: a typo look-up compares a term
 * with many words, most of them far from it.
 */
/**
 * The table's two rows, kept between calls and grown as needed: a look-up compares a term with
 * thousands of words, and two new arrays per word were most of what it allocated.
 */
let rowA = new Int32Array(32);
let rowB = new Int32Array(32);

export function editDistanceWithin(a: string, b: string, max: number): number {
  const limit = Math.max(0, Math.trunc(max));
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2 + 1);
    rowB = new Int32Array(b.length * 2 + 1);
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const done = previous;
    previous = current;
    current = done;
  }
  const distance = previous[b.length]!;
  return distance <= limit ? distance : limit + 1;
}
