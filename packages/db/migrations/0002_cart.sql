CREATE TABLE "cart_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"sku" text NOT NULL,
	"parent_sku" text NOT NULL,
	"product_type" text NOT NULL,
	"qty" integer NOT NULL,
	"product_option" jsonb,
	"options_checksum" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty_check" CHECK ("cart_items"."qty" > 0 AND "cart_items"."qty" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"store_code" text NOT NULL,
	"coupon_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"payment_method" text,
	"payment_additional_data" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"group_id" integer DEFAULT 1 NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sales_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_rules_coupon_code_unique" UNIQUE("coupon_code"),
	CONSTRAINT "sales_rules_kind_check" CHECK ("sales_rules"."kind" IN ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "sales_rules_amount_check" CHECK ("sales_rules"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_identity_idx" ON "cart_items" USING btree ("cart_id","sku","options_checksum");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_active_idx" ON "carts" USING btree ("customer_id","store_code") WHERE "carts"."active" AND "carts"."customer_id" IS NOT NULL;--> statement-breakpoint
-- The demo coupons of the cart contract. Amounts: whole percent or cents incl. tax.
INSERT INTO "sales_rules" ("coupon_code", "name", "kind", "amount", "min_subtotal", "from_date", "to_date", "usage_limit", "times_used") VALUES
	('WELKOM10', '10 % welcome discount', 'percent', 10, 0, NULL, NULL, NULL, 0),
	('KORTING5', '€ 5 off from € 25', 'fixed', 500, 2500, NULL, NULL, NULL, 0),
	('GRATISVERZENDING', 'Free shipping', 'free_shipping', 0, 0, NULL, NULL, NULL, 0),
	('VERLOPEN', 'Expired campaign', 'percent', 15, 0, '2025-01-01T00:00:00+01:00', '2025-02-01T00:00:00+01:00', NULL, 0),
	('OP', 'Used-up campaign', 'fixed', 1000, 0, NULL, NULL, 100, 100)
ON CONFLICT ("coupon_code") DO NOTHING;
