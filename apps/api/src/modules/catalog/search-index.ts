/**
 * The catalogue's searches answered from memory (decisions 100 and 101): each shop process
 * keeps, per store view, the columns of the read model (catalog_products) that a search's
 * filters, facet counts and sorts read, in typed arrays, and the words of the products' search
 * vectors as postings (text-index.ts); it answers a listing's or a text search's page, total,
 * facet counts and price bands from them; only the page's documents are read from the database.
 * Before each search the process reads the indexer's change log (one small query) and reloads
 * the products a run rewrote, so a search sees every change committed before it began, made by
 * any process. A search the index cannot answer (a sku or address look-up, a sort by name, a
 * barcode or a flag of the document) is a query of the database as before.
 */
import { setTimeout as pause } from 'node:timers/promises';
import type { FacetCountRequest, PriceStatistics } from './facets.ts';
import {
  groupCount,
  type IndexText,
  type LexiconLookup,
  type LexiconWords,
  readVector,
  TextPostings,
  WordFiles,
  WordPatterns,
} from './text-index.ts';

/**
 * The indexer's change log as read in one snapshot: the oldest transaction still running, the
 * newest one whose rows were removed, and the changes asked for (product ids; null: every one).
 */
export interface IndexLog {
  xmin: number;
  prunedThrough: number;
  changes: { id: number; xid: number; productIds: number[] | null }[];
}

/** The reads of the read model the index is loaded and kept up to date with (the repository's). */
export interface IndexReads {
  indexChanges(seenXmin: number | null): Promise<IndexLog>;
  indexRowCount(): Promise<number>;
  /** The rows selected; with `cards`, each with its product's card. */
  indexRows(
    select:
      | { productIds: readonly number[] }
      | { after: { storeId: number; productId: number } | null; limit: number },
    cards: boolean,
  ): Promise<IndexRow[]>;
}

/** The row of one product in one store view, as read from the read model. */
export interface IndexRow {
  storeId: number;
  productId: number;
  typeId: string;
  visibility: number;
  status: number;
  isInStock: boolean;
  /** The price in cents. */
  price: number;
  categoryIds: number[];
  /** Position per category id. */
  positions: Record<string, number>;
  /** `code:value` terms of the facets. */
  facetTerms: string[];
  /** Milliseconds since 1970. */
  createdAt: number;
  updatedAt: number;
  /** The search vector as PostgreSQL prints it ('word':1A,3 …). */
  words: string;
  /**
   * The card fields of the product's document as JSON (the read model's `card`), when asked
   * for: a page of cards is then answered from memory, not read from the database.
   */
  card?: string | null;
}

/** The position of a product in a category it has no position in (as the SQL's coalesce). */
const NO_POSITION = 2147483647;

/**
 * Lists of numbers, one per slot, side by side in one array: a slot's list starts at
 * `start[slot]` and holds `length[slot]` numbers. A list rewritten or removed stays as garbage
 * until a write finds the garbage more than half of the entries written; the array is then
 * compacted.
 *
 * Lists of small numbers (`narrow`: the facet terms' ids) are kept in 16 bits until a number
 * does not fit, and then in 32: a facet count reads every selected product's terms, and at a
 * million products those reads were limited by the memory's speed, not the processor's.
 */
class SlotLists {
  data: Int32Array | Uint16Array;
  start = new Int32Array(0);
  length = new Int32Array(0);
  #used = 0;
  #garbage = 0;

  constructor(narrow = false) {
    this.data = narrow ? new Uint16Array(1024) : new Int32Array(1024);
  }

  /** Room for `capacity` slots. */
  grow(capacity: number): void {
    this.start = grown(this.start, capacity);
    this.length = grown(this.length, capacity);
  }

