import {
  statKeys,
  type ChartRow,
  type LeagueStatTotals,
  type PlayerStatsRow,
  statLabels,
} from '@hoopdex/contract';
import { percentParts } from './stats-aggregate';
import type { StatsDataset } from './stats-dataset';

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: (number | null)[]) => {
  const xs = values.filter((v): v is number => v != null);
  return xs.length ? round1(xs.reduce((a, b) => a + b, 0) / xs.length) : null;
};
const cell = (r: PlayerStatsRow, f: string) =>
  (r as unknown as Record<string, number | null>)[f] ?? null;
const sum = (rows: PlayerStatsRow[], f: string) => rows.reduce((a, r) => a + (cell(r, f) ?? 0), 0);

const memo = new WeakMap<StatsDataset, LeagueStatTotals>();

/**
 * League figures of one interval, from the same dataset as the players' figures so they always
 * agree: sums, per player-game averages, made / attempted percentages over the whole league,
 * and the mean rating of rated players (the "league average" line of a player's chart).
 */
export function leagueTotals(ds: StatsDataset): LeagueStatTotals {
  const hit = memo.get(ds);
  if (hit) return hit;
  const played = ds.rows.filter((r) => r.games_played > 0);
  const rated = played.filter((r) => r.qualified);
  const games = sum(played, 'games_played');
  const perStat = statKeys.flatMap((k) => {
    const parts = percentParts[k];
    let total: number | null;
    let average: number | null;
    if (parts) {
      const att = sum(played, `${parts[1]}_total`);
      total = average = att > 0 ? round1((100 * sum(played, `${parts[0]}_total`)) / att) : null;
    } else {
      total = sum(played, `${k}_total`);
      average = games > 0 ? round1(total / games) : null;
    }
    return [
      [`${k}_total`, total],
      [`${k}_average`, average],
      [`${k}_average_rating`, mean(rated.map((r) => cell(r, `${k}_average_rating`)))],
      [`${k}_total_rating`, mean(rated.map((r) => cell(r, `${k}_total_rating`)))],
    ];
  });
  const gameScoreSum = played.reduce((a, r) => a + (r.performance ?? 0) * r.games_played, 0);
  const totals = {
    ...ds.window,
    organization_id: ds.leagueId,
    player_count: played.length,
    rated_player_count: rated.length,
    min_games: ds.minGames,
    games_played: games,
    games_total_rating: mean(rated.map((r) => r.games_total_rating)),
    performance: games > 0 ? round1(gameScoreSum / games) : null,
    ...Object.fromEntries(perStat),
  } as LeagueStatTotals;
  memo.set(ds, totals);
  return totals;
}

/** The chart rows of spec §3: the player's value and rating per stat beside the league's. */
export function chartRows(row: PlayerStatsRow, league: LeagueStatTotals): ChartRow[] {
  return statKeys.map((k) => ({
    label: statLabels[k],
    average: cell(row, `${k}_average`),
    averagerating: cell(row, `${k}_average_rating`),
    total: cell(row, `${k}_total`),
    totalrating: cell(row, `${k}_total_rating`),
    leagueaveragerating: cell(league as unknown as PlayerStatsRow, `${k}_average_rating`),
  }));
}
