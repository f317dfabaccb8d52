import { editDistanceWithin } from '@shop/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXACT_WEIGHTS,
  type IndexText,
  queryRank,
  RANK_WEIGHTS,
  readVector,
  TextPostings,
  WordFiles,
  WordPatterns,
  wordRank,
} from './text-index.ts';

/** A word's weights as ts_rank's indexes (D 0, C 1, B 2, A 3). */
const sequence = (letters: string) => [...letters].map((letter) => 'DCBA'.indexOf(letter));

function read(text: string): [string, string][] {
  const words: [string, string][] = [];
  readVector(text, (word, letters) => words.push([word, letters]));
  return words;
}

describe('readVector', () => {
  it('reads each word with its weights in position order, D where a position has no letter', () => {
    expect(read("'kinderwagen':1A,5,9 'rood':2B,7C 'x1':3")).toEqual([
      ['kinderwagen', 'ADD'],
      ['rood', 'BC'],
      ['x1', 'D'],
    ]);
  });

  it('passes on only words of a-z and digits, and reads past quoted and escaped ones', () => {
    expect(read("'it''s':1A 'back\\\\slash':2 'grün':3B 'zubehör':4 'ok':5C 'plain'")).toEqual([
      ['ok', 'C'],
      ['plain', 'D'],
    ]);
    expect(read('')).toEqual([]);
    expect(read("'unterminated")).toEqual([]);
  });
});

describe('ts_rank as the database computes it', () => {
  // Each figure is PostgreSQL's own answer (ts_rank of the vector and query in the comment).
  it('ranks one word: kinderwagen:1A,5,9 for "kinderwagen" is 0.62988', () => {
    const part = wordRank(RANK_WEIGHTS, sequence('ADD'));
    expect(queryRank([part], 1)).toBe(Math.fround(0.62988));
  });

  it('divides by the distinct words asked for: "rood | kinderwagen | blauw" is 0.43286657', () => {
    const parts = [wordRank(RANK_WEIGHTS, sequence('ADD')), wordRank(RANK_WEIGHTS, sequence('BC'))];
    expect(queryRank(parts, 3)).toBe(Math.fround(0.43286657));
  });

  it('weighs with the exact words’ weights, D counting nothing: 0.6383234', () => {
    const parts = [
      wordRank(EXACT_WEIGHTS, sequence('ADD')),
      wordRank(EXACT_WEIGHTS, sequence('BC')),
    ];
    expect(queryRank(parts, 2)).toBe(Math.fround(0.6383234));
  });

  it('sums a word’s many positions in single precision: zak ten times in D is 0.09421459', () => {
    expect(queryRank([wordRank(RANK_WEIGHTS, sequence('DDDDDDDDDD'))], 1)).toBe(
      Math.fround(0.09421459),
    );
  });

  it('takes the heaviest position first wherever it is: a:CCCCA b:B for "a | b | b:AB" is 0.7810175', () => {
    const parts = [
      wordRank(RANK_WEIGHTS, sequence('CCCCA')),
      wordRank(RANK_WEIGHTS, sequence('B')),
    ];
    expect(queryRank(parts, 2)).toBe(Math.fround(0.7810175));
  });
});

describe('TextPostings', () => {
  const words = ['baby', 'kinderwagen', 'rood', 'schale', 'babyschale'];
  const wordIdOf = (word: string) => words.indexOf(word);

  /** Three products: slot 0 a red pram, slot 1 a baby seat, slot 2 a gift card for prams. */
  function postings() {
    const patterns = new WordPatterns();
    const text = new TextPostings();
    const add = (word: string, slot: number, letters: string) =>
      text.add(wordIdOf(word), slot, patterns.idOf(letters));
    add('kinderwagen', 0, 'A');
    add('rood', 0, 'B');
    add('baby', 1, 'D');
    add('babyschale', 1, 'A');
    add('kinderwagen', 2, 'D');
    return { patterns, text };
  }

  const search = (groups: IndexText['groups'], more: Partial<IndexText> = {}): IndexText => ({
    groups,
    minimumMatch: 1,
    rank: groups.flatMap((group) => (group.words.length ? group.words : group.headOf)),
    compounds: [],
    exact: [],
    ...more,
  });

  it('finds the products of any word, a compound’s head only in the name or categories', () => {
    const { patterns, text } = postings();
    const live = new Uint8Array([1, 1, 1]);
    const found = text.match(
      search([
        { words: ['kinderwagen'], headOf: [] },
        { words: ['schale'], headOf: ['babyschale'] },
      ]),
      wordIdOf,
      patterns,
      live,
      () => false,
    );
    expect([...found.slots].sort()).toEqual([0, 1, 2]);
    expect([...found.groups.slice(0, 3)]).toEqual([1, 2, 1]);
    // The name's word outranks the description's.
    expect(text.score[0]).toBeGreaterThan(text.score[2]!);
    text.clear(found.slots);
    expect([...text.score.slice(0, 3)]).toEqual([0, 0, 0]);
  });

  it('ranks a service or gift card last unless a term names its category (B)', () => {
    const { patterns, text } = postings();
    const live = new Uint8Array([1, 1, 1]);
    const query = search([{ words: ['kinderwagen'], headOf: [] }]);
    const found = text.match(query, wordIdOf, patterns, live, (slot) => slot === 2);
    const plain = wordRank(RANK_WEIGHTS, sequence('D'));
    expect(text.score[2]).toBe(queryRank([plain], 1) * 0.05);
    text.clear(found.slots);
  });

  it('skips removed products, and drops their postings when built anew', () => {
    const { patterns, text } = postings();
    const live = new Uint8Array([0, 1, 1]);
    const query = search([{ words: ['kinderwagen', 'rood'], headOf: [] }]);
    const before = text.match(query, wordIdOf, patterns, live, () => false);
    expect([...before.slots]).toEqual([2]);
    text.clear(before.slots);
    text.build(new Uint8Array([1, 0, 0]));
    // Slot 0 is free again: a new product there has only its own words.
    text.add(wordIdOf('baby'), 0, patterns.idOf('A'));
    live[0] = 1;
    const after = text.match(query, wordIdOf, patterns, live, () => false);
    expect([...after.slots]).toEqual([2]);
    text.clear(after.slots);
    const baby = text.match(
      search([{ words: ['baby'], headOf: [] }]),
      wordIdOf,
      patterns,
      live,
      () => false,
    );
    expect([...baby.slots].sort()).toEqual([0, 1]);
    expect(text.score[0]).toBeGreaterThan(text.score[1]!);
    text.clear(baby.slots);
  });
});

