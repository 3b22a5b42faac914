import type { IntervalCode, RankStatistic, StatField, StatKey } from '@hoopdex/contract';

// Copies of the contract's stat constants. Importing values from '@hoopdex/contract' would pull
// every zod schema (and full zod) into the page chunks; stat-catalog.test.ts keeps them in step.

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
] as const satisfies readonly StatKey[];

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

/** Names a screen reader (and a first-time visitor) understands. */
export const statNames: Record<StatKey, string> = {
  pts: 'Points',
  ast: 'Assists',
  fgm: 'Field goals made',
  ftm: 'Free throws made',
  three_pm: '3-pointers made',
  reb: 'Rebounds',
  st: 'Steals',
  blks: 'Blocks',
  turnovers: 'Turnovers',
  fg_percent: 'Field goal %',
  ft_percent: 'Free throw %',
  three_point_percent: '3-point %',
};

/** Fewer is better; the server already inverts their ratings (docs/decisions/0002-stats.md). */
export const lowerIsBetter: readonly StatKey[] = ['turnovers'];
/** Made / attempted over the interval: `_average` and `_total` are the same number. */
export const percentStats: readonly StatKey[] = ['fg_percent', 'ft_percent', 'three_point_percent'];
export const isPercentStat = (key: StatKey) => percentStats.includes(key);

export const schoolYears = ['Freshman', 'Sophomore', 'Junior', 'Senior'] as const;
export const positions = ['Forward', 'Guard', 'Center'] as const;

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
] as const satisfies readonly { name: string; value: RankStatistic }[];

export const isRankStatistic = (value: string): value is RankStatistic =>
  rankStatistics.some((s) => s.value === value);

export const intervalCodes = ['latest_season', 'lastweek'] as const satisfies readonly IntervalCode[];
export const intervalLabels: Record<IntervalCode, { title: string; label: string }> = {
  lastweek: { title: 'Weekly Leaderboard', label: 'Last Week' },
  latest_season: { title: 'Season Leaderboard', label: 'Season' },
};
export const isIntervalCode = (value: string | null | undefined): value is IntervalCode =>
  value === 'lastweek' || value === 'latest_season';

const suffixes = ['average', 'average_rating', 'total', 'total_rating'] as const;
export const statFields: readonly StatField[] = [
  'games_played',
  'games_total_rating',
  'performance',
  ...statKeys.flatMap((k) => suffixes.map((s) => `${k}_${s}` as const)),
];
export const isStatField = (value: string): value is StatField => (statFields as readonly string[]).includes(value);

/** 'PTS avg', 'FG% rating', 'GP': short column headers for any stat field. */
export function statFieldLabel(field: StatField): string {
  if (field === 'games_played') return 'GP';
  if (field === 'games_total_rating') return 'GP rating';
  if (field === 'performance') return 'GmSc';
  const key = statKeys.find((k) => field.startsWith(`${k}_`) && suffixes.includes(field.slice(k.length + 1) as never));
  if (!key) return field;
  const suffix = field.slice(key.length + 1);
  const label = statLabels[key];
  if (isPercentStat(key)) return suffix.endsWith('rating') ? `${label} rating` : label;
  return { average: `${label} avg`, average_rating: `${label} avg rating`, total: `${label} total`, total_rating: `${label} total rating` }[
    suffix as (typeof suffixes)[number]
  ];
}

/** One decimal for averages and percentages, whole numbers for totals; '- -' when missing. */
export function formatStatValue(value: number | null | undefined, digits = 1): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '- -';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatStatField(field: StatField, value: number | null | undefined): string {
  const whole = field === 'games_played' || field.endsWith('_rating') || (field.endsWith('_total') && !percentStats.some((k) => field.startsWith(k)));
  return formatStatValue(value, whole ? 0 : 1);
}

/** 'YYYY-MM-DD' as M.D.YY without a time-zone shift (spec §9 date format). */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return '';
  const [, y, m, d] = match;
  return `${Number(m)}.${Number(d)}.${y!.slice(2)}`;
}