  /**
   * The slot's list, written after the others (its old one was dropped); `live` says which
   * slots' lists a compaction keeps.
   */
  write(slot: number, values: ArrayLike<number>, live: Uint8Array, slots: number): void {
    this.length[slot] = 0;
    if (this.#garbage > 0 && this.#garbage * 2 > this.#used) this.#compact(live, slots);
    const wide = this.data instanceof Uint16Array && Array.prototype.some.call(values, isWide);
    if (wide || this.#used + values.length > this.data.length) {
      const capacity = Math.max(this.data.length * 2, this.#used + values.length);
      const next = wide ? new Int32Array(capacity) : this.#alike(capacity);
      next.set(this.data.subarray(0, this.#used));
      this.data = next;
    }
    this.data.set(values, this.#used);
    this.start[slot] = this.#used;
    this.length[slot] = values.length;
    this.#used += values.length;
  }

  /** The slot's list is no longer read. */
  drop(slot: number): void {
    this.#garbage += this.length[slot]!;
  }

  /** An empty array of `size` numbers as wide as the data's. */
  #alike(size: number): Int32Array | Uint16Array {
    return this.data instanceof Uint16Array ? new Uint16Array(size) : new Int32Array(size);
  }

  #compact(live: Uint8Array, slots: number): void {
    const next = this.#alike(Math.max(1024, (this.#used - this.#garbage) * 2));
    let used = 0;
    for (let slot = 0; slot < slots; slot++) {
      if (!live[slot]) continue;
      const start = this.start[slot]!;
      const length = this.length[slot]!;
      next.set(this.data.subarray(start, start + length), used);
      this.start[slot] = used;
      used += length;
    }
    this.data = next;
    this.#used = used;
    this.#garbage = 0;
  }
}

/** Whether a number does not fit a narrow list (16 bits, not negative). */
function isWide(value: number): boolean {
  return value < 0 || value > 0xffff;
}

/** A typed array of `capacity` entries beginning with the old one's. */
function grown<T extends Int32Array | Uint8Array | Float64Array>(old: T, capacity: number): T {
  const next = new (old.constructor as new (n: number) => T)(capacity);
  next.set(old);
  return next;
}

/**
 * One store view's products as columns: slot `s` holds one product in every array. A product's
 * categories and its positions lie in `placements` (its category ids, then pairs of a category
 * id and its position there, `categoryCount[s]` ids first); its facet term ids in `terms`, apart:
 * a facet count reads every selected product's terms, and read side by side they are read
 * fastest.
 */
export class ProductColumns {
  size = 0;
  /** Counts the changes of the products: a search's counts read after one would be wrong. */
  version = 0;
  productId = new Int32Array(0);
  live = new Uint8Array(0);
  visibility = new Uint8Array(0);
  status = new Uint8Array(0);
  inStock = new Uint8Array(0);
  typeId = new Uint8Array(0);
  price = new Float64Array(0);
  createdAt = new Float64Array(0);
  updatedAt = new Float64Array(0);
  categoryCount = new Int32Array(0);
  readonly placements = new SlotLists();
  readonly terms = new SlotLists(true);
  readonly slotOf = new Map<number, number>();
  /** Each slot's card as JSON, when the index keeps cards (else empty). */
  readonly cards: (string | null)[] = [];
  /** The products' words: each word's postings. */
  readonly text = new TextPostings();
  /** The slots of each category's products (in no order). */
  readonly #members = new Map<number, number[]>();
  /** The live products of each word counted so far, as the products were at `#countedAt`. */
  readonly #wordCounts = new Map<number, number>();
  #countedAt = 0;
  readonly #free: number[] = [];
  /** Slots of removed products whose postings are still in the words' lists. */
  #retired: number[] = [];

  constructor(private readonly dictionary: Dictionary) {}

  /** The type id (simple, configurable, virtual, …) of the product in a slot. */
  type(slot: number): string {
    return this.dictionary.types.values[this.typeId[slot]!]!;
  }

  /** Whether the product in a slot is in one of the categories (a few, compared one by one). */
  inCategory(slot: number, categoryIds: ArrayLike<number>): boolean {
    const { data, start } = this.placements;
    const first = start[slot]!;
    const end = first + this.categoryCount[slot]!;
    const wanted = categoryIds.length;
    for (let at = first; at < end; at++) {
      const id = data[at]!;
      for (let index = 0; index < wanted; index++) if (categoryIds[index] === id) return true;
    }
    return false;
  }

  /** The product's position in a category (NO_POSITION when it has none there). */
  position(slot: number, categoryId: number): number {
    const { data, start, length } = this.placements;
    const end = start[slot]! + length[slot]!;
    for (let at = start[slot]! + this.categoryCount[slot]!; at < end; at += 2) {
      if (data[at] === categoryId) return data[at + 1]!;
    }
    return NO_POSITION;
  }

  /** Whether the product in a slot has one of the facet terms (by their ids). */
  hasTerm(slot: number, termIds: ReadonlySet<number>): boolean {
    const { data, start, length } = this.terms;
    const end = start[slot]! + length[slot]!;
    for (let at = start[slot]!; at < end; at++) if (termIds.has(data[at]!)) return true;
    return false;
  }

  /** How many live products have the word (by its number). */
  wordCount(word: number): number {
    if (this.#countedAt !== this.version) {
      this.#wordCounts.clear();
      this.#countedAt = this.version;
    }
    let count = this.#wordCounts.get(word);
    if (count === undefined) {
      count = this.text.liveCount(word, this.live);
      this.#wordCounts.set(word, count);
    }
    return count;
  }

  /**
   * The slots a search reads: of the products of its categories when it names some (each once),
   * else every slot (removed ones too: the caller skips them).
   */
  candidates(categoryIds: ArrayLike<number> | null): ArrayLike<number> | null {
    if (!categoryIds) return null;
    if (categoryIds.length === 1) return this.#members.get(categoryIds[0]!) ?? [];
    const seen = new Uint8Array(this.size);
    const slots: number[] = [];
    for (let index = 0; index < categoryIds.length; index++) {
      for (const slot of this.#members.get(categoryIds[index]!) ?? []) {
        if (seen[slot]) continue;
        seen[slot] = 1;
        slots.push(slot);
      }
    }
    return slots;
  }

  put(row: IndexRow): void {
    this.remove(row.productId);
    this.version++;
    const slot = this.#free.pop() ?? this.#grow();
    this.slotOf.set(row.productId, slot);
    this.productId[slot] = row.productId;
    this.live[slot] = 1;
    this.visibility[slot] = row.visibility;
    this.status[slot] = row.status;
    this.inStock[slot] = row.isInStock ? 1 : 0;
    this.typeId[slot] = this.dictionary.typeIdOf(row.typeId);
    this.price[slot] = row.price;
    this.createdAt[slot] = row.createdAt;
    this.updatedAt[slot] = row.updatedAt;
    if (row.card !== undefined) this.cards[slot] = row.card;
    const categories = row.categoryIds;
    // A position the read model holds as null or not as a whole number counts as none.
    const positions = Object.entries(row.positions).filter(
      ([id, position]) => /^-?\d+$/.test(id) && Number.isInteger(position),
    );
    const placements = [...categories];
    for (const [id, position] of positions) placements.push(Number(id), position);
    this.categoryCount[slot] = categories.length;
    this.placements.write(slot, placements, this.live, this.size);
    this.terms.write(
      slot,
      row.facetTerms.map((term) => this.dictionary.termIdOf(term)),
      this.live,
      this.size,
    );
    for (const id of new Set(categories)) {
      const members = this.#members.get(id);
      if (members) members.push(slot);
      else this.#members.set(id, [slot]);
    }
    const { words, patterns } = this.dictionary;
    readVector(row.words, (word, letters) => {
      this.text.add(words.idOf(word), slot, patterns.idOf(letters));
    });
  }

  remove(productId: number): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    this.version++;
    this.slotOf.delete(productId);
    this.live[slot] = 0;
    if (slot < this.cards.length) this.cards[slot] = null;
    const start = this.placements.start[slot]!;
    const categories = new Set(
      this.placements.data.subarray(start, start + this.categoryCount[slot]!),
    );
    for (const id of categories) {
      const members = this.#members.get(id);
      const at = members?.indexOf(slot) ?? -1;
      if (!members || at < 0) continue;
      members[at] = members[members.length - 1]!;
      members.pop();
      if (members.length === 0) this.#members.delete(id);
    }
    this.placements.drop(slot);
    this.terms.drop(slot);
    // Its postings stay until the postings are built anew; its slot is free after that.
    this.#retired.push(slot);
  }

  /**
   * Builds the words' postings anew when many were added or many products removed since the
   * last build (after a load's slice, and after a reload).
   */
  settle(now = false): void {
    if (!now && this.text.settled && this.#retired.length <= Math.max(256, this.size >> 3)) return;
    this.version++;
    const gone = new Uint8Array(this.size);
    for (const slot of this.#retired) gone[slot] = 1;
    this.text.build(gone);
    this.#free.push(...this.#retired);
    this.#retired = [];
  }

  #grow(): number {
    if (this.size === this.productId.length) {
      const capacity = Math.max(1024, this.size * 2);
      this.productId = grown(this.productId, capacity);
      this.live = grown(this.live, capacity);
      this.visibility = grown(this.visibility, capacity);
      this.status = grown(this.status, capacity);
      this.inStock = grown(this.inStock, capacity);
      this.typeId = grown(this.typeId, capacity);
      this.price = grown(this.price, capacity);
      this.createdAt = grown(this.createdAt, capacity);
      this.updatedAt = grown(this.updatedAt, capacity);
      this.categoryCount = grown(this.categoryCount, capacity);
      this.placements.grow(capacity);
      this.terms.grow(capacity);
    }
    return this.size++;
  }
}

/** Strings as small numbers, in the order they were first seen. */
class Numbering {
  readonly values: string[] = [];
  readonly #ids = new Map<string, number>();

  idOf(value: string): number {
    let id = this.#ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      // A string of its own: a slice would keep the text it was cut from alive with it.
      const own = value.length < 13 ? value : (JSON.parse(JSON.stringify(value)) as string);
      this.values.push(own);
      this.#ids.set(own, id);
    }
    return id;
  }

  /** The number of a string already seen, else -1. */
  known(value: string): number {
    return this.#ids.get(value) ?? -1;
  }
}

/** The facet terms, their codes and the type ids of the index as small numbers. */
class Dictionary {
  readonly terms = new Numbering();
  readonly codes = new Numbering();
  readonly types = new Numbering();
  /** The words of the products' search vectors, and their weight patterns. */
  readonly words = new Numbering();
  readonly patterns = new WordPatterns();
  /** The code's number of each term's number. */
  readonly termCode: number[] = [];

  termIdOf(term: string): number {
    const id = this.terms.idOf(term);
    if (id === this.termCode.length) this.termCode.push(this.codes.idOf(term.split(':', 1)[0]!));
    return id;
  }

  /** A type's number, which a product's byte holds. */
  typeIdOf(type: string): number {
    const id = this.types.idOf(type);
    if (id > 255) throw new Error('more than 256 product types');
    return id;
  }
}

/** A condition on the product in a slot of a store view's columns. */
export type ProductTest = (columns: ProductColumns, slot: number) => boolean;

/** A search the index can answer: the same rows, filters and order as its SQL. */
export interface IndexQuery {
  storeId: number;
  /** Only products of one of these categories, when the search names categories. */
  categoryIds: number[] | null;
  /** What every selected product meets besides the facet filters. */
  base: ProductTest[];
  /** The facet filters: attribute facets by their terms, price as a test. */
  facetFilters: { code: string; terms?: string[]; test?: ProductTest }[];
  /**
   * The order's keys; the last is the product id. A key that is a column of numbers names it
   * (`column`): a selection over many products reads it directly.
   */
  orderKeys: {
    value: (columns: ProductColumns, slot: number) => number;
    column?: (columns: ProductColumns) => ArrayLike<number>;
    descending: boolean;
  }[];
  /** A text search's words and ranking (the key `_score` orders by it). */
  text: IndexText | null;
}

/** The facet counts and price bands of a search (empty when none were asked). */
export interface IndexedCounts {
  plainCounts: { term: string; count: number }[];
  disjunctiveCounts: Map<string, { term: string; count: number }[]>;
  prices: PriceStatistics | null;
}

/** A page of product ids with its total and, when asked, its facet counts. */
export interface IndexedPage extends IndexedCounts {
  productIds: number[];
  total: number;
}

/**
 * A page of product ids with its total, its facet counts counted on demand: null when the
 * products changed since the page was chosen (the search is then made again).
 */
export interface IndexedSearch {
  productIds: number[];
  total: number;
  /** The page's cards as JSON, in its order, when asked for and kept (else the documents are read). */
  cards?: string[];
  counts: () => IndexedCounts | null;
}

export interface SearchIndexOptions {
  /** Rows (products times store views) above which the index stays empty and SQL answers. */
  maxRows: number;
  /**
   * Rows up to which the index also keeps each product's card, so that a page of cards needs
   * no read of the database (about 0.65 KB per row); none when unset or 0.
   */
  cardRows?: number;
  /** Hears a failed refresh (the search then asks the database). */
  onError?: (error: unknown) => void;
  /**
   * Hears a whole load: the rows kept (0 when the catalogue is too large), how long it took, and
   * whether their cards are kept too.
   */
  onLoad?: (rows: number, ms: number, cards: boolean) => void;
  /** The pause before a failed slice of a whole load is read again, times the attempt; 1 s. */
  retryPauseMs?: number;
  /** The pause before a whole load that gave up begins again by itself; 30 s. */
  reloadPauseMs?: number;
}

/** Change rows naming more products than this reload the whole index instead. */
const MAX_PARTIAL_PRODUCTS = 20_000;
/** Rows read per statement while the whole index loads. */
const LOAD_SLICE = 20_000;
/**
 * Reads of one slice before a whole load gives up. On a busy machine a slice can run past the
 * statement timeout (1.5 s by default), or its connection can drop: it is read again after a
 * pause, half as large each time (and the slices after it stay that size), instead of the rows
 * read so far being thrown away and the load begun anew by the next search.
 */
const SLICE_ATTEMPTS = 4;

export class SearchIndex {
  /** The loaded catalogue; null before it loads, or when the catalogue is too large. */
  #loaded: LoadedIndex | null = null;
  /** The oldest transaction running when the change log was last read; null before the first read. */
  #seenXmin: number | null = null;
  /** Change rows applied, by id, with their transaction (kept while it may be read again). */
  #applied = new Map<number, number>();
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;
  /** The whole load running in the background, if one runs. */
  #loading: Promise<void> | null = null;
  /** The last load found more rows than `maxRows`. */
  #tooLarge = false;
  /** Counts the changes applied to the index: a new load, or products read again. */
  #version = 0;
  /** The timer of a whole load begun again after one gave up, while it waits. */
  #reload: ReturnType<typeof setTimeout> | null = null;
  #closed = false;

  constructor(
    private readonly reads: IndexReads,
    private readonly options: SearchIndexOptions,
  ) {}

  /**
   * The index brought up to date with every change committed before this call, to search; null
   * when the database must answer: while the whole index loads (after a start or a full run of
   * the indexer: the load runs in the background, no search waits for it), for too large a
   * catalogue, or when the refresh failed.
   */
  async current(): Promise<LoadedIndex | null> {
    if (this.#loading) return null;
    try {
      await this.#refresh();
    } catch (error) {
      this.options.onError?.(error);
      return null;
    }
    return this.#loading ? null : this.#loaded;
  }

  /**
   * `compute` over the index brought up to date with every change committed before this call;
   * null when the database must answer (as `current`). The index as it stands answers while the
   * change log is read, and answers again only when that read brought changes: the log's round
   * trip to the database and the counting in memory overlap instead of following each other.
   * The page's documents are read after: read beside the log on two cores, they made listings
   * slower, not faster (decision 109).
   */
  async answer<T>(compute: (loaded: LoadedIndex) => T): Promise<T | null> {
    const standing = this.#loading ? null : this.#loaded;
    const version = this.#version;
    const refreshing = this.current();
    let early: { value: T } | null = null;
    if (standing) {
      // The log's query is written to the database's connection before the counting starts.
      await new Promise<void>((resolve) => setImmediate(resolve));
      early = { value: compute(standing) };
    }
    const loaded = await refreshing;
    if (!loaded) return null;
    // Nothing was applied since the early answer's reading: the index it read is current.
    if (early && loaded === standing && this.#version === version) return early.value;
    return compute(loaded);
  }

  /**
   * Rows the index answers from: 0 while it loads or before a load, -1 when the catalogue is
   * larger than the index may hold (the database answers until a load finds it smaller).
   */
  rows(): number {
    if (this.#loading) return 0;
    return this.#tooLarge ? -1 : (this.#loaded?.rows() ?? 0);
  }

  /** Starts the whole load if none was made yet, and waits for a running one to end. */
  async loaded(): Promise<void> {
    await this.current();
    await this.#loading;
  }

  /**
   * One refresh at a time. A call that comes while one runs waits for it and for one more,
   * started after it: the running one may have read the log before the caller's change.
   */
  #refresh(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#catchUp().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    this.#queued ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.#refresh();
      });
    return this.#queued;
  }

  async #catchUp(): Promise<void> {
    const log = await this.reads.indexChanges(this.#seenXmin);
    const fresh = log.changes.filter((change) => !this.#applied.has(change.id));
    const reloadAll =
      this.#seenXmin === null ||
      log.prunedThrough >= this.#seenXmin ||
      fresh.some((change) => change.productIds === null) ||
      fresh.reduce((sum, change) => sum + (change.productIds?.length ?? 0), 0) >
        MAX_PARTIAL_PRODUCTS;
    if (reloadAll) {
      // The old index is out of date: the database answers until the new one is loaded. The
      // changes committed while it loads are read from this log's oldest running transaction on.
      this.#loaded = null;
      this.#version++;
      this.#loading = this.#loadAll()
        .catch((error) => {
          // A whole load begins again after a pause, or with the next search if one comes
          // first: the index does not stay out of memory until a shopper searches.
          this.#seenXmin = null;
          this.#applied.clear();
          this.options.onError?.(error);
          this.#reloadLater();
        })
        .finally(() => {
          this.#loading = null;
        });
    } else if (fresh.length > 0 && this.#loaded) {
      await this.#loaded.reload(this.reads, [
        ...new Set(fresh.flatMap((change) => change.productIds ?? [])),
      ]);
      this.#version++;
    }
    for (const change of fresh) this.#applied.set(change.id, change.xid);
    // A change of a transaction older than the oldest one running now is never read again.
    for (const [id, xid] of this.#applied) {
      if (xid < log.xmin) this.#applied.delete(id);
    }
    this.#seenXmin = log.xmin;
  }

  #reloadLater(): void {
    if (this.#closed || this.#reload) return;
    this.#reload = setTimeout(() => {
      this.#reload = null;
      if (!this.#closed && !this.#loading && this.#seenXmin === null) void this.current();
    }, this.options.reloadPauseMs ?? 30_000);
    // A waiting load keeps no process alive.
    this.#reload.unref?.();
  }

