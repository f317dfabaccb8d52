/**
 * A product's description is searched as well (its HTML stripped), with the lowest weight: a
 * word only a description has finds the product after those whose name, category or brand has
 * it. Function words of descriptions ("voor", "und") are not indexed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    catalog: (catalog) => {
      const template = catalog.products.find((product) => product.sku === 'SLAB')!;
      catalog.products.push(
        {
          ...template,
          id: 50,
          sku: 'SLAB-WASBAAR',
          name: { nl: 'Wasbaar slabbetje', de: 'Waschbares Lätzchen' },
          urlKey: { nl: 'wasbaar-slabbetje', de: 'waschbares-latzchen' },
          description: { nl: '<p>Een slabbetje.</p>', de: '<p>Ein Lätzchen.</p>' },
        },
        {
          ...template,
          id: 51,
          sku: 'SLAB-TEKST',
          name: { nl: 'Slabbetje met print', de: 'Lätzchen mit Druck' },
          urlKey: { nl: 'slabbetje-met-print', de: 'latzchen-mit-druck' },
          description: {
            nl: '<p>Dit slabbetje is <strong>wasbaar</strong> op 60&nbsp;graden en past bij elke buggy en elke Kiddo.</p>',
            de: '<p>Dieses Lätzchen ist <em>waschbar</em> bei 60&nbsp;Grad und passt zu jedem Buggy und zu Kiddo.</p>',
          },
        },
      );
    },
  });
});
afterAll(() => t.close());

async function search(store: 'nl' | 'de', query: string) {
  const { status, body } = await t.call({
    method: 'POST',
    url: `/api/catalog/${store}/product/_search`,
    payload: { query, includeFields: ['sku'] },
  });
  expect(status).toBe(200);
  return body.result as { items: { sku: string }[]; total: number; correctedQuery?: string };
}
const skus = (result: { items: { sku: string }[] }) => result.items.map((item) => item.sku);

describe('descriptions in the search', () => {
  it('finds a product by a word only its description has, its HTML stripped', async () => {
    expect(skus(await search('nl', 'graden'))).toEqual(['SLAB-TEKST']);
    const german = await search('de', 'waschbar');
    expect(skus(german)).toContain('SLAB-TEKST');
    // Found as it is, not corrected to another word.
    expect(german).not.toHaveProperty('correctedQuery');
  });

  it('ranks it after the products whose name, category or brand has the word', async () => {
    // The name says "wasbaar".
    expect(skus(await search('nl', 'wasbaar'))).toEqual(['SLAB-WASBAAR', 'SLAB-TEKST']);
    // Named buggy and of the category Buggy's, of that category, then the bib whose description
    // names a buggy.
    expect(skus(await search('nl', 'buggy'))).toEqual(['BG-200', 'KW-100', 'SLAB-TEKST']);
    // The Kiddo products (name and brand) before the bib whose description names the brand.
    const kiddo = skus(await search('de', 'kiddo'));
    expect(kiddo.at(-1)).toBe('SLAB-TEKST');
    expect(kiddo.length).toBeGreaterThan(1);
  });

  it('does not index the function words of descriptions', async () => {
    // The bib's description says "elke", "bij", "dieses", "jedem" (and no name does).
    for (const [store, query] of [
      ['nl', 'elke'],
      ['nl', 'bij'],
      ['de', 'dieses'],
      ['de', 'jedem'],
    ] as const) {
      const found = await search(store, query);
      expect({ query, found: skus(found), corrected: found.correctedQuery }).toEqual({
        query,
        found: [],
        corrected: undefined,
      });
    }
  });
});
