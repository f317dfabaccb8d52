CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku" text NOT NULL,
	"parent_sku" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"qty" integer NOT NULL,
	"product_option" jsonb,
	"price" integer NOT NULL,
	"price_incl_tax" integer NOT NULL,
	"row_total" integer NOT NULL,
	"row_total_incl_tax" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"tax_percent" numeric(6, 2) NOT NULL,
	"discount_amount" integer NOT NULL,
	CONSTRAINT "order_items_qty_check" CHECK ("order_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"increment_id" text NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"customer_email" text NOT NULL,
	"cart_id" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"subtotal_incl_tax" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"shipping_amount" integer NOT NULL,
	"shipping_incl_tax" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"coupon_code" text,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"payment_method" text NOT NULL,
	"payment_additional_data" jsonb,
	"shipping_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_increment_id_unique" UNIQUE("increment_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_idx" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");