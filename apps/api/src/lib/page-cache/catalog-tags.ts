/**
 * The tags of a catalogue search answer (decision 82): what a page that reads it must be dropped
 * for.
 *
 * - Products: each product found. A lookup of named products (by id, sku, a child's sku, URL key
 *   or barcode, without text) depends on those only. A listing depends on every product that
 *   may enter or leave it: a listing of categories carries those categories' tags (a product's
 *   change drops its categories), any other listing (text, new products, sales) the search tag
 *   (a product's change drops every search).
 * - Categories: each category found, or the all-categories tag for a long list (the menu).
 * - Attributes and tax rules: the attributes tag; CMS blocks: the content tag.
 */
import type { CatalogSearchBody } from '@shop/contracts';
import {
  ALL_CATEGORIES_TAG,
  ATTRIBUTES_TAG,
  CONTENT_TAG,
  categoryTag,
  itemTags,
  MANY_PRODUCTS_TAG,
  productTag,
  SEARCH_TAG,
} from './tags.ts';

/** Filters that name products one by one. */
const LOOKUP_FILTERS = new Set([
  'id',
  'sku',
  'configurable_children.sku',
  'url_key',
  'url_path',
  'slug',
  'ean_code',
  'os_barcode',
]);
/** Filters that only narrow a lookup further (status, visibility) without widening it. */
const NARROWING_FILTERS = new Set(['status', 'visibility', 'type_id']);
const CATEGORY_FILTERS = ['category_ids', 'category.category_id'];

export function catalogSearchTags(
  entity: string,
  body: CatalogSearchBody,
  items: readonly Record<string, unknown>[],
): string[] {
  const ids = items.map((item) => item.id).filter((id): id is number => typeof id === 'number');
  switch (entity) {
    case 'product':
      return [...itemTags(ids, productTag, MANY_PRODUCTS_TAG), ...productListingTags(body)];
    case 'category':
      return itemTags(ids, categoryTag, ALL_CATEGORIES_TAG);
    case 'cms_block':
      return [CONTENT_TAG];
    default:
      return [ATTRIBUTES_TAG];
  }
}

function productListingTags(body: CatalogSearchBody): string[] {
  const names = Object.keys(body.filters ?? {});
  const text = (body.query ?? '').trim() !== '';
  if (
    !text &&
    names.some((name) => LOOKUP_FILTERS.has(name)) &&
    names.every((name) => LOOKUP_FILTERS.has(name) || NARROWING_FILTERS.has(name))
  ) {
    return [];
  }
  const categories = CATEGORY_FILTERS.flatMap((name) => {
    const value = body.filters?.[name];
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : typeof value === 'object' ? null : [value];
    return list === null ? [null] : list.map((id) => (typeof id === 'number' ? id : Number(id)));
  });
  if (
    text ||
    categories.length === 0 ||
    categories.some((id) => id === null || !Number.isInteger(id))
  ) {
    return [SEARCH_TAG];
  }
  return categories.map((id) => categoryTag(id as number));
}
