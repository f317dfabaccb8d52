CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"swatch" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"input" text NOT NULL,
	"label" jsonb NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"is_searchable" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_comparable" boolean DEFAULT false NOT NULL,
	"is_user_defined" boolean DEFAULT true NOT NULL,
	"is_configurable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attributes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bundle_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_selections" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"sku" text NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"can_change_qty" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"store_id" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"include_in_menu" boolean NOT NULL,
	"product_count" integer NOT NULL,
	"url_path" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "catalog_categories_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"store_id" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"visibility" smallint NOT NULL,
	"status" smallint NOT NULL,
	"is_in_stock" boolean NOT NULL,
	"price" integer NOT NULL,
	"name" text NOT NULL,
	"url_path" text NOT NULL,
	"category_ids" integer[] NOT NULL,
	"positions" jsonb NOT NULL,
	"facet_terms" text[] NOT NULL,
	"child_skus" text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"price_valid_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "catalog_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"path" text NOT NULL,
	"level" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"display_mode" text DEFAULT 'PRODUCTS' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_texts" (
	"category_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"description" text,
	CONSTRAINT "category_texts_category_id_store_code_pk" PRIMARY KEY("category_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" integer NOT NULL,
	"store_code" text NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_pages_id_store_code_pk" PRIMARY KEY("id","store_code")
);
--> statement-breakpoint
CREATE TABLE "custom_option_values" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"price" integer NOT NULL,
	"price_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tax_class_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"linked_sku" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"qty" integer,
	CONSTRAINT "product_links_product_id_link_type_linked_sku_pk" PRIMARY KEY("product_id","link_type","linked_sku")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"file" text NOT NULL,
	"label" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"video_id" text,
	"video_url" text
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text,
	"url_key" text NOT NULL,
	CONSTRAINT "product_texts_product_id_store_code_pk" PRIMARY KEY("product_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"parent_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"visibility" smallint DEFAULT 4 NOT NULL,
	"tax_class_id" integer NOT NULL,
	"price" integer NOT NULL,
	"special_price" integer,
	"special_from_date" timestamp with time zone,
	"special_to_date" timestamp with time zone,
	"advice_price" integer,
	"news_from_date" timestamp with time zone,
	"news_to_date" timestamp with time zone,
	"ean_code" text,
	"os_barcode" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"configurable_attributes" text[],
	"hide_add_to_cart_button" boolean DEFAULT false NOT NULL,
	"is_gift_card" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"store_id" smallint NOT NULL,
	"word" text NOT NULL,
	"frequency" integer NOT NULL,
	"initial" text NOT NULL,
	"length" smallint NOT NULL,
	CONSTRAINT "search_lexicon_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
CREATE TABLE "shop_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"code" text NOT NULL,
	"country_id" text NOT NULL,
	"region_name" text DEFAULT '*' NOT NULL,
	"tax_region_id" integer DEFAULT 0 NOT NULL,
	"rate" numeric(8, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_tax_class_ids" integer[] NOT NULL,
	"customer_tax_class_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"request_path" text NOT NULL,
	"target_path" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer,
	"redirect_type" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_options" ADD CONSTRAINT "bundle_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selections" ADD CONSTRAINT "bundle_selections_option_id_bundle_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bundle_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_texts" ADD CONSTRAINT "category_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option_values" ADD CONSTRAINT "custom_option_values_option_id_custom_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."custom_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_options" ADD CONSTRAINT "custom_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_rule_id_tax_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."tax_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_prices" ADD CONSTRAINT "tier_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_options_attribute_idx" ON "attribute_options" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "bundle_options_product_idx" ON "bundle_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundle_selections_option_idx" ON "bundle_selections" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "catalog_categories_parent_idx" ON "catalog_categories" USING btree ("store_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_sku_idx" ON "catalog_products" USING btree ("store_id","sku");--> statement-breakpoint
CREATE INDEX "catalog_products_url_idx" ON "catalog_products" USING btree ("store_id","url_path");--> statement-breakpoint
CREATE INDEX "catalog_products_categories_idx" ON "catalog_products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "catalog_products_facets_idx" ON "catalog_products" USING gin ("facet_terms");--> statement-breakpoint
CREATE INDEX "catalog_products_child_skus_idx" ON "catalog_products" USING gin ("child_skus");--> statement-breakpoint
CREATE INDEX "catalog_products_search_idx" ON "catalog_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "catalog_products_price_valid_idx" ON "catalog_products" USING btree ("price_valid_until");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_texts_url_path_idx" ON "category_texts" USING btree ("store_code","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_identifier_idx" ON "cms_pages" USING btree ("store_code","identifier");--> statement-breakpoint
CREATE INDEX "custom_option_values_option_idx" ON "custom_option_values" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "custom_options_product_idx" ON "custom_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_ean_idx" ON "products" USING btree ("ean_code");--> statement-breakpoint
CREATE INDEX "search_lexicon_lookup_idx" ON "search_lexicon" USING btree ("store_id","initial","length");--> statement-breakpoint
CREATE INDEX "stock_items_product_idx" ON "stock_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "tier_prices_product_idx" ON "tier_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrites_request_idx" ON "url_rewrites" USING btree ("store_code","request_path");