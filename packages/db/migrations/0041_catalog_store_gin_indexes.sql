-- A product search reads one store view's rows of the read model, which holds every product once
-- per store view. Its text, category and facet conditions are answered from GIN indexes that held
-- both store views' rows: the planner either fetched the other store view's matches from the
-- table and threw them away, or intersected the bitmap with one of the store view's every row
-- from the primary key (100,000 entries at 100,000 products, 7-15 ms per search). The store view
-- is now the first column of those indexes (btree_gin), so the index returns that store view's
-- matches only.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_products_categories_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_products_facets_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_products_search_idx";--> statement-breakpoint
CREATE INDEX "catalog_products_categories_idx" ON "catalog_products" USING gin ("store_id", "category_ids");--> statement-breakpoint
CREATE INDEX "catalog_products_facets_idx" ON "catalog_products" USING gin ("store_id", "facet_terms");--> statement-breakpoint
CREATE INDEX "catalog_products_search_idx" ON "catalog_products" USING gin ("store_id", "search_vector");
