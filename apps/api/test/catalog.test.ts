import { PRODUCT_CARD_FIELDS } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY, OPTION } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const search = (store: string, entity: string, payload: unknown) =>
  t.call({
    method: 'POST',
    url: `/api/catalog/${store}/${entity}/_search`,
    payload: payload as object,
  });
const skus = (result: any) => result.items.map((item: any) => item.sku);

describe('product listing', () => {
  it('lists a category with visibility 2/4 and status 0/1 only, in category position order', async () => {
    const { status, body } = await search('nl', 'product', {
      filters: { category_ids: [CATEGORY.strollers] },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(skus(body.result)).toEqual([
      'KW-100',
      'BG-200',
      'KW-300',
      'KW-CATALOGONLY',
      'SET-KW-AUTOSTOEL',
    ]);
    expect(body.result.total).toBe(5);
  });

  it('gives each product its url key in every language, in both store views', async () => {
    for (const store of ['nl', 'de']) {
      const { body } = await search(store, 'product', {
        filters: { sku: ['KW-100'] },
        includeFields: ['sku', 'slug', 'url_keys'],
      });
      expect(body.result.items[0]).toEqual({
        sku: 'KW-100',
        slug: store === 'nl' ? 'kiddo-urban-kinderwagen-rood' : 'kiddo-urban-kinderwagen-rot',
        url_keys: { nl: 'kiddo-urban-kinderwagen-rood', de: 'kiddo-urban-kinderwagen-rot' },
      });
    }
  });

  it('excludes out-of-stock products when listing them is switched off', async () => {
    const strict = await createTestShop({ env: { LIST_OUT_OF_STOCK_PRODUCTS: 'false' } });
    try {
      const { body } = await strict.call({
        method: 'POST',
        url: '/api/catalog/nl/product/_search',
        payload: { filters: { category_ids: [CATEGORY.strollers] } },
      });
      expect(skus(body.result)).not.toContain('KW-300');
      expect(skus(body.result)).toContain('KW-100');
    } finally {
      await strict.close();
    }
  });

  it('never lists disabled products, even when the filter asks for status 2', async () => {
    const { body } = await search('nl', 'product', {
      filters: { sku: ['KW-DISABLED'], status: [2] },
    });
    expect(body.result.total).toBe(0);
  });

  it('filters on attribute options, OR within a field and AND across fields', async () => {
    const red = await search('nl', 'product', { filters: { color: [OPTION.red] } });
    expect(skus(red.body.result).sort()).toEqual(['KW-100', 'ROMPER']);
    const redOrBlue = await search('nl', 'product', {
      filters: { color: [OPTION.red, OPTION.blue] },
    });
    expect(skus(redOrBlue.body.result).sort()).toEqual(['BG-200', 'KW-100', 'ROMPER']);
    const redKiddo = await search('nl', 'product', {
      filters: { color: [OPTION.red], brand: [OPTION.brandKiddo] },
    });
    expect(skus(redKiddo.body.result)).toEqual(['KW-100']);
  });

  it('matches a configurable product through its sellable children only', async () => {
    // The blue size 62 romper is disabled and the blue 56 one out of stock: blue still matches.
    const size62 = await search('nl', 'product', { filters: { size: [OPTION.size62] } });
    expect(skus(size62.body.result)).toEqual(['ROMPER']);
  });

  it('filters on a price range in the store view display basis, including a range from 0', async () => {
    // nl shows incl. tax: KW-100 costs 499 during its special price window.
    const { body } = await search('nl', 'product', {
      filters: { category_ids: [CATEGORY.strollers], price: { gte: 0, lte: 500 } },
    });
    expect(skus(body.result)).toEqual(['KW-100', 'BG-200', 'KW-CATALOGONLY', 'SET-KW-AUTOSTOEL']);
  });

  it('filters, counts and sorts German prices on the price shown there, incl. VAT', async () => {
    // Price filters and sort read the shown price: KW-100 costs 412,40 net but 490,76 incl.
    // German VAT during its special price, so a German range up to 450 leaves it out.
    const { body } = await search('de', 'product', {
      filters: { category_ids: [CATEGORY.strollers], price: { gte: 0, lte: 450 } },
      aggregations: ['price'],
    });
    expect(skus(body.result)).toEqual(['BG-200', 'KW-CATALOGONLY', 'SET-KW-AUTOSTOEL']);
    const all = await search('de', 'product', {
      filters: { category_ids: [CATEGORY.strollers] },
      aggregations: ['price'],
      sort: 'price:desc',
    });
    const shown = all.body.result.items.map((item: any) => item.final_price_incl_tax);
    expect(shown).toEqual([...shown].sort((a: number, b: number) => b - a));
    // 899,00 incl. 21 % is 742,98 net, 884,15 incl. 19 %: the largest price, ceiled.
    expect(shown[0]).toBe(884.15);
    expect(all.body.result.aggregations.price.max).toBe(885);
  });

  it('sorts by price both ways and keeps paging stable', async () => {
    const asc = await search('nl', 'product', {
      filters: { category_ids: [CATEGORY.strollers] },
      sort: 'price:asc',
    });
    expect(skus(asc.body.result)).toEqual([
      'KW-CATALOGONLY',
      'BG-200',
      'SET-KW-AUTOSTOEL',
      'KW-100',
      'KW-300',
    ]);
    const desc = await search('nl', 'product', {
      filters: { category_ids: [CATEGORY.strollers] },
      sort: 'price:desc',
    });
    expect(skus(desc.body.result)).toEqual([...skus(asc.body.result)].reverse());
    const page2 = await search('nl', 'product', {
      filters: { category_ids: [CATEGORY.strollers] },
      sort: 'price:asc',
      start: 2,
      size: 2,
    });
    expect(skus(page2.body.result)).toEqual(['SET-KW-AUTOSTOEL', 'KW-100']);
    expect(page2.body.result.total).toBe(5);
  });

  it('turns size 0 or less into 50 and a negative start into 0', async () => {
    const { body } = await search('nl', 'product', { size: -1, start: -10 });
    expect(body.result.size).toBe(50);
    expect(body.result.start).toBe(0);
  });

  it('does not query category ids below the root category', async () => {
    const { body } = await search('nl', 'product', { filters: { category_ids: [12] } });
    expect(body.result.total).toBe(0);
  });

  it('answers only facet counts and price buckets for a facet query (exclude *)', async () => {
    const { body } = await search('nl', 'product', {
      filters: { category_ids: [CATEGORY.strollers] },
      aggregations: ['color', 'brand', 'price'],
      excludeFields: ['*'],
    });
    expect(body.result.items).toEqual([]);
    expect(body.result.aggregations.color.buckets).toEqual([
      { value: OPTION.blue, label: 'Blauw', count: 1 },
      { value: OPTION.green, label: 'Groen', count: 1 },
      { value: OPTION.red, label: 'Rood', count: 1 },
    ]);
    expect(body.result.aggregations.brand.buckets).toEqual([
      { value: OPTION.brandKiddo, label: 'Kiddo', count: 2 },
      { value: OPTION.brandNord, label: 'Nord', count: 1 },
    ]);
    const price = body.result.aggregations.price;
    expect(price.buckets.map((b: any) => [b.key, b.count])).toEqual([
      ['0-100', 1],
      ['100-250', 2],
      ['250-500', 1],
      ['500-*', 1],
    ]);
    expect(price.min).toBe(24);
    expect(price.max).toBe(899);
  });

  it('counts a filtered facet without its own filter so other options stay selectable', async () => {
    const { body } = await search('de', 'product', {
      filters: { category_ids: [CATEGORY.strollers], color: [OPTION.red] },
      aggregations: ['color', 'brand'],
    });
    expect(skus(body.result)).toEqual(['KW-100']);
    expect(body.result.aggregations.color.buckets.map((b: any) => b.label)).toEqual([
      'Blau',
      'Grün',
      'Rot',
    ]);
    expect(body.result.aggregations.brand.buckets).toEqual([
      { value: OPTION.brandKiddo, label: 'Kiddo', count: 1 },
    ]);
  });

  it('labels yes/no facets in the store view language and filters on them', async () => {
    const { body } = await search('de', 'product', {
      filters: { category_ids: [CATEGORY.strollers] },
      aggregations: ['duurzaam'],
    });
    expect(body.result.aggregations.duurzaam.buckets).toEqual([
      { value: 'true', label: 'Ja', count: 1 },
      { value: 'false', label: 'Nein', count: 1 },
    ]);
    const yes = await search('nl', 'product', { filters: { duurzaam: [true] } });
    expect(skus(yes.body.result)).toEqual(['KW-100']);
  });

  it('projects includeFields and excludeFields with dotted paths', async () => {
    const { body } = await search('nl', 'product', {
      filters: { sku: ['ROMPER'] },
      includeFields: ['sku', 'configurable_children.sku'],
    });
    expect(body.result.items).toEqual([
      {
        sku: 'ROMPER',
        configurable_children: [
          { sku: `ROMPER-${OPTION.red}-${OPTION.size56}` },
          { sku: `ROMPER-${OPTION.red}-${OPTION.size62}` },
          { sku: `ROMPER-${OPTION.blue}-${OPTION.size56}` },
          { sku: `ROMPER-${OPTION.blue}-${OPTION.size62}` },
        ],
      },
    ]);
  });

  it('answers card fields from the stored card exactly as the whole document has them', async () => {
    // The stored card holds the card fields core names, no more and no fewer: the migration's
    // expression and the list agree, for every product of every store view.
    const [row] = await t.shop.query<{ differing: number; total: number }>(sql`
      SELECT count(*) FILTER (WHERE card IS DISTINCT FROM (doc - ARRAY(
        SELECT k FROM jsonb_object_keys(doc) AS k WHERE k <> ALL(${`{${PRODUCT_CARD_FIELDS.join(',')}}`}::text[])
      )))::int AS differing, count(*)::int AS total FROM catalog_product_docs`);
    expect(row?.total).toBeGreaterThan(10);
    expect(row?.differing).toBe(0);
    // The same page asked with only card fields (read from the card) and with one more field
    // (read from the document): the same items but for that field, in the same order.
    for (const store of ['nl', 'de']) {
      const ask = (includeFields: string[]) =>
        search(store, 'product', {
          query: 'kinderwagen',
          size: 50,
          includeFields,
          aggregations: true,
        });
      const fromCard = await ask([...PRODUCT_CARD_FIELDS]);
      const fromDocument = await ask([...PRODUCT_CARD_FIELDS, 'category_ids']);
      expect(fromCard.body.result.items.length).toBeGreaterThan(0);
      expect(fromCard.body.result.items).toEqual(
        fromDocument.body.result.items.map(({ category_ids: _ids, ...item }: any) => item),
      );
      expect(fromCard.body.result.total).toBe(fromDocument.body.result.total);
      expect(fromCard.body.result.aggregations).toEqual(fromDocument.body.result.aggregations);
    }
  });

  it('filters on the new and sale flags of the documents', async () => {
    const onSale = await search('nl', 'product', {
      filters: { sale: [1] },
      includeFields: ['sku', 'sale'],
    });
    expect(onSale.status, JSON.stringify(onSale.body)).toBe(200);
    expect(onSale.body.result.items.length).toBeGreaterThan(0);
    expect(onSale.body.result.items.every((item: any) => item.sale === 1)).toBe(true);
    const notNew = await search('nl', 'product', {
      filters: { new: 0 },
      includeFields: ['sku', 'new'],
    });
    expect(notNew.status).toBe(200);
    expect(notNew.body.result.items.every((item: any) => item.new === 0)).toBe(true);
  });

  it('finds the parent of a child sku through configurable_children.sku', async () => {
    const { body } = await search('nl', 'product', {
      filters: { 'configurable_children.sku': [`ROMPER-${OPTION.red}-${OPTION.size62}`] },
      includeFields: ['sku'],
    });
    expect(body.result.items).toEqual([{ sku: 'ROMPER' }]);
  });
});

describe('product documents and prices', () => {
  const one = async (store: string, sku: string) => {
    const { body } = await search(store, 'product', { filters: { sku: [sku] } });
    return body.result.items[0];
  };

  it('shows nl and de prices incl. tax, keeps the net fields, with the special price inside its window', async () => {
    const nl = await one('nl', 'KW-100');
    expect(nl.final_price_incl_tax).toBe(499);
    expect(nl.special_price_incl_tax).toBe(499);
    expect(nl.original_price_incl_tax).toBe(599);
    expect(nl.regular_price).toBe(599);
    expect(nl.discount_percentage).toBe(16);
    expect(nl.name).toBe('Kiddo Urban kinderwagen rood');
    const de = await one('de', 'KW-100');
    // net 599/1.21 = 495.04; DE gross with 19 % = 589.10; special 499/1.21 = 412.40 net.
    // Consumers see prices incl. VAT in every view: the regular price and the discount are
    // taken from the gross amounts; the net ones stay in price, final_price, original_price.
    expect(de.original_price).toBe(495.04);
    expect(de.original_price_incl_tax).toBe(589.1);
    expect(de.regular_price).toBe(589.1);
    expect(de.final_price).toBe(412.4);
    expect(de.final_price_incl_tax).toBe(490.76);
    expect(de.discount_percentage).toBe(16);
    expect(de.name).toBe('Kiddo Urban Kinderwagen rot');
  });

  it('ignores a special price whose window has ended', async () => {
    const buggy = await one('nl', 'BG-200');
    expect(buggy.special_price).toBe(0);
    expect(buggy.final_price_incl_tax).toBe(199);
  });

  it('prices a configurable parent from its cheapest sellable child and keeps every child', async () => {
    const romper = await one('nl', 'ROMPER');
    expect(romper.final_price_incl_tax).toBe(19.95);
    expect(romper.configurable_children).toHaveLength(4);
    expect(
      romper.configurable_options.map((o: any) => [o.attribute_code, o.values.length]),
    ).toEqual([
      ['color', 2],
      ['size', 2],
    ]);
  });

  it('prices a bundle from its default selections and a grouped product from its parts', async () => {
    const bundle = await one('nl', 'SET-KW-AUTOSTOEL');
    // Default buggy 199 + the first (only) rain cover 24.95 twice.
    expect(bundle.final_price_incl_tax).toBe(248.9);
    expect(bundle.bundle_options).toHaveLength(2);
    const grouped = await one('nl', 'UITZET');
    // Two bibs at 4.95 and a pacifier at 6.95 (9 % tax class, same in nl).
    expect(grouped.final_price_incl_tax).toBe(16.85);
  });

  it("shows a customer group's tier price when the query names the group", async () => {
    const { body } = await search('nl', 'product', { filters: { sku: ['KW-100'] }, groupId: 2 });
    expect(body.result.items[0].final_price_incl_tax).toBe(450);
    expect(body.result.items[0].special_price).toBe(0);
    expect((await one('nl', 'KW-100')).final_price_incl_tax).toBe(499);
  });

  it('keeps the gift card product 17994 with its amounts', async () => {
    const card = await one('nl', 'CADEAUKAART');
    expect(card.id).toBe(17994);
    expect(card.is_giftcard).toBe(true);
    expect(card.custom_options[0].values.map((v: any) => v.price)).toEqual([25, 50]);
  });
});

describe('search', () => {
  it('finds products by name with visibility 3 or 4 only', async () => {
    const { body } = await search('nl', 'product', { query: 'kiddo' });
    expect(skus(body.result).sort()).toEqual(['KW-100', 'KW-300', 'KW-SEARCHONLY']);
  });

  it('corrects up to two typos per term against indexed words', async () => {
    // The corrected words count with their stems, so the products of the category
    // "Kinderwagens" (a buggy, a search-only carrycot) are found as well as those named so.
    const { body } = await search('nl', 'product', { query: 'kinderwgan' });
    expect(skus(body.result).sort()).toEqual([
      'BG-200',
      'KW-100',
      'KW-300',
      'KW-SEARCHONLY',
      'SET-KW-AUTOSTOEL',
    ]);
  });

  it('names the corrected text of a misspelt term, and none for text found as typed', async () => {
    const typo = await search('nl', 'product', { query: 'Kiddo kinderwgan' });
    expect(typo.body.result.correctedQuery).toBe('kiddo kinderwagen');
    const exact = await search('nl', 'product', { query: 'kiddo kinderwagen' });
    expect(exact.body.result).not.toHaveProperty('correctedQuery');
    const nothing = await search('nl', 'product', { filters: { sku: ['KW-100'] } });
    expect(nothing.body.result).not.toHaveProperty('correctedQuery');
  });

  it('needs 75 % of the terms to match', async () => {
    const two = await search('nl', 'product', { query: 'kiddo xyzzyq' });
    expect(skus(two.body.result).length).toBeGreaterThan(0);
    const three = await search('nl', 'product', { query: 'kiddo xyzzyq qqqqqq' });
    expect(three.body.result.total).toBe(0);
  });

  it('suggests the query without the words that kept it empty, misspelt words corrected', async () => {
    // Two of three words must match: only kiddo is in the catalogue.
    const unknown = await search('nl', 'product', { query: 'kiddo xyzzyq qqqqqq' });
    expect(unknown.body.result.total).toBe(0);
    expect(unknown.body.result.suggestedQuery).toBe('kiddo');
    const typo = await search('nl', 'product', { query: 'Kiddo kinderwgan xyzzyq qqqqqq' });
    expect(typo.body.result.total).toBe(0);
    expect(typo.body.result.suggestedQuery).toBe('kiddo kinderwagen');
    // Known words that no product has two of: the last one is left out.
    const apart = await search('nl', 'product', { query: 'buggy fopspeen slabbetje' });
    expect(apart.body.result.total).toBe(0);
    expect(apart.body.result.suggestedQuery).toBe('buggy fopspeen');
    // Each suggestion finds products when it is searched.
    for (const query of ['kiddo', 'kiddo kinderwagen', 'buggy fopspeen']) {
      const { body } = await search('nl', 'product', { query });
      expect(body.result.total).toBeGreaterThan(0);
      expect(body.result).not.toHaveProperty('suggestedQuery');
    }
  });

  it('suggests nothing when no word is close, for a single word, or under filters nothing meets', async () => {
    for (const query of ['xyzzyq qqqqqq', 'xyzzyq']) {
      const { body } = await search('nl', 'product', { query });
      expect(body.result.total).toBe(0);
      expect(body.result).not.toHaveProperty('suggestedQuery');
    }
    // Among the rompers, kiddo finds nothing either.
    const filtered = await search('nl', 'product', {
      query: 'kiddo xyzzyq qqqqqq',
      filters: { category_ids: [CATEGORY.rompers] },
    });
    expect(filtered.body.result.total).toBe(0);
    expect(filtered.body.result).not.toHaveProperty('suggestedQuery');
    // A search that finds products suggests nothing (one word of two is enough).
    const found = await search('nl', 'product', { query: 'kiddo xyzzyq' });
    expect(found.body.result.total).toBeGreaterThan(0);
    expect(found.body.result).not.toHaveProperty('suggestedQuery');
  });

  it('ranks a name match above a category match and strips HTML from the query', async () => {
    const { body } = await search('nl', 'product', { query: '<b>buggy</b>' });
    expect(skus(body.result)[0]).toBe('BG-200');
  });

  it('finds a product by sku', async () => {
    const { body } = await search('nl', 'product', { query: 'BG-200' });
    expect(skus(body.result)[0]).toBe('BG-200');
  });
});

describe('categories, attributes and tax rules', () => {
  it('answers the category tree of a store view with counts and slugs', async () => {
    const { body } = await search('de', 'category', {
      filters: { is_active: true, level: [2] },
      sort: 'position:asc',
    });
    expect(body.result.items.map((c: any) => [c.name, c.slug, c.product_count])).toEqual([
      ['Kinderwagen', 'kinderwagen', 5],
      ['Kleidung', 'kleidung', 4],
    ]);
    expect(body.result.items[0].children_data.map((c: any) => c.url_path)).toEqual([
      'kinderwagen/buggys',
    ]);
  });

  it('gives each category its slug in every language, in both store views', async () => {
    for (const store of ['nl', 'de']) {
      const { body } = await search(store, 'category', {
        filters: { id: [CATEGORY.strollers] },
        includeFields: ['slug', 'slugs'],
      });
      expect(body.result.items).toEqual([
        {
          slug: store === 'nl' ? 'kinderwagens' : 'kinderwagen',
          slugs: { nl: 'kinderwagens', de: 'kinderwagen' },
        },
      ]);
    }
  });

  it("names the categories above a category, from the top down, in the store view's language", async () => {
    for (const [store, parent] of [
      ['nl', { id: CATEGORY.strollers, name: 'Kinderwagens', slug: 'kinderwagens' }],
      ['de', { id: CATEGORY.strollers, name: 'Kinderwagen', slug: 'kinderwagen' }],
    ] as const) {
      const { body } = await search(store, 'category', {
        filters: { id: [CATEGORY.strollers, CATEGORY.buggies] },
        includeFields: ['id', 'parents'],
      });
      expect(body.result.items).toEqual([
        { id: CATEGORY.strollers, parents: [] },
        { id: CATEGORY.buggies, parents: [parent] },
      ]);
    }
  });

  it('skips category ids below the root category', async () => {
    const { body } = await search('nl', 'category', { filters: { id: [1, 2, CATEGORY.rompers] } });
    expect(body.result.items.map((c: any) => c.id)).toEqual([CATEGORY.rompers]);
  });

  it('answers attributes by code with store view labels, skipping dotted and blacklisted keys', async () => {
    const { body } = await search('de', 'attribute', {
      filters: { attribute_code: ['color', 'stock.qty', 'price_source'] },
    });
    expect(body.result.items).toHaveLength(1);
    expect(body.result.items[0].frontend_label).toBe('Farbe');
    expect(body.result.items[0].options.map((o: any) => o.label)).toEqual(['Rot', 'Blau', 'Grün']);
  });

  it('answers the tax rules with NL and DE rates', async () => {
    const { body } = await search('nl', 'taxrule', {});
    const rates = body.result.items.flatMap((r: any) =>
      r.rates.map((x: any) => `${x.tax_country_id}${x.rate}`),
    );
    expect(rates.sort()).toEqual(['DE19', 'DE7', 'NL21', 'NL9']);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown entity', 'nl', 'order', {}, 400, 'Unknown catalogue entity'],
    ['an unknown store view', 'fr', 'product', {}, 404, 'Unknown store view'],
    [
      'an unknown filter field',
      'nl',
      'product',
      { filters: { nope: [1] } },
      400,
      'Unknown filter field "nope"',
    ],
    ['an unknown sort field', 'nl', 'product', { sort: 'secret:asc' }, 400, 'Unknown sort field'],
    ['a bad sort direction', 'nl', 'product', { sort: 'price:up' }, 400, 'asc or desc'],
    ['a huge page', 'nl', 'product', { size: 100000 }, 400, 'size must be at most'],
    [
      'a text in a number filter',
      'nl',
      'product',
      { filters: { visibility: ['x'] } },
      400,
      'whole numbers',
    ],
    [
      'a range on a list field',
      'nl',
      'product',
      { filters: { category_ids: { gte: 1 } } },
      400,
      'range',
    ],
    ['an unknown body key', 'nl', 'product', { hack: true }, 400, 'Invalid request'],
    [
      'a filter key __proto__',
      'nl',
      'product',
      JSON.parse('{"filters":{"__proto__":[1]}}'),
      400,
      'forbidden key: __proto__',
    ],
    ...['constructor', 'toString', 'hasOwnProperty', 'valueOf'].map(
      (key) =>
        [
          `a filter key named like an object member (${key})`,
          'nl',
          'product',
          JSON.parse(`{"filters":{"${key}":[1]}}`),
          400,
          `Unknown filter field "${key}"`,
        ] as [string, string, string, unknown, number, string],
    ),
    [
      'a category filter key named like an object member',
      'nl',
      'category',
      { filters: JSON.parse('{"constructor":[1]}') },
      400,
      'Unknown filter field "constructor"',
    ],
    [
      'an id beyond the id column',
      'nl',
      'product',
      { filters: { id: [1e20] } },
      400,
      'whole numbers from',
    ],
    [
      'a category id beyond the column',
      'nl',
      'product',
      { filters: { category_ids: [2147483648] } },
      400,
      'whole numbers from',
    ],
    [
      'an empty text for a number',
      'nl',
      'product',
      { filters: { id: [''] } },
      400,
      'whole numbers',
    ],
    [
      'a price beyond the column',
      'nl',
      'product',
      { filters: { price: { gte: 1e308 } } },
      400,
      'an amount in euros',
    ],
    [
      'a date range beyond any date',
      'nl',
      'product',
      { filters: { created_at: { gte: 1e20 } } },
      400,
      'within the years 1 to 9999',
    ],
    [
      'a date range just past what dates can hold',
      'nl',
      'product',
      { filters: { updated_at: { lt: 8.64e15 + 1 } } },
      400,
      'within the years 1 to 9999',
    ],
    [
      'aggregating a non-facet',
      'nl',
      'product',
      { aggregations: ['materiaal'] },
      400,
      'not a filterable',
    ],
  ])('rejects %s with a clear message', async (_name, store, entity, payload, status, message) => {
    const { status: code, body } = await search(store, entity, payload);
    expect(code).toBe(status);
    expect(body.code).toBe(status);
    expect(body.result).toContain(message);
  });
});
