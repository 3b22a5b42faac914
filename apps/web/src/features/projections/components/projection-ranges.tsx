import type { Projection } from '@hoopdex/contract';
import { RangeChart } from '../../../components/charts/range-chart';
import { EmptyState } from '../../../components/ui/state-views';
import { hasHorizon, horizonNames, type Horizon } from '../utils/horizons';
import { formatProjected, rangeRows } from '../utils/projected-stats';

export const RANGE_LEGEND = {
  value: 'Projection (mean)',
  range: '80 % range: 10th to 90th percentile',
};

/** One horizon of a projection, drawn: each stat's mean as a dot on its 80 % range. */
export function ProjectionRanges({
  projection,
  horizon,
  who,
}: {
  projection: Projection;
  horizon: Horizon;
  who: string;
}) {
  if (!hasHorizon(projection, horizon))
    return (
      <EmptyState>No games left this season, so there is no rest-of-season projection.</EmptyState>
    );
  const rows = rangeRows(projection[horizon]);
  if (rows.length === 0) return <EmptyState>No stat of {who} can be projected yet.</EmptyState>;
  return (
    <RangeChart
      title={`${who}: ${horizonNames[horizon]} projection, per game`}
      rows={rows}
      format={formatProjected}
      valueName="Projection"
      rangeName="80 % range"
      legend={RANGE_LEGEND}
    />
  );
}
