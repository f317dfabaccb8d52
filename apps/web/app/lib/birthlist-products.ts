/**
 * The products of birth list items, read in the browser (the list is personal): an item names
 * the sku the parents chose, a product's own sku or a configurable's chosen child. Two batched
 * catalogue searches find both (by sku, and by a child's sku), never one call per item.
 */
import type { ProductDocument, StoreCode } from '@shop/core';
import { searchProducts } from './catalog-search.ts';

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
    searchProducts(storeCode, { filters: { sku: wanted }, size: wanted.length }, options),
    searchProducts(
      storeCode,
      { filters: { 'configurable_children.sku': wanted }, size: wanted.length },
      options,
    ),
  ]);
  for (const doc of own.items as ProductDocument[]) {
    found.set(doc.sku, { product: doc, child: null });
  }
  for (const doc of parents.items as ProductDocument[]) {
    for (const child of doc.configurable_children ?? []) {
      if (wanted.includes(child.sku)) found.set(child.sku, { product: doc, child });
    }
  }
  return found;
}
