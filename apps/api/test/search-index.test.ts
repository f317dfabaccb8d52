/**
 * The listings' search index in memory (decision 100) against the database's own answer: over a
 * demo catalogue, every kind of listing the index answers (categories, facet filters alone and
 * together, price ranges and sorts, the columns a filter may name, paging past the end, facet
 * counts and price bands) gives the same page, total and counts as the SQL search, and a search
 * it cannot answer (text, a sort by name) is still answered. A change the indexer makes through
 * another process's service is in the index's next answer: a partial run, a full run, and a
 * product that left the read model.
 */
import type { CatalogSearchBody } from '@shop/contracts';
import {
  allowedTypos,
  compoundHeadForms,
  PRODUCT_CARD_FIELDS,
  queryTerms,
  STORE_VIEWS,
} from '@shop/core';
import { loadCatalogSeed, reindexCatalog } from '@shop/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEED, generateCatalog } from '../../../packages/db/src/demo/index.ts';
import { CatalogRepository } from '../src/modules/catalog/repository.ts';
import { LoadedIndex, SearchIndex } from '../src/modules/catalog/search-index.ts';
import { CatalogService } from '../src/modules/catalog/service.ts';
import { JUDGEMENTS } from './fixtures/search-judgements.ts';
import { createTestShop, type TestShop } from './helper.ts';

const NOW = new Date('2026-03-02T10:00:00Z');
const catalog = generateCatalog({ seed: DEFAULT_SEED, now: NOW, products: 300 });

let t: TestShop;
let indexed: CatalogService;
/** An index that keeps the products' cards too. */
let carded: CatalogService;
let database: CatalogService;
const options = { listOutOfStockProducts: true, usePriceTiers: true, now: () => NOW };
const errors: unknown[] = [];

beforeAll(async () => {
  t = await createTestShop({ seed: 'none', now: () => NOW });
  await loadCatalogSeed(t.shop.db, catalog);
  await reindexCatalog(t.shop, { now: NOW });
  indexed = new CatalogService(t.shop, {
    ...options,
    searchIndex: { maxRows: 100_000, onError: (error) => errors.push(error) },
  });
  carded = new CatalogService(t.shop, {
    ...options,
    searchIndex: { maxRows: 100_000, cardRows: 100_000, onError: (error) => errors.push(error) },
  });
  database = new CatalogService(t.shop, options);
  await indexed.searchIndexLoaded();
  await carded.searchIndexLoaded();
}, 600_000);
afterAll(() => t?.close());

/** The categories with products in the read model, the largest first. */
async function categoriesWithProducts(): Promise<number[]> {
  const rows = await t.shop.query<{ id: number }>(
    sql`SELECT c AS id, count(*) AS n FROM catalog_products, unnest(category_ids) c
        WHERE store_id = ${STORE_VIEWS.nl.id} GROUP BY c ORDER BY n DESC, c`,
  );
  return rows.map((row) => Number(row.id));
}

/** Facet terms that occur, per code: the most frequent values first. */
async function facetValues(): Promise<Map<string, string[]>> {
  const rows = await t.shop.query<{ term: string }>(
    sql`SELECT term, count(*) AS n FROM catalog_products, unnest(facet_terms) term
        WHERE store_id = ${STORE_VIEWS.nl.id} GROUP BY term ORDER BY n DESC, term`,
  );
  const values = new Map<string, string[]>();
  for (const row of rows) {
    const [code = '', value = ''] = row.term.split(/:(.*)/s);
    values.set(code, [...(values.get(code) ?? []), value]);
  }
  return values;
}

async function both(body: CatalogSearchBody, store: 'nl' | 'de' = 'nl') {
  const view = STORE_VIEWS[store];
  // The database's answer counts its facets anew (its facet counts are kept for a minute).
  database.forgetCaches();
  const [fromIndex, fromDatabase] = await Promise.all([
    indexed.searchProducts(view, structuredClone(body)),
    database.searchProducts(view, structuredClone(body)),
  ]);
  return { fromIndex, fromDatabase };
}

