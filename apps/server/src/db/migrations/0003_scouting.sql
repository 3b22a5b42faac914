CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"league_id" integer,
	"interval_code" text NOT NULL,
	"filter" jsonb NOT NULL,
	"sort" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_board_items" (
	"board_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "scout_board_items_board_id_player_id_pk" PRIMARY KEY("board_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "scout_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_notes" (
	"user_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"grade" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scout_notes_user_id_player_id_pk" PRIMARY KEY("user_id","player_id"),
	CONSTRAINT "scout_notes_grade_ck" CHECK ("scout_notes"."grade" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_board_items" ADD CONSTRAINT "scout_board_items_board_id_scout_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scout_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_board_items" ADD CONSTRAINT "scout_board_items_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_boards" ADD CONSTRAINT "scout_boards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_notes" ADD CONSTRAINT "scout_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_notes" ADD CONSTRAINT "scout_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_filters_user_idx" ON "saved_filters" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scout_board_items_order_idx" ON "scout_board_items" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "scout_boards_user_idx" ON "scout_boards" USING btree ("user_id","created_at");