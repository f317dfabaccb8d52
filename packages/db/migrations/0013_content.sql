CREATE TABLE "content_stories" (
	"id" bigint PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"full_slug" text NOT NULL,
	"lang" text DEFAULT 'default' NOT NULL,
	"group_id" text,
	"tag_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_type" text NOT NULL,
	"content" jsonb,
	"draft_content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	CONSTRAINT "content_stories_full_slug_check" CHECK ("content_stories"."full_slug" <> '' AND left("content_stories"."full_slug", 1) <> '/' AND right("content_stories"."full_slug", 1) <> '/')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_stories_uuid_idx" ON "content_stories" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "content_stories_full_slug_idx" ON "content_stories" USING btree ("full_slug");--> statement-breakpoint
CREATE INDEX "content_stories_group_idx" ON "content_stories" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "content_stories_type_idx" ON "content_stories" USING btree ("content_type","first_published_at");
