CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"store_code" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone,
	CONSTRAINT "form_submissions_status_check" CHECK ("form_submissions"."status" IN ('pending', 'forwarded', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_submission_idx" ON "form_submissions" USING btree ("submission_id");
--> statement-breakpoint
CREATE INDEX "form_submissions_due_idx" ON "form_submissions" USING btree ("next_attempt_at") WHERE "form_submissions"."status" = 'pending';
--> statement-breakpoint
CREATE TABLE "contact_tokens_used" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_tokens_used_expires_idx" ON "contact_tokens_used" USING btree ("expires_at");
