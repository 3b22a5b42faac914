import type { ProjectedLine } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { RANGE_Z } from './value-method';

// The ONE place Performance's input comes from: the player's projected per-game line for the rest
// of the season, as the projections contract shapes it (mean, p10, p90 per stat). Nothing else in
// this module knows how it is computed.
//
// STAND-IN until the projections module (issue 32, modules/projections) lands: the season-to-date
// per-game averages before as_of (the season of the player's latest game before it), with p10 and
// p90 at ±1.2816 standard errors of that average (the game-to-game spread ÷ √games), floored at 0.
// The lead swaps this body for the projections module's `rest_of_season` line.

const counting = ['pts', 'reb', 'ast', 'three_pm', 'st', 'blks', 'turnovers', 'minutes'] as const;
const shooting = [
  ['fg_percent', 'fgm', 'fga'],
  ['three_point_percent', 'three_pm', 'three_pa'],
  ['ft_percent', 'ftm', 'fta'],
] as const;

type Row = Record<string, number | null> & { games: number };

const columns = [
  ...counting.flatMap((k) => [
    `avg(s.${k})::float8 as ${k}_mean`,
    `coalesce(stddev_samp(s.${k}), 0)::float8 as ${k}_sd`,
  ]),
  ...shooting.map(
    ([k, made, att]) =>
      `coalesce(100.0 * sum(s.${made}) / nullif(sum(s.${att}), 0), 0)::float8 as ${k}_mean`,
  ),
].join(',\n');

/** The player's projected rest-of-season line per game as of `asOf` (games before it), or null. */
export async function projectedPerGame(
  db: Database,
  playerId: number,
  asOf: string,
): Promise<ProjectedLine | null> {
  const [row] = await sqlRows<Row>(
    db,
    sql`select count(*)::int as games, ${sql.raw(columns)}
      from player_game_stats s
      where s.player_id = ${playerId} and s.game_date < ${asOf}::date
        and s.season_id = (select season_id from player_game_stats
          where player_id = ${playerId} and game_date < ${asOf}::date
          order by game_date desc limit 1)`,
  );
  if (!row || row.games === 0) return null;
  const n = row.games;
  const line = {} as ProjectedLine;
  for (const k of counting) {
    const mean = row[`${k}_mean`] ?? 0;
    const half = (RANGE_Z * (row[`${k}_sd`] ?? 0)) / Math.sqrt(n);
    line[k] = { mean, p10: Math.max(0, mean - half), p90: mean + half };
  }
  for (const [k] of shooting) {
    const mean = row[`${k}_mean`] ?? 0;
    line[k] = { mean, p10: mean, p90: mean };
  }
  return line;
}

/** What the inputs it feeds say their source is (changes with the body above). */
export const PERFORMANCE_SOURCE =
  'Projected rest of season per game (stand-in: the season-to-date average until the projections model lands)';
