/**
 * A query word finds the products whose name or category has it as the last part of a
 * compound (Karte: Geschenkkarte; stoel: kinderstoel), whatever the compound's first part is;
 * a brand that happens to end like the word, or a word under four letters, finds nothing so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

const BRAND_ZONNEKIND = 303;

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    catalog: (catalog) => {
      catalog.attributes
        .find((attribute) => attribute.code === 'brand')
        ?.options.push({
          value: BRAND_ZONNEKIND,
          label: { nl: 'Zonnekind', de: 'Zonnekind' },
          position: 3,
        });
      const template = catalog.products.find((product) => product.sku === 'SLAB')!;
      catalog.products.push(
        {
          ...template,
          id: 40,
          sku: 'STOEL-40',
          name: { nl: 'Houten kinderstoel naturel', de: 'Hochstuhl aus Holz natur' },
          urlKey: { nl: 'houten-kinderstoel-naturel', de: 'hochstuhl-aus-holz-natur' },
        },
        {
          ...template,
          id: 41,
          sku: 'ZONNE-41',
          name: { nl: 'Zonnekind hydrofiele doek', de: 'Zonnekind Mulltuch' },
          urlKey: { nl: 'zonnekind-hydrofiele-doek', de: 'zonnekind-mulltuch' },
          attributes: { brand: BRAND_ZONNEKIND },
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
const skus = (result: { items: { sku: string }[] }) => result.items.map((item) => item.sku).sort();

describe('a word as the last part of a compound', () => {
  it('finds the product whose name is a compound ending with it, as typed and as a plural', async () => {
    const card = await search('de', 'Karte');
    expect(skus(card)).toEqual(['CADEAUKAART']);
    // Found as the compound's last part, not corrected to another word.
    expect(card).not.toHaveProperty('correctedQuery');
    expect(skus(await search('de', 'Karten'))).toEqual(['CADEAUKAART']);
    // The stroller set names an autostoel.
    expect(skus(await search('nl', 'stoel'))).toEqual(['SET-KW-AUTOSTOEL', 'STOEL-40']);
    expect(skus(await search('nl', 'stoelen'))).toEqual(['SET-KW-AUTOSTOEL', 'STOEL-40']);
  });

  it('finds the products of a category whose name is such a compound', async () => {
    // The buggy's name has no "wagen"; its category is Kinderwagens (Kinderwagen in German).
    for (const store of ['nl', 'de'] as const) {
      expect(skus(await search(store, 'wagen'))).toEqual(
        expect.arrayContaining(['BG-200', 'KW-100', 'SET-KW-AUTOSTOEL']),
      );
    }
  });

  it('does not find a brand that ends like the word', async () => {
    expect(skus(await search('nl', 'kind'))).not.toContain('ZONNE-41');
    // The brand itself is still found by its name.
    expect(skus(await search('nl', 'zonnekind'))).toEqual(['ZONNE-41']);
  });

  it('does not look up words under four letters as the last part of a compound', async () => {
    // "set" would end starterset, voordeelset and every other set.
    expect(skus(await search('nl', 'set'))).not.toContain('UITZET');
  });
});
