CREATE TABLE "league_catalogue" (
	"slug" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"level" text NOT NULL,
	"gender" text NOT NULL,
	"periods" integer NOT NULL,
	"period_minutes" integer NOT NULL,
	"season_style" text NOT NULL,
	"qualify_games_share" double precision NOT NULL,
	"qualify_fgm_per_game" double precision NOT NULL,
	"qualify_three_pm_per_game" double precision NOT NULL,
	"qualify_ftm_per_game" double precision NOT NULL,
	"qualification_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"keep_id" integer NOT NULL,
	"merged_id" integer NOT NULL,
	"merged_player" jsonb NOT NULL,
	"keep_search_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_merges" ADD CONSTRAINT "player_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The five known leagues (knownLeagues in packages/contract/src/league-catalogue.ts, decision
-- 0031); league-catalogue.test.ts holds these rows equal to the constants.
INSERT INTO "league_catalogue" ("slug", "display_name", "level", "gender", "periods", "period_minutes", "season_style", "qualify_games_share", "qualify_fgm_per_game", "qualify_three_pm_per_game", "qualify_ftm_per_game", "qualification_source") VALUES
  ('nba', 'NBA', 'pro', 'men', 4, 12, 'cross-year', 0.7, 3.658536585365854, 1, 1.524390243902439, 'https://stats.nba.com/help/statistical_minimums (rules since 2013-14)'),
  ('gleague', 'G League', 'pro', 'men', 4, 12, 'cross-year', 0.7, 3.658536585365854, 1, 1.524390243902439, 'NBA per-game minimums (stats.nba.com/help/statistical_minimums)'),
  ('ncaam', 'NCAA Men', 'college', 'men', 2, 20, 'cross-year', 0.75, 5, 2.5, 2.5, 'NCAA Division I statistics policy (ncaa.org, statistics)'),
  ('ncaaw', 'NCAA Women', 'college', 'women', 4, 10, 'cross-year', 0.75, 5, 2.5, 2.5, 'NCAA Division I statistics policy (ncaa.org, statistics)'),
  ('wnba', 'WNBA', 'pro', 'women', 4, 10, 'single-year', 0.7, 3.658536585365854, 1, 1.524390243902439, 'No published minimum; NBA per-game minimums as on wnba.com/stats boards');
