import type { ProjectedStat } from '@hoopdex/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BandLineChart } from '../../../components/charts/band-line-chart';
import { BAND_LINE_HEIGHT } from '../../../components/charts/chart-sizes';
import type { BandPoint } from '../../../components/charts/chart-types';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-views';
import { playerSeasonGamesQueryOptions } from '../../stats';
import { useProjectionsAsOf } from '../api/get-projection';
import { trendAsOfDates } from '../utils/as-of-dates';
import { hasHorizon, horizonNames, type Horizon } from '../utils/horizons';
import { formatProjected, projectedStatInfo, projectedStatOrder } from '../utils/projected-stats';
import { useDeferredResult } from '../../../lib/use-deferred-result';

export const TREND_HEIGHT = BAND_LINE_HEIGHT + 150;

/**
 * How the projection moved through the season: the projection as of every two weeks (each from
 * the games before that day only), one stat at a time, its 80 % range as a band.
 */
export function ProjectionTrend({
  slug,
  horizon,
  who,
}: {
  slug: string;
  horizon: Horizon;
  who: string;
}) {
  const [stat, setStat] = useState<ProjectedStat>('pts');
  const games = useDeferredResult(useQuery(playerSeasonGamesQueryOptions(slug)));
  const dates = trendAsOfDates((games.data?.data ?? []).map((g) => g.game_date.slice(0, 10)));
  const results = useDeferredResult(useProjectionsAsOf(slug, dates));

  if (games.isPending || results.some((r) => r.isPending))
    return <Skeleton height={TREND_HEIGHT} label="Loading how the projection moved" />;
  const failed = games.isError ? [games] : results.filter((r) => r.isError);
  if (failed.length)
    return (
      <ErrorState
        what="how the projection moved"
        error={failed[0]?.error}
        onRetry={() => failed.forEach((r) => void r.refetch())}
      />
    );
  if (dates.length === 0)
    return (
      <p className="muted">
        The line of how the projection moved starts with the season’s first game.
      </p>
    );

  const points: BandPoint[] = results.flatMap((r) => {
    const p = r.data;
    const value = p && hasHorizon(p, horizon) ? p[horizon][stat] : undefined;
    return p && value
      ? [{ x: p.as_of.slice(0, 10), value: value.mean, low: value.p10, high: value.p90 }]
      : [];
  });
  const info = projectedStatInfo[stat];
  return (
    <div className="projection-trend">
      <label className="projection-trend__stat">
        Stat
        <select value={stat} onChange={(e) => setStat(e.target.value as ProjectedStat)}>
          {projectedStatOrder.map((s) => (
            <option key={s} value={s}>
              {projectedStatInfo[s].name}
            </option>
          ))}
        </select>
      </label>
      {points.length < 2 ? (
        <p className="muted">
          Not enough of the season yet to draw how the {info.name.toLowerCase()} projection moved.
        </p>
      ) : (
        <BandLineChart
          title={`How ${who}’s ${horizonNames[horizon]} projection of ${info.name.toLowerCase()} moved this season`}
          points={points}
          format={formatProjected}
          dateName="As of"
          valueName="Projection"
          rangeName="80 % range"
          legend={{ value: 'Projection as of each date', range: '80 % range' }}
        />
      )}
    </div>
  );
}
