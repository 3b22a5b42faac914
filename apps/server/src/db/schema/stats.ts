import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leagues, seasons, teams } from './leagues';
import { players } from './players';

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    gameDate: date('game_date').notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
  },
  (t) => [index('games_season_date_idx').on(t.seasonId, t.gameDate)],
);

/**
 * One box score line per player per game. Season and weekly figures are aggregates of these
 * rows; league, season and date are copied here so those aggregates read one index range.
 */
export const playerGameStats = pgTable(
  'player_game_stats',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    gameDate: date('game_date').notNull(),
    minutes: smallint('minutes').notNull(),
    pts: smallint('pts').notNull(),
    ast: smallint('ast').notNull(),
    oreb: smallint('oreb').notNull(),
    dreb: smallint('dreb').notNull(),
    reb: smallint('reb').notNull(),
    st: smallint('st').notNull(),
    blks: smallint('blks').notNull(),
    turnovers: smallint('turnovers').notNull(),
    fouls: smallint('fouls').notNull(),
    fgm: smallint('fgm').notNull(),
    fga: smallint('fga').notNull(),
    ftm: smallint('ftm').notNull(),
    fta: smallint('fta').notNull(),
    threePm: smallint('three_pm').notNull(),
    threePa: smallint('three_pa').notNull(),
    /** Whether the player started (null: the file did not say; migration 0025). */
    starter: boolean('starter'),
  },
  (t) => [
    uniqueIndex('pgs_player_game_uq').on(t.playerId, t.gameId),
    index('pgs_player_date_idx').on(t.playerId, t.gameDate),
    index('pgs_season_player_idx').on(t.seasonId, t.playerId),
    index('pgs_league_date_idx').on(t.leagueId, t.gameDate),
    // A game's box scores, and the cascade when a game is deleted.
    index('pgs_game_idx').on(t.gameId),
  ],
);

/**
 * One row: a counter every change to what the season and weekly stats are computed from
 * (box scores, players, teams, seasons) moves on, by statement-level triggers (migration 0009),
 * whoever writes (the API, `npm run stats:import`, a hand-run UPDATE). A cached stats dataset
 * records the version it was computed at and is reused while it has not moved
 * (modules/stats/stats-dataset.ts).
 */
export const statsVersion = pgTable('stats_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