  /** Begins no more loads by itself (the shop stops). */
  close(): void {
    this.#closed = true;
    if (this.#reload) clearTimeout(this.#reload);
    this.#reload = null;
  }

  async #loadAll(): Promise<void> {
    const started = Date.now();
    const rowCount = await this.reads.indexRowCount();
    this.#tooLarge = rowCount > this.options.maxRows;
    if (this.#tooLarge) {
      this.#loaded = null;
      this.options.onLoad?.(0, Date.now() - started, false);
      return;
    }
    let count = 0;
    const loaded = new LoadedIndex(rowCount <= (this.options.cardRows ?? 0));
    let after: { storeId: number; productId: number } | null = null;
    let limit = LOAD_SLICE;
    for (;;) {
      const slice = await this.#readSlice(after, limit, loaded.keepsCards);
      const { rows } = slice;
      limit = slice.limit;
      for (const row of rows) loaded.put(row);
      count += rows.length;
      const done = rows.length < limit;
      loaded.settle(done);
      if (done) break;
      const last = rows[rows.length - 1]!;
      after = { storeId: last.storeId, productId: last.productId };
    }
    loaded.fileWords();
    this.#loaded = loaded;
    this.#version++;
    this.options.onLoad?.(count, Date.now() - started, loaded.keepsCards);
  }

