ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment" jsonb;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" IN ('pending', 'paid', 'canceled', 'failed', 'not_required', 'refunded'));
--> statement-breakpoint
CREATE INDEX "orders_list_created_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_idx" ON "orders" USING btree ("payment_status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_code", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "orders_shipping_method_created_idx" ON "orders" USING btree ("shipping_method_code", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "orders_pickup_created_idx" ON "orders" USING btree ("pickup_location_code", "created_at" DESC) WHERE "pickup_location_code" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("increment_id" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("customer_email") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_lastname_prefix_idx" ON "orders" USING btree (lower("billing_address"->>'lastname') text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_fullname_prefix_idx" ON "orders" USING btree (lower(("billing_address"->>'firstname') || ' ' || ("billing_address"->>'lastname')) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree (("data"->>'orderNumber')) WHERE "data" ? 'orderNumber';
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"request_key" text NOT NULL,
	"kind" text NOT NULL,
	"return_id" integer REFERENCES "order_returns"("id") ON DELETE SET NULL,
	"lines" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"provider_amount" integer NOT NULL,
	"credits_amount" integer NOT NULL,
	"payment_id" integer REFERENCES "payments"("id") ON DELETE SET NULL,
	"transaction_key" text,
	"state" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "order_refunds_kind_check" CHECK ("kind" IN ('full', 'lines')),
	CONSTRAINT "order_refunds_state_check" CHECK ("state" IN ('pending', 'done', 'refused')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("amount" >= 0 AND "provider_amount" >= 0 AND "credits_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_idx" ON "order_refunds" USING btree ("order_id", "request_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_pending_idx" ON "order_refunds" USING btree ("order_id") WHERE "state" = 'pending';
--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "reject_reason" text;
--> statement-breakpoint
ALTER TABLE "test_payment_transactions" ADD COLUMN "original_key" text;
--> statement-breakpoint
CREATE INDEX "test_payment_transactions_original_idx" ON "test_payment_transactions" USING btree ("original_key") WHERE "original_key" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "payment_pushes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_key" text NOT NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE CASCADE,
	"status_code" integer NOT NULL,
	"verdict" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_pushes_verdict_check" CHECK ("verdict" IN ('applied', 'unknown', 'mismatch'))
);
--> statement-breakpoint
CREATE INDEX "payment_pushes_order_idx" ON "payment_pushes" USING btree ("order_id", "id");
