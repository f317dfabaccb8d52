import { type ProductDocument, STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from './api.ts';
import { getProductSpecs } from './product-api.ts';
import { forgetSharedReads } from './shared-read.ts';

/** The catalogue's attribute search, answering the codes asked for; counts its calls. */
function attributeApi(labels: Record<string, string>) {
  const asked: string[][] = [];
  const fetch: ApiFetch = async (_url, init) => {
    const codes: string[] = JSON.parse(String(init.body)).filters.attribute_code;
    asked.push(codes);
    const items = codes.map((code, position) => ({
      attribute_code: code,
      frontend_input: 'text',
      frontend_label: labels[code] ?? code,
      position,
    }));
    return new Response(
      JSON.stringify({ code: 200, result: { items, total: items.length, start: 0, size: 50 } }),
      { headers: { 'content-type': 'application/json', 'x-page-tags': 'attributes' } },
    );
  };
  return { fetch, asked };
}

const doc = (sku: string, fields: Record<string, unknown>) =>
  ({ id: 1, sku, name: sku, type_id: 'simple', ...fields }) as unknown as ProductDocument;

describe("a product page's specs", () => {
  it('read the attributes of one set once, until attributes change', async () => {
    forgetSharedReads('all');
    const api = attributeApi({ material: 'Materiaal', weight_kg: 'Gewicht' });
    const first = doc('ICS-1', { material: 'Katoen', weight_kg: 7.5 });
    const second = doc('ICS-2', { weight_kg: 9, material: 'Aluminium' });
    expect(await getProductSpecs(STORE_VIEWS.nl, first, { fetch: api.fetch })).toEqual([
      { code: 'material', label: 'Materiaal', value: 'Katoen' },
      { code: 'weight_kg', label: 'Gewicht', value: '7,5' },
    ]);
    // Another product of the same attributes, in another order: no second call.
    expect(await getProductSpecs(STORE_VIEWS.nl, second, { fetch: api.fetch })).toEqual([
      { code: 'material', label: 'Materiaal', value: 'Aluminium' },
      { code: 'weight_kg', label: 'Gewicht', value: '9' },
    ]);
    expect(api.asked).toEqual([['material', 'weight_kg']]);
    // Other attributes, or the other store view, are read of their own.
    await getProductSpecs(STORE_VIEWS.nl, doc('ICS-3', { material: 'Hout' }), { fetch: api.fetch });
    await getProductSpecs(STORE_VIEWS.de, first, { fetch: api.fetch });
    expect(api.asked).toHaveLength(3);
    // A change of attributes drops the pages that show them, and the kept read with them.
    forgetSharedReads(['attributes']);
    await getProductSpecs(STORE_VIEWS.nl, second, { fetch: api.fetch });
    expect(api.asked).toHaveLength(4);
  });
});
