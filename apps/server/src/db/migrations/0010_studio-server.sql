CREATE TABLE "content_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_item_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"size" bigint NOT NULL,
	"filename" text,
	"filetype" text,
	"completed_at" timestamp with time zone,
	"studio_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"creator_id" integer NOT NULL,
	"content_id" integer,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_when_ready" boolean DEFAULT false NOT NULL,
	"title" text,
	"body" text,
	"image" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"player_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"publish_at" timestamp with time zone,
	"publishedat" timestamp with time zone,
	"status_message" text,
	"video_source" text,
	"videoid" text,
	"upload_id" text,
	"duration" real,
	"stream_url" text,
	"thumbnails" jsonb,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"content_id" integer NOT NULL,
	"session" text NOT NULL,
	"user_id" text,
	"max_pct" real NOT NULL,
	"day" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "duration" real;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "stream_url" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_studio_item_id_studio_items_id_fk" FOREIGN KEY ("studio_item_id") REFERENCES "public"."studio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_content_idx" ON "content_reports" USING btree ("content_id","user_id");--> statement-breakpoint
CREATE INDEX "media_jobs_due_idx" ON "media_jobs" USING btree ("run_after") WHERE "media_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "media_jobs_item_idx" ON "media_jobs" USING btree ("studio_item_id");--> statement-breakpoint
CREATE INDEX "media_uploads_user_idx" ON "media_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "studio_items_user_idx" ON "studio_items" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "studio_items_due_idx" ON "studio_items" USING btree ("publish_at") WHERE "studio_items"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "studio_items_content_idx" ON "studio_items" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_progress_session_idx" ON "watch_progress" USING btree ("content_id","session");