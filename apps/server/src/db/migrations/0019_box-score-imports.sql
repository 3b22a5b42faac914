CREATE TABLE "box_score_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"upload_id" text NOT NULL,
	"owns_file" boolean DEFAULT true NOT NULL,
	"bytes" bigint NOT NULL,
	"create_missing" boolean DEFAULT false NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"result" jsonb,
	"errors" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_score_imports" ADD CONSTRAINT "box_score_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_score_imports_due_idx" ON "box_score_imports" USING btree ("id") WHERE "box_score_imports"."state" in ('queued', 'running');