describe('WordFiles', () => {
  const words = ['kinderwagen', 'kinderwagens', 'kinderstoel', 'buggy', 'duowagen', 'wagen'];
  const frequencies = new Map([
    ['kinderwagen', 40],
    ['kinderwagens', 3],
    ['kinderstoel', 9],
    ['buggy', 12],
    ['duowagen', 2],
    ['wagen', 5],
  ]);
  const frequency = (list: string[]) => (id: number) => frequencies.get(list[id]!) ?? 0;

  it('finds a term’s words within its typos, closest first, then the most frequent', () => {
    const files = new WordFiles(words, (word) => words.indexOf(word));
    const found = files.look(
      { terms: ['kinderwagn', 'bugy', 'xyz'], typos: [2, 1, 1], endings: [], endingLimit: 24 },
      frequency(words),
    );
    expect(found.words).toEqual([
      { term: 'kinderwagn', word: 'kinderwagen', distance: 1 },
      { term: 'kinderwagn', word: 'kinderwagens', distance: 2 },
      { term: 'bugy', word: 'buggy', distance: 1 },
    ]);
  });

  it('finds the compounds an ending ends, the most frequent first, at most the limit', () => {
    const files = new WordFiles(words, (word) => words.indexOf(word));
    const look = (endingLimit: number) =>
      files.look({ terms: [], typos: [], endings: ['wagen'], endingLimit }, frequency(words))
        .compounds;
    // "wagen" itself is no compound of it: a compound has at least 3 letters more.
    expect(look(24)).toEqual([
      { ending: 'wagen', word: 'kinderwagen' },
      { ending: 'wagen', word: 'duowagen' },
    ]);
    expect(look(1)).toEqual([{ ending: 'wagen', word: 'kinderwagen' }]);
  });

  it('finds every word within the typos that comparing with all of them finds', () => {
    const letter = fc.constantFrom('a', 'b', 'e', 'k', 'n', 'r', 'z', '1', '5', '9', 'ß');
    // Short words of few letters: many are within one or two edits of each other.
    const word = fc.array(letter, { minLength: 1, maxLength: 7 }).map((chars) => chars.join(''));
    // A term made from a word by a few edits after its first letter (a look-up's words share
    // the term's first letter): replacing, adding or removing a letter.
    const edit = fc.tuple(fc.constantFrom('replace', 'add', 'remove'), fc.nat(), letter);
    const edited = (base: string, edits: [string, number, string][]) =>
      edits.reduce((text, [kind, position, char]) => {
        const at = 1 + (position % Math.max(1, text.length));
        if (kind === 'add') return text.slice(0, at) + char + text.slice(at);
        if (text.length < 2) return text;
        return text.slice(0, at) + (kind === 'replace' ? char : '') + text.slice(at + 1);
      }, base);
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.array(edit, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 2 }),
        (list, pick, edits, typos) => {
          const term = edited(list[pick % list.length]!, edits);
          const files = new WordFiles(list, (w) => list.indexOf(w));
          const found = files.look(
            { terms: [term], typos: [typos], endings: [], endingLimit: 0 },
            () => 1,
          );
          const all = list
            .filter((w) => w[0] === term[0] && editDistanceWithin(w, term, typos) <= typos)
            .sort();
          expect(found.words.map((row) => row.word).sort()).toEqual(all);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('files words added after a look-up, and leaves out the words no product has', () => {
    const list = ['wagen'];
    const files = new WordFiles(list, (word) => list.indexOf(word));
    const lookup = { terms: ['kinderwagen'], typos: [0], endings: ['wagen'], endingLimit: 24 };
    expect(files.look(lookup, frequency(list))).toEqual({ words: [], compounds: [] });
    list.push('kinderwagen', 'poppenwagen');
    expect(files.look(lookup, frequency(list))).toEqual({
      words: [{ term: 'kinderwagen', word: 'kinderwagen', distance: 0 }],
      compounds: [{ ending: 'wagen', word: 'kinderwagen' }],
    });
  });
});
