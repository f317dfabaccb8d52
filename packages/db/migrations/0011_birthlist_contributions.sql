CREATE TABLE "birth_list_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"donation_item_id" integer,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "birth_list_contributions_amount_check" CHECK ("birth_list_contributions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "birth_list_contributions" ADD CONSTRAINT "birth_list_contributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_contributions" ADD CONSTRAINT "birth_list_contributions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_list_contributions" ADD CONSTRAINT "birth_list_contributions_donation_item_id_birth_list_donation_items_id_fk" FOREIGN KEY ("donation_item_id") REFERENCES "public"."birth_list_donation_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "birth_list_contributions_order_item_idx" ON "birth_list_contributions" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "birth_list_contributions_order_idx" ON "birth_list_contributions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "birth_list_contributions_donation_idx" ON "birth_list_contributions" USING btree ("donation_item_id");
