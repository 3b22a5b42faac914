// Stat constants without zod: the web imports them (`@hoopdex/contract/stat-constants`) without
// pulling every schema into its page chunks; the schemas in stats.ts and stat-tables.ts use them.

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
export type IntervalCode = (typeof intervalCodes)[number];

export const intervalLabels: Record<IntervalCode, { title: string; label: string }> = {
  lastweek: { title: 'Weekly Leaderboard', label: 'Last Week' },
  latest_season: { title: 'Season Leaderboard', label: 'Season' },
};

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

/** Every numeric column of a player's interval stats: what tables may sort, filter and show. */
export const statFields = [
  'games_played',
  'games_total_rating',
  'performance',
  ...statKeys.flatMap((k) =>
    (['average', 'average_rating', 'total', 'total_rating'] as const).map(
      (s) => `${k}_${s}` as const,
    ),
  ),
] as const as readonly [StatField, ...StatField[]];
export type StatField =
  | 'games_played'
  | 'games_total_rating'
  | 'performance'
  | `${StatKey}_${'average' | 'average_rating' | 'total' | 'total_rating'}`;

/** Short labels of chart rows and table headers. */
export const statLabels: Record<StatKey, string> = {
  pts: 'PTS',
  ast: 'AST',
  fgm: 'FGM',
  ftm: 'FTM',
  three_pm: '3PM',
  reb: 'REB',
  st: 'STL',
  blks: 'BLK',
  turnovers: 'TOV',
  fg_percent: 'FG%',
  ft_percent: 'FT%',
  three_point_percent: '3P%',
};

/** Stats where a lower number is the better one (ratings are inverted for them). */
export const lowerIsBetter: readonly StatKey[] = ['turnovers'];

/** Percentages: made / attempted over the interval, 0-100; `_average` and `_total` are equal. */
export const percentStats: readonly StatKey[] = ['fg_percent', 'ft_percent', 'three_point_percent'];

/** Whether a smaller value of this stat is the better one (games played never is). */
export const isLowerBetter = (key: StatKey | 'games_played') =>
  key !== 'games_played' && lowerIsBetter.includes(key);

/**
 * The compare rule (compare page and compare card): which columns hold the best value of a row,
 * the highest, or the lowest for turnovers. Ties are all best; missing values never are; a row
 * with fewer than two values, or where every value is equal, has no "better" one.
 */
export function bestIndexes(
  values: readonly (number | null | undefined)[],
  lowerWins: boolean,
): Set<number> {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (present.length < 2) return new Set();
  const best = lowerWins ? Math.min(...present) : Math.max(...present);
  if (present.every((v) => v === best)) return new Set();
  return new Set(values.flatMap((v, i) => (v === best ? [i] : [])));
}
