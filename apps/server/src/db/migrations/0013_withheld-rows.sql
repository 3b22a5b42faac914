CREATE TABLE "withheld_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"source" text NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "withheld_rows_content_idx" ON "withheld_rows" USING btree ("content_id","source");