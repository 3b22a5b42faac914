CREATE TABLE "projection_backtests" (
	"league_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"request_seq" bigint DEFAULT 1 NOT NULL,
	"done_seq" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"computed_at" timestamp with time zone,
	"as_of_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "projection_backtests_league_id_season_id_pk" PRIMARY KEY("league_id","season_id")
);
--> statement-breakpoint
ALTER TABLE "projection_backtests" ADD CONSTRAINT "projection_backtests_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_backtests" ADD CONSTRAINT "projection_backtests_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projection_backtests_due_idx" ON "projection_backtests" USING btree ("lease_until") WHERE "projection_backtests"."state" in ('due', 'running');