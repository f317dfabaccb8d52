/**
 * The text part of the search index in memory (decision 101): each store view's products' search
 * vectors as postings, a word's list of the products that have it, and the database's own
 * ranking computed from them. A text search's matches, order and facet counts are then the
 * same as the SQL's (`search_vector @@ to_tsquery(…)` and `ts_rank(…)`), without reading the
 * products' vectors from storage.
 *
 * PostgreSQL's ts_rank (without normalisation) of a product for a query of words OR'ed
 * together: for each distinct word of the query, in byte order, that the product's vector
 * holds, with its positions' weights w₁…wₙ in position order and the largest of them w_m at m:
 * `(w_m + Σ wⱼ/j² − w_m/m²) / 1.64493406685`, summed and divided by the number of distinct words
 * asked for. Every step is single precision (float4) as in the database, except the division
 * by the constant and the sum, which are double precision rounded to single: the same
 * products tie and order alike. A word's weights in a product form a pattern (A, AB, DDD, …);
 * its part of the sum is computed once per pattern.
 */

import { editDistanceWithin } from '@shop/core';

const f32 = Math.fround;

/** The weights of a search vector's letters, in the order of ts_rank's array: D, C, B, A. */
const WEIGHT_INDEX: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 };
/** The bit of each weight in a pattern's mask (index as WEIGHT_INDEX). */
const WEIGHT_BIT = { D: 1, C: 2, B: 4, A: 8 } as const;

/**
 * The ranking weights {D, C, B, A} of the text search: a word of the name (A) or category (B)
 * counts 1, of the sku or brand (C) 0.4, a word the product is only for or only its
 * description has (D) 0.1. The exact words' weights leave out D.
 */
export const RANK_WEIGHTS = [0.1, 0.4, 1, 1] as const;
export const EXACT_WEIGHTS = [0, 0.4, 1, 1] as const;

/** ts_rank's constant: the sum of 1/i² for every i (π²/6), as the database writes it. */
const RANK_DIVISOR = 1.64493406685;

/**
 * One word's part of ts_rank's sum in a product, before the division by RANK_DIVISOR: its
 * weights (indexes into `weights`) in the order of their positions.
 */
export function wordRank(weights: readonly number[], sequence: readonly number[]): number {
  let sum = 0;
  let top = -1;
  let topAt = 0;
  for (let j = 0; j < sequence.length; j++) {
    const weight = f32(weights[sequence[j]!]!);
    sum = f32(sum + f32(weight / ((j + 1) * (j + 1))));
    if (weight > top) {
      top = weight;
      topAt = j;
    }
  }
  return f32(f32(top + sum) - f32(top / ((topAt + 1) * (topAt + 1))));
}

/** ts_rank of a product from its words' parts (in the query's byte order) and the query's size. */
export function queryRank(parts: readonly number[], distinctWords: number): number {
  let sum = 0;
  for (const part of parts) sum = f32(sum + part / RANK_DIVISOR);
  return distinctWords > 0 ? f32(sum / distinctWords) : 0;
}

/**
 * The weight patterns seen, as small numbers: the weights' mask and the word's part of the
 * rank under each of the two weightings.
 */
export class WordPatterns {
  readonly mask: number[] = [];
  readonly rankPart: number[] = [];
  readonly exactPart: number[] = [];
  /** The parts divided by ts_rank's constant, as a search adds them up (the same numbers). */
  readonly rankShare: number[] = [];
  readonly exactShare: number[] = [];
  readonly #ids = new Map<string, number>();

