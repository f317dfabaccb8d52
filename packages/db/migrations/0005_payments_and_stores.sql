CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"service_code" text NOT NULL,
	"issuer" text,
	"transaction_key" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"status_code" integer,
	"redirect_url" text,
	"instructions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'paid', 'canceled', 'failed', 'rejected')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"store_code" text NOT NULL,
	"sku" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_stock_store_code_sku_pk" PRIMARY KEY("store_code","sku"),
	CONSTRAINT "store_stock_qty_check" CHECK ("store_stock"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_id" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_pickup_location" boolean DEFAULT true NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_transactions" (
	"key" text PRIMARY KEY NOT NULL,
	"website_key" text NOT NULL,
	"service_code" text NOT NULL,
	"invoice" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"culture" text DEFAULT 'nl-NL' NOT NULL,
	"issuer" text,
	"status_code" integer NOT NULL,
	"return_url" text NOT NULL,
	"return_url_cancel" text NOT NULL,
	"return_url_error" text NOT NULL,
	"return_url_reject" text NOT NULL,
	"push_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_hash" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_location_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_taken" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_key_idx" ON "payments" USING btree ("transaction_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_pending_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "store_stock_sku_idx" ON "store_stock" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "stores_country_idx" ON "stores" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_hash_idx" ON "orders" USING btree ("order_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" IN ('pending', 'paid', 'canceled', 'failed', 'not_required'));