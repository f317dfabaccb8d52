import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance.ts';

/** The whole table, without bounds: what the bounded one must agree with. */
function levenshtein(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      rows[i]![j] = Math.min(
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
      );
    }
  }
  return rows[a.length]![b.length]!;
}

describe('editDistanceWithin', () => {
  it('counts insertions, deletions and substitutions within the bound', () => {
    expect(editDistanceWithin('kinderwagen', 'kinderwagen', 2)).toBe(0);
    expect(editDistanceWithin('kinderwagn', 'kinderwagen', 2)).toBe(1);
    expect(editDistanceWithin('kinderwagen', 'kindrwagem', 2)).toBe(2);
    expect(editDistanceWithin('buggy', 'bugyy', 1)).toBe(1);
    expect(editDistanceWithin('', 'ab', 2)).toBe(2);
  });

  it('answers the bound plus one for words further apart, however far', () => {
    expect(editDistanceWithin('kinderwagen', 'kinderstoel', 2)).toBe(3);
    expect(editDistanceWithin('box', 'boxspringbed', 2)).toBe(3);
    expect(editDistanceWithin('abc', 'xyz', 0)).toBe(1);
  });

  it('agrees with the whole table for any two words and bound', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'e', 'n', '1'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const distance = levenshtein(a, b);
        expect(editDistanceWithin(a, b, max)).toBe(distance <= max ? distance : max + 1);
      }),
    );
  });
});
