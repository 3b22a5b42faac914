import type { IntervalCode, StatField, StatKey } from '@hoopdex/contract';
import {
  percentStats,
  rankStatistics,
  statFields,
  statKeys,
  statLabels,
  type RankStatistic,
} from '@hoopdex/contract/stat-constants';
import { formatFixed } from './format';

// The contract's stat constants come from its zod-free entry (the main entry would pull every
// schema into the page chunks); what follows is only what the web adds: names, order, formats.
export {
  intervalLabels,
  lowerIsBetter,
  percentStats,
  rankStatistics,
  statFields,
  statKeys,
  statLabels,
} from '@hoopdex/contract/stat-constants';

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

export const isPercentStat = (key: StatKey) => percentStats.includes(key);

export const schoolYears = ['Freshman', 'Sophomore', 'Junior', 'Senior'] as const;
export const positions = ['Forward', 'Guard', 'Center'] as const;

export const isRankStatistic = (value: string): value is RankStatistic =>
  rankStatistics.some((s) => s.value === value);

export const intervalCodes = [
  'latest_season',
  'lastweek',
] as const satisfies readonly IntervalCode[];
export const isIntervalCode = (value: string | null | undefined): value is IntervalCode =>
  value === 'lastweek' || value === 'latest_season';

const suffixes = ['average', 'average_rating', 'total', 'total_rating'] as const;
export const isStatField = (value: string): value is StatField =>
  (statFields as readonly string[]).includes(value);

/** 'PTS avg', 'FG% rating', 'GP': short column headers for any stat field. */
export function statFieldLabel(field: StatField): string {
  if (field === 'games_played') return 'GP';
  if (field === 'games_total_rating') return 'GP rating';
  if (field === 'performance') return 'GmSc';
  const key = statKeys.find(
    (k) => field.startsWith(`${k}_`) && suffixes.includes(field.slice(k.length + 1) as never),
  );
  if (!key) return field;
  const suffix = field.slice(key.length + 1);
  const label = statLabels[key];
  if (isPercentStat(key)) return suffix.endsWith('rating') ? `${label} rating` : label;
  return {
    average: `${label} avg`,
    average_rating: `${label} avg rating`,
    total: `${label} total`,
    total_rating: `${label} total rating`,
  }[suffix as (typeof suffixes)[number]];
}

/** One decimal for averages and percentages, whole numbers for totals; '- -' when missing. */
export function formatStatValue(value: number | null | undefined, digits = 1): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '- -';
  return formatFixed(value, digits);
}

export function formatStatField(field: StatField, value: number | null | undefined): string {
  const whole =
    field === 'games_played' ||
    field.endsWith('_rating') ||
    (field.endsWith('_total') && !percentStats.some((k) => field.startsWith(k)));
  return formatStatValue(value, whole ? 0 : 1);
}

/** 'YYYY-MM-DD' as M.D.YY without a time-zone shift (spec §9 date format). */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return '';
  const [, y, m, d] = match;
  return `${Number(m)}.${Number(d)}.${y!.slice(2)}`;
}
