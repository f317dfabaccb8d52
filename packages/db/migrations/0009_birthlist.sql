CREATE TABLE "birth_list_donation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"birth_list_id" integer NOT NULL,
	"title" text NOT NULL,
	"target_amount" integer NOT NULL,
	"contributed_amount" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birth_list_donation_items_amount_check" CHECK ("birth_list_donation_items"."target_amount" >= 1 AND "birth_list_donation_items"."contributed_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "birth_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"birth_list_id" integer NOT NULL,
	"sku" text NOT NULL,
	"line_sku" text NOT NULL,
	"product_option" jsonb,
	"options_checksum" text DEFAULT '' NOT NULL,
	"qty_wanted" integer DEFAULT 1 NOT NULL,
	"qty_bought" integer DEFAULT 0 NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birth_list_items_qty_check" CHECK ("birth_list_items"."qty_wanted" >= 1 AND "birth_list_items"."qty_wanted" <= 10000 AND "birth_list_items"."qty_bought" >= 0 AND "birth_list_items"."qty_bought" <= "birth_list_items"."qty_wanted")
);
--> statement-breakpoint
CREATE TABLE "birth_list_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"birth_list_item_id" integer,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "birth_list_purchases_qty_check" CHECK ("birth_list_purchases"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "birth_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"display_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expected_date" text NOT NULL,
	"url_key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birth_lists_url_key_check" CHECK ("birth_lists"."url_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "birth_list_donation_items" ADD CONSTRAINT "birth_list_donation_items_birth_list_id_birth_lists_id_fk" FOREIGN KEY ("birth_list_id") REFERENCES "public"."birth_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_items" ADD CONSTRAINT "birth_list_items_birth_list_id_birth_lists_id_fk" FOREIGN KEY ("birth_list_id") REFERENCES "public"."birth_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_purchases" ADD CONSTRAINT "birth_list_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_purchases" ADD CONSTRAINT "birth_list_purchases_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_purchases" ADD CONSTRAINT "birth_list_purchases_birth_list_item_id_birth_list_items_id_fk" FOREIGN KEY ("birth_list_item_id") REFERENCES "public"."birth_list_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_lists" ADD CONSTRAINT "birth_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "birth_list_donation_items_list_idx" ON "birth_list_donation_items" USING btree ("birth_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "birth_list_items_identity_idx" ON "birth_list_items" USING btree ("birth_list_id","line_sku","options_checksum");--> statement-breakpoint
CREATE UNIQUE INDEX "birth_list_purchases_order_item_idx" ON "birth_list_purchases" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "birth_list_purchases_order_idx" ON "birth_list_purchases" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "birth_lists_url_key_idx" ON "birth_lists" USING btree ("url_key");--> statement-breakpoint
CREATE UNIQUE INDEX "birth_lists_customer_active_idx" ON "birth_lists" USING btree ("customer_id") WHERE "birth_lists"."active";--> statement-breakpoint
CREATE INDEX "birth_lists_customer_idx" ON "birth_lists" USING btree ("customer_id","id");