CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_waiting_status_idx" ON "orders" USING btree ("status") WHERE "orders"."status" NOT IN ('Order Shipped', 'Completed', 'Refunded', 'canceled');--> statement-breakpoint
CREATE INDEX "stock_items_running_out_idx" ON "stock_items" USING btree ("qty") WHERE "stock_items"."manage_stock";
