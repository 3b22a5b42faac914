import { z } from 'zod';
import { isoDate } from './common';
import { playerSchema } from './entities';
import { gameLogBigGameSchema } from './intel';

/**
 * Fields GET /api/players and /api/searchForPlayers may sort on. `name` is lastname, firstname.
 * `value` is Hoopdex Value on the stored board of the league's latest season with games; players
 * without one come last in either direction (issue 33).
 */
export const playerSortFields = [
  'name',
  'lastname',
  'firstname',
  'team_name',
  'trending_rank',
  'value',
] as const;
export type PlayerSortField = (typeof playerSortFields)[number];

/**
 * A row of GET /api/players: the Player and her Hoopdex Value in whole dollars a year, as stored
 * on the Value board of her league's latest season with games (null: no game that season).
 * Optional so a Player from elsewhere (a spotlight, the header) still fits where a row is taken.
 */
export const playerListItemSchema = playerSchema.extend({
  value: z.number().int().nullable().optional(),
});
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

/** Query of GET /api/players (sort and filter are JSON strings, checked by the server). */
export const playersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: z.string().optional(),
  filter: z.string().optional(),
  /** Name filter: case- and accent-insensitive "contains" on "firstname lastname". */
  q: z.string().trim().max(100).optional(),
});

export const playerGearSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  brand: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
});
export type PlayerGear = z.infer<typeof playerGearSchema>;

export const playerTimelineEventSchema = z.object({
  id: z.number().int(),
  event_date: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /**
   * A published item that tags the player (kind `video`, `article` or `post`): where it is read
   * (spa-paths), and its `id` is the content id. Null for the player's own dated events.
   */
  path: z.string().nullable(),
});
export type PlayerTimelineEvent = z.infer<typeof playerTimelineEventSchema>;

export const spotlightSchema = z.object({
  id: z.number().int(),
  headline: z.string(),
  starts_at: isoDate,
  ends_at: isoDate,
  player: playerSchema,
});
export type Spotlight = z.infer<typeof spotlightSchema>;

/** One line of a player's game log (GET /api/players/:slug/games). */
export const gameLogRowSchema = z.object({
  game_id: z.number().int(),
  game_date: z.string(),
  season_id: z.number().int(),
  season_label: z.string(),
  team_name: z.string().nullable(),
  opponent_name: z.string(),
  home: z.boolean(),
  /** 'W' or 'L' from the player's team's point of view ('T' never happens but is not assumed away). */
  result: z.enum(['W', 'L', 'T']),
  team_score: z.number().int(),
  opponent_score: z.number().int(),
  minutes: z.number().int(),
  pts: z.number().int(),
  ast: z.number().int(),
  reb: z.number().int(),
  oreb: z.number().int(),
  dreb: z.number().int(),
  st: z.number().int(),
  blks: z.number().int(),
  turnovers: z.number().int(),
  fouls: z.number().int(),
  fgm: z.number().int(),
  fga: z.number().int(),
  ftm: z.number().int(),
  fta: z.number().int(),
  three_pm: z.number().int(),
  three_pa: z.number().int(),
  /** Hollinger Game Score of this game (docs/decisions/0002-stats.md). */
  game_score: z.number(),
  /** The big game this line is (docs/decisions/0008-prospect-intelligence.md), or null. */
  big_game: gameLogBigGameSchema,
  /** The game has play-by-play of this player (decision 0021): his numbers link to the plays. */
  has_plays: z.boolean(),
});
export type GameLogRow = z.infer<typeof gameLogRowSchema>;

export const gameLogQuerySchema = z.object({
  /** Season id; omitted = the player's league's current season. At most 2^31 - 1 (the column's type). */
  season: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** career: every season, newest first (a player's last N games); `season` is then ignored. */
  scope: z.enum(['season', 'career']).default('season'),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
