/**
 * The demo catalogue as a JSON file, written a slice at a time so a catalogue of any size is never
 * whole in memory. The file is one object in the order the slices come:
 *
 *   "categories", "attributes"   (the start slice)
 *   "products": [ … ]            one product per line, as its slice gives it
 *   "productLinks": [ … ]        `{productId, links}` per line: the related, upsell and cross-sell
 *                                links of products, which name products made after them
 *   "redirects", "cmsPages", "linkGroups"   (the end slice)
 *
 * The catalogue import reads its `products` and passes over the rest.
 */
import type { Writable } from 'node:stream';
import type { CatalogSlice } from '@shop/core';

/** Writes text, waiting while the stream's buffer is full. */
function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(text)) resolve();
    else {
      const onError = (error: Error) => reject(error);
      out.once('error', onError);
      out.once('drain', () => {
        out.off('error', onError);
        resolve();
      });
    }
  });
}

/** The lines of one list's items: each item after the list's first one starts with a comma. */
function listLines(items: readonly unknown[], first: boolean): string {
  return items.map((item, i) => `${first && i === 0 ? '' : ','}${JSON.stringify(item)}\n`).join('');
}

/**
 * Writes the slices as the catalogue's JSON object. `onProducts` hears how many products are
 * written after each products slice. Slices out of the generator's order (start, products,
 * links, end) are refused.
 */
export async function writeCatalogJson(
  out: Writable,
  slices: Iterable<CatalogSlice>,
  onProducts?: (written: number) => void,
): Promise<void> {
  // Which list is open: the products' (from the start slice on), then the links'.
  let open: 'none' | 'products' | 'links' | 'closed' = 'none';
  let products = 0;
  let links = 0;
  const refuse = (type: string) => {
    throw new Error(`A ${type} slice came out of order (start, products, links, end)`);
  };
  for (const slice of slices) {
    if (slice.type === 'start') {
      if (open !== 'none') refuse(slice.type);
      await write(out, '{\n');
      await write(out, `"categories": ${JSON.stringify(slice.categories)},\n`);
      await write(out, `"attributes": ${JSON.stringify(slice.attributes)},\n`);
      await write(out, '"products": [\n');
      open = 'products';
    } else if (slice.type === 'products') {
      if (open !== 'products') refuse(slice.type);
      await write(out, listLines(slice.products, products === 0));
      products += slice.products.length;
      onProducts?.(products);
    } else if (slice.type === 'links') {
      if (open === 'products') await write(out, '],\n"productLinks": [\n');
      else if (open !== 'links') refuse(slice.type);
      open = 'links';
      await write(out, listLines(slice.links, links === 0));
      links += slice.links.length;
    } else {
      if (open === 'products') await write(out, '],\n"productLinks": [\n');
      else if (open !== 'links') refuse(slice.type);
      await write(out, '],\n');
      await write(out, `"redirects": ${JSON.stringify(slice.redirects)},\n`);
      await write(out, `"cmsPages": ${JSON.stringify(slice.cmsPages)},\n`);
      await write(out, `"linkGroups": ${JSON.stringify(slice.linkGroups)}\n}\n`);
      open = 'closed';
    }
  }
  if (open !== 'closed') throw new Error('The catalogue ended before its end slice');
}
