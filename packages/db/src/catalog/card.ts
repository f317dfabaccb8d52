/**
 * The card of a product document: its card fields (core's PRODUCT_CARD_FIELDS) kept apart from
 * the whole document, as a generated column of catalog_product_docs. A field the document lacks
 * is absent from the card too (not null), so the card is exactly the document narrowed to those
 * fields. Only immutable functions may build a generated column (jsonb_build_object is not):
 * each field is set into an empty object when the document has it, and the parts concatenated.
 */
import { PRODUCT_CARD_FIELDS } from '@shop/core';

export function productCardExpression(fields: readonly string[] = PRODUCT_CARD_FIELDS): string {
  return fields
    .map((field) => {
      if (!/^[a-z_]+$/.test(field)) throw new Error(`Not a card field name: ${field}`);
      return `CASE WHEN doc ? '${field}' THEN jsonb_set('{}'::jsonb, '{${field}}', doc -> '${field}') ELSE '{}'::jsonb END`;
    })
    .join(' || ');
}
