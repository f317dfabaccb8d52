CREATE TABLE "catalog_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file_sha256" text,
	"file_bytes" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"columns" jsonb,
	"ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"rows_applied" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"indexed" integer DEFAULT 0 NOT NULL,
	"images_stored" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalog_import_jobs_state_check" CHECK ("state" IN ('received', 'validating', 'applying', 'indexing', 'done', 'rejected', 'failed')),
	CONSTRAINT "catalog_import_jobs_format_check" CHECK ("format" IN ('csv', 'json'))
);
--> statement-breakpoint
CREATE INDEX "catalog_import_jobs_created_idx" ON "catalog_import_jobs" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE TABLE "catalog_import_rejects" (
	"job_id" integer NOT NULL REFERENCES "catalog_import_jobs"("id") ON DELETE CASCADE,
	"line" integer NOT NULL,
	"sku" text,
	"problems" jsonb NOT NULL,
	"fields" jsonb,
	PRIMARY KEY ("job_id", "line")
);
--> statement-breakpoint
CREATE INDEX "product_texts_url_key_idx" ON "product_texts" USING btree ("store_code", "url_key");
