/**
 * The search index's columns against a plain reading of the same rows: after any sequence of
 * products written, rewritten and removed (slots reused, lists compacted), a search gives the
 * page, total, facet counts and price bands that filtering, counting and sorting the live rows
 * one by one gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FacetCountRequest } from './facets.ts';
import {
  type IndexLog,
  type IndexQuery,
  type IndexReads,
  type IndexRow,
  LoadedIndex,
  nthSmallest,
  type ProductColumns,
  SearchIndex,
} from './search-index.ts';

const STORE = 5;
const CATEGORIES = [10, 11, 12, 13];
const TERMS = ['color:1', 'color:2', 'size:7', 'size:8', 'brand:3'];
const WORDS = ['baby', 'bed', 'rood', 'wieg'];

const rowArbitrary = fc.record({
  productId: fc.integer({ min: 1, max: 12 }),
  typeId: fc.constantFrom('simple', 'configurable', 'virtual'),
  visibility: fc.integer({ min: 1, max: 4 }),
  status: fc.integer({ min: 0, max: 2 }),
  isInStock: fc.boolean(),
  price: fc.integer({ min: 0, max: 60_000 }),
  categoryIds: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { maxLength: 3 }),
  positions: fc.dictionary(fc.constantFrom('10', '11', '12'), fc.integer({ min: 0, max: 5 })),
  facetTerms: fc.uniqueArray(fc.constantFrom(...TERMS), { maxLength: 4 }),
  createdAt: fc.integer({ min: 0, max: 1_000 }),
  updatedAt: fc.integer({ min: 0, max: 1_000 }),
  // The search vector as PostgreSQL prints it: a few words, each with its positions' weights.
  words: fc
    .uniqueArray(
      fc.record({
        word: fc.constantFrom(...WORDS),
        letters: fc.array(fc.constantFrom('A', 'B', 'C', ''), { minLength: 1, maxLength: 3 }),
      }),
      { selector: (entry) => entry.word, maxLength: 3 },
    )
    .map((entries) =>
      entries
        .map(({ word, letters }) => `'${word}':${letters.map((l, i) => `${i + 1}${l}`).join(',')}`)
        .join(' '),
    ),
});

/** A write: a product put (new or rewritten), a product removed, or the postings built anew. */
const stepArbitrary = fc.oneof(
  rowArbitrary.map((row) => ({ put: { ...row, storeId: STORE } as IndexRow })),
  fc.integer({ min: 1, max: 12 }).map((productId) => ({ remove: productId })),
  fc.constant({ settle: true }),
);

const queryArbitrary = fc.record({
  categoryIds: fc.option(fc.uniqueArray(fc.constantFrom(...CATEGORIES), { maxLength: 2 })),
  visibility: fc.constantFrom<number[]>([2, 4], [3, 4], [2, 3, 4]),
  colors: fc.option(
    fc.uniqueArray(fc.constantFrom<string>('color:1', 'color:2'), { minLength: 1 }),
  ),
  maxPrice: fc.option(fc.integer({ min: 0, max: 60_000 })),
  sort: fc.constantFrom('price', 'position', 'created'),
  descending: fc.boolean(),
  start: fc.integer({ min: 0, max: 10 }),
  size: fc.integer({ min: 0, max: 8 }),
  word: fc.option(fc.constantFrom(...WORDS, 'none')),
});

const facets: FacetCountRequest = {
  plain: ['size', 'brand'],
  disjunctive: ['color'],
  priceRanges: [{ from: 0, to: 10_000 }, { from: 10_000, to: 25_000 }, { from: 25_000 }],
};

function positionOf(row: IndexRow, categoryId: number | undefined): number {
  const position = categoryId === undefined ? undefined : row.positions[String(categoryId)];
  return position ?? 2147483647;
}

