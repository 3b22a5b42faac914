import { z } from 'zod';

/** The stats of spec §3, each carried as _average, _average_rating, _total, _total_rating. */
export const statKeys = [
  'pts',
  'ast',
  'fgm',
  'ftm',
  'three_pm',
  'reb',
  'st',
  'blks',
  'turnovers',
  'fg_percent',
  'ft_percent',
  'three_point_percent',
] as const;
export type StatKey = (typeof statKeys)[number];

export const intervalCodes = ['lastweek', 'latest_season'] as const;
export const intervalCodeSchema = z.enum(intervalCodes);
export type IntervalCode = z.infer<typeof intervalCodeSchema>;

export const intervalLabels: Record<IntervalCode, { title: string; label: string }> = {
  lastweek: { title: 'Weekly Leaderboard', label: 'Last Week' },
  latest_season: { title: 'Season Leaderboard', label: 'Season' },
};

const num = z.number().nullable();
const statShape = Object.fromEntries(
  statKeys.flatMap((k) => [
    [`${k}_average`, num],
    [`${k}_average_rating`, num],
    [`${k}_total`, num],
    [`${k}_total_rating`, num],
  ]),
) as Record<`${StatKey}_${'average' | 'average_rating' | 'total' | 'total_rating'}`, typeof num>;

export const playerSeasonStatsSchema = z.object({
  player_id: z.number().int(),
  interval_id: intervalCodeSchema,
  games_played: z.number().int(),
  games_total_rating: num,
  performance: num,
  ...statShape,
});
export type PlayerSeasonStats = z.infer<typeof playerSeasonStatsSchema>;

export const chartRowSchema = z.object({
  label: z.string(),
  average: num,
  averagerating: num,
  total: num,
  totalrating: num,
  leagueaveragerating: num,
});
export type ChartRow = z.infer<typeof chartRowSchema>;

/** The 11 'Rank by Statistic' options of spec §9, in the spec's order. */
export const rankStatistics = [
  { name: 'Points', value: 'pts_average' },
  { name: 'Assists', value: 'ast_average' },
  { name: 'FG%', value: 'fg_percent_average' },
  { name: 'FT%', value: 'ft_percent_average' },
  { name: '3-Pointers', value: 'three_pm_average' },
  { name: 'Rebounds', value: 'reb_average' },
  { name: 'Steals', value: 'st_average' },
  { name: 'Blocks', value: 'blks_average' },
  { name: 'Turnovers', value: 'turnovers_average' },
  { name: 'Games', value: 'games_played' },
  { name: '3-Point %', value: 'three_point_percent_average' },
] as const;
export type RankStatistic = (typeof rankStatistics)[number]['value'];
