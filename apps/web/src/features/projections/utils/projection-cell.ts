import type { ProjectedStat, Projection } from '@hoopdex/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNotFound } from '../../../components/ui/state-views';
import { hasHorizon, type Horizon } from './horizons';
import { rangeText } from './projected-stats';

/**
 * One player's projected stat as a table cell: "12.3 (8.1–17.0)"; "- -" when the player has no
 * projection (404) or not this stat; "Not available" when the call failed; "…" while loading.
 */
export function projectionCellText(
  result: UseQueryResult<Projection> | undefined,
  horizon: Horizon,
  stat: ProjectedStat,
): string {
  if (!result || result.isPending) return '…';
  if (result.isError) return isNotFound(result.error) ? '- -' : 'Not available';
  const value = hasHorizon(result.data, horizon) ? result.data[horizon][stat] : undefined;
  return value ? rangeText(value) : '- -';
}
