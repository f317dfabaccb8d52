/**
 * The top-level product document fields a product card reads: what the storefront's grids, the
 * search overlay and listings ask the catalogue search for (includeFields). The read model keeps
 * these fields of every document apart (catalog_product_docs.card), so a page of cards does not
 * read and decompress whole documents. Changing this list needs a migration that changes the
 * card column's expression the same way (a test compares the two).
 */
export const PRODUCT_CARD_FIELDS: readonly string[] = Object.freeze([
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
  'rating_summary',
  // The category refs (names and paths): analytics names a search hit's categories from them.
  'category',
]);

/**
 * Whether the stored card answers a request for these top-level fields: each of them is a card
 * field. An empty list means the whole document, which the card does not hold.
 */
export function cardHolds(topLevelFields: readonly string[]): boolean {
  return topLevelFields.length > 0 && topLevelFields.every((field) => CARD_FIELD_SET.has(field));
}

const CARD_FIELD_SET: ReadonlySet<string> = new Set(PRODUCT_CARD_FIELDS);
