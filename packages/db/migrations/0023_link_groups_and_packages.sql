ALTER TABLE "products" ADD COLUMN "is_package" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "link_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "link_groups_type_check" CHECK ("link_groups"."type" IN ('colour', 'frame', 'set'))
);
--> statement-breakpoint
CREATE TABLE "link_group_members" (
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"swatch" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_group_members_group_id_product_id_pk" PRIMARY KEY("group_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "link_group_members" ADD CONSTRAINT "link_group_members_group_id_link_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."link_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "link_group_members" ADD CONSTRAINT "link_group_members_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "link_group_members_product_idx" ON "link_group_members" USING btree ("product_id");
