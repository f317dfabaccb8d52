/**
 * The items of the analytics events (secondary-areas §7, §9), in GA4's ecommerce shape: id,
 * name, brand (the shop's brand default when a product has none), variant, price, discount
 * (regular price minus the special or final price, 2 decimals), quantity (1 unless given) and up
 * to 6 category levels from the product's category path (item_category, then item_category1 to
 * item_category5, as the spec names them). Amounts are euros as shoppers pay them.
 */

/** The brand an item carries when its product names none (secondary-areas §9). */
export const ANALYTICS_BRAND_DEFAULT = 'Kindershop';

/** The currency of every store view's prices. */
export const ANALYTICS_CURRENCY = 'EUR';

/** Category levels that go to analytics (secondary-areas §9). */
export const ANALYTICS_CATEGORY_LEVELS = 6;

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant?: string;
  price: number;
  discount: number;
  quantity: number;
  index?: number;
  item_list_name?: string;
  item_category?: string;
  item_category1?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
}

/** A category as the catalogue documents name it (CategoryRef): its name and its path. */
export interface AnalyticsCategory {
  name: string;
  url_path: string;
}

/** What an item is built from: a product, a cart line or an order line, reduced to these. */
export interface AnalyticsProductInput {
  sku: string;
  name: string;
  brand?: string | null | undefined;
  /** The chosen variant (a configurable child's sku or its option values). */
  variant?: string | null | undefined;
  categories?: readonly AnalyticsCategory[] | undefined;
  /**
   * The names of the category path, top first, where it was kept instead of the categories (a
   * cart or order line keeps its product's): it wins over `categories`.
   */
  categoryPath?: readonly string[] | null | undefined;
  /** The price before a special price (euros); the final price when unknown. */
  regularPrice?: number | null | undefined;
  /** What one unit sells for (euros). */
  finalPrice: number;
  quantity?: number | null | undefined;
  /** Place in a list (0 first), for list events. */
  index?: number | undefined;
  listName?: string | null | undefined;
}

/** An amount rounded to cents, as a number of euros. */
export function roundAmount(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/**
 * The category names of a product's deepest category path, top first, at most 6: the deepest
 * category and those of its ancestors the product is also in (a path level the product is not
 * in is skipped).
 */
export function categoryPathOf(categories: readonly AnalyticsCategory[]): string[] {
  const depth = (category: AnalyticsCategory) => category.url_path.split('/').length;
  const deepest = [...categories].sort((a, b) => depth(b) - depth(a))[0];
  if (!deepest) return [];
  return categories
    .filter(
      (category) =>
        category.url_path === deepest.url_path ||
        deepest.url_path.startsWith(`${category.url_path}/`),
    )
    .sort((a, b) => depth(a) - depth(b))
    .map((category) => category.name)
    .slice(0, ANALYTICS_CATEGORY_LEVELS);
}

const CATEGORY_KEYS = [
  'item_category',
  'item_category1',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const;

/** The category fields of an item from its path's names: item_category, item_category1, … */
export function categoryFields(names: readonly string[]): Partial<AnalyticsItem> {
  const fields: Partial<Record<(typeof CATEGORY_KEYS)[number], string>> = {};
  names.slice(0, ANALYTICS_CATEGORY_LEVELS).forEach((name, level) => {
    const key = CATEGORY_KEYS[level];
    if (key) fields[key] = name;
  });
  return fields;
}

/** One item of an event. */
export function analyticsItem(input: AnalyticsProductInput): AnalyticsItem {
  const price = roundAmount(input.finalPrice);
  const regular = input.regularPrice ?? input.finalPrice;
  const quantity =
    input.quantity && Number.isFinite(input.quantity) && input.quantity > 0
      ? Math.floor(input.quantity)
      : 1;
  const brand = input.brand?.trim();
  const variant = input.variant?.trim();
  return {
    item_id: input.sku,
    item_name: input.name,
    item_brand: brand || ANALYTICS_BRAND_DEFAULT,
    ...(variant ? { item_variant: variant } : {}),
    price,
    discount: Math.max(0, roundAmount(regular - input.finalPrice)),
    quantity,
    ...(input.index !== undefined ? { index: input.index } : {}),
    ...(input.listName ? { item_list_name: input.listName } : {}),
    ...categoryFields(input.categoryPath ?? categoryPathOf(input.categories ?? [])),
  };
}

/**
 * What a cart or order line keeps of its product for its analytics items, taken when the line is
 * made: the brand (trimmed; null when it has none, so the item gets the brand default) and the
 * names of its deepest category path, top first, at most 6.
 */
export function lineProductFields(product: {
  brand?: string | null | undefined;
  categories?: readonly AnalyticsCategory[] | undefined;
  categoryPath?: readonly string[] | null | undefined;
}): { brand: string | null; category_path: string[] } {
  const path = product.categoryPath ?? categoryPathOf(product.categories ?? []);
  return {
    brand: product.brand?.trim() || null,
    category_path: path.slice(0, ANALYTICS_CATEGORY_LEVELS),
  };
}

/** The value of items: price times quantity, summed, 2 decimals. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return roundAmount(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

/**
 * What a line keeps of its product as the catalogue holds it (a catalogue entry: the parent's
 * document with its categories, and the brand the store view names).
 */
export function catalogEntryLineFields(entry: {
  brand?: string | null | undefined;
  parent: { category?: readonly AnalyticsCategory[] | undefined };
}): { brand: string | null; category_path: string[] } {
  return lineProductFields({ brand: entry.brand ?? null, categories: entry.parent.category });
}