  /** The rows of a slice of a whole load, and the slice's size they were read with. */
  async #readSlice(
    after: { storeId: number; productId: number } | null,
    limit: number,
    cards: boolean,
  ): Promise<{ rows: IndexRow[]; limit: number }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return { rows: await this.reads.indexRows({ after, limit }, cards), limit };
      } catch (error) {
        if (attempt === SLICE_ATTEMPTS) throw error;
        await pause((this.options.retryPauseMs ?? 1000) * attempt);
        limit = Math.max(1, Math.floor(limit / 2));
      }
    }
  }
}

/** The catalogue as loaded: each store view's columns and the terms they name. */
export class LoadedIndex {
  readonly #stores = new Map<number, ProductColumns>();
  readonly #dictionary = new Dictionary();
  readonly #wordFiles = new WordFiles(this.#dictionary.words.values, (word) =>
    this.#dictionary.words.known(word),
  );

  /** `keepsCards`: the rows are read with their cards, and a page can be answered with them. */
  constructor(readonly keepsCards = false) {}

  put(row: IndexRow): void {
    let columns = this.#stores.get(row.storeId);
    if (!columns) {
      columns = new ProductColumns(this.#dictionary);
      this.#stores.set(row.storeId, columns);
    }
    columns.put(row);
  }

  /** Reads these products again, in every store view (a product no longer there is removed). */
  async reload(reads: IndexReads, productIds: number[]): Promise<void> {
    const rows = await reads.indexRows({ productIds }, this.keepsCards);
    for (const columns of this.#stores.values()) {
      for (const id of productIds) columns.remove(id);
    }
    for (const row of rows) this.put(row);
    this.settle();
  }

  /** The products kept, counted once per store view. */
  rows(): number {
    let rows = 0;
    for (const columns of this.#stores.values()) rows += columns.slotOf.size;
    return rows;
  }

  /** Builds each store view's postings anew when it is time, or `now` (see ProductColumns.settle). */
  settle(now = false): void {
    for (const columns of this.#stores.values()) columns.settle(now);
  }

  /**
   * A store view's lexicon look-ups answered from the words its products have now, as the read
   * model's lexicon answers them (repository.lexiconWords) after a full run of the indexer: a
   * word's frequency is the number of the store view's products that have it.
   */
  lexiconWords(storeId: number, lookup: LexiconLookup): LexiconWords {
    const columns = this.#stores.get(storeId);
    if (!columns) return { words: [], compounds: [] };
    return this.#wordFiles.look(lookup, (word) => columns.wordCount(word));
  }

  /** Files the words for the lexicon's look-ups, as they are after a load. */
  fileWords(): void {
    this.#wordFiles.update();
  }

  /** A page of a search with its total and the asked facet counts (facets null: none). */
  search(
    query: IndexQuery,
    page: { start: number; size: number },
    facets: FacetCountRequest | null,
  ): IndexedPage {
    const found = this.searchPage(query, page, facets);
    return { productIds: found.productIds, total: found.total, ...found.counts()! };
  }

  /**
   * A page of a search with its total; the asked facet counts (facets null: none) are counted
   * when asked for, as the products were when the page was chosen, or not at all when they
   * changed since: the caller counts while the database reads the page's documents. With
   * `cards`, the page's cards come with it when the index keeps them (as the products were when
   * the page was chosen), and no documents need reading.
   */
  searchPage(
    query: IndexQuery,
    page: { start: number; size: number },
    facets: FacetCountRequest | null,
    cards = false,
  ): IndexedSearch {
    const columns = this.#stores.get(query.storeId) ?? new ProductColumns(this.#dictionary);
    const dictionary = this.#dictionary;
    // A facet filter on terms: the ids of its terms the index knows (an unknown one matches none).
    const filters = query.facetFilters.map((filter) => {
      if (filter.test) return filter.test;
      const ids = new Set(
        (filter.terms ?? []).map((term) => dictionary.terms.known(term)).filter((id) => id >= 0),
      );
      return (c: ProductColumns, slot: number) => c.hasTerm(slot, ids);
    });
    const virtualType = dictionary.types.known('virtual');
    // A text search reads the products its words find, scored; a listing its categories' or all.
    const text = query.text
      ? columns.text.match(
          query.text,
          (word) => dictionary.words.known(word),
          dictionary.patterns,
          columns.live,
          (slot) => columns.typeId[slot] === virtualType,
        )
      : null;
    try {
      const categories = query.categoryIds ? Int32Array.from(new Set(query.categoryIds)) : null;
      const selected = select(columns, {
        candidates: text ? text.slots : columns.candidates(categories),
        text: text ? { groups: text.groups, minimumMatch: query.text?.minimumMatch ?? 0 } : null,
        categories,
        base: query.base,
        filters,
        // A filter's own products are kept for its disjunctive facet's counts, and the price
        // filter's for the price bands, only when those are asked for.
        keepFailing: query.facetFilters.map(
          (filter) =>
            (facets?.disjunctive.includes(filter.code) ?? false) ||
            (filter.code === 'price' && (facets?.priceRanges ?? null) !== null),
        ),
      });
      const slots = pageOf(columns, selected.matches, selected.count, query.orderKeys, page);
      const productIds = slots.map((slot) => columns.productId[slot]!);
      const version = columns.version;
      let counted = false;
      return {
        productIds,
        total: selected.count,
        ...(cards && this.keepsCards ? cardsOf(columns, slots) : {}),
        counts: () => {
          if (counted) throw new Error('the counts of a search are counted once');
          counted = true;
          try {
            return columns.version === version
              ? countFacets(columns, dictionary, selected, query.facetFilters, facets)
              : null;
          } finally {
            spareSelections.give(selected.matches);
          }
        },
      };
    } finally {
      if (text) columns.text.clear(text.slots);
    }
  }
}

/**
 * The facet counts of the selected products: every term of theirs is counted, whichever facets
 * were asked (one count per term, no test of its code); a disjunctive facet adds the products
 * that fail only its own filter, counted apart; the price bands count the products that fail
 * only the price filter too.
 */
function countFacets(
  columns: ProductColumns,
  dictionary: Dictionary,
  selected: Selected,
  facetFilters: IndexQuery['facetFilters'],
  facets: FacetCountRequest | null,
): IndexedCounts {
  const termCode = dictionary.termCode;
  const termTotal = dictionary.terms.values.length;
  const { terms, price } = columns;
  const termCounts = new Int32Array(termTotal);
  if ((facets?.plain.length ?? 0) + (facets?.disjunctive.length ?? 0) > 0) {
    countTerms(terms, selected.matches, selected.count, termCounts);
  }
  const disjunctive = (facets?.disjunctive ?? []).map((code) => {
    const codeId = dictionary.codes.known(code);
    const own = facetFilters.findIndex((filter) => filter.code === code);
    const counts = new Int32Array(termTotal);
    if (own >= 0) {
      const slots = selected.failingOnly(own);
      countTerms(terms, slots, slots.length, counts, termCode, codeId);
    }
    return { code, codeId, counts };
  });
  const ranges = facets?.priceRanges ?? null;
  let prices: PriceStatistics | null = null;
  if (ranges) {
    const priceFilter = facetFilters.findIndex((filter) => filter.code === 'price');
    const bands = new PriceBands(ranges);
    bands.add(price, selected.matches, selected.count);
    if (priceFilter >= 0) {
      const slots = selected.failingOnly(priceFilter);
      bands.add(price, slots, slots.length);
    }
    prices = bands.statistics();
  }
  const plainCode = new Uint8Array(dictionary.codes.values.length);
  for (const code of facets?.plain ?? []) {
    const id = dictionary.codes.known(code);
    if (id >= 0) plainCode[id] = 1;
  }
  // The terms of the codes asked for, with their counts (`extra`: a facet's own products).
  const counted = (wanted: (code: number) => boolean, extra?: Int32Array) => {
    const out: { term: string; count: number }[] = [];
    for (let term = 0; term < termTotal; term++) {
      if (!wanted(termCode[term]!)) continue;
      const count = termCounts[term]! + (extra ? extra[term]! : 0);
      if (count > 0) out.push({ term: dictionary.terms.values[term]!, count });
    }
    return out;
  };
  return {
    plainCounts: counted((code) => plainCode[code] === 1),
    disjunctiveCounts: new Map(
      disjunctive.map((facet) => [
        facet.code,
        counted((code) => code === facet.codeId, facet.counts),
      ]),
    ),
    prices,
  };
}

/**
 * Buffers of selected slots given back by searches whose counts are done, for the next ones: at
 * a million products a search selects up to a million slots, and a new buffer each time was a
 * few megabytes per search for the collector. A search's buffer is read until its counts are
 * counted (after its page's documents were asked for, while other searches may run), so each
 * search takes a buffer of its own and gives it back once, when counted; a search whose counts
 * are never asked leaves its buffer to the collector.
 */
class SpareSelections {
  readonly #spare: Int32Array[] = [];

  take(length: number): Int32Array {
    const index = this.#spare.findIndex((buffer) => buffer.length >= length);
    if (index < 0) return new Int32Array(length);
    return this.#spare.splice(index, 1)[0]!;
  }

  give(buffer: Int32Array): void {
    if (this.#spare.length < 4) this.#spare.push(buffer);
  }
}

const spareSelections = new SpareSelections();

/** What a search selects from: its candidates, its text's groups and its tests. */
interface Selection {
  /** The slots read (null: every slot); a text search's are its words' products. */
  candidates: ArrayLike<number> | null;
  text: { groups: Uint32Array; minimumMatch: number } | null;
  /** For a text search: only products of one of these categories (a listing's candidates are). */
  categories: Int32Array | null;
  base: ProductTest[];
  filters: ProductTest[];
  /** Per filter: whether the products that fail only it are kept. */
  keepFailing: boolean[];
}

/**
 * The slots a search selects (`matches`, the first `count`), and for each facet filter asked
 * to keep them the slots that fail only that one (a disjunctive facet's and the price bands'
 * own products).
 */
function select(columns: ProductColumns, selection: Selection) {
  const { candidates, text, categories, base, filters, keepFailing } = selection;
  const live = columns.live;
  const total = candidates ? candidates.length : columns.size;
  const matches = spareSelections.take(total);
  let count = 0;
  const baseCount = base.length;
  const filterCount = filters.length;
  const failing: number[][] = filters.map(() => []);
  const groups = text?.groups ?? null;
  const minimumMatch = text?.minimumMatch ?? 0;
  for (let at = 0; at < total; at++) {
    const slot = candidates ? candidates[at]! : at;
    if (!live[slot]) continue;
    if (groups) {
      // The text's products are read whatever their categories: the categories are a test.
      // Each of the text's products matches one group at least.
      if (minimumMatch > 1 && groupCount(groups[slot]!) < minimumMatch) continue;
      if (categories && !columns.inCategory(slot, categories)) continue;
    }
    let kept = true;
    for (let index = 0; index < baseCount; index++) {
      if (!base[index]!(columns, slot)) {
        kept = false;
        break;
      }
    }
    if (!kept) continue;
    // Which facet filters it fails: none selects it; one leaves it in that facet's count.
    let failed = -1;
    let failures = 0;
    for (let index = 0; index < filterCount; index++) {
      if (!filters[index]!(columns, slot)) {
        failures++;
        failed = index;
        if (failures > 1) break;
      }
    }
    if (failures === 0) matches[count++] = slot;
    else if (failures === 1 && keepFailing[failed]) failing[failed]!.push(slot);
  }
  return { matches, count, failingOnly: (filter: number): number[] => failing[filter] ?? [] };
}

type Selected = ReturnType<typeof select>;

/**
 * Adds each term of the slots' products to its count; with `codeId`, only the terms of that
 * code: one tight loop over the terms, which lie side by side.
 */
function countTerms(
  terms: SlotLists,
  slots: ArrayLike<number>,
  length: number,
  counts: Int32Array,
  termCode?: readonly number[],
  codeId?: number,
): void {
  const { data, start, length: termCount } = terms;
  if (termCode === undefined) {
    for (let at = 0; at < length; at++) {
      const slot = slots[at]!;
      const first = start[slot]!;
      const end = first + termCount[slot]!;
      for (let term = first; term < end; term++) counts[data[term]!]!++;
    }
    return;
  }
  for (let at = 0; at < length; at++) {
    const slot = slots[at]!;
    const first = start[slot]!;
    const end = first + termCount[slot]!;
    for (let term = first; term < end; term++) {
      const id = data[term]!;
      if (termCode[id] === codeId) counts[id]!++;
    }
  }
}

/** The price bands' counts and the price span of the products added. */
class PriceBands {
  readonly #from: number;
  readonly #to: Float64Array;
  readonly counts: number[];
  min = Infinity;
  max = -Infinity;

  /**
   * The bands in cents, each from its `from` up to (not including) its `to`: they follow each
   * other without a gap, and only the last has no end (the shop's PRICE_RANGES).
   */
  constructor(ranges: readonly { from: number; to?: number | undefined }[]) {
    const last = ranges.length - 1;
    const adjoining = ranges.every((range, band) =>
      band === last ? range.to === undefined : range.to === ranges[band + 1]!.from,
    );
    if (last < 0 || !adjoining) throw new Error('price bands must adjoin, the last one open');
    this.#from = ranges[0]!.from;
    this.#to = Float64Array.from(ranges, (range) => range.to ?? Infinity);
    this.counts = ranges.map(() => 0);
  }

  add(price: Float64Array, slots: ArrayLike<number>, length: number): void {
    const first = this.#from;
    const to = this.#to;
    const counts = this.counts;
    let min = this.min;
    let max = this.max;
    for (let at = 0; at < length; at++) {
      const value = price[slots[at]!]!;
      // Its band is the first whose end lies above it: a comparison or three, where a test of
      // every band's two ends went one way or the other from price to price, too often for the
      // processor to guess.
      if (value >= first) {
        let band = 0;
        while (value >= to[band]!) band++;
        counts[band]!++;
      }
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
    this.min = min;
    this.max = max;
  }

  statistics(): PriceStatistics {
    const none = this.min === Infinity;
    return { counts: this.counts, min: none ? null : this.min, max: none ? null : this.max };
  }
}

/** The cards of a page's slots, when every one of them has its card. */
function cardsOf(columns: ProductColumns, slots: readonly number[]): { cards?: string[] } {
  const cards: string[] = [];
  for (const slot of slots) {
    const card = columns.cards[slot];
    if (typeof card !== 'string') return {};
    cards.push(card);
  }
  return { cards };
}

/**
 * The page of the matches in the order of the keys: the first `start + size` chosen by their
 * first key's value (a selection, not a sort of every match), ties by the next key, and only
 * those sorted.
 */
function pageOf(
  columns: ProductColumns,
  matches: Int32Array,
  count: number,
  keys: IndexQuery['orderKeys'],
  page: { start: number; size: number },
): number[] {
  const wanted = page.start + page.size;
  if (page.size === 0 || wanted === 0 || count === 0) return [];
  const compare = (a: number, b: number) => {
    for (const key of keys) {
      const left = key.value(columns, a);
      const right = key.value(columns, b);
      if (left !== right) return (left < right ? -1 : 1) * (key.descending ? -1 : 1);
    }
    return 0;
  };
  return firstOf(columns, matches.subarray(0, count), wanted, keys, 0, compare).slice(page.start);
}

/**
 * The selection's key values and their copy for `nthSmallest`, kept between searches and grown
 * as needed: at a million products a listing's selection made two arrays of up to 8 MB each,
 * on every search. A selection runs from start to end without waiting, so one pair serves all.
 */
let keyValues = new Float64Array(1024);
let keyOrder = new Float64Array(1024);
/**
 * The slots tied at a key's bound, kept the same way: a text search's words give thousands of
 * matches the same score, and collecting them in a list per search was among the largest
 * allocations of a search. The next key's selection reads them from here and keeps its own
 * ties in place, each written at or before where it was read.
 */
let keyTies = new Int32Array(1024);

/**
 * The `wanted` first of the slots in the keys' order, the keys before `level` being equal for
 * all of them: those whose value of the key at `level` is below the `wanted`-th smallest, and of
 * those at that value the first by the next keys.
 */
function firstOf(
  columns: ProductColumns,
  slots: Int32Array,
  wanted: number,
  keys: IndexQuery['orderKeys'],
  level: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (slots.length <= wanted * 4 || level >= keys.length) {
    return Array.from(slots).sort(compare).slice(0, wanted);
  }
  const key = keys[level]!;
  // Smaller is earlier: the key's value, negated when it descends.
  const sign = key.descending ? -1 : 1;
  if (keyValues.length < slots.length) {
    keyValues = new Float64Array(slots.length + (slots.length >> 1));
    keyOrder = new Float64Array(keyValues.length);
    // Only the first level grows them: a deeper level's slots are ties of the grown ones.
    keyTies = new Int32Array(keyValues.length);
  }
  const values = keyValues;
  const column = key.column?.(columns);
  // A column is read in place; a key's function returning a number per product allocated a
  // number object per product when the call was not inlined.
  if (column) for (let at = 0; at < slots.length; at++) values[at] = sign * column[slots[at]!]!;
  else for (let at = 0; at < slots.length; at++) values[at] = sign * key.value(columns, slots[at]!);
  const order = keyOrder.subarray(0, slots.length);
  order.set(values.subarray(0, slots.length));
  const bound = nthSmallest(order, wanted - 1);
  // Fewer than `wanted` come before the bound's value.
  const before: number[] = [];
  let tied = 0;
  for (let at = 0; at < slots.length; at++) {
    if (values[at]! < bound) before.push(slots[at]!);
    else if (values[at] === bound) keyTies[tied++] = slots[at]!;
  }
  const ties = keyTies.subarray(0, tied);
  if (before.length + tied <= wanted * 4) {
    return before.concat(Array.from(ties)).sort(compare).slice(0, wanted);
  }
  // The rest are the first of the bound's ties.
  return before
    .sort(compare)
    .concat(firstOf(columns, ties, wanted - before.length, keys, level + 1, compare));
}

/** The value that would be at index `n` of the values sorted (they are reordered). */
export function nthSmallest(values: Float64Array, n: number): number {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const a = values[left]!;
    const b = values[(left + right) >> 1]!;
    const c = values[right]!;
    // The median of the first, middle and last as the pivot.
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swapped = values[i]!;
        values[i] = values[j]!;
        values[j] = swapped;
        i++;
        j--;
      }
    }
    // Now left..j hold values up to the pivot, i..right values from it, and between them the pivot.
    if (n <= j) right = j;
    else if (n >= i) left = i;
    else return values[n]!;
  }
  return values[n]!;
}
