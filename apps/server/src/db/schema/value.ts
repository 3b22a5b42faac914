import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { seasons } from './leagues';
import { players } from './players';

// Hoopdex Value (decision 0030).

/**
 * The social following a player reports in the player portal, per platform. Self-reported until
 * an admin verifies it (`verified`); a new count from the player makes it self-reported again.
 */
export const playerSocialFollowing = pgTable(
  'player_social_following',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** SocialPlatform of the contract: instagram, tiktok, x. */
    platform: text('platform').notNull(),
    followers: integer('followers').notNull(),
    verified: boolean('verified').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.platform] })],
);

/**
 * Every player's value as last recomputed (after an import, a seed, a portal entry): what lists,
 * boards and Ask sort by, and what the ≥ 10 % alert compares with. The player page computes its
 * own answer; this table is a copy for ranking many players at once.
 */
export const playerValues = pgTable(
  'player_values',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    asOf: date('as_of').notNull(),
    value: integer('value').notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    /** The value a week before as_of (null: none then): the risers by value. */
    weekAgo: integer('week_ago'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_values_value_idx').on(sql`${t.value} desc`)],
);

/**
 * A league season's values for the Value board (decision 0030, "The Value board"): every player
 * with a game of the season, as of the season's end (or today while it runs). Recomputed when
 * the season's box-score lines change in number, when as_of moves, or after an hour.
 */
export const valueBoard = pgTable(
  'value_board',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    asOf: date('as_of').notNull(),
    value: integer('value').notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    weekAgo: integer('week_ago'),
    /** The season's box-score lines when computed: an import adding lines makes the board stale. */
    seasonLines: integer('season_lines').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.playerId] }),
    index('value_board_season_value_idx').on(t.seasonId, sql`${t.value} desc`),
  ],
);