  /** The number of a pattern written as its letters in position order ('AAD'). */
  idOf(letters: string): number {
    let id = this.#ids.get(letters);
    if (id !== undefined) return id;
    id = this.mask.length;
    if (id > PATTERN_MASK) throw new Error('too many weight patterns for the search index');
    const sequence = [...letters].map((letter) => WEIGHT_INDEX[letter] ?? 0);
    let mask = 0;
    for (const weight of sequence) mask |= 1 << weight;
    this.mask.push(mask);
    this.rankPart.push(wordRank(RANK_WEIGHTS, sequence));
    this.exactPart.push(wordRank(EXACT_WEIGHTS, sequence));
    this.rankShare.push(this.rankPart[id]! / RANK_DIVISOR);
    this.exactShare.push(this.exactPart[id]! / RANK_DIVISOR);
    this.#ids.set(letters, id);
    return id;
  }
}

/**
 * A posting is one 32-bit number: the slot of a product above the number of the word's
 * weight pattern there (PATTERN_BITS). A store view's index holds up to MAX_TEXT_SLOTS
 * products; a larger catalogue, or more patterns, is searched in the database.
 */
const PATTERN_BITS = 10;
const PATTERN_MASK = (1 << PATTERN_BITS) - 1;
const MAX_TEXT_SLOTS = 2 ** (31 - PATTERN_BITS);
const NONE: readonly number[] = [];
const EMPTY = new Int32Array(0);

/**
 * What a word stands for in a text match: per mask of its weights in a product, the groups it
 * matches there and those it matches as one of their own words; whether its part counts in the
 * rank of the query's words and in that of the words typed exactly.
 */
interface WordRoles {
  groupBits: Uint32Array;
  ownBits: Uint32Array;
  rank: boolean;
  exact: boolean;
}

/** A word that only counts in a rank: it marks no group. */
const RANK_ONLY: WordRoles = {
  groupBits: new Uint32Array(16),
  ownBits: new Uint32Array(16),
  rank: true,
  exact: false,
};

/** What the steps of one text match share. */
interface MatchState {
  live: Uint8Array;
  /** The weights' mask of each pattern. */
  mask: readonly number[];
  /** The matched slots, in the order found: the first `count`. */
  found: Int32Array;
  count: number;
  wordIdOf: (word: string) => number;
}

/**
 * Calls `each` with every word of a search vector as PostgreSQL prints it ('kinderwagen':1A,4
 * 'rood':3B) and its weights' letters in position order (D for a position without a letter).
 * Only words of a-z and 0-9 are passed on: the text search asks for no others.
 */
