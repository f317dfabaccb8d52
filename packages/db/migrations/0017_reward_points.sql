CREATE TABLE "reward_balances" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_balances_points_check" CHECK ("reward_balances"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reward_balances" ADD CONSTRAINT "reward_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer,
	"order_increment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_entries_points_check" CHECK ("reward_entries"."points" <> 0),
	CONSTRAINT "reward_entries_reason_check" CHECK ("reward_entries"."reason" IN ('earned', 'taken_back', 'spent', 'given_back', 'expired', 'adjusted'))
);
--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_reason_reference_idx" ON "reward_entries" USING btree ("reason","reference");
--> statement-breakpoint
CREATE INDEX "reward_entries_customer_idx" ON "reward_entries" USING btree ("customer_id","id");
--> statement-breakpoint
CREATE TABLE "reward_cart_points" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_cart_points_points_check" CHECK ("reward_cart_points"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "reward_cart_points" ADD CONSTRAINT "reward_cart_points_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_cart_points" ADD CONSTRAINT "reward_cart_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
