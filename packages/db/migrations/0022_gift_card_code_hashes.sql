ALTER TABLE "gift_cards" ALTER COLUMN "code" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_hash" text;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_last4" text;
--> statement-breakpoint
DROP INDEX IF EXISTS "gift_cards_code_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_idx" ON "gift_cards" USING btree ("code_hash");
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_code_check" CHECK (("gift_cards"."code_hash" IS NOT NULL AND "gift_cards"."code_last4" IS NOT NULL) OR "gift_cards"."code" IS NOT NULL);
