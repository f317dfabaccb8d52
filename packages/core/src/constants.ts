/** Business constants of the shop: sizes, limits and ids every layer shares. */
export const ROOT_CATEGORY_ID = 4442;
export const CURRENCY = 'EUR';
export const FRACTION_DIGITS = 2;

export const DEFAULT_PAGE_SIZE = 50;
export const CATEGORY_FETCH_SIZE = 4000;
export const ATTRIBUTE_LIST_SIZE = 150;
/** The size of a CMS block list when none is asked (secondary-areas §9). */
export const CMS_BLOCK_LIST_SIZE = 150;
/** At most this many CMS blocks (and pages) are read at once (secondary-areas §7 content). */
export const CMS_MAX_ENTRIES = 500;
export const FILTER_AGGREGATION_SIZE = 10;
export const MAX_FILTERS_QUERY_SIZE = 999;
export const STOCK_DISPLAY_THRESHOLD = 5;
export const STOCK_CHUNK_SIZE = 15;
export const GIFT_CARD_PACKAGE_ID = 17994;
/**
 * The largest quantity of one cart line: the cart API refuses more (contracts' CART_MAX_QTY, the
 * same number; contracts does not depend on core).
 */
export const CART_LINE_MAX_QTY = 10_000;

/** Price filter ranges of a listing: 0-100, 100-250, 250-500, 500 and up. */
export const PRICE_RANGES: readonly { from: number; to?: number }[] = [
  { from: 0, to: 100 },
  { from: 100, to: 250 },
  { from: 250, to: 500 },
  { from: 500 },
];

/** The only image sizes the image route serves; any other size is refused. */
export const IMAGE_SIZES: readonly { width: number; height: number; use: string }[] = [
  { width: 150, height: 150, use: 'cart thumbnail' },
  { width: 310, height: 300, use: 'product thumbnail' },
  { width: 600, height: 744, use: 'gallery' },
  { width: 1200, height: 1488, use: 'gallery zoom' },
  { width: 160, height: 160, use: 'colour relation' },
];

/** Search relevance: name weighs 4, sku 2, category name 1; up to 2 typos; 75 % of terms match. */
export const SEARCH_BOOST = { name: 4, sku: 2, category: 1 } as const;
export const SEARCH_FUZZINESS = 2;
export const SEARCH_MINIMUM_SHOULD_MATCH = 0.75;

export const PRODUCT_LABEL_IDS = [
  'new-label',
  'action-sticker',
  'sale-label',
  'advice-price-label',
  'red-label',
  'sold-out-label',
] as const;

/** Facet labels of yes/no attributes per catalogue language. */
export const BOOLEAN_LABELS = {
  nl: { true: 'Ja', false: 'Nee' },
  de: { true: 'Ja', false: 'Nein' },
} as const;
