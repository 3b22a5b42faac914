import type { SortDirection } from '@hoopdex/contract';
import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerGameStats, players, seasons, valueBoard } from '../../db/schema/index';

// The players list's Hoopdex Value (issue 33): read from the stored Value board of the player's
// league's latest season with games, one primary-key lookup per row, never computed on the
// request (a season's values take seconds). The list reads what is stored and does not make the
// board current itself: an import queues its leagues' boards and start-up warms every league's
// (decision 0036), and a board reader queues the rebuild of a board gone stale (follows, views).
// So a value here is at most as old as the board /api/value/board answers, plus the list's
// minute of cache; a season whose board was never computed shows no values until it is.

/** Each league's latest season with games: the season the Value board shows by default. */
export const latestSeasons = (db: Database) =>
  db.$with('latest_season').as(
    db
      .selectDistinctOn([seasons.leagueId], { leagueId: seasons.leagueId, seasonId: seasons.id })
      .from(seasons)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(playerGameStats)
            .where(eq(playerGameStats.seasonId, seasons.id)),
        ),
      )
      .orderBy(seasons.leagueId, desc(seasons.startDate), desc(seasons.id)),
  );
export type LatestSeasons = ReturnType<typeof latestSeasons>;

/** The join from a player to her row of that season's board (none: no game that season). */
export const boardRowOf = (latest: LatestSeasons) =>
  and(eq(valueBoard.seasonId, latest.seasonId), eq(valueBoard.playerId, players.id));

/**
 * Order by value: players without one last in both directions (a "highest first" list that
 * opened on players with no games would say nothing), then a key unique per player so that
 * equal values keep one order and pages neither overlap nor skip.
 */
export const valueOrder = (dir: SortDirection): SQL[] => [
  dir === 'asc'
    ? sql`${valueBoard.value} asc nulls last`
    : sql`${valueBoard.value} desc nulls last`,
  sql`${players.lastname} asc`,
  sql`${players.firstname} asc`,
];