async function expectSame(body: CatalogSearchBody, store: 'nl' | 'de' = 'nl') {
  const { fromIndex, fromDatabase } = await both(body, store);
  expect(fromIndex, JSON.stringify(body)).toEqual(fromDatabase);
  return fromIndex;
}

describe('the search index in memory', () => {
  it('answers category listings as the database does: order, pages, facets and price bands', async () => {
    const categories = await categoriesWithProducts();
    expect(categories.length).toBeGreaterThan(10);
    let nonEmpty = 0;
    for (const category of categories.slice(0, 12)) {
      for (const store of ['nl', 'de'] as const) {
        const result = await expectSame(
          { filters: { category_ids: [category] }, size: 24, aggregations: true },
          store,
        );
        if (result.total > 0) nonEmpty++;
        expect(result.aggregations?.price).toBeDefined();
      }
      for (const sort of [
        'price:asc',
        'price:desc',
        'created_at:desc',
        'updated_at:asc',
        'id:desc',
      ]) {
        await expectSame({ filters: { category_ids: [category] }, sort, size: 10, start: 5 });
      }
    }
    expect(nonEmpty).toBeGreaterThan(10);
    // Two categories at once, a category with paging beyond its end, and no category at all.
    await expectSame({ filters: { category_ids: categories.slice(0, 2) }, aggregations: true });
    await expectSame({ filters: { category_ids: [categories[0]!] }, start: 5000, size: 10 });
    await expectSame({ size: 50, aggregations: true });
    await expectSame({ size: 0, aggregations: ['price'] });
    await expectSame({ excludeFields: ['*'], filters: { category_ids: [categories[1]!] } });
  });

  it('counts each filtered facet without its own filter, and the price bands without the price filter', async () => {
    const categories = await categoriesWithProducts();
    const values = await facetValues();
    const codes = [...values.keys()].slice(0, 4);
    expect(codes.length).toBeGreaterThan(1);
    for (const code of codes) {
      const [first = '', second = ''] = values.get(code) ?? [];
      await expectSame({ filters: { [code]: [first] }, aggregations: true, size: 12 });
      await expectSame({
        filters: { category_ids: [categories[0]!], [code]: [first, second] },
        aggregations: true,
        sort: 'price:asc',
      });
      await expectSame({
        filters: { [code]: [first], price: { gte: 10, lt: 100 } },
        aggregations: true,
        sort: 'price:desc',
      });
    }
    const [a = '', b = ''] = codes;
    await expectSame({
      filters: { [a]: [values.get(a)![0]!], [b]: [values.get(b)![0]!], price: { gt: 5 } },
      aggregations: true,
    });
    await expectSame({ filters: { [a]: [] }, aggregations: true });
  });

  it('counts a page’s facets again when the products changed while its documents were read', async () => {
    const categories = await categoriesWithProducts();
    // The next page's counts find the products changed (as when another process's change
    // was applied between the page and its counts): the search counts them again.
    const searchPage = LoadedIndex.prototype.searchPage;
    let stale = 0;
    const spy = vi.spyOn(LoadedIndex.prototype, 'searchPage').mockImplementation(function (
      this: LoadedIndex,
      ...args
    ) {
      const found = searchPage.apply(this, args);
      return stale++ === 0 ? { ...found, counts: () => null } : found;
    });
    try {
      await expectSame({
        filters: { category_ids: [categories[0]!] },
        size: 12,
        aggregations: true,
      });
      await expectSame({ query: 'kinderwagen', size: 12, aggregations: true });
    } finally {
      spy.mockRestore();
    }
    expect(stale).toBe(3);
  });

  it('fails a search with the error of its documents’ read, which fails while it counts', async () => {
    const categories = await categoriesWithProducts();
    const spy = vi
      .spyOn(CatalogRepository.prototype, 'documentsByIds')
      .mockRejectedValueOnce(new Error('the connection was lost'));
    try {
      await expect(
        indexed.searchProducts(STORE_VIEWS.nl, {
          filters: { category_ids: [categories[0]!] },
          size: 12,
          aggregations: true,
        }),
      ).rejects.toThrow('the connection was lost');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers a page of cards with the cards it keeps, as the database reads them, changes included', async () => {
    const categories = await categoriesWithProducts();
    const cards = [...PRODUCT_CARD_FIELDS];
    const sameCards = async (body: CatalogSearchBody) => {
      database.forgetCaches();
      const [fromCards, fromDatabase] = await Promise.all([
        carded.searchProducts(STORE_VIEWS.nl, structuredClone(body)),
        database.searchProducts(STORE_VIEWS.nl, structuredClone(body)),
      ]);
      expect(fromCards, JSON.stringify(body)).toEqual(fromDatabase);
      return fromCards;
    };
    const reads = vi.spyOn(CatalogRepository.prototype, 'documentsByIds');
    try {
      for (const category of categories.slice(0, 4)) {
        const listing = await sameCards({
          filters: { category_ids: [category] },
          includeFields: cards,
          size: 24,
          aggregations: true,
        });
        expect(listing.items.length).toBeGreaterThan(0);
      }
      const found = await sameCards({
        query: 'kinderwagen',
        includeFields: cards,
        size: 50,
        aggregations: true,
      });
      expect(found.items.length).toBeGreaterThan(5);
      await sameCards({ query: 'autostoeltje', includeFields: ['sku', 'category.name'], size: 9 });
      // Another process's indexer makes a product the cheapest: its card on the next page.
      const body = {
        filters: { category_ids: [categories[0]!] },
        includeFields: cards,
        size: 5,
        sort: 'price:asc',
      };
      const before = await sameCards(body);
      const second = before.items[1] as { id: number; final_price: number };
      // The product and its variants (a configurable's price is its cheapest child's).
      const family = sql`id = ${second.id} OR parent_id = ${second.id}`;
      const prices = await t.shop.query<{ id: number; price: number; special: number | null }>(
        sql`SELECT id, price, special_price AS special FROM products WHERE ${family}`,
      );
      await t.shop.query(sql`UPDATE products SET price = 1, special_price = NULL WHERE ${family}`);
      await reindexCatalog(t.shop, { now: NOW, productIds: [second.id] });
      const after = await sameCards(body);
      const cheapest = after.items[0] as { id: number; final_price: number };
      expect(cheapest.id).toBe(second.id);
      expect(cheapest.final_price).toBeLessThan(second.final_price);
      // No page read its documents: the cards came from memory.
      expect(reads).not.toHaveBeenCalled();
      for (const row of prices) {
        await t.shop.query(
          sql`UPDATE products SET price = ${row.price}, special_price = ${row.special}
              WHERE id = ${row.id}`,
        );
      }
      await reindexCatalog(t.shop, { now: NOW, productIds: [second.id] });
    } finally {
      reads.mockRestore();
    }
    expect(errors).toEqual([]);
  });

  it('filters on every column it keeps as the database does', async () => {
    const rows = await indexed.searchProducts(STORE_VIEWS.nl, {
      size: 20,
      includeFields: ['id', 'sku', 'url_key', 'type_id'],
    });
    const items = rows.items as { id: number; sku: string; url_key: string; type_id: string }[];
    expect(items.length).toBe(20);
    const bodies: CatalogSearchBody[] = [
      { filters: { id: items.slice(0, 5).map((item) => item.id) } },
      { filters: { id: { gte: items[3]!.id, lt: items[9]!.id } }, sort: 'id:asc' },
      { filters: { sku: [items[0]!.sku, items[1]!.sku] } },
      { filters: { url_key: items[2]!.url_key } },
      { filters: { type_id: ['configurable'] }, aggregations: true },
      { filters: { visibility: [2] } },
      { filters: { visibility: [4], status: [1] } },
      { filters: { 'stock.is_in_stock': true }, aggregations: ['price'] },
      { filters: { is_in_stock: 'false' } },
      { filters: { price: [49.99, 19.99] } },
      { filters: { final_price: { lte: 25 } }, sort: 'final_price:desc' },
      { filters: { created_at: { gte: NOW.getTime() - 30 * 86_400_000 } }, sort: 'created_at:asc' },
      { filters: { updated_at: { lt: NOW.getTime() } } },
      { filters: { 'configurable_children.sku': ['none-such'] } },
      { filters: { category_ids: [1] } },
      { filters: { category_ids: [] }, aggregations: true },
    ];
    for (const body of bodies) await expectSame(body);
  });

  it('answers every query of the judgement list as the database does: matches, order, ties and facets', async () => {
    let found = 0;
    for (const store of ['nl', 'de'] as const) {
      for (const { q } of JUDGEMENTS[store]) {
        const result = await expectSame({ query: q, size: 24, aggregations: true }, store);
        if (result.total > 0) found++;
      }
    }
    expect(found).toBeGreaterThan(150);
    expect(errors).toEqual([]);
  });

  it('looks words up in its own lexicon as the read model’s lexicon answers: typos, frequency, compounds', async () => {
    const reads = new CatalogRepository(t.shop);
    const index = new SearchIndex(reads, { maxRows: 100_000 });
    await index.loaded();
    const loaded = await index.current();
    expect(loaded).not.toBeNull();
    // Every word of the judged queries, misspelt three ways (a letter left out, doubled, two
    // swapped), with its allowance of typos, and the endings of the compounds it may end.
    const misspelt = (word: string) => [
      word.slice(0, -2) + word.slice(-1),
      word.slice(0, 2) + word.slice(1),
      word.length > 3 ? word.slice(0, 1) + word[2] + word[1] + word.slice(3) : word,
    ];
    let words = 0;
    let compounds = 0;
    for (const store of ['nl', 'de'] as const) {
      const terms = [
        ...new Set(
          JUDGEMENTS[store]
            .flatMap(({ q }) => queryTerms(q))
            .flatMap((term) => [term, ...misspelt(term)]),
        ),
      ];
      const lookup = {
        terms,
        typos: terms.map((term) => allowedTypos(term)),
        endings: [...new Set(terms.flatMap((term) => compoundHeadForms(term, store)))],
        endingLimit: 24,
      };
      const storeId = STORE_VIEWS[store].id;
      const inMemory = loaded!.lexiconWords(storeId, lookup);
      const fromDatabase = await reads.lexiconWords(storeId, lookup);
      const byTerm = (rows: { term: string }[]) =>
        [...rows].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
      // Each term's words in the database's order (the statement orders by term first).
      expect(byTerm(inMemory.words)).toEqual(byTerm(fromDatabase.words));
      expect(inMemory.compounds).toEqual(fromDatabase.compounds);
      words += inMemory.words.filter((row) => row.distance > 0).length;
      compounds += inMemory.compounds.length;
    }
    // The look-ups found corrections and compounds to compare.
    expect(words).toBeGreaterThan(50);
    expect(compounds).toBeGreaterThan(20);
  });

  it('answers text searches with filters, sorts, paging, typos, compounds and nothing found', async () => {
    const categories = await categoriesWithProducts();
    const values = await facetValues();
    const [code = ''] = values.keys();
    const searches: [CatalogSearchBody, 'nl' | 'de'][] = [
      [{ query: 'kinderwgen', aggregations: true }, 'nl'],
      [{ query: 'autostoel isofix', size: 50 }, 'nl'],
      [{ query: 'baby schale' }, 'de'],
      [{ query: 'Kinderwagen Zubehör', aggregations: true }, 'de'],
      [{ query: 'cadeaubon' }, 'nl'],
      [{ query: 'Gutschein' }, 'de'],
      [{ query: 'workshop' }, 'nl'],
      [{ query: 'rood', sort: 'price:asc', aggregations: true }, 'nl'],
      [{ query: 'rood', sort: 'relevance:asc', start: 10, size: 10 }, 'nl'],
      [{ query: 'rood', sort: '_score:desc,price:desc' }, 'nl'],
      [{ query: 'baby', filters: { category_ids: [categories[0]!] }, aggregations: true }, 'nl'],
      [{ query: 'baby', filters: { [code]: [values.get(code)![0]!] }, aggregations: true }, 'nl'],
      [{ query: 'baby', filters: { price: { gte: 10, lt: 60 } }, aggregations: true }, 'nl'],
      [{ query: 'baby', start: 5000, size: 10 }, 'nl'],
      [{ query: 'baby', size: 0, aggregations: ['price'] }, 'nl'],
      [{ query: 'kinderwagen xyzzyq', aggregations: true }, 'nl'],
      [{ query: 'xyzzyq' }, 'de'],
      [{ query: 'de het een' }, 'nl'],
      [{ query: 'a b c d e f g h' }, 'nl'],
    ];
    for (const [body, store] of searches) await expectSame(body, store);
    expect(errors).toEqual([]);
  });

  it('leaves what it cannot answer to the database: a sort by name, a flag of the document', async () => {
    await expectSame({ query: 'kinderwagen', sort: 'name:asc', size: 10 });
    await expectSame({ sort: 'name:asc', size: 10 });
    await expectSame({ filters: { sale: [1] }, size: 10 });
    expect(errors).toEqual([]);
  });

  it('refuses a bad filter with the same error as the database', async () => {
    for (const body of [
      { filters: { price: { gte: 'x' } } },
      { filters: { id: ['abc'] } },
      { filters: { created_at: [1] } },
      { filters: { nonsense: [1] } },
    ] as unknown as CatalogSearchBody[]) {
      const [fromIndex, fromDatabase] = await Promise.allSettled([
        indexed.searchProducts(STORE_VIEWS.nl, body),
        database.searchProducts(STORE_VIEWS.nl, body),
      ]);
      expect(fromIndex.status).toBe('rejected');
      expect(fromIndex).toEqual(fromDatabase);
    }
  });

  it('answers with every change the indexer committed before the search, from any process', async () => {
    const [category] = await categoriesWithProducts();
    const body = { filters: { category_ids: [category!] }, size: 100, sort: 'price:asc' };
    const before = await expectSame(body);
    const first = before.items[0] as { id: number };
    // Another process's indexer: a partial run after the product's price and status changed.
    await t.shop.query(sql`UPDATE products SET price = 2 WHERE id = ${first.id}`);
    const last = before.items.at(-1) as { id: number };
    await t.shop.query(sql`UPDATE products SET price = 1 WHERE id = ${last.id}`);
    await reindexCatalog(t.shop, { now: NOW, productIds: [first.id, last.id] });
    const cheaper = await expectSame(body);
    expect((cheaper.items[0] as { id: number }).id).toBe(last.id);
    // A product that left the store views' listings: out of the index's answer.
    await t.shop.query(sql`UPDATE products SET status = 2 WHERE id = ${last.id}`);
    await reindexCatalog(t.shop, { now: NOW, productIds: [last.id] });
    const without = await expectSame(body);
    expect(without.items.map((item) => (item as { id: number }).id)).not.toContain(last.id);
    expect((without.items[0] as { id: number }).id).toBe(first.id);
    // A full run: the database answers while the index loads anew, then the index.
    await t.shop.query(sql`UPDATE products SET status = 2 WHERE id = ${first.id}`);
    await reindexCatalog(t.shop, { now: NOW });
    const whileLoading = await expectSame({ ...body, aggregations: true });
    await indexed.searchIndexLoaded();
    const full = await expectSame({ ...body, aggregations: true });
    expect(full).toEqual(whileLoading);
    expect(full.items.map((item) => (item as { id: number }).id)).not.toContain(first.id);
    expect(full.total).toBe(before.total - 2);
    expect(errors).toEqual([]);
  });

  it('answers from memory: a row changed behind the indexer’s back is not seen until a run names it', async () => {
    const [category] = await categoriesWithProducts();
    const body = { filters: { category_ids: [category!] }, size: 5, sort: 'price:asc' };
    const before = await expectSame(body);
    const cheapest = before.items[0] as { id: number };
    await t.shop.query(
      sql`UPDATE catalog_products SET price = 99999999 WHERE product_id = ${cheapest.id}`,
    );
    const { fromIndex, fromDatabase } = await both(body);
    expect((fromIndex.items[0] as { id: number }).id).toBe(cheapest.id);
    expect((fromDatabase.items[0] as { id: number }).id).not.toBe(cheapest.id);
    await reindexCatalog(t.shop, { now: NOW, productIds: [cheapest.id] });
    await expectSame(body);
    // A text search too: its words are the index's, not the rows'.
    const text = { query: 'kinderwagen', size: 5 };
    const first = (await expectSame(text)).items[0] as { id: number };
    await t.shop.query(
      sql`UPDATE catalog_products SET search_vector = ''::tsvector WHERE product_id = ${first.id}`,
    );
    const changed = await both(text);
    expect((changed.fromIndex.items[0] as { id: number }).id).toBe(first.id);
    expect((changed.fromDatabase.items[0] as { id: number }).id).not.toBe(first.id);
    await reindexCatalog(t.shop, { now: NOW, productIds: [first.id] });
    await expectSame(text);
  });

  // PostgreSQL only: the embedded database runs one transaction at a time.
  it.skipIf(!process.env.DATABASE_URL)(
    'sees a change whose transaction began before a search read the log and committed after',
    async () => {
      const [category] = await categoriesWithProducts();
      const body = { filters: { category_ids: [category!] }, size: 5, sort: 'price:asc' };
      const before = await expectSame(body);
      const cheapest = (before.items[0] as { id: number }).id;
      const writer = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await writer.connect();
      try {
        // A run still open: its log row and its row change are not visible yet.
        await writer.query('BEGIN');
        await writer.query('INSERT INTO catalog_index_changes (product_ids) VALUES ($1)', [
          [cheapest],
        ]);
        await writer.query('UPDATE catalog_products SET price = 99999999 WHERE product_id = $1', [
          cheapest,
        ]);
        const during = await expectSame(body);
        expect((during.items[0] as { id: number }).id).toBe(cheapest);
        // Another run begins and commits after it: the log is read past the open one.
        await reindexCatalog(t.shop, { now: NOW, productIds: [cheapest + 1] });
        await expectSame(body);
        await writer.query('COMMIT');
        const after = await expectSame(body);
        expect((after.items[0] as { id: number }).id).not.toBe(cheapest);
      } finally {
        await writer.end();
      }
      await reindexCatalog(t.shop, { now: NOW, productIds: [cheapest] });
      await expectSame(body);
    },
  );
});

describe('whether the index answers', () => {
  it('says so in its row count: the rows when loaded, -1 when off or the catalogue is larger', async () => {
    expect(indexed.searchIndexRows()).toBeGreaterThan(0);
    expect(database.searchIndexRows()).toBe(-1);
    const small = new CatalogService(t.shop, {
      ...options,
      searchIndex: { maxRows: 10, onError: (error) => errors.push(error) },
    });
    expect(small.searchIndexRows()).toBe(0);
    await small.searchIndexLoaded();
    expect(small.searchIndexRows()).toBe(-1);
    const view = STORE_VIEWS.nl;
    const body = { filters: {}, size: 3 };
    expect(await small.searchProducts(view, body)).toEqual(
      await database.searchProducts(view, body),
    );
  });
});
