CREATE TABLE "store_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" text NOT NULL,
	"receipt_hash" text NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"customer_email" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"subtotal_incl_tax" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_order_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"price" integer NOT NULL,
	"price_incl_tax" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"row_total" integer NOT NULL,
	"row_total_incl_tax" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"tax_percent" numeric(6, 2) NOT NULL,
	CONSTRAINT "store_order_items_qty_check" CHECK ("store_order_items"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_receipt_idx" ON "store_orders" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "store_orders_customer_idx" ON "store_orders" USING btree ("customer_id","purchased_at");--> statement-breakpoint
CREATE INDEX "store_order_items_order_idx" ON "store_order_items" USING btree ("store_order_id");--> statement-breakpoint
CREATE INDEX "products_os_barcode_idx" ON "products" USING btree ("os_barcode");
