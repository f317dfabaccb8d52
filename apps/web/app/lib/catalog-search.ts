/**
 * The catalogue search of the shop's API (products, categories, attributes of a store view): the
 * loaders' calls, and the wishlist page's in the browser. Apart from api.ts, which every page
 * loads, so pages that never search in the browser do not carry these calls.
 */
import type {
  CatalogSearchBody,
  CatalogSearchResponse,
  CatalogSearchResult,
} from '@shop/contracts';
import { DEFAULT_PAGE_SIZE, type ProductDocument, type StoreCode } from '@shop/core';
import { type CallOptions, callApi } from './api.ts';

/** Searches the products of a store view. */
export function searchProducts(
  storeCode: StoreCode,
  body: CatalogSearchBody,
  options: CallOptions = {},
): Promise<CatalogSearchResult> {
  return searchCatalog(storeCode, 'product', body, options);
}

/**
 * The products of skus, by sku; a sku the catalogue no longer holds is absent. However many skus
 * are asked, each call reads at most the catalogue's page size of them and the calls go out
 * together, so a long list takes about as long as a short one. Any failed call fails the read.
 */
export async function getProductsBySku(
  storeCode: StoreCode,
  skus: readonly string[],
  options: CallOptions = {},
  /** The fields to read (with `sku`); unset, the whole documents. */
  includeFields?: readonly string[],
): Promise<Map<string, ProductDocument>> {
  const results = await searchInBatches(skus, (batch) =>
    searchProducts(
      storeCode,
      {
        filters: { sku: batch },
        size: batch.length,
        ...(includeFields ? { includeFields: [...includeFields] } : {}),
      },
      options,
    ),
  );
  return new Map(
    results.flatMap((result) =>
      (result.items as ProductDocument[]).map((doc) => [doc.sku, doc] as const),
    ),
  );
}

/**
 * One search per batch of at most the catalogue's page size of distinct values, all sent
 * together: a filter of any length stays within what one call may ask, and a long list takes
 * about as long as a short one. Any failed call fails the whole.
 */
export function searchInBatches(
  values: readonly string[],
  search: (batch: string[]) => Promise<CatalogSearchResult>,
): Promise<CatalogSearchResult[]> {
  const wanted = [...new Set(values)];
  const batches: string[][] = [];
  for (let start = 0; start < wanted.length; start += DEFAULT_PAGE_SIZE) {
    batches.push(wanted.slice(start, start + DEFAULT_PAGE_SIZE));
  }
  return Promise.all(batches.map(search));
}

/** Searches the categories of a store view. */
export function searchCategories(
  storeCode: StoreCode,
  body: CatalogSearchBody,
  options: CallOptions = {},
): Promise<CatalogSearchResult> {
  return searchCatalog(storeCode, 'category', body, options);
}

/** Searches the attributes of a store view: codes, labels, options. */
export function searchAttributes(
  storeCode: StoreCode,
  body: CatalogSearchBody,
  options: CallOptions = {},
): Promise<CatalogSearchResult> {
  return searchCatalog(storeCode, 'attribute', body, options);
}

function searchCatalog(
  storeCode: StoreCode,
  entity: 'product' | 'category' | 'attribute',
  body: CatalogSearchBody,
  options: CallOptions,
): Promise<CatalogSearchResult> {
  const path = `/api/catalog/${encodeURIComponent(storeCode)}/${entity}/_search`;
  return callApi<typeof CatalogSearchResponse>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    ...options,
  });
}
