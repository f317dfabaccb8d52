-- The product card (core's PRODUCT_CARD_FIELDS) also holds the category refs: a search hit's
-- categories (names and paths) name its item_category levels in analytics without reading the
-- whole document. A generated column's expression cannot be changed in place before PostgreSQL
-- 17: the column is made again from the same documents.
ALTER TABLE "catalog_product_docs" DROP COLUMN "card";
--> statement-breakpoint
ALTER TABLE "catalog_product_docs" ADD COLUMN "card" jsonb GENERATED ALWAYS AS (
    CASE WHEN doc ? 'id' THEN jsonb_set('{}'::jsonb, '{id}', doc -> 'id') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'sku' THEN jsonb_set('{}'::jsonb, '{sku}', doc -> 'sku') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'name' THEN jsonb_set('{}'::jsonb, '{name}', doc -> 'name') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'slug' THEN jsonb_set('{}'::jsonb, '{slug}', doc -> 'slug') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'url_key' THEN jsonb_set('{}'::jsonb, '{url_key}', doc -> 'url_key') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'image' THEN jsonb_set('{}'::jsonb, '{image}', doc -> 'image') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'final_price' THEN jsonb_set('{}'::jsonb, '{final_price}', doc -> 'final_price') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'final_price_incl_tax' THEN jsonb_set('{}'::jsonb, '{final_price_incl_tax}', doc -> 'final_price_incl_tax') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'from_price' THEN jsonb_set('{}'::jsonb, '{from_price}', doc -> 'from_price') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'is_giftcard' THEN jsonb_set('{}'::jsonb, '{is_giftcard}', doc -> 'is_giftcard') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'tax_class_id' THEN jsonb_set('{}'::jsonb, '{tax_class_id}', doc -> 'tax_class_id') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'rating_summary' THEN jsonb_set('{}'::jsonb, '{rating_summary}', doc -> 'rating_summary') ELSE '{}'::jsonb END
    || CASE WHEN doc ? 'category' THEN jsonb_set('{}'::jsonb, '{category}', doc -> 'category') ELSE '{}'::jsonb END
) STORED;
