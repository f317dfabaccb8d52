/**
 * The products of birth list items, read in the browser (the list is personal): an item names
 * the sku the parents chose, a product's own sku or a configurable's chosen child. Two searches
 * find both (by sku, and by a child's sku), each in batches of the catalogue's page size however
 * many items the page shows, never one call per item.
 */
import type { ProductDocument, StoreCode } from '@shop/core';
import { searchInBatches, searchProducts } from './catalog-search.ts';

type Child = NonNullable<ProductDocument['configurable_children']>[number];

/** The product of an item's sku, with the chosen child when the sku is a configurable's child. */
export interface ItemProduct {
  product: ProductDocument;
  child: Child | null;
}

/** The products of the skus that are still in the catalogue, by sku. */
export async function readItemProducts(
  storeCode: StoreCode,
  skus: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, ItemProduct>> {
  const wanted = [...new Set(skus)];
  const found = new Map<string, ItemProduct>();
  if (wanted.length === 0) return found;
  const options = signal ? { signal } : {};
  const [own, parents] = await Promise.all([
    searchInBatches(wanted, (batch) =>
      searchProducts(storeCode, { filters: { sku: batch }, size: batch.length }, options),
    ),
    searchInBatches(wanted, (batch) =>
      searchProducts(
        storeCode,
        { filters: { 'configurable_children.sku': batch }, size: batch.length },
        options,
      ),
    ),
  ]);
  for (const doc of own.flatMap((result) => result.items) as ProductDocument[]) {
    found.set(doc.sku, { product: doc, child: null });
  }
  const wantedSet = new Set(wanted);
  for (const doc of parents.flatMap((result) => result.items) as ProductDocument[]) {
    for (const child of doc.configurable_children ?? []) {
      if (wantedSet.has(child.sku)) found.set(child.sku, { product: doc, child });
    }
  }
  return found;
}
