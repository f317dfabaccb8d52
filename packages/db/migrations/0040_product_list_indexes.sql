-- The back office's product list reads a page's ids from the index of its sort and walks it
-- either way: by price, by last change, by Dutch name and by stock quantity, each ending on the
-- product id that breaks ties. Without them every sort read and sorted all products. Its search
-- (a sku from its start, a Dutch name anywhere) uses trigram indexes: ILIKE on 100,000 names
-- read and case-folded every one of them (130 ms).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price", "id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at", "id");--> statement-breakpoint
CREATE INDEX "product_texts_name_idx" ON "product_texts" USING btree ("store_code", "name", "product_id");--> statement-breakpoint
CREATE INDEX "stock_items_qty_idx" ON "stock_items" USING btree ("qty", "product_id");
--> statement-breakpoint
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_texts_nl_name_trgm_idx" ON "product_texts" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off) WHERE "product_texts"."store_code" = 'nl';