export function readVector(text: string, each: (word: string, letters: string) => void): void {
  const length = text.length;
  let at = 0;
  while (at < length) {
    if (text.charCodeAt(at) !== 39 /* ' */) {
      at++;
      continue;
    }
    const start = ++at;
    let plain = true;
    for (;;) {
      if (at >= length) return;
      const code = text.charCodeAt(at);
      if (code === 92 /* \ */) {
        plain = false;
        at += 2;
        continue;
      }
      if (code === 39) {
        if (text.charCodeAt(at + 1) === 39) {
          plain = false;
          at += 2;
          continue;
        }
        break;
      }
      if (!((code >= 97 && code <= 122) || (code >= 48 && code <= 57))) plain = false;
      at++;
    }
    const word = plain && at > start ? text.slice(start, at) : null;
    at++;
    let letters = '';
    if (text.charCodeAt(at) === 58 /* : */) {
      at++;
      for (;;) {
        while (at < length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at++;
        const code = text.charCodeAt(at);
        if (code >= 65 && code <= 68 /* A-D */) {
          letters += text[at];
          at++;
        } else {
          letters += 'D';
        }
        if (text.charCodeAt(at) !== 44 /* , */) break;
        at++;
      }
    } else {
      // A word without positions ranks as one position of weight D.
      letters = 'D';
    }
    if (word) each(word, letters);
  }
}

/** The text of a search for the index: the same words and ranking as its SQL. */
export interface IndexText {
  /**
   * Each term's group: its words anywhere in a product, or the compounds it is the last part
   * of in the name or categories (A, B). A product must match `minimumMatch` groups.
   */
  groups: { words: string[]; headOf: string[] }[];
  minimumMatch: number;
  /** The words ranked with RANK_WEIGHTS. */
  rank: string[];
  /**
   * A group's compounds ranked on their own, scaled, for a product that has none of the
   * group's words (`group` is its index).
   */
  compounds: { group: number; heads: string[]; scale: number }[];
  /** The words typed exactly, ranked with EXACT_WEIGHTS, counting double. */
  exact: string[];
}

/** Groups a search may have: one bit each. */
export const MAX_TEXT_GROUPS = 31;

/**
 * A store view's words: per word number, the postings of the products that have it (slots of
 * removed products too, until they are dropped). The postings are one array ordered by word,
 * built anew now and then, and lists of those added since.
 */
export class TextPostings {
  /** Where each word's postings start in `#entries` (the last entry is the end). */
  #offsets = new Int32Array(1);
  #entries = new Int32Array(0);
  /** Postings added since the array was built, per word number. */
  #added: (number[] | undefined)[] = [];
  #addedCount = 0;
  /** Per-slot working arrays of one search, zero between searches. */
  #groups = new Uint32Array(0);
  /** The slots a match found: in the order found, then in slot order (`#ascending`). */
  #found = new Int32Array(0);
  /** The same slots as bits (slot 32w + b is bit b of word w), zero between searches. */
  #marks = new Int32Array(0);
  #words = new Uint32Array(0);
  #asked = new Uint8Array(0);
  #part = new Float32Array(0);
  #exactPart = new Float32Array(0);
  #total = new Float32Array(0);
  score = new Float64Array(0);

  add(wordId: number, slot: number, pattern: number): void {
    if (slot >= MAX_TEXT_SLOTS) throw new Error('too many products for the search index');
    const posting = (slot << PATTERN_BITS) | pattern;
    const list = this.#added[wordId];
    if (list) list.push(posting);
    else this.#added[wordId] = [posting];
    this.#addedCount++;
  }

  /** Whether enough postings were added since the last build for a new one to be worth it. */
  get settled(): boolean {
    return this.#addedCount <= Math.max(65_536, this.#entries.length >> 2);
  }

  /** The one array built anew from the postings, without those of the slots marked `gone`. */
  build(gone: Uint8Array): void {
    const words = Math.max(this.#offsets.length - 1, this.#added.length);
    const offsets = new Int32Array(words + 1);
    const kept = (posting: number) => gone[posting >>> PATTERN_BITS] !== 1;
    for (let word = 0; word < words; word++) {
      let count = 0;
      const [entries, start, end, added] = this.#postings(word);
      for (let at = start; at < end; at++) if (kept(entries[at]!)) count++;
      for (const posting of added) if (kept(posting)) count++;
      offsets[word + 1] = offsets[word]! + count;
    }
    const next = new Int32Array(offsets[words]!);
    for (let word = 0; word < words; word++) {
      let to = offsets[word]!;
      const [entries, start, end, added] = this.#postings(word);
      for (let at = start; at < end; at++) if (kept(entries[at]!)) next[to++] = entries[at]!;
      for (const posting of added) if (kept(posting)) next[to++] = posting;
    }
    this.#offsets = offsets;
    this.#entries = next;
    this.#added = [];
    this.#addedCount = 0;
  }

  /** A word's postings: a range of the built array, and those added since. */
  #postings(word: number): [Int32Array, number, number, readonly number[]] {
    const built = word + 1 < this.#offsets.length;
    return [
      this.#entries,
      built ? this.#offsets[word]! : 0,
      built ? this.#offsets[word + 1]! : 0,
      this.#added[word] ?? NONE,
    ];
  }

  /** How many live products have the word (its document frequency in this store view). */
  liveCount(word: number, live: Uint8Array): number {
    const list = this.#list(word);
    let count = 0;
    for (let at = 0; at < list.length; at++) if (live[list[at]! >>> PATTERN_BITS]) count++;
    return count;
  }

  /** A word's postings as one array (a view of the built one unless some were added since). */
  #list(word: number): Int32Array {
    if (word < 0) return EMPTY;
    const [entries, start, end, added] = this.#postings(word);
    if (added.length === 0) return entries.subarray(start, end);
    const list = new Int32Array(end - start + added.length);
    list.set(entries.subarray(start, end));
    list.set(added, end - start);
    return list;
  }

  /**
   * One pass over a word's postings: each live slot whose weights there a group asks for
   * (`groupBits` and `ownBits` by the weights' mask: the groups it matches, and those by one of
   * their own words) is marked and, when new, kept in `slots`; with `rank`, the word's part of
   * ts_rank is added to each live slot's `#part` (with `exact`, of the exact words' to
   * `#exactPart`).
   */
  #visit(
    list: Int32Array,
    roles: WordRoles,
    state: MatchState,
    shares: { rank: readonly number[]; exact: readonly number[] },
  ): void {
    const { live, mask, found } = state;
    let count = state.count;
    const { groupBits, ownBits, rank, exact } = roles;
    const groups = this.#groups;
    const marks = this.#marks;
    const words = this.#words;
    const asked = this.#asked;
    const part = this.#part;
    const exactPart = this.#exactPart;
    const rankShare = shares.rank;
    const exactShare = shares.exact;
    for (let at = 0; at < list.length; at++) {
      const posting = list[at]!;
      const slot = posting >>> PATTERN_BITS;
      if (!live[slot]) continue;
      const pattern = posting & PATTERN_MASK;
      const weights = mask[pattern]!;
      const bits = groupBits[weights]!;
      if (bits !== 0) {
        if (groups[slot] === 0) {
          found[count++] = slot;
          marks[slot >>> 5] = marks[slot >>> 5]! | (1 << (slot & 31));
        }
        groups[slot] = groups[slot]! | bits;
        words[slot] = words[slot]! | ownBits[weights]!;
        // A service or gift card ranks first only when a term names its category (B).
        if (weights & WEIGHT_BIT.B) asked[slot] = 1;
      }
      if (rank) part[slot] = part[slot]! + rankShare[pattern]!;
      if (exact) exactPart[slot] = exactPart[slot]! + exactShare[pattern]!;
    }
    state.count = count;
  }

  /**
   * The sum of the words' parts of ts_rank for each live slot (in `part`, until `#clearRank`;
   * divided by the number of words it is the rank), over the distinct words in byte order (a-z
   * and 0-9 sort alike in UTF-16); the lists of those words.
   */
  #rank(words: string[], shares: readonly number[], state: MatchState): Int32Array[] {
    const lists = [...new Set(words)].sort().map((word) => this.#list(state.wordIdOf(word)));
    for (const list of lists) this.#visit(list, RANK_ONLY, state, { rank: shares, exact: shares });
    return lists;
  }

  #clearRank(lists: Int32Array[], into = this.#part): void {
    for (const list of lists) {
      for (let at = 0; at < list.length; at++) into[list[at]! >>> PATTERN_BITS] = 0;
    }
  }

  /**
   * The live slots that match a text search's groups, in slot order (a view of a buffer the
   * next match reuses), each with its score (in `score`, until `clear`), and the slots' group
   * bits for the minimum match.
   *
   * Every word of the groups, the rank and the exact words is read in one pass, in byte order: its
   * postings mark the groups it stands for and add its part of the ranks it counts in (the
   * query's words and the words typed exactly); a compound's heads are read again for its own
   * rank, and words whose ranks cannot be cleared with the matched slots once more to clear
   * them. ts_rank adds the parts of the distinct words in byte order (a-z and 0-9 sort alike in
   * UTF-16), so each rank is summed in the database's order.
   */
  match(
    text: IndexText,
    wordIdOf: (word: string) => number,
    patterns: WordPatterns,
    live: Uint8Array,
    isVirtual: (slot: number) => boolean,
  ): { slots: Int32Array; groups: Uint32Array } {
    this.#fit(live.length);
    const state: MatchState = { live, mask: patterns.mask, found: this.#found, count: 0, wordIdOf };
    const roles = new Map<string, WordRoles>();
    const roleOf = (word: string) => {
      let role = roles.get(word);
      if (!role) {
        role = {
          groupBits: new Uint32Array(16),
          ownBits: new Uint32Array(16),
          rank: false,
          exact: false,
        };
        roles.set(word, role);
      }
      return role;
    };
    const named = WEIGHT_BIT.A | WEIGHT_BIT.B;
    text.groups.forEach((group, index) => {
      const bit = 2 ** index;
      for (const word of group.words) {
        const role = roleOf(word);
        // Its words match a product whatever their weights there (every mask but none).
        for (let weights = 1; weights < 16; weights++) {
          role.groupBits[weights] = role.groupBits[weights]! | bit;
          role.ownBits[weights] = role.ownBits[weights]! | bit;
        }
      }
      // The compounds it is the last part of match in the name or the categories only.
      for (const word of group.headOf) {
        const role = roleOf(word);
        for (let weights = 1; weights < 16; weights++) {
          if (weights & named) role.groupBits[weights] = role.groupBits[weights]! | bit;
        }
      }
    });
    for (const word of text.rank) roleOf(word).rank = true;
    for (const word of text.exact) roleOf(word).exact = true;
    const shares = { rank: patterns.rankShare, exact: patterns.exactShare };
    // Ranked words a product may have without matching by them (a compound's head outside the
    // name and categories, a ranked or exact word no group names): their ranks are cleared
    // through their postings, the rest with the matched slots.
    const unmatched: Int32Array[] = [];
    for (const word of [...roles.keys()].sort()) {
      const role = roles.get(word)!;
      const list = this.#list(wordIdOf(word));
      this.#visit(list, role, state, shares);
      if ((role.rank || role.exact) && role.groupBits[WEIGHT_BIT.D] === 0) unmatched.push(list);
    }
    // The slots in the working buffer, valid until the next match: the loops below index it
    // (a for-of over a large array allocated an iterator result per slot before optimisation).
    const slots = this.#found;
    const count = state.count;
    this.#ascending(count);
    const part = this.#part;
    const exactPart = this.#exactPart;
    const total = this.#total;
    const words = this.#words;
    const ranked = new Set(text.rank).size;
    for (let at = 0; at < count; at++) {
      const slot = slots[at]!;
      total[slot] = ranked > 0 ? f32(part[slot]! / ranked) : 0;
      part[slot] = 0;
    }
    this.#clearRank(unmatched);
    for (const compound of text.compounds) {
      const bit = 2 ** compound.group;
      const scale = f32(compound.scale);
      const headLists = this.#rank(compound.heads, patterns.rankShare, state);
      const heads = new Set(compound.heads).size;
      for (let at = 0; at < count; at++) {
        const slot = slots[at]!;
        if ((words[slot]! & bit) !== 0) continue;
        const rank = heads > 0 ? f32(part[slot]! / heads) : 0;
        total[slot] = total[slot]! + f32(scale * rank);
      }
      this.#clearRank(headLists);
    }
    const exact = new Set(text.exact).size;
    const score = this.score;
    const asked = this.#asked;
    for (let at = 0; at < count; at++) {
      const slot = slots[at]!;
      let value = total[slot]!;
      if (exact > 0) value += 2 * f32(exactPart[slot]! / exact);
      if (isVirtual(slot) && !asked[slot]) value *= 0.05;
      score[slot] = value;
      exactPart[slot] = 0;
    }
    this.#clearRank(unmatched, exactPart);
    return { slots: slots.subarray(0, count), groups: this.#groups };
  }

  /**
   * Puts the first `count` slots found in ascending order. Each word's postings find their
   * slots in order, but the words come one after another, and every later pass over the slots
   * (the ranks here; then the tests, the page's keys, the facet counts and the price bands)
   * reads the products' columns fastest in slot order: at a million products, counting the
   * facet terms of 156,000 matches took 2.4 ms in slot order against 3.4-4.8 ms in the order
   * of two words. A large selection is read off its marks, 32 slots to a number; a small one
   * is sorted. The marks are zero again after.
   */
  #ascending(count: number): void {
    const found = this.#found;
    const marks = this.#marks;
    if (count * 16 < marks.length) {
      for (let at = 0; at < count; at++) marks[found[at]! >>> 5] = 0;
      found.subarray(0, count).sort();
      return;
    }
    let at = 0;
    for (let word = 0; word < marks.length; word++) {
      let bits = marks[word]!;
      if (bits === 0) continue;
      marks[word] = 0;
      const base = word << 5;
      while (bits !== 0) {
        const lowest = bits & -bits;
        found[at++] = base + 31 - Math.clz32(lowest);
        bits ^= lowest;
      }
    }
  }

  /** Zeroes the working arrays of the slots a search matched. */
  clear(slots: ArrayLike<number>): void {
    for (let at = 0; at < slots.length; at++) {
      const slot = slots[at]!;
      this.#groups[slot] = 0;
      this.#words[slot] = 0;
      this.#asked[slot] = 0;
      this.#total[slot] = 0;
      this.score[slot] = 0;
    }
  }

  #fit(capacity: number): void {
    if (this.#groups.length >= capacity) return;
    this.#groups = new Uint32Array(capacity);
    this.#found = new Int32Array(capacity);
    this.#marks = new Int32Array((capacity >>> 5) + 1);
    this.#words = new Uint32Array(capacity);
    this.#asked = new Uint8Array(capacity);
    this.#part = new Float32Array(capacity);
    this.#exactPart = new Float32Array(capacity);
    this.#total = new Float32Array(capacity);
    this.score = new Float64Array(capacity);
  }
}

