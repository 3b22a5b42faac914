ALTER TABLE "game_films" ADD COLUMN "read_region" jsonb;--> statement-breakpoint
ALTER TABLE "game_films" ADD COLUMN "region_found" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_films" ADD COLUMN "ocr_seen" jsonb DEFAULT '[]'::jsonb NOT NULL;