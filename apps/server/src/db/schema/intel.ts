import { date, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { players } from './players';
import { games, playerGameStats } from './stats';

// Prospect intelligence (docs/decisions/0008-prospect-intelligence.md): what is derived from the
// box scores and kept, so every server instance reads the same answer.

/**
 * A big game: one box-score line that is in the top 1 % of its league's season Game Score, a
 * personal best in points, rebounds or assists, or a double-/triple-double. Its id IS the box
 * score's id (stable across re-imports: the import upserts on player and game), so alerts can
 * name it. Rows are re-derived per league by detectBigGames; detected_at says when a row first
 * appeared (a line that stays big keeps it).
 */
export const bigGames = pgTable(
  'big_games',
  {
    id: integer('id')
      .primaryKey()
      .references(() => playerGameStats.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    gameDate: date('game_date').notNull(),
    /** BigGameReason values of the contract. */
    reasons: text('reasons').array().notNull(),
    gameScore: real('game_score').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list is newest first, whole or per league or per player.
    index('big_games_date_idx').on(t.gameDate, t.id),
    index('big_games_league_date_idx').on(t.leagueId, t.gameDate, t.id),
    index('big_games_player_date_idx').on(t.playerId, t.gameDate, t.id),
    index('big_games_detected_idx').on(t.detectedAt),
  ],
);