/** How many bits of a group mask are set. */
export function groupCount(bits: number): number {
  let count = 0;
  let rest = bits >>> 0;
  while (rest) {
    rest &= rest - 1;
    count++;
  }
  return count;
}

/** A lexicon look-up: as the read model's lexicon answers it (repository.lexiconWords). */
export interface LexiconLookup {
  terms: string[];
  /** The typo allowance of each term. */
  typos: number[];
  endings: string[];
  /** Compounds kept per ending, the most frequent first. */
  endingLimit: number;
}

export interface LexiconWords {
  words: { term: string; word: string; distance: number }[];
  compounds: { ending: string; word: string }[];
}

/**
 * The characters a word holds, as bits: a-z bits 0-25, the digits and any other character
 * folded onto the others. One insertion, deletion or substitution adds or removes at most two
 * characters from the set a word holds, so two words within `n` edits differ in at most `2n`
 * bits (folding only makes them differ in fewer): a word differing in more is not compared.
 */
function letterBits(word: string): number {
  let bits = 0;
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at);
    bits |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return bits;
}

/** How many bits of a 32-bit number are set. */
function bitCount(bits: number): number {
  let rest = bits - ((bits >>> 1) & 0x55555555);
  rest = (rest & 0x33333333) + ((rest >>> 2) & 0x33333333);
  return (((rest + (rest >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The words of the search vectors, filed for the lexicon's two look-ups: by first letter and
 * length (a term's typo corrections), and by the last four letters (the compounds a word ends).
 * It files the words of a numbering as they come (new words of a reload are filed at the next
 * look-up); whether a store view has a word, and how often, its postings say.
 */
export class WordFiles {
  readonly #byStart = new Map<string, number[][]>();
  readonly #byEnding = new Map<string, number[]>();
  /** Each filed word's letterBits, by number. */
  #letters = new Int32Array(1024);
  #filed = 0;

  /**
   * `words`: the numbering's words, by number; `numberOf`: a word's number, -1 when it has none
   * (a term without typos is looked up by it, not among the words of its length).
   */
  constructor(
    private readonly words: readonly string[],
    private readonly numberOf: (word: string) => number,
  ) {}

  /** Files the words added since the last call. */
  update(): void {
    if (this.#letters.length < this.words.length) {
      const letters = new Int32Array(this.words.length + (this.words.length >> 1));
      letters.set(this.#letters);
      this.#letters = letters;
    }
    for (; this.#filed < this.words.length; this.#filed++) {
      const word = this.words[this.#filed]!;
      this.#letters[this.#filed] = letterBits(word);
      const start = word.charAt(0);
      let byLength = this.#byStart.get(start);
      if (!byLength) {
        byLength = [];
        this.#byStart.set(start, byLength);
      }
      const sameLength = byLength[word.length];
      if (sameLength) sameLength.push(this.#filed);
      else byLength[word.length] = [this.#filed];
      if (word.length >= 4) {
        const ending = word.slice(-4);
        const list = this.#byEnding.get(ending);
        if (list) list.push(this.#filed);
        else this.#byEnding.set(ending, [this.#filed]);
      }
    }
  }

  /**
   * The look-ups answered as the read model's lexicon answers them, over the words a store
   * view's live products have (`frequency` > 0). Each term's words within its typo allowance
   * with their distance, the closest first, then the most frequent, then in byte order; then,
   * ending by ending in byte order, each ending's compounds, at least 3 letters longer, the most
   * frequent first, then in byte order, at most `endingLimit` of them.
   */
  look(lookup: LexiconLookup, frequency: (word: number) => number): LexiconWords {
    this.update();
    const counted = new Map<number, number>();
    const frequencyOf = (id: number) => {
      let count = counted.get(id);
      if (count === undefined) {
        count = frequency(id);
        counted.set(id, count);
      }
      return count;
    };
    const byte = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const words: LexiconWords['words'] = [];
    lookup.terms.forEach((term, index) => {
      const typos = Math.max(0, Math.trunc(lookup.typos[index] ?? 0));
      if (typos === 0) {
        const id = this.numberOf(term);
        if (id >= 0 && frequencyOf(id) > 0) words.push({ term, word: term, distance: 0 });
        return;
      }
      const byLength = this.#byStart.get(term.charAt(0));
      if (!byLength || term.length === 0) return;
      const found: { word: string; distance: number; frequency: number }[] = [];
      const longest = Math.min(term.length + typos, byLength.length - 1);
      // At a million products a first letter and a length file tens of thousands of words:
      // only those whose letters could be within the typos are compared.
      const termLetters = letterBits(term);
      const letters = this.#letters;
      for (let length = Math.max(1, term.length - typos); length <= longest; length++) {
        const ids = byLength[length] ?? NONE;
        for (let at = 0; at < ids.length; at++) {
          const id = ids[at]!;
          if (bitCount(letters[id]! ^ termLetters) > 2 * typos) continue;
          const word = this.words[id]!;
          const distance = editDistanceWithin(word, term, typos);
          if (distance > typos) continue;
          const count = frequencyOf(id);
          if (count > 0) found.push({ word, distance, frequency: count });
        }
      }
      found.sort(
        (a, b) => a.distance - b.distance || b.frequency - a.frequency || byte(a.word, b.word),
      );
      for (const row of found) words.push({ term, word: row.word, distance: row.distance });
    });
    const compounds: LexiconWords['compounds'] = [];
    for (const ending of [...new Set(lookup.endings)].sort(byte)) {
      if (ending.length < 4) continue;
      const found: { word: string; frequency: number }[] = [];
      for (const id of this.#byEnding.get(ending.slice(-4)) ?? []) {
        const word = this.words[id]!;
        if (word.length < ending.length + 3 || !word.endsWith(ending)) continue;
        const count = frequencyOf(id);
        if (count > 0) found.push({ word, frequency: count });
      }
      found.sort((a, b) => b.frequency - a.frequency || byte(a.word, b.word));
      for (const row of found.slice(0, Math.max(0, Math.trunc(lookup.endingLimit)))) {
        compounds.push({ ending, word: row.word });
      }
    }
    return { words, compounds };
  }
}
