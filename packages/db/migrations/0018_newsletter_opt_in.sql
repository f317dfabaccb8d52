ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_nonce" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "subscribed_at";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" IN ('pending', 'active'));--> statement-breakpoint
ALTER TABLE "sales_rules" ADD COLUMN "email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rules_email_idx" ON "sales_rules" USING btree ("email") WHERE "sales_rules"."email" IS NOT NULL;
