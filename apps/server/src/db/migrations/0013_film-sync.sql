CREATE TABLE "game_films" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"studio_item_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"message" text,
	"clock_region" jsonb,
	"sync_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frames_sampled" integer,
	"frames_read" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_jobs" ADD COLUMN "kind" text DEFAULT 'transcode' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "game_films" ADD CONSTRAINT "game_films_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_films" ADD CONSTRAINT "game_films_studio_item_id_studio_items_id_fk" FOREIGN KEY ("studio_item_id") REFERENCES "public"."studio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_films_item_idx" ON "game_films" USING btree ("studio_item_id");