CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint,
	"roles" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_roles_check" CHECK (cardinality("roles") > 0 AND "roles" <@ ARRAY['owner','catalogue','orders_returns','customer_service','content_reviews']::text[])
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree (lower("email"));
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_sessions_stage_check" CHECK ("stage" IN ('second_factor', 'signed_in'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_idx" ON "operator_sessions" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");
--> statement-breakpoint
CREATE TABLE "operator_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"key_hash" text NOT NULL,
	"role" text NOT NULL,
	"source" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_keys_role_check" CHECK ("role" IN ('owner','catalogue','orders_returns','customer_service','content_reviews')),
	CONSTRAINT "operator_keys_source_check" CHECK ("source" IN ('setting', 'made'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_keys_label_idx" ON "operator_keys" USING btree ("label");
--> statement-breakpoint
CREATE INDEX "operator_keys_hash_idx" ON "operator_keys" USING btree ("key_hash");
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"operator_id" integer REFERENCES "operators"("id") ON DELETE SET NULL,
	"operator_key_id" integer REFERENCES "operator_keys"("id") ON DELETE SET NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "operator_audit_entity_idx" ON "operator_audit" USING btree ("entity_type", "entity_id");
