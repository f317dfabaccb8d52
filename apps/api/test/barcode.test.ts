/**
 * Barcode lookups (secondary-areas §5 barcode scan, §7 "Barcode ... searches use the catalogue
 * search", §8 "Requested product could not be retrieved."): an EAN of a simple product, of a
 * configurable's child, an in-store barcode; a wrong check digit is a 400 naming `code`; an
 * unknown code a 404. The catalogue search filters on ean_code and os_barcode.
 */
import { toEan13 } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

const SIMPLE_EAN = '8712345678906';
const CHILD_EAN = toEan13('871234500012');
const CHILD_OWN = toEan13('210000000012');
const PARENT_OWN = toEan13('210000000002');
const SEARCH_ONLY_EAN = toEan13('871234500005');
const DISABLED_EAN = toEan13('871234500004');
const UNKNOWN_EAN = toEan13('871234599999');

let t: TestShop;
let childSku: string;

beforeAll(async () => {
  t = await createTestShop({
    catalog: (catalog) => {
      const bySku = new Map(catalog.products.map((product) => [product.sku, product]));
      const child = bySku.get('ROMPER')!.children!.find((item) => item.id === 12)!;
      child.eanCode = CHILD_EAN;
      child.osBarcode = CHILD_OWN;
      childSku = child.sku;
      bySku.get('BG-200')!.osBarcode = PARENT_OWN;
      bySku.get('KW-300')!.osBarcode = 'OS-4711';
      bySku.get('KW-SEARCHONLY')!.eanCode = SEARCH_ONLY_EAN;
      bySku.get('KW-DISABLED')!.eanCode = DISABLED_EAN;
    },
  });
});

afterAll(async () => {
  await t?.close();
});

/** The error answer's meta (key, params, field). */
const metaOf = (body: unknown) =>
  (body as { meta: { key: string; field?: string; params: Record<string, string> } }).meta;

const scan = (code: string, storeCode?: string) =>
  t.call({
    method: 'GET',
    url: `/api/ext/barcode/${encodeURIComponent(code)}${storeCode ? `?storeCode=${storeCode}` : ''}`,
  });

describe('GET /api/ext/barcode/{code}', () => {
  it('answers the simple product of an EAN, in the store view’s language', async () => {
    expect(await scan(SIMPLE_EAN)).toEqual({
      status: 200,
      body: {
        code: 200,
        result: {
          sku: 'KW-100',
          child_sku: null,
          slug: 'kiddo-urban-kinderwagen-rood',
          name: 'Kiddo Urban kinderwagen rood',
        },
      },
    });
    expect((await scan(SIMPLE_EAN, 'de')).body.result).toMatchObject({
      sku: 'KW-100',
      slug: 'kiddo-urban-kinderwagen-rot',
      name: 'Kiddo Urban Kinderwagen rot',
    });
  });

  it('answers the parent of a variant’s EAN and names the variant', async () => {
    expect((await scan(CHILD_EAN)).body.result).toEqual({
      sku: 'ROMPER',
      child_sku: childSku,
      slug: 'katoenen-romper',
      name: 'Katoenen romper',
    });
  });

  it('reads what a scanner sends around the code: spaces, a line end, a symbology prefix', async () => {
    for (const input of [` ${SIMPLE_EAN}\r\n`, '87 1234 5678 906', `]E0${SIMPLE_EAN}`]) {
      expect((await scan(input)).body.result.sku).toBe('KW-100');
    }
  });

  it('answers the product of an in-store barcode: the restricted range or the till’s own code', async () => {
    expect((await scan(PARENT_OWN)).body.result).toMatchObject({ sku: 'BG-200', child_sku: null });
    expect((await scan(CHILD_OWN)).body.result).toMatchObject({
      sku: 'ROMPER',
      child_sku: childSku,
    });
    expect((await scan('OS-4711')).body.result).toMatchObject({ sku: 'KW-300', child_sku: null });
  });

  it('finds a product shown in search only, never a disabled one', async () => {
    expect((await scan(SEARCH_ONLY_EAN)).body.result.sku).toBe('KW-SEARCHONLY');
    expect((await scan(DISABLED_EAN)).status).toBe(404);
  });

  it('answers 400 naming code for a wrong check digit or input that is no code', async () => {
    const wrong = `${SIMPLE_EAN.slice(0, 12)}7`;
    const { status, body } = await scan(wrong);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 400,
      result: `code: "${wrong}" is not a valid barcode: its check digit is wrong.`,
      meta: { key: 'barcode.check_digit', params: { code: wrong }, field: 'code' },
    });
    const junk = await scan('<script>');
    expect(junk.status).toBe(400);
    expect(metaOf(junk.body)).toMatchObject({ key: 'barcode.format', field: 'code' });
  });

  it('answers 404 "Requested product could not be retrieved." for an unknown code', async () => {
    for (const code of [UNKNOWN_EAN, 'OS-0000']) {
      expect(await scan(code)).toEqual({
        status: 404,
        body: {
          code: 404,
          result: 'Requested product could not be retrieved.',
          meta: { key: 'barcode.not_found', params: {} },
        },
      });
    }
  });
});

describe('catalogue search by barcode', () => {
  const search = (filters: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: '/api/catalog/nl/product/_search',
      payload: { filters },
    });

  it('filters on ean_code and os_barcode, a variant’s code finding its parent', async () => {
    const skus = async (filters: Record<string, unknown>) =>
      (await search(filters)).body.result.items.map((item: { sku: string }) => item.sku);
    expect(await skus({ ean_code: SIMPLE_EAN })).toEqual(['KW-100']);
    expect(await skus({ ean_code: [CHILD_EAN] })).toEqual(['ROMPER']);
    expect(await skus({ os_barcode: [PARENT_OWN, CHILD_OWN] }).then((list) => list.sort())).toEqual(
      ['BG-200', 'ROMPER'],
    );
    expect(await skus({ ean_code: UNKNOWN_EAN })).toEqual([]);
  });

  it('refuses a range on a barcode filter with a 400 naming the field', async () => {
    const { status, body } = await search({ ean_code: { gte: 1 } });
    expect(status).toBe(400);
    expect(metaOf(body)).toMatchObject({
      key: 'catalog.filter_no_range',
      params: { field: 'ean_code' },
    });
  });
});
