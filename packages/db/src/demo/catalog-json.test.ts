import { PassThrough } from 'node:stream';
import { type CatalogSlice, JsonProductSplitter, type ProductSeed } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { writeCatalogJson } from './catalog-json.ts';
import { generateCatalog, generateCatalogSlices } from './generate.ts';

const NOW = new Date('2025-06-15T10:30:00.000Z');
const OPTIONS = { products: 60, seed: 7, now: NOW };

async function written(slices: Iterable<CatalogSlice>, onProducts?: (n: number) => void) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeCatalogJson(out, slices, onProducts);
  out.end();
  return Buffer.concat(chunks).toString('utf8');
}

describe('the catalogue as JSON, a slice at a time', () => {
  it('holds the whole catalogue: products, their links apart, and the rest', async () => {
    const counts: number[] = [];
    const text = await written(generateCatalogSlices(OPTIONS, 25), (n) => counts.push(n));
    const file = JSON.parse(text) as {
      products: ProductSeed[];
      productLinks: { productId: number; links: ProductSeed['links'] }[];
      [key: string]: unknown;
    };
    // The links go back into their products: the catalogue the generator makes whole.
    const byId = new Map(file.products.map((product) => [product.id, product]));
    for (const { productId, links } of file.productLinks) {
      const product = byId.get(productId);
      if (product) product.links = links;
    }
    const whole = generateCatalog(OPTIONS);
    expect(file.products).toEqual(whole.products);
    expect(file.productLinks.length).toBeGreaterThan(0);
    expect(file.categories).toEqual(whole.categories);
    expect(file.attributes).toEqual(whole.attributes);
    expect(file.redirects).toEqual(whole.redirects);
    expect(file.cmsPages).toEqual(whole.cmsPages);
    expect(file.linkGroups).toEqual(whole.linkGroups ?? []);
    expect(counts.at(-1)).toBe(whole.products.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('is read product by product by the catalogue import', async () => {
    const text = await written(generateCatalogSlices(OPTIONS, 25));
    const splitter = new JsonProductSplitter();
    const skus = splitter
      .push(text)
      .map((element) => (JSON.parse(element.text) as ProductSeed).sku);
    splitter.end();
    expect(skus).toEqual(generateCatalog(OPTIONS).products.map((product) => product.sku));
  });

  it('refuses slices out of order and a catalogue without its end', async () => {
    const [start, ...rest] = [...generateCatalogSlices(OPTIONS, 25)];
    const end = rest.at(-1) as CatalogSlice;
    const products = rest.find((slice) => slice.type === 'products') as CatalogSlice;
    await expect(written([products])).rejects.toThrow(/out of order/);
    await expect(written([start as CatalogSlice, end, products])).rejects.toThrow(/out of order/);
    await expect(written([start as CatalogSlice, products])).rejects.toThrow(/before its end/);
  });
});
