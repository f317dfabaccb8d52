/**
 * What the storefront shows of catalogue search items: small view models read from the projected
 * documents of the API (which are `Record<string, unknown>`), and the storefront paths to them.
 */
import {
  getDisplayedFinalPrice,
  type PriceTaxNote,
  priceTaxNote,
  type StoreView,
} from '@shop/core';
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
  /** The price a shopper pays in the store view's basis (incl. tax for nl, excl. for de), euros. */
  price: number;
  /** The price is the lowest of several (a gift card's smallest amount): shown as "from". */
  from: boolean;
  /** The note beside the price: the view's basis, or no VAT (a gift card), as its product page. */
  taxNote: PriceTaxNote;
}

/** Thumbnail size of a product card (one of the image sizes the image route serves). */
export const PRODUCT_THUMBNAIL = { width: 310, height: 300 } as const;
/** Size of a category tile image (one of the image sizes the image route serves). */
export const CATEGORY_THUMBNAIL = { width: 150, height: 150 } as const;

/** A category search item as a link, or null when it lacks a name or slug. */
export function toCategoryLink(item: Record<string, unknown>): CategoryLink | null {
  const name = readString(item.name);
  const slug = readString(item.slug) ?? readString(item.url_path);
  if (!name || !slug) return null;
  return {
    name,
    slug,
    image: readString(item.image),
    productCount: readNumber(item.product_count) ?? 0,
  };
}

/** A product search item as a card, or null when it lacks a sku, name, slug or price. */
/** The document fields a product card reads (toProductCard): what grids ask the API for. */
export const PRODUCT_CARD_FIELDS = [
  'id',
  'sku',
  'name',
  'slug',
  'url_key',
  'image',
  'final_price',
  'final_price_incl_tax',
  'from_price',
  'is_giftcard',
  'tax_class_id',
];

export function toProductCard(
  item: Record<string, unknown>,
  storeView: StoreView,
): ProductCard | null {
  const sku = readString(item.sku);
  const name = readString(item.name);
  const slug = readString(item.slug) ?? readString(item.url_key);
  const finalPrice = readNumber(item.final_price);
  const finalPriceInclTax = readNumber(item.final_price_incl_tax);
  if (!sku || !name || !slug || finalPrice === null || finalPriceInclTax === null) return null;
  const fromPrice = readNumber(item.from_price);
  return {
    id: readNumber(item.id),
    sku,
    name,
    slug,
    image: readString(item.image),
    price:
      fromPrice ??
      getDisplayedFinalPrice(
        { final_price: finalPrice, final_price_incl_tax: finalPriceInclTax },
        storeView,
      ),
    from: fromPrice !== null,
    taxNote: priceTaxNote(
      { is_giftcard: item.is_giftcard === true, tax_class_id: readNumber(item.tax_class_id) },
      storeView,
    ),
  };
}

/** The category page of a slug: `/c/{slug}`, under /de for German. */
export function getCategoryPath(storeView: StoreView, slug: string): string {
  return localizePath(storeView, `/c/${encodeURIComponent(slug)}`);
}

/** The product page: `/p/{sku}/{slug}`, under /de for German. */
export function getProductPath(storeView: StoreView, product: Pick<ProductCard, 'sku' | 'slug'>) {
  return localizePath(
    storeView,
    `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug)}`,
  );
}

/** A media store image through the image route at one of the offered sizes. */
export function getImageUrl(path: string, size: { width: number; height: number }): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return `/img/${size.width}/${size.height}/resize${encodeURI(absolute)}`;
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