describe('the search index columns', () => {
  it('answer as the live rows read one by one, after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArbitrary, { maxLength: 120 }),
        queryArbitrary,
        async (steps, q) => {
          const index = new LoadedIndex();
          const live = new Map<number, IndexRow>();
          for (const step of steps) {
            if ('put' in step) {
              index.put(step.put);
              live.set(step.put.productId, step.put);
            } else if ('settle' in step) {
              index.settle(true);
            } else {
              const reads = { indexRows: async () => [] } as unknown as IndexReads;
              await index.reload(reads, [step.remove]);
              live.delete(step.remove);
            }
          }
          const categories = q.categoryIds && q.categoryIds.length > 0 ? q.categoryIds : null;
          const orderCategory = categories?.[0];
          const value = (row: IndexRow) =>
            q.sort === 'price'
              ? row.price
              : q.sort === 'created'
                ? row.createdAt
                : positionOf(row, orderCategory);
          const query: IndexQuery = {
            storeId: STORE,
            text: q.word
              ? {
                  groups: [{ words: [q.word], headOf: [] }],
                  minimumMatch: 1,
                  rank: [q.word],
                  compounds: [],
                  exact: [],
                }
              : null,
            categoryIds: categories,
            base: [(c, slot) => q.visibility.includes(c.visibility[slot]!)],
            facetFilters: [
              ...(q.colors ? [{ code: 'color', terms: q.colors }] : []),
              ...(q.maxPrice !== null
                ? [
                    {
                      code: 'price',
                      test: (c: ProductColumns, slot: number) => c.price[slot]! <= q.maxPrice!,
                    },
                  ]
                : []),
            ] as IndexQuery['facetFilters'],
            orderKeys: [
              {
                value: (c, slot) =>
                  q.sort === 'price'
                    ? c.price[slot]!
                    : q.sort === 'created'
                      ? c.createdAt[slot]!
                      : orderCategory === undefined
                        ? 2147483647
                        : c.position(slot, orderCategory),
                descending: q.descending,
              },
              { value: (c, slot) => c.productId[slot]!, descending: false },
            ],
          };
          const found = index.search(query, { start: q.start, size: q.size }, facets);

          const rows = [...live.values()].filter(
            (row) =>
              (!categories || row.categoryIds.some((id) => categories.includes(id))) &&
              q.visibility.includes(row.visibility) &&
              (!q.word || row.words.includes(`'${q.word}':`)),
          );
          const color = (row: IndexRow) =>
            !q.colors || row.facetTerms.some((term) => q.colors!.includes(term));
          const price = (row: IndexRow) => q.maxPrice === null || row.price <= q.maxPrice;
          const selected = rows.filter((row) => color(row) && price(row));
          const ordered = [...selected].sort(
            (a, b) => (value(a) - value(b)) * (q.descending ? -1 : 1) || a.productId - b.productId,
          );
          const count = (list: IndexRow[], code: string) => {
            const counts = new Map<string, number>();
            for (const row of list) {
              for (const term of row.facetTerms) {
                if (term.startsWith(`${code}:`)) counts.set(term, (counts.get(term) ?? 0) + 1);
              }
            }
            return counts;
          };
          const sorted = (list: { term: string; count: number }[]) =>
            [...list].sort((a, b) => a.term.localeCompare(b.term));
          const asList = (counts: Map<string, number>) =>
            sorted([...counts].map(([term, n]) => ({ term, count: n })));
          const byPrice = rows.filter(color);

          expect(found.total).toBe(selected.length);
          expect(found.productIds).toEqual(
            q.size === 0
              ? []
              : ordered.slice(q.start, q.start + q.size).map((row) => row.productId),
          );
          expect(sorted(found.plainCounts)).toEqual(
            asList(new Map([...count(selected, 'size'), ...count(selected, 'brand')])),
          );
          expect(sorted(found.disjunctiveCounts.get('color') ?? [])).toEqual(
            asList(count(rows.filter(price), 'color')),
          );
          expect(found.prices).toEqual({
            counts: [
              byPrice.filter((row) => row.price < 10_000).length,
              byPrice.filter((row) => row.price >= 10_000 && row.price < 25_000).length,
              byPrice.filter((row) => row.price >= 25_000).length,
            ],
            min: byPrice.length ? Math.min(...byPrice.map((row) => row.price)) : null,
            max: byPrice.length ? Math.max(...byPrice.map((row) => row.price)) : null,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts facet terms past the first 65,536 the index has numbered', () => {
    const index = new LoadedIndex();
    const row = (productId: number, facetTerms: string[]): IndexRow => ({
      ...priced(productId, 1000),
      facetTerms,
    });
    // The first products' term ids fit 16 bits; the second's last ones do not.
    index.put(row(1, ['brand:3', 'size:1']));
    index.put(row(2, ['brand:3', ...Array.from({ length: 70_000 }, (_, n) => `size:${n}`)]));
    index.put(row(3, ['size:69999', 'brand:3']));
    const found = index.search(
      {
        storeId: STORE,
        text: null,
        categoryIds: null,
        base: [],
        facetFilters: [],
        orderKeys: [{ value: (c, slot) => c.productId[slot]!, descending: false }],
      },
      { start: 0, size: 10 },
      { plain: ['size', 'brand'], disjunctive: [], priceRanges: null },
    );
    const count = (term: string) => found.plainCounts.find((entry) => entry.term === term)?.count;
    expect(found.productIds).toEqual([1, 2, 3]);
    expect(count('brand:3')).toBe(3);
    expect(count('size:1')).toBe(2);
    expect(count('size:65536')).toBe(1);
    expect(count('size:69999')).toBe(2);
    expect(found.plainCounts).toHaveLength(70_001);
  });

  it('choose a page of many matches as sorting them all would, ties by the next keys', () => {
    fc.assert(
      fc.property(
        // Up to three prices: with one, up to 1,500 matches tie at the first key.
        fc
          .integer({ min: 0, max: 2 })
          .chain((maxPrice) =>
            fc.array(
              fc.record({ price: fc.integer({ min: 0, max: maxPrice }), position: fc.nat(1) }),
              { minLength: 60, maxLength: 1500, size: 'max' },
            ),
          ),
        fc.constantFrom('price', 'position'),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        (products, sort, descending, idDescending, start, size) => {
          const index = new LoadedIndex();
          for (const [at, product] of products.entries()) {
            index.put({
              ...priced(at + 1, product.price),
              categoryIds: [10],
              positions: { 10: product.position },
            });
          }
          const other = sort === 'price' ? 'position' : 'price';
          const keyOf = (field: 'price' | 'position') => (c: ProductColumns, slot: number) =>
            field === 'price' ? c.price[slot]! : c.position(slot, 10);
          // Three keys, the first two with many ties: a page is chosen among the ties twice.
          const query: IndexQuery = {
            storeId: STORE,
            text: null,
            categoryIds: [10],
            base: [],
            facetFilters: [],
            orderKeys: [
              { value: keyOf(sort), descending },
              { value: keyOf(other), descending: false },
              { value: (c, slot) => c.productId[slot]!, descending: idDescending },
            ],
          };
          const ordered = products
            .map((_, at) => at)
            .sort(
              (a, b) =>
                (products[a]![sort] - products[b]![sort]) * (descending ? -1 : 1) ||
                products[a]![other] - products[b]![other] ||
                (a - b) * (idDescending ? -1 : 1),
            )
            .map((at) => at + 1);
          expect(index.search(query, { start, size }, null).productIds).toEqual(
            ordered.slice(start, start + size),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('find the value at any place of the sorted values, ties and all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 200, size: 'max' }),
        fc.nat(),
        (values, place) => {
          const n = place % values.length;
          const sorted = [...values].sort((a, b) => a - b);
          expect(nthSmallest(Float64Array.from(values), n)).toBe(sorted[n]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** A row of the store view with a price, nothing else that matters here. */
function priced(productId: number, price: number): IndexRow {
  return {
    storeId: STORE,
    productId,
    typeId: 'simple',
    visibility: 4,
    status: 1,
    isInStock: true,
    price,
    categoryIds: [],
    positions: {},
    facetTerms: [],
    createdAt: 0,
    updatedAt: 0,
    words: '',
  };
}

/** A product's card as the read model would hold it: its id and price. */
function cardOf(row: IndexRow): string {
  return JSON.stringify({ id: row.productId, final_price: row.price / 100 });
}

/** A read model of rows and a change log whose next read waits until the test lets it answer. */
function readModel(rows: Map<number, IndexRow>) {
  let xid = 10;
  const changes: IndexLog['changes'] = [];
  let gate: Promise<void> = Promise.resolve();
  /** Per read of rows, whether the cards were asked for with them. */
  const cardsAsked: boolean[] = [];
  const reads: IndexReads = {
    indexChanges: async () => {
      await gate;
      return { xmin: xid, prunedThrough: 0, changes: [...changes] };
    },
    indexRowCount: async () => rows.size,
    indexRows: async (select, cards) => {
      cardsAsked.push(cards);
      return (
        ('productIds' in select
          ? select.productIds.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []))
          : select.after
            ? []
            : [...rows.values()]) as IndexRow[]
      ).map((row) => (cards ? { ...row, card: cardOf(row) } : row));
    },
  };
  return {
    reads,
    cardsAsked,
    /** The next reads of the log wait for the returned call. */
    holdLog(): () => void {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return open;
    },
    /** A run of the indexer committed: the products' rows and a change naming them. */
    commit(...changed: IndexRow[]) {
      for (const row of changed) rows.set(row.productId, row);
      xid += 1;
      changes.push({ id: changes.length + 1, xid, productIds: changed.map((r) => r.productId) });
    },
  };
}

describe('the search index brought up to date', () => {
  const cheapest: IndexQuery = {
    storeId: STORE,
    text: null,
    categoryIds: null,
    base: [],
    facetFilters: [],
    orderKeys: [
      { value: (c, slot) => c.price[slot]!, descending: false },
      { value: (c, slot) => c.productId[slot]!, descending: false },
    ],
  };
  const first = (loaded: LoadedIndex) => loaded.search(cheapest, { start: 0, size: 1 }, null);

  it('answers while the log is read, and again when the read brought a change', async () => {
    const model = readModel(new Map([1, 2].map((id) => [id, priced(id, id * 100)])));
    const index = new SearchIndex(model.reads, { maxRows: 100 });
    await index.loaded();
    // No change since: the index as it stood answers, once.
    const computed: number[][] = [];
    const unchanged = await index.answer((loaded) => {
      const found = first(loaded);
      computed.push(found.productIds);
      return found;
    });
    expect(unchanged?.productIds).toEqual([1]);
    expect(computed).toEqual([[1]]);

    // Another process commits product 2 cheaper while the index answers and the log's read is
    // on its way: that answer is dropped for one from the index with the change.
    const open = model.holdLog();
    const answer = await index.answer((loaded) => {
      const found = first(loaded);
      computed.push(found.productIds);
      if (computed.length === 2) {
        model.commit(priced(2, 50));
        open();
      }
      return found;
    });
    expect(answer?.productIds).toEqual([2]);
    expect(computed).toEqual([[1], [1], [2]]);
  });

  it("answers a page with its products' cards, as they were when it was chosen", async () => {
    const model = readModel(new Map([1, 2].map((id) => [id, priced(id, id * 100)])));
    const index = new SearchIndex(model.reads, { maxRows: 100, cardRows: 2 });
    await index.loaded();
    const page = (loaded: LoadedIndex) =>
      loaded.searchPage(cheapest, { start: 0, size: 2 }, null, true);
    expect((await index.answer(page))?.cards).toEqual([
      cardOf(priced(1, 100)),
      cardOf(priced(2, 200)),
    ]);
    // Another process makes product 2 the cheaper: its new card comes with the new order.
    model.commit(priced(2, 50));
    const changed = await index.answer(page);
    expect(changed?.productIds).toEqual([2, 1]);
    expect(changed?.cards).toEqual([cardOf(priced(2, 50)), cardOf(priced(1, 100))]);
    // Not asked for: no cards (the caller reads the documents it needs).
    const plain = await index.answer((loaded) =>
      loaded.searchPage(cheapest, { start: 0, size: 2 }, null),
    );
    expect(plain?.cards).toBeUndefined();
    // The load and the reload of the changed product both read the cards.
    expect(model.cardsAsked).toEqual([true, true]);
  });

  it('keeps no cards of a catalogue with more rows than it keeps cards for', async () => {
    const model = readModel(new Map([1, 2, 3].map((id) => [id, priced(id, id * 100)])));
    const index = new SearchIndex(model.reads, { maxRows: 100, cardRows: 2 });
    await index.loaded();
    const found = await index.answer((loaded) =>
      loaded.searchPage(cheapest, { start: 0, size: 2 }, null, true),
    );
    expect(found?.productIds).toEqual([1, 2]);
    expect(found?.cards).toBeUndefined();
    expect(model.cardsAsked).toEqual([false]);
  });

  it("counts a page's facets as the products were, or not at all once they changed", async () => {
    const loaded = new LoadedIndex();
    loaded.put({ ...priced(1, 100), facetTerms: ['color:1'] });
    loaded.put({ ...priced(2, 200), facetTerms: ['color:2'] });
    loaded.settle(true);
    const request: FacetCountRequest = { plain: ['color'], disjunctive: [], priceRanges: null };
    const counted = loaded.searchPage(cheapest, { start: 0, size: 1 }, request);
    expect(counted.counts()?.plainCounts).toEqual([
      { term: 'color:1', count: 1 },
      { term: 'color:2', count: 1 },
    ]);
    // Product 2 is rewritten between the page and its counts: its slot no longer says what
    // the page was chosen from, so nothing is counted and the caller searches again.
    const changed = loaded.searchPage(cheapest, { start: 0, size: 1 }, request);
    loaded.put({ ...priced(2, 50), facetTerms: ['color:1'] });
    expect(changed.counts()).toBeNull();
    expect(loaded.search(cheapest, { start: 0, size: 1 }, request)).toMatchObject({
      productIds: [2],
      plainCounts: [{ term: 'color:1', count: 2 }],
    });
  });

  it('counts each search from its own selection while others run, once', () => {
    const loaded = new LoadedIndex();
    for (const id of [1, 2, 3, 4])
      loaded.put({ ...priced(id, id * 100), facetTerms: [`color:${id}`] });
    loaded.settle(true);
    const request: FacetCountRequest = { plain: ['color'], disjunctive: [], priceRanges: null };
    const from = (cents: number): IndexQuery => ({
      ...cheapest,
      base: [(c, slot) => c.price[slot]! >= cents],
    });
    const counts = (...ids: number[]) => ids.map((id) => ({ term: `color:${id}`, count: 1 }));
    // Two pages are chosen before either is counted (their documents are being read), and a
    // third is counted in between: each counts the products it selected.
    const all = loaded.searchPage(from(100), { start: 0, size: 1 }, request);
    const dear = loaded.searchPage(from(300), { start: 0, size: 1 }, request);
    expect(loaded.search(from(200), { start: 0, size: 1 }, request).plainCounts).toEqual(
      counts(2, 3, 4),
    );
    expect(dear.counts()?.plainCounts).toEqual(counts(3, 4));
    expect(all.counts()?.plainCounts).toEqual(counts(1, 2, 3, 4));
    // A buffer given back twice would be shared by two later searches.
    expect(() => all.counts()).toThrow();
  });

  it('reads a slice that failed again, smaller, instead of beginning its load anew', async () => {
    const model = readModel(new Map([1, 2].map((id) => [id, priced(id, id * 100)])));
    const limits: number[] = [];
    const failing = 2;
    const index = new SearchIndex(
      {
        ...model.reads,
        indexRows: async (select, cards) => {
          if ('limit' in select) {
            limits.push(select.limit);
            // The first reads run past the statement timeout of a busy machine.
            if (limits.length <= failing)
              throw new Error('canceling statement due to statement timeout');
          }
          return model.reads.indexRows(select, cards);
        },
      },
      { maxRows: 100, retryPauseMs: 0 },
    );
    await index.loaded();
    expect(limits).toHaveLength(3);
    expect(limits[1]).toBe(limits[0]! / 2);
    expect(limits[2]).toBe(limits[0]! / 4);
    expect(index.rows()).toBe(2);
    expect((await index.answer(first))?.productIds).toEqual([1]);
  });

  it('gives a load up after four failed reads of a slice: the database answers', async () => {
    const model = readModel(new Map([[1, priced(1, 100)]]));
    const errors: unknown[] = [];
    const index = new SearchIndex(
      {
        ...model.reads,
        indexRows: async () => {
          throw new Error('connection terminated');
        },
      },
      {
        maxRows: 100,
        retryPauseMs: 0,
        // Not within the test: the load is begun again by the next search instead.
        reloadPauseMs: 3_600_000,
        onError: (error) => errors.push(error),
      },
    );
    await index.loaded();
    expect(errors).toHaveLength(1);
    expect(index.rows()).toBe(0);
    expect(await index.answer(first)).toBeNull();
    index.close();
  });

  it('begins a whole load again by itself after one gave up, without a search', async () => {
    const model = readModel(new Map([[1, priced(1, 100)]]));
    let reads = 0;
    let loaded: () => void = () => undefined;
    const reloaded = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const index = new SearchIndex(
      {
        ...model.reads,
        indexRows: async (select, cards) => {
          // The first load's four reads of its first slice fail; the database is back after.
          if ('limit' in select && ++reads <= 4) throw new Error('connection terminated');
          return model.reads.indexRows(select, cards);
        },
      },
      {
        maxRows: 100,
        retryPauseMs: 0,
        reloadPauseMs: 0,
        onLoad: (rows) => {
          if (rows > 0) loaded();
        },
      },
    );
    await index.loaded();
    expect(index.rows()).toBe(0);
    // No search comes; the load begun by itself ends.
    await reloaded;
    await index.loaded();
    expect(index.rows()).toBe(1);
    expect(reads).toBe(5);
    index.close();
  });

  it('answers null while the index loads anew, so that the database answers', async () => {
    const model = readModel(new Map([[1, priced(1, 100)]]));
    const index = new SearchIndex(model.reads, { maxRows: 100_000 });
    await index.loaded();
    model.commit(...Array.from({ length: 20_001 }, (_, at) => priced(at + 2, 10)));
    expect(await index.answer(first)).toBeNull();
    await index.loaded();
    expect((await index.answer(first))?.productIds).toEqual([2]);
  });
});
