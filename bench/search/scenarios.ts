/**
 * The search page's and the category listing's requests as benchmark scenarios, each a function
 * from a request number to a body no earlier request of the run sent: the API keeps facet counts
 * and typo corrections per query for a minute, and a repeated body would be answered from them.
 *
 * - text search: the search page's request (50 cards with their category paths, every facet),
 *   a word of the catalogue's product names, then pairs of them;
 * - search with a typo: the same with two neighbouring letters of such a word swapped;
 * - category listing: a category's first 50 cards in its order with every facet and the price
 *   bands; the category id is repeated in the filter to make each body new (the same products);
 * - category listing filtered and sorted by price: the same within a price range, cheapest first.
 */
import { tokenize } from '@shop/core';
import {
  PRODUCT_CARD_FIELDS,
  SEARCH_CARD_FIELDS,
} from '../../apps/web/app/lib/catalog-documents.ts';

export interface SearchScenario {
  name: string;
  body: (index: number) => Record<string, unknown>;
}

async function post(url: string, body: unknown): Promise<any> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** A word with two different neighbouring letters swapped, from where `seed` says on. */
function misspell(word: string, seed: number): string {
  for (let step = 0; step < word.length - 2; step += 1) {
    const at = 1 + ((seed + step) % (word.length - 2));
    if (word[at] !== word[at + 1]) {
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    }
  }
  return `${word.slice(0, -1)}${word.at(-1) === 'x' ? 'y' : 'x'}`;
}

/** The scenarios over this shop's catalogue: its product names' words and its categories. */
export async function searchScenarios(
  base: string,
  store: string,
  exclude: readonly string[] = [],
): Promise<SearchScenario[]> {
  const url = `${base}/api/catalog/${store}/product/_search`;
  const sample = await post(url, { size: 1000, sort: 'id:desc', includeFields: ['name'] });
  const skip = new Set(exclude);
  const words = [
    ...new Set<string>(
      sample.result.items.flatMap((item: { name: string }) =>
        tokenize(item.name).filter((word) => word.length >= 5 && !/\d/.test(word)),
      ),
    ),
  ].filter((word) => !skip.has(word));
  const categories = await post(`${base}/api/catalog/${store}/category/_search`, {
    filters: { is_active: true },
    size: 1000,
    includeFields: ['id', 'product_count', 'level'],
  });
  const categoryIds: number[] = categories.result.items
    .filter((item: { level: number; product_count: number }) => item.level >= 2)
    .filter((item: { product_count: number }) => item.product_count > 0)
    .map((item: { id: number }) => item.id);
  if (words.length < 10 || categoryIds.length === 0) {
    throw new Error('the catalogue has too few words or categories for the scenarios');
  }
  const n = words.length;
  // i < n: one word; later two, distinct for every i below n².
  const text = (i: number) =>
    i < n ? words[i]! : `${words[i % n]!} ${words[Math.floor(i / n) % n]!}`;
  const typo = (i: number) => {
    const word = words[i % n]!;
    const round = Math.floor(i / n);
    const wrong = misspell(word, round);
    return round < word.length - 2 ? wrong : `${wrong} ${words[round % n]!}`;
  };
  const category = (i: number) =>
    Array.from(
      { length: 1 + Math.floor(i / categoryIds.length) },
      () => categoryIds[i % categoryIds.length]!,
    );
  const search = (query: string) => ({
    query,
    size: 50,
    includeFields: SEARCH_CARD_FIELDS,
    aggregations: true,
  });
  return [
    { name: 'text search, 50 cards and facets', body: (i) => search(text(i)) },
    { name: 'search with a typo, 50 cards and facets', body: (i) => search(typo(i)) },
    {
      name: 'category listing, 50 cards, facets and price bands',
      body: (i) => ({
        filters: { category_ids: category(i) },
        size: 50,
        includeFields: PRODUCT_CARD_FIELDS,
        aggregations: true,
      }),
    },
    {
      name: 'category listing filtered and sorted by price',
      body: (i) => ({
        filters: {
          category_ids: category(i),
          price: { gte: 10 + (i % 20), lte: 150 + Math.floor(i / 20) },
        },
        sort: 'price:asc',
        size: 50,
        includeFields: PRODUCT_CARD_FIELDS,
        aggregations: true,
      }),
    },
  ];
}
