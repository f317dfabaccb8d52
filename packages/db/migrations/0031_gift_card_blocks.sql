ALTER TABLE "gift_cards" ADD COLUMN "blocked_at" timestamp with time zone;
