CREATE TABLE "stats_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "stats_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statement-level, so a 1,200-line import moves the counter once. Only the columns the stats
-- datasets show count on players (a follow's fan_count does not).
CREATE OR REPLACE FUNCTION "bump_stats_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stats_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "player_game_stats_stats_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player_game_stats" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stats_version"();
--> statement-breakpoint
CREATE TRIGGER "players_stats_version" AFTER INSERT OR DELETE OR TRUNCATE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stats_version"();
--> statement-breakpoint
CREATE TRIGGER "players_update_stats_version" AFTER UPDATE OF "slug", "firstname", "lastname", "imageuri", "team_id", "league_id", "position", "school_year", "height_in", "weight_lbs" ON "players" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stats_version"();
--> statement-breakpoint
CREATE TRIGGER "teams_stats_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stats_version"();
--> statement-breakpoint
CREATE TRIGGER "seasons_stats_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stats_version"();
