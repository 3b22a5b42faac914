CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"level" text NOT NULL,
	"logo" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leagues_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"label" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"logo" text
);
--> statement-breakpoint
CREATE TABLE "player_gear" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "player_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"search_name" text NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer,
	"position" text,
	"school_year" text,
	"height_in" integer,
	"weight_lbs" integer,
	"school" text,
	"hometown" text,
	"jersey" text,
	"birthdate" date,
	"bio" text,
	"imageuri" text,
	"trending_rank" integer,
	"fan_count" integer DEFAULT 0 NOT NULL,
	"social" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "spotlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"headline" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"game_date" date NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"home_score" smallint NOT NULL,
	"away_score" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_game_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer,
	"league_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"game_date" date NOT NULL,
	"minutes" smallint NOT NULL,
	"pts" smallint NOT NULL,
	"ast" smallint NOT NULL,
	"oreb" smallint NOT NULL,
	"dreb" smallint NOT NULL,
	"reb" smallint NOT NULL,
	"st" smallint NOT NULL,
	"blks" smallint NOT NULL,
	"turnovers" smallint NOT NULL,
	"fouls" smallint NOT NULL,
	"fgm" smallint NOT NULL,
	"fga" smallint NOT NULL,
	"ftm" smallint NOT NULL,
	"fta" smallint NOT NULL,
	"three_pm" smallint NOT NULL,
	"three_pa" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"displayname" text NOT NULL,
	"profile_key" text NOT NULL,
	"search_name" text NOT NULL,
	"image" text,
	"bio" text,
	"label" text,
	"player_id" integer,
	"fan_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creators_profile_key_unique" UNIQUE("profile_key")
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"cardimage" text,
	"description" text,
	"shortdescription" text,
	"longdescription" text,
	"creator_id" integer,
	"fan_count" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shows_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"creator_id" integer NOT NULL,
	"creator_type" text NOT NULL,
	"show_id" integer,
	"publishedat" timestamp with time zone NOT NULL,
	"title" text,
	"search_title" text DEFAULT '' NOT NULL,
	"image" text,
	"videoid" text,
	"video_source" text,
	"playlistid" integer,
	"hashtags" text,
	"channellogo" text,
	"body" text,
	"featured" boolean DEFAULT false NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_players" (
	"content_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "content_players_content_id_player_id_pk" PRIMARY KEY("content_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"playlist_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "playlist_items_playlist_id_content_id_pk" PRIMARY KEY("playlist_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"featured" boolean DEFAULT false NOT NULL,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"draftposition" integer NOT NULL,
	"player_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"school" text,
	"imageuri" text
);
--> statement-breakpoint
CREATE TABLE "draft_years" (
	"year" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jwks" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'fan' NOT NULL,
	"slug" text,
	"player_id" integer,
	"creator_id" integer,
	"instagram" text,
	"youtube" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" text,
	"guest_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" text NOT NULL,
	"follow_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_follow_type_target_id_pk" PRIMARY KEY("user_id","follow_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" text NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_gear" ADD CONSTRAINT "player_gear_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_timeline" ADD CONSTRAINT "player_timeline_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotlights" ADD CONSTRAINT "spotlights_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_players" ADD CONSTRAINT "content_players_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_players" ADD CONSTRAINT "content_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_year_draft_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."draft_years"("year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_league_label_uq" ON "seasons" USING btree ("league_id","label");--> statement-breakpoint
CREATE INDEX "seasons_current_idx" ON "seasons" USING btree ("league_id") WHERE "seasons"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "teams_league_name_uq" ON "teams" USING btree ("league_id","name");--> statement-breakpoint
CREATE INDEX "player_gear_player_idx" ON "player_gear" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_timeline_player_idx" ON "player_timeline" USING btree ("player_id","event_date");--> statement-breakpoint
CREATE INDEX "players_league_name_idx" ON "players" USING btree ("league_id","lastname","firstname");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "players_trending_idx" ON "players" USING btree ("trending_rank") WHERE "players"."trending_rank" is not null;--> statement-breakpoint
CREATE INDEX "players_search_trgm_idx" ON "players" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spotlights_window_idx" ON "spotlights" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "games_season_date_idx" ON "games" USING btree ("season_id","game_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pgs_player_game_uq" ON "player_game_stats" USING btree ("player_id","game_id");--> statement-breakpoint
CREATE INDEX "pgs_player_date_idx" ON "player_game_stats" USING btree ("player_id","game_date");--> statement-breakpoint
CREATE INDEX "pgs_season_player_idx" ON "player_game_stats" USING btree ("season_id","player_id");--> statement-breakpoint
CREATE INDEX "pgs_league_date_idx" ON "player_game_stats" USING btree ("league_id","game_date");--> statement-breakpoint
CREATE INDEX "creators_type_idx" ON "creators" USING btree ("type");--> statement-breakpoint
CREATE INDEX "creators_player_idx" ON "creators" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "creators_search_trgm_idx" ON "creators" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shows_creator_idx" ON "shows" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "content_feed_idx" ON "content_items" USING btree ("publishedat" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_type_feed_idx" ON "content_items" USING btree ("content_type","publishedat" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_creator_idx" ON "content_items" USING btree ("creator_id","publishedat" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_show_idx" ON "content_items" USING btree ("show_id","publishedat" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_videoid_idx" ON "content_items" USING btree ("videoid");--> statement-breakpoint
CREATE INDEX "content_featured_idx" ON "content_items" USING btree ("publishedat" DESC NULLS LAST) WHERE "content_items"."featured";--> statement-breakpoint
CREATE INDEX "content_search_trgm_idx" ON "content_items" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_players_player_idx" ON "content_players" USING btree ("player_id","content_id");--> statement-breakpoint
CREATE INDEX "playlist_items_order_idx" ON "playlist_items" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "playlists_featured_idx" ON "playlists" USING btree ("featured");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_year_position_uq" ON "draft_picks" USING btree ("year","draftposition");--> statement-breakpoint
CREATE INDEX "draft_picks_player_idx" ON "draft_picks" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_slug_idx" ON "users" USING btree ("slug") WHERE "users"."slug" is not null;--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "comments_content_idx" ON "comments" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("follow_type","target_id");--> statement-breakpoint
CREATE INDEX "likes_content_idx" ON "likes" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "video_views_content_idx" ON "video_views" USING btree ("content_id","viewed_at");