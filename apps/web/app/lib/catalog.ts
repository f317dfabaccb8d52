/**
 * What the storefront shows of catalogue search items: small view models (read from the API's
 * documents by catalog-documents.ts) and the storefront paths to them.
 */
import type { PriceTaxNote, StoreView } from '@shop/core';
import { localizePath } from './store-view.ts';

export interface CategoryLink {
  name: string;
  slug: string;
  /** Media store path of the category image, e.g. `/category/strollers.svg`. */
  image: string | null;
  productCount: number;
}

export interface ProductCard {
  /** The product's id (what the wishlist stores), null when the document lacks it. */
  id: number | null;
  sku: string;
  name: string;
  slug: string;
  /** Media store path of the main image, e.g. `/product/stroller/navy-1.svg`. */
  image: string | null;
  /** The price a shopper pays in the store view's basis (incl. tax in nl and de), euros. */
  price: number;
  /** The price is the lowest of several (a gift card's smallest amount): shown as "from". */
  from: boolean;
  /** The note beside the price: the view's basis, or no VAT (a gift card), as its product page. */
  taxNote: PriceTaxNote;
  /** The approved reviews' average and count (stars on the card); null while there are none. */
  rating?: { average: number; count: number } | null;
  /**
   * The names of the product's deepest category path, top first (analytics' item_category
   * levels of a list that is not one category's, such as search results); empty when unknown.
   */
  categoryPath?: string[];
}

/** Thumbnail size of a product card (one of the image sizes the image route serves). */
export const PRODUCT_THUMBNAIL = { width: 310, height: 300 } as const;
/** Size of a category tile image (one of the image sizes the image route serves). */
export const CATEGORY_THUMBNAIL = { width: 150, height: 150 } as const;

/** The category page of a slug: `/c/{slug}`, under /de for German. */
export function getCategoryPath(storeView: StoreView, slug: string): string {
  return localizePath(storeView, `/c/${encodeURIComponent(slug)}`);
}

/**
 * The product page: `/p/{sku}/{slug}`, with a configurable's chosen child `/p/{sku}/{slug}/{childSku}`;
 * under /de for German.
 */
export function getProductPath(
  storeView: StoreView,
  product: Pick<ProductCard, 'sku' | 'slug'>,
  childSku?: string | null,
) {
  const parts = [product.sku, product.slug, ...(childSku ? [childSku] : [])];
  return localizePath(storeView, `/p/${parts.map(encodeURIComponent).join('/')}`);
}

/** A media store image through the image route at one of the offered sizes. */
export function getImageUrl(path: string, size: { width: number; height: number }): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return `/img/${size.width}/${size.height}/resize${encodeURI(absolute)}`;
}
