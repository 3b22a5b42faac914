CREATE TABLE "player_social_following" (
	"player_id" integer NOT NULL,
	"platform" text NOT NULL,
	"followers" integer NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_social_following_player_id_platform_pk" PRIMARY KEY("player_id","platform")
);
--> statement-breakpoint
CREATE TABLE "player_values" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"value" integer NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"week_ago" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_social_following" ADD CONSTRAINT "player_social_following_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_values" ADD CONSTRAINT "player_values_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_values_value_idx" ON "player_values" USING btree ("value" desc);