CREATE TABLE "play_by_play_events" (
	"game_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"period" smallint NOT NULL,
	"clock_tenths" integer NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"event" text NOT NULL,
	"shot_x" real,
	"shot_y" real,
	CONSTRAINT "play_by_play_events_game_id_seq_pk" PRIMARY KEY("game_id","seq"),
	CONSTRAINT "pbp_event_check" CHECK ("play_by_play_events"."event" in ('fg2_made','fg2_missed','fg3_made','fg3_missed','ft_made','ft_missed','oreb','dreb','ast','stl','blk','tov','foul')),
	CONSTRAINT "pbp_clock_check" CHECK ("play_by_play_events"."clock_tenths" >= 0 and "play_by_play_events"."period" >= 1)
);
--> statement-breakpoint
CREATE TABLE "play_by_play_mismatches" (
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"stat" text NOT NULL,
	"box_score" smallint NOT NULL,
	"events" smallint NOT NULL,
	CONSTRAINT "play_by_play_mismatches_game_id_player_id_stat_pk" PRIMARY KEY("game_id","player_id","stat")
);
--> statement-breakpoint
ALTER TABLE "play_by_play_events" ADD CONSTRAINT "play_by_play_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play_events" ADD CONSTRAINT "play_by_play_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play_events" ADD CONSTRAINT "play_by_play_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play_mismatches" ADD CONSTRAINT "play_by_play_mismatches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play_mismatches" ADD CONSTRAINT "play_by_play_mismatches_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pbp_player_event_idx" ON "play_by_play_events" USING btree ("player_id","event");