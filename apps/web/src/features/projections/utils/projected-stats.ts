import type { ProjectedLine, ProjectedStat, ProjectedValue } from '@hoopdex/contract';
import type { RangeDatum } from '../../../components/charts/chart-types';
import { formatStatValue } from '../../../lib/stat-catalog';

// The projected stats as the web shows them. The contract's list (projectedStats) is a value of
// its zod entry, which pages do not load; this record is checked against its type instead.

type StatInfo = { name: string; short: string; percent: boolean };

export const projectedStatInfo: Record<ProjectedStat, StatInfo> = {
  pts: { name: 'Points', short: 'PTS', percent: false },
  reb: { name: 'Rebounds', short: 'REB', percent: false },
  ast: { name: 'Assists', short: 'AST', percent: false },
  three_pm: { name: '3-pointers made', short: '3PM', percent: false },
  st: { name: 'Steals', short: 'STL', percent: false },
  blks: { name: 'Blocks', short: 'BLK', percent: false },
  turnovers: { name: 'Turnovers', short: 'TOV', percent: false },
  minutes: { name: 'Minutes', short: 'MIN', percent: false },
  fg_percent: { name: 'Field goal %', short: 'FG%', percent: true },
  three_point_percent: { name: '3-point %', short: '3P%', percent: true },
  ft_percent: { name: 'Free throw %', short: 'FT%', percent: true },
};

/** Display order: the counting stats, minutes, then the shooting percentages. */
export const projectedStatOrder = Object.keys(projectedStatInfo) as ProjectedStat[];

/** Projected values carry one decimal, as the season averages do. */
export const formatProjected = (value: number | null | undefined) => formatStatValue(value, 1);

/** The stats of a line in display order, those the server left out (no attempts) skipped. */
export function lineEntries(line: ProjectedLine): [ProjectedStat, ProjectedValue][] {
  return projectedStatOrder.flatMap((stat) => {
    const value = line[stat];
    return value ? [[stat, value] as [ProjectedStat, ProjectedValue]] : [];
  });
}

/**
 * Rows for a range chart. Each stat has its own scale (points and blocks differ tenfold): from 0
 * to the largest 90th percentile of that stat among the lines drawn together, so two players'
 * rows of a stat can be compared by eye; percentages run from 0 to 100.
 */
export function rangeRows(
  line: ProjectedLine,
  scaleTops?: Partial<Record<ProjectedStat, number>>,
): RangeDatum[] {
  return lineEntries(line).map(([stat, v]) => {
    const info = projectedStatInfo[stat];
    const top = info.percent ? 100 : Math.max(scaleTops?.[stat] ?? 0, v.p90, 0.5);
    return {
      key: stat,
      label: info.short,
      name: info.name,
      value: v.mean,
      low: v.p10,
      high: v.p90,
      domain: [0, top],
    };
  });
}

/** "12.3 (8.1–17.0)": a mean and its 80 % range as text. */
export const rangeText = (v: ProjectedValue) =>
  `${formatProjected(v.mean)} (${formatProjected(v.p10)}–${formatProjected(v.p90)})`;
