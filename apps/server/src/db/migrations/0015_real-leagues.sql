CREATE TABLE "team_external_ids" (
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "team_external_ids_source_external_id_pk" PRIMARY KEY("source","external_id")
);
--> statement-breakpoint
CREATE TABLE "player_aliases" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"player_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_external_ids" (
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "player_external_ids_source_external_id_pk" PRIMARY KEY("source","external_id")
);
--> statement-breakpoint
ALTER TABLE "team_external_ids" ADD CONSTRAINT "team_external_ids_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_aliases" ADD CONSTRAINT "player_aliases_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_external_ids" ADD CONSTRAINT "player_external_ids_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_external_ids_team_idx" ON "team_external_ids" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "player_aliases_player_idx" ON "player_aliases" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_external_ids_player_idx" ON "player_external_ids" USING btree ("player_id");