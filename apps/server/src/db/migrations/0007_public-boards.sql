ALTER TABLE "scout_boards" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "scout_notes" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "scout_boards_share_token_idx" ON "scout_boards" USING btree ("share_token");