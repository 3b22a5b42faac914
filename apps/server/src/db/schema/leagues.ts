import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Organizations of spec §3 ("League"). `name` is the short code (nba, ncaam, ncaawb ...). */
export const leagues = pgTable('leagues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** 'pro' or 'college': school_year (Class) only applies to college leagues. */
  level: text('level').notNull(),
  logo: text('logo'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    label: text('label').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [
    uniqueIndex('seasons_league_label_uq').on(t.leagueId, t.label),
    index('seasons_current_idx').on(t.leagueId).where(sql`${t.isCurrent}`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    logo: text('logo'),
  },
  (t) => [uniqueIndex('teams_league_name_uq').on(t.leagueId, t.name)],
);

/** A team's id in another source (`espn` → ESPN's team id), decision 0024. */
export const teamExternalIds = pgTable(
  'team_external_ids',
  {
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.externalId] }),
    index('team_external_ids_team_idx').on(t.teamId),
  ],
);

/**
 * The catalogue of leagues Hoopdex knows how to read (decision 0031): how a league plays, names
 * its seasons and qualifies its leaders. `slug` is a `leagues.name`; a catalogue entry may exist
 * before its league row (an import with create_missing makes the row from it). Seeded by the
 * migration with `knownLeagues` (packages/contract); an admin adds more.
 */
export const leagueCatalogue = pgTable('league_catalogue', {
  slug: text('slug').primaryKey(),
  displayName: text('display_name').notNull(),
  /** 'pro' or 'college'. */
  level: text('level').notNull(),
  /** 'men' or 'women'. */
  gender: text('gender').notNull(),
  periods: integer('periods').notNull(),
  periodMinutes: integer('period_minutes').notNull(),
  /** 'single-year' (`2024`, the WNBA) or 'cross-year' (`2024-25`). */
  seasonStyle: text('season_style').notNull(),
  /** Leaders: share of the team's games played, and made shots per team game for a percentage. */
  qualifyGamesShare: doublePrecision('qualify_games_share').notNull(),
  qualifyFgmPerGame: doublePrecision('qualify_fgm_per_game').notNull(),
  qualifyThreePmPerGame: doublePrecision('qualify_three_pm_per_game').notNull(),
  qualifyFtmPerGame: doublePrecision('qualify_ftm_per_game').notNull(),
  /** Where the league publishes that rule (a URL or a citation), shown with it. */
  qualificationSource: text('qualification_source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
