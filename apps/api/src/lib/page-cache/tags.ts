/**
 * The tags of the output cache (decision 82): what a cached page was made from, so that a change
 * drops exactly the pages that show it. The API's catalogue, content, store and review answers
 * name their tags in PAGE_TAGS_HEADER; a page rendered on the server is tagged with the tags of
 * every API answer its loaders read, and a change announces the tags it makes stale.
 *
 * A price and a stock state are shown wherever the product is (its page, the listings and
 * searches that hold it), from the product's document: their changes drop the product's tag,
 * the tags of its categories and the search pages.
 */
import { PAGE_TAGS_HEADER } from '@shop/contracts';
import type { FastifyReply } from 'fastify';

export { PAGE_TAGS_HEADER };

/** One product (parent) of the catalogue: its page, and every listing that holds it. */
export const productTag = (productId: number) => `product-${productId}`;
/** One category: its listing pages. */
export const categoryTag = (categoryId: number) => `category-${categoryId}`;
/** Pages that read more categories than they name (the menu, the category tree). */
export const ALL_CATEGORIES_TAG = 'categories';
/** Pages that read a list of products too long to name one by one. */
export const MANY_PRODUCTS_TAG = 'products';
/** Search result pages: any product may enter or leave them. */
export const SEARCH_TAG = 'search';
/** Attributes and tax rules (labels, filters, prices incl. tax). */
export const ATTRIBUTES_TAG = 'attributes';
/** Content stories and CMS blocks (the content service forgets them all at any change). */
export const CONTENT_TAG = 'content';
/** The physical stores (store locator, in-store pages). */
export const STORES_TAG = 'stores';

/** A list of more items than this is tagged with its kind's tag instead of one tag per item. */
const MAX_NAMED_ITEMS = 100;

/** Tags a tag list may hold: lower-case names with digits and dashes, as above. */
const TAG = /^[a-z][a-z0-9-]{0,63}$/;

/** Whether a text is a tag of this shop. */
export function isPageTag(text: string): boolean {
  return TAG.test(text);
}

/** Names the tags of an API answer for the page that reads it. */
export function setPageTags(reply: FastifyReply, tags: Iterable<string>): void {
  reply.header(PAGE_TAGS_HEADER, [...new Set(tags)].join(' '));
}

/** The tags of a list of items: one per item, or the kind's tag for a long list. */
export function itemTags(
  ids: readonly number[],
  tagOf: (id: number) => string,
  manyTag: string,
): string[] {
  return ids.length > MAX_NAMED_ITEMS ? [manyTag] : ids.map(tagOf);
}

/**
 * The tags a change of products makes stale: each product's, its categories' (before and after
 * the change: it may have left one), the searches', and the long lists'.
 */
export function productChangeTags(
  productIds: readonly number[],
  categoryIds: readonly number[],
): string[] {
  if (productIds.length === 0) return [];
  return [
    ...productIds.map(productTag),
    ...categoryIds.map(categoryTag),
    SEARCH_TAG,
    MANY_PRODUCTS_TAG,
  ];
}

/**
 * The tags of a storefront path's meaning (the URL map): the product, category or CMS page it
 * names. A redirect is rebuilt with the product or category it leads to (their URL changes
 * reindex them), and a redirecting page is never kept anyway.
 */
export function urlMapTags(result: { _type: string; _source: Record<string, unknown> }): string[] {
  const id = result._source.id;
  if (result._type === 'product' && typeof id === 'number') return [productTag(id)];
  if (result._type === 'category' && typeof id === 'number') return [categoryTag(id)];
  if (result._type === 'cms_page') return [CONTENT_TAG];
  return [];
}
