-- What an order line keeps of its product for the purchase event's items (secondary-areas §9):
-- the brand as its store view named it and the names of its deepest category path, top first.
-- Lines of orders placed before stay NULL: their items carry the brand default, no categories.
ALTER TABLE "order_items" ADD COLUMN "brand" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "category_path" text[];
