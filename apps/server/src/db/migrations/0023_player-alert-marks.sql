CREATE TABLE "player_alert_marks" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"projection_pts" double precision,
	"projection_half" double precision,
	"projection_as_of" date,
	"value" integer,
	"value_as_of" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_alert_marks" ADD CONSTRAINT "player_alert_marks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;