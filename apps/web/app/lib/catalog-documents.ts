/**
 * Catalogue search items read into the storefront's view models: the projected documents of the
 * API are `Record<string, unknown>`. Apart from catalog.ts, which every page loads: only the
 * loaders and the pages that read documents in the browser (the wishlist) need these.
 */
import {
  PRODUCT_CARD_FIELDS as CARD_FIELDS,
  categoryPathOf,
  getDisplayedFinalPrice,
  priceTaxNote,
  type StoreView,
} from '@shop/core';
import type { CategoryLink, ProductCard } from './catalog.ts';

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

/**
 * The document fields a product card reads (toProductCard): what grids ask the API for. The
 * API keeps these apart from the whole document (core's list), so a page of cards is read
 * without the documents. The category refs are asked for only where a card carries its own
 * category path (SEARCH_CARD_FIELDS): a category listing's cards share the listing's, and a
 * grid elsewhere names none.
 */
export const PRODUCT_CARD_FIELDS: string[] = CARD_FIELDS.filter((field) => field !== 'category');

/** A search result's card fields: the card's and its category refs (analytics' categories). */
export const SEARCH_CARD_FIELDS: string[] = [...CARD_FIELDS];

/** A product search item as a card, or null when it lacks a sku, name, slug or price. */
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
    rating: readRating(item.rating_summary),
    ...(Array.isArray(item.category)
      ? { categoryPath: categoryPathOf(readCategories(item.category)) }
      : {}),
  };
}

/** The category refs of a document (name and path of each), leaving out malformed ones. */
function readCategories(value: unknown): { name: string; url_path: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((ref) => {
    if (typeof ref !== 'object' || ref === null) return [];
    const name = readString((ref as Record<string, unknown>).name);
    const path = readString((ref as Record<string, unknown>).url_path);
    return name && path ? [{ name, url_path: path }] : [];
  });
}

/** The approved reviews' average and count of a document, or null while it has none. */
function readRating(value: unknown): { average: number; count: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { average, count } = value as Record<string, unknown>;
  const avg = readNumber(average);
  const n = readNumber(count);
  return avg !== null && n !== null && n > 0 ? { average: avg, count: n } : null;
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
