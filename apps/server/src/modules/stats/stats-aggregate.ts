import {
  lowerIsBetter,
  percentStats,
  statKeys,
  type IntervalWindow,
  type PlayerStatsRow,
  type StatKey,
} from '@hoopdex/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { RATING_MIN_GAMES_SHARE } from './qualification';

/** Share of the league's most games a player needs to be rated (see qualification.ts). */
export const MIN_GAMES_SHARE = RATING_MIN_GAMES_SHARE;

/** made / attempted box-score columns of each percentage. */
export const percentParts: Partial<
  Record<StatKey, ['fgm' | 'ftm' | 'three_pm', 'fga' | 'fta' | 'three_pa']>
> = {
  fg_percent: ['fgm', 'fga'],
  ft_percent: ['ftm', 'fta'],
  three_point_percent: ['three_pm', 'three_pa'],
};
const countingStats = statKeys.filter((k) => !percentStats.includes(k));

/** Hollinger Game Score of one box-score line (docs/decisions/0002-stats.md). */
export const GAME_SCORE_SQL = `(s.pts + 0.4 * s.fgm - 0.7 * s.fga - 0.4 * (s.fta - s.ftm)
  + 0.7 * s.oreb + 0.3 * s.dreb + s.st + 0.7 * s.ast + 0.7 * s.blks - 0.4 * s.fouls - s.turnovers)`;

// The column lists below are generated from the contract's statKeys (trusted constants, never
// request input), so sql.raw is safe; league and dates stay bound parameters.
const sums = [...new Set([...countingStats, 'fga', 'fta', 'three_pa'])]
  .map((c) => `sum(s.${c})::int as ${c}_total`)
  .join(',\n');

const rawValues = statKeys
  .map((k) => {
    const parts = percentParts[k];
    if (!parts) return `${k}_total::float8 / games_played as ${k}_raw`;
    const [made, att] = parts;
    return `case when ${att}_total > 0 then 100.0 * ${made}_total / ${att}_total end::float8 as ${k}_raw`;
  })
  .join(',\n');

/**
 * What is rated: [rating column, value]. Lower-is-better values (turnovers) are negated so one
 * ascending order serves all. A percentage's `_total_rating` is its `_average_rating` (the two
 * values are the same number), so it is not computed twice.
 */
const ratedValues: [string, string][] = [
  ['games_total_rating', 'games_played'],
  ...statKeys.flatMap((k): [string, string][] => {
    const sign = lowerIsBetter.includes(k) ? '-' : '';
    const average: [string, string] = [`${k}_average_rating`, `${sign}${k}_raw`];
    return k in percentParts ? [average] : [average, [`${k}_total_rating`, `${sign}${k}_total`]];
  }),
];
const ratingRows = ratedValues.map(([name, expr]) => `('${name}', (${expr})::float8)`).join(', ');
const ratingPivot = ratedValues
  .map(([name]) => `max(rating) filter (where name = '${name}') as ${name}`)
  .join(',\n');

const round1 = (expr: string) => `round((${expr})::numeric, 1)::float8`;

/**
 * The final projection: a player without games has 0 counting totals and null elsewhere. Each
 * figure rounded to one decimal (performance, averages, percentages) also comes unrounded as
 * `<field>_exact`, which lists rank and compare on (DESIGN convention 19: Stewart's 20.447
 * points a game is ahead of Collier's 20.412, though both show 20.4). The `_exact` columns are
 * not in the contract, so no response carries them (decision 0024).
 */
const projected = [
  'ra.games_total_rating',
  `${round1('v.performance_raw')} as performance`,
  'v.performance_raw as performance_exact',
  ...statKeys.flatMap((k) => {
    const pct = k in percentParts;
    return [
      `${round1(`v.${k}_raw`)} as ${k}_average`,
      `v.${k}_raw as ${k}_average_exact`,
      `ra.${k}_average_rating`,
      ...(pct
        ? [`${round1(`v.${k}_raw`)} as ${k}_total`, `v.${k}_raw as ${k}_total_exact`]
        : [`coalesce(v.${k}_total, 0) as ${k}_total`]),
      `ra.${pct ? `${k}_average` : `${k}_total`}_rating as ${k}_total_rating`,
    ];
  }),
].join(',\n');

/**
 * Every player of a league with their stats over one interval window, ratings included: one
 * statement (aggregate → per-game values → window-function percentiles). Players without a
 * game in the window are listed with games_played 0 and null averages and ratings.
 */
export async function aggregateLeague(
  db: Database,
  leagueId: number,
  window: IntervalWindow,
): Promise<PlayerStatsRow[]> {
  // interval_id comes from the SQL: copying ~20,000 rows of 65 fields to add it held the event
  // loop for ~200 ms on each recompute.
  return sqlRows<PlayerStatsRow>(db, aggregateSql(leagueId, window));
}

/** The statement behind aggregateLeague (exported for EXPLAIN in benchmarks). */
export function aggregateSql(leagueId: number, window: IntervalWindow): SQL {
  const inWindow: SQL =
    window.intervalCode === 'latest_season'
      ? sql`s.season_id = ${window.season_id ?? -1}`
      : sql`s.game_date between ${window.start_date ?? '1900-01-01'} and ${window.end_date ?? '1900-01-01'}`;
  // Ratings: one narrow row per (player, rated value), one cume_dist window partitioned by
  // value name, pivoted back. Far cheaper than ~20 separate windows over the wide rows.
  return sql`with agg as (
      select s.player_id, count(*)::int as games_played, ${sql.raw(sums)},
        avg(${sql.raw(GAME_SCORE_SQL)})::float8 as performance_raw
      from player_game_stats s
      where s.league_id = ${leagueId} and ${inWindow}
      group by s.player_id
    ), v as (
      select agg.*, ${sql.raw(rawValues)},
        games_played >= ceil(${MIN_GAMES_SHARE}::float8 * max(games_played) over ()) as qualified
      from agg
    ), long as (
      select v.player_id, m.name, m.val, (v.qualified and m.val is not null) as rated
      from v cross join lateral (values ${sql.raw(ratingRows)}) as m(name, val)
    ), ranked as (
      select player_id, name, case when rated then
        round(100 * cume_dist() over (partition by name, rated order by val))::int end as rating
      from long
    ), ra as (
      select player_id, ${sql.raw(ratingPivot)} from ranked group by player_id
    ), ids as (
      select id from players where league_id = ${leagueId}
      union select player_id from agg
    )
    select p.id as player_id, p.slug, p.firstname, p.lastname, p.imageuri, t.name as team_name,
      p.position, p.school_year, ${leagueId}::int as league_id, ${window.intervalCode}::text as interval_id,
      coalesce(v.qualified, false) as qualified, coalesce(v.games_played, 0) as games_played,
      coalesce(v.fga_total, 0) as fga_total, coalesce(v.fta_total, 0) as fta_total,
      coalesce(v.three_pa_total, 0) as three_pa_total, ${sql.raw(projected)}
    from ids join players p on p.id = ids.id
    left join teams t on t.id = p.team_id
    left join v on v.player_id = p.id
    left join ra on ra.player_id = p.id`;
}
