CREATE TABLE "big_games" (
	"id" integer PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_date" date NOT NULL,
	"reasons" text[] NOT NULL,
	"game_score" real NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "big_games" ADD CONSTRAINT "big_games_id_player_game_stats_id_fk" FOREIGN KEY ("id") REFERENCES "public"."player_game_stats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_games" ADD CONSTRAINT "big_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_games" ADD CONSTRAINT "big_games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_games" ADD CONSTRAINT "big_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "big_games_date_idx" ON "big_games" USING btree ("game_date","id");--> statement-breakpoint
CREATE INDEX "big_games_league_date_idx" ON "big_games" USING btree ("league_id","game_date","id");--> statement-breakpoint
CREATE INDEX "big_games_player_date_idx" ON "big_games" USING btree ("player_id","game_date","id");--> statement-breakpoint
CREATE INDEX "big_games_detected_idx" ON "big_games" USING btree ("detected_at");