ALTER TABLE "customers" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "customer_challenges" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "customer_challenges" DROP CONSTRAINT "customer_challenges_kind_check";--> statement-breakpoint
ALTER TABLE "customer_challenges" ADD CONSTRAINT "customer_challenges_kind_check" CHECK ("customer_challenges"."kind" IN ('reset_password', 'one_time_password', 'confirm_email', 'undo_email_change'));--> statement-breakpoint
-- Every existing account counts as unconfirmed; the till receipts linked to one by an address
-- nobody confirmed wait, unlinked, until its owner confirms it (then they are linked again).
UPDATE "store_orders" SET "customer_id" = NULL WHERE "customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "store_orders_unlinked_email_idx" ON "store_orders" USING btree ("customer_email") WHERE "store_orders"."customer_id" IS NULL;
