CREATE TABLE "value_board" (
	"season_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"as_of" date NOT NULL,
	"value" integer NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"week_ago" integer,
	"season_lines" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "value_board_season_id_player_id_pk" PRIMARY KEY("season_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "value_board" ADD CONSTRAINT "value_board_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_board" ADD CONSTRAINT "value_board_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "value_board_season_value_idx" ON "value_board" USING btree ("season_id","value" desc);