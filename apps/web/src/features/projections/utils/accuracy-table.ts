import type { AccuracyRow, ProjectedStat } from '@hoopdex/contract';
import type { Horizon } from './horizons';
import { projectedStatOrder } from './projected-stats';

export type Method = AccuracyRow['method'];

/** One stat's line of an accuracy table: the model beside the two baselines. */
export type AccuracyLine = {
  stat: ProjectedStat;
  n: number;
  rmse: Record<Method, number | null>;
  mae: Record<Method, number | null>;
  coverage: number | null;
  intervalScore: number | null;
  /** The model's RMSE against the season-to-date average's, as a change (-0.12 = 12 % lower). */
  rmseChange: number | null;
};

const none = (): Record<Method, number | null> => ({
  model: null,
  season_to_date: null,
  last_10: null,
});

/** The rows of one horizon, one line per stat in display order; stats with no row are left out. */
export function accuracyLines(rows: readonly AccuracyRow[], horizon: Horizon): AccuracyLine[] {
  const byStat = new Map<ProjectedStat, AccuracyLine>();
  for (const row of rows) {
    if (row.horizon !== horizon) continue;
    const line =
      byStat.get(row.stat) ??
      ({
        stat: row.stat,
        n: 0,
        rmse: none(),
        mae: none(),
        coverage: null,
        intervalScore: null,
        rmseChange: null,
      } satisfies AccuracyLine);
    line.rmse[row.method] = row.rmse;
    line.mae[row.method] = row.mae;
    if (row.method === 'model') {
      line.n = row.n;
      line.coverage = row.coverage;
      line.intervalScore = row.interval_score;
    }
    byStat.set(row.stat, line);
  }
  return projectedStatOrder.flatMap((stat) => {
    const line = byStat.get(stat);
    if (!line) return [];
    const model = line.rmse.model;
    const base = line.rmse.season_to_date;
    line.rmseChange = model !== null && base !== null && base > 0 ? model / base - 1 : null;
    return [line];
  });
}

/** The methods with the lowest value: exact values compared, a tie marks each (DESIGN 19). */
export function bestMethods(values: Record<Method, number | null>): Set<Method> {
  const known = (['model', 'season_to_date', 'last_10'] as const).filter((m) => values[m] !== null);
  const low = Math.min(...known.map((m) => values[m] as number));
  return new Set(known.filter((m) => values[m] === low));
}

/** 0.793 → '79.3 %'. */
export const formatShare = (share: number | null) =>
  share === null ? '- -' : `${(Math.round(share * 1000) / 10).toFixed(1)} %`;

/** -0.123 → '−12.3 %' (lower error), 0.05 → '+5.0 %'. */
export const formatChange = (change: number | null) =>
  change === null
    ? '- -'
    : `${change < 0 ? '−' : '+'}${(Math.round(Math.abs(change) * 1000) / 10).toFixed(1)} %`;
