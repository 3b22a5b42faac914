import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { teams } from './leagues';
import { players } from './players';
import { games } from './stats';

/**
 * Play-by-play (decision 0021): one row per event of one player, in the game's order (`seq`).
 * A game's events are replaced as a whole by an import, so (game_id, seq) is the key; the clock
 * is kept in tenths of a second left in the period.
 */
export const playByPlayEvents = pgTable(
  'play_by_play_events',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    period: smallint('period').notNull(),
    clockTenths: integer('clock_tenths').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** Feet from the basket: x across the court, y toward midcourt; field goals only. */
    shotX: real('shot_x'),
    shotY: real('shot_y'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seq] }),
    index('pbp_player_event_idx').on(t.playerId, t.event),
    check(
      'pbp_event_check',
      sql`${t.event} in ('fg2_made','fg2_missed','fg3_made','fg3_missed','ft_made','ft_missed','oreb','dreb','ast','stl','blk','tov','foul')`,
    ),
    check('pbp_clock_check', sql`${t.clockTenths} >= 0 and ${t.period} >= 1`),
  ],
);

/**
 * Where a game's imported events and its box score differ, kept only when the import was told
 * allow_mismatch=true; replaced with the game's events.
 */
export const playByPlayMismatches = pgTable(
  'play_by_play_mismatches',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    stat: text('stat').notNull(),
    boxScore: smallint('box_score').notNull(),
    events: smallint('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.playerId, t.stat] })],
);
