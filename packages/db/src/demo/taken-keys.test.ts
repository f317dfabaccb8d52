import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint, TakenKeys } from './taken-keys.ts';

describe('TakenKeys', () => {
  it('answers has as a set of strings does, through many growths', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 3000 }), (keys) => {
        const taken = new TakenKeys();
        const plain = new Set<string>();
        keys.forEach((key, index) => {
          // Every other key is asked before it is added.
          if (index % 2 === 0) expect(taken.has(key)).toBe(plain.has(key));
          taken.add(key);
          plain.add(key);
        });
        for (const key of keys) expect(taken.has(key)).toBe(true);
        expect(taken.size).toBe(plain.size);
      }),
      { numRuns: 40 },
    );
  });

  it('tells a hundred thousand url keys of one pattern apart', () => {
    const taken = new TakenKeys();
    for (let id = 0; id < 100_000; id++) taken.add(`kinderwagen-joolz-day-grijs-${id}`);
    expect(taken.size).toBe(100_000);
    expect(taken.has('kinderwagen-joolz-day-grijs-100000')).toBe(false);
    expect(taken.has('kinderwagen-joolz-day-grijs-99999')).toBe(true);
  });
});

describe('fingerprint', () => {
  it('is a whole number from 1 to 2^53 - 1, the same for the same text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const print = fingerprint(text);
        expect(Number.isSafeInteger(print)).toBe(true);
        expect(print).toBeGreaterThan(0);
        expect(fingerprint(text)).toBe(print);
      }),
    );
  });
});
