-- The catalogue's change log for the search index each shop process keeps in memory: every run
-- of the indexer writes one row in its own transaction (the product ids it rewrote, or none for
-- a full run), stamped with that transaction's id. A process asks for the rows of transactions
-- at or after the oldest one still running when it last asked, so a row committed late by a
-- transaction that started early is still seen. Rows older than a day are removed by the
-- indexer; the id of the newest removed transaction is kept, and a process that last asked
-- before it loads its index anew.
CREATE TABLE IF NOT EXISTS "catalog_index_changes" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
  "product_ids" integer[],
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_index_changes_xid_idx" ON "catalog_index_changes" ("xid");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "catalog_index_pruned" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
  "through_xid" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "catalog_index_pruned_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_index_pruned" ("id", "through_xid") VALUES (1, 0) ON CONFLICT DO NOTHING;
