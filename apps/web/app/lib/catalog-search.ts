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
import type { StoreCode } from '@shop/core';
import { type CallOptions, callApi } from './api.ts';

/** Searches the products of a store view. */
export function searchProducts(
  storeCode: StoreCode,
  body: CatalogSearchBody,
  options: CallOptions = {},
): Promise<CatalogSearchResult> {
  return searchCatalog(storeCode, 'product', body, options);
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
