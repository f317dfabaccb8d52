import { describe, expect, it } from 'vitest';
import { closeQueryTerms, type TermMatchCount } from './close-query.ts';

const row = (matched: boolean[], count: number): TermMatchCount => ({ matched, count });

describe('closeQueryTerms', () => {
  it('leaves out the words no product matches', () => {
    // kinderwagen tandpasta zonnebrand: only kinderwagen is in the catalogue.
    expect(closeQueryTerms([row([true, false, false], 120)], 3)).toEqual([0]);
    // kiddo xyzzy kinderwagen (2 of 3 must match): kiddo and kinderwagen, either will do.
    expect(
      closeQueryTerms([row([true, false, false], 30), row([false, false, true], 120)], 3),
    ).toEqual([0, 2]);
  });

  it('leaves out the word that goes least with the others when the rest still find nothing', () => {
    // grijze kiddo kinderwagen isofix (3 of 4 must match): no product has three of them;
    // isofix goes with none of the others.
    const counts = [
      row([false, true, true, false], 10),
      row([true, false, true, false], 5),
      row([false, false, false, true], 40),
    ];
    expect(closeQueryTerms(counts, 4)).toEqual([0, 1, 2]);
    // roze kinderwagen xyzzy fopspeen: without xyzzy, 2 of the 3 others must match, and no
    // product has two of them.
    const unrelated = [
      row([true, false, false, false], 300),
      row([false, true, false, false], 120),
      row([false, false, false, true], 40),
    ];
    // None goes with another: the last word goes (the first ones tend to name the thing).
    expect(closeQueryTerms(unrelated, 4)).toEqual([0, 1]);
  });

  it('suggests nothing when no word matches a product, or for a single word', () => {
    expect(closeQueryTerms([], 2)).toBeNull();
    expect(closeQueryTerms([row([false, false], 0)], 2)).toBeNull();
    // A word that matches products can only be left alone, not left out.
    expect(closeQueryTerms([row([true], 10)], 1)).toBeNull();
  });
});
