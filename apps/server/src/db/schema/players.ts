import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { leagues, teams } from './leagues';

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Lower-cased, accent-free "firstname lastname" kept by the app: what search matches. */
    searchName: text('search_name').notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    teamId: integer('team_id').references(() => teams.id),
    position: text('position'),
    schoolYear: text('school_year'),
    heightIn: integer('height_in'),
    weightLbs: integer('weight_lbs'),
    school: text('school'),
    hometown: text('hometown'),
    jersey: text('jersey'),
    birthdate: date('birthdate'),
    bio: text('bio'),
    imageuri: text('imageuri'),
    trendingRank: integer('trending_rank'),
    fanCount: integer('fan_count').notNull().default(0),
    social: jsonb('social').$type<Record<string, string>>(),
    /**
     * Our box scores hold this player's career from its first game (decision 0032): only then is
     * a personal best a "career high". False for every imported player (a file cannot tell a
     * rookie from a veteran), so theirs are season highs.
     */
    historyComplete: boolean('history_complete').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('players_league_name_idx').on(t.leagueId, t.lastname, t.firstname),
    index('players_team_idx').on(t.teamId),
    index('players_trending_idx').on(t.trendingRank).where(sql`${t.trendingRank} is not null`),
    index('players_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // Search finds players by school ("kentucky"): lower(school) like '%kw%'.
    index('players_school_trgm_idx').using('gin', sql`lower(${t.school}) gin_trgm_ops`),
  ],
);

/** Items a player wears and uses (player page, gear tab). */
export const playerGear = pgTable(
  'player_gear',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    image: text('image'),
  },
  (t) => [index('player_gear_player_idx').on(t.playerId)],
);

/** Dated events of a player's career (timeline tab). */
export const playerTimeline = pgTable(
  'player_timeline',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    eventDate: date('event_date').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [index('player_timeline_player_idx').on(t.playerId, t.eventDate)],
);

export const spotlights = pgTable(
  'spotlights',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spotlights_window_idx').on(t.startsAt, t.endsAt)],
);

/**
 * A player's id in another source (`espn` → ESPN's athlete id), decision 0024: an import matches
 * players by it first, so a renamed player (Betnijah Laney, then Laney-Hamilton) stays one.
 */
export const playerExternalIds = pgTable(
  'player_external_ids',
  {
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.externalId] }),
    index('player_external_ids_player_idx').on(t.playerId),
  ],
);

/** Earlier slugs and names of a player (a file may still use them), decision 0024. */
export const playerAliases = pgTable(
  'player_aliases',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [index('player_aliases_player_idx').on(t.playerId)],
);
