import {
  percentStats,
  statKeys,
  type Riser,
  type RisersQuery,
  type StatKey,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { resolveLeagueId } from '../organizations/index';
import { GAME_SCORE_SQL, percentParts } from '../stats/index';
import { loadDataset, rowOfPlayer, boxScoreDerivedKey, STATS_TTL_SECONDS } from '../stats/index';
import {
  RISER_MIN_BASELINE_GAMES,
  RISER_MIN_WEEK_GAMES,
  riserScore,
  topMove,
  type StatSide,
} from './riser-score';

type Side = 'w' | 'b';

// Per stat and side (w: the week, b: the baseline = the season's games before the week), the
// per-game mean, the baseline's spread, and a percentage's attempts. Column names come from the
// contract's statKeys (constants), so sql.raw is safe; league and dates stay bound parameters.
const perStat = statKeys
  .flatMap((k) => {
    const parts = percentParts[k];
    if (!parts) {
      return [
        `avg(s.${k}) filter (where in_week)::float8 as ${k}_w`,
        `avg(s.${k}) filter (where not in_week)::float8 as ${k}_b`,
        `stddev_samp(s.${k}) filter (where not in_week)::float8 as ${k}_sd`,
      ];
    }
    const [made, att] = parts;
    return (['w', 'b'] as Side[])
      .flatMap((side) => {
        const f = side === 'w' ? 'in_week' : 'not in_week';
        return [
          `(100.0 * sum(s.${made}) filter (where ${f}) / nullif(sum(s.${att}) filter (where ${f}), 0))::float8 as ${k}_${side}`,
          `coalesce(sum(s.${att}) filter (where ${f}), 0)::int as ${k}_att_${side}`,
        ];
      })
      .concat(
        `stddev_samp(100.0 * s.${made} / nullif(s.${att}, 0)) filter (where not in_week)::float8 as ${k}_sd`,
      );
  })
  .join(',\n');

type WeekRow = Record<string, number | null> & {
  player_id: number;
  games_week: number;
  games_baseline: number;
  perf_w: number;
  perf_b: number;
  perf_sd: number | null;
};

/** Each player of the league with enough games in the week and before it, with both sides. */
function weekRows(db: Database, leagueId: number, seasonId: number, start: string, end: string) {
  return sqlRows<WeekRow>(
    db,
    sql`select s.player_id,
        count(*) filter (where in_week)::int as games_week,
        count(*) filter (where not in_week)::int as games_baseline,
        avg(gs) filter (where in_week)::float8 as perf_w,
        avg(gs) filter (where not in_week)::float8 as perf_b,
        stddev_samp(gs) filter (where not in_week)::float8 as perf_sd,
        ${sql.raw(perStat)}
      from player_game_stats s
      cross join lateral (select s.game_date >= ${start}::date as in_week,
        ${sql.raw(GAME_SCORE_SQL)}::float8 as gs) x
      where s.league_id = ${leagueId} and (s.game_date between ${start}::date and ${end}::date
        or (s.season_id = ${seasonId} and s.game_date < ${start}::date))
      group by s.player_id
      having count(*) filter (where in_week) >= ${RISER_MIN_WEEK_GAMES}::int
        and count(*) filter (where not in_week) >= ${RISER_MIN_BASELINE_GAMES}::int`,
  );
}

const sides = (r: WeekRow, side: Side): Record<StatKey, StatSide> =>
  Object.fromEntries(
    statKeys.map((k) => [
      k,
      {
        mean: r[`${k}_${side}`] ?? null,
        sd: side === 'b' ? (r[`${k}_sd`] ?? null) : null,
        ...(percentStats.includes(k) ? { attempts: r[`${k}_att_${side}`] ?? 0 } : {}),
      },
    ]),
  ) as Record<StatKey, StatSide>;

/** A riser as cached: the shown score (2 decimals) and the exact one it is ranked on. */
export type LeagueRiser = Omit<Riser, 'rank'> & { score_exact: number };

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * A league's risers of the weekly window (the leaderboards' `lastweek`), best first, without
 * ranks: players whose score is above 0. Cached per league under the stats prefix (dropped by an
 * import's boxScoresChanged) for the datasets' lifetime.
 */
export function leagueRisers(deps: ServiceDeps, leagueId: number): Promise<LeagueRiser[]> {
  return deps.cache.wrap(boxScoreDerivedKey('risers', leagueId), STATS_TTL_SECONDS, async () => {
    const week = await loadDataset(deps, leagueId, 'lastweek');
    const { start_date: start, end_date: end } = week.window;
    if (!start || !end) return [];
    // The baseline is the season the week ends in (out of season: the last one played), read
    // from the week's last game day (one probe of pgs_league_date_idx).
    const [season] = await sqlRows<{ id: number }>(
      deps.db.db,
      sql`select season_id as id from player_game_stats
        where league_id = ${leagueId} and game_date = ${end}::date limit 1`,
    );
    if (!season) return [];
    const seasonId = season.id;
    const rows = await weekRows(deps.db.db, leagueId, seasonId, start, end);
    const out: LeagueRiser[] = [];
    for (const r of rows) {
      const score = riserScore({
        gamesWeek: r.games_week,
        gamesBaseline: r.games_baseline,
        perfWeek: r.perf_w,
        perfBaseline: r.perf_b,
        perfSd: r.perf_sd,
      });
      const who = rowOfPlayer(week, r.player_id);
      const move = topMove(sides(r, 'w'), sides(r, 'b'));
      if (score == null || score <= 0 || !who || !move) continue;
      const { slug, firstname, lastname, imageuri, team_name, position, school_year } = who;
      out.push({
        player_id: r.player_id,
        league_id: leagueId,
        player: { slug, firstname, lastname, imageuri, team_name, position, school_year },
        score: round2(score),
        // Ranked on this (DESIGN convention 19); dropped by the response schema.
        score_exact: score,
        week_start: start,
        week_end: end,
        games_week: r.games_week,
        games_baseline: r.games_baseline,
        performance_week: round1(r.perf_w),
        performance_baseline: round1(r.perf_b),
        top_move: move,
      });
    }
    // Best first; equal scores by name then id, so pages are stable.
    return out.sort(
      (a, b) =>
        b.score_exact - a.score_exact ||
        a.player.lastname.localeCompare(b.player.lastname) ||
        a.player_id - b.player_id,
    );
  });
}

/** GET /api/risers: the league's risers filtered by position / class, with competition ranks. */
export async function risers(
  deps: ServiceDeps,
  q: RisersQuery,
): Promise<{ items: Riser[]; total: number }> {
  const leagueId = await resolveLeagueId(deps, q.league, 'league');
  const all = await leagueRisers(deps, leagueId);
  const kept = all.filter(
    (r) =>
      (q.position === undefined || r.player.position === q.position) &&
      (q.school_year === undefined || r.player.school_year === q.school_year),
  );
  const items = kept.slice(q.offset, q.offset + q.limit).map((r, i) => {
    let at = q.offset + i;
    while (at > 0 && kept[at - 1]!.score_exact === r.score_exact) at--;
    const { score_exact: _, ...shown } = r;
    return { ...shown, rank: at + 1 };
  });
  return { items, total: kept.length };
}
