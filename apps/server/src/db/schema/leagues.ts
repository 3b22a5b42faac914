import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
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
