import type { IntervalCode } from '@hoopdex/contract';
import { intervalLabels, isIntervalCode } from '../../../lib/stat-catalog';

/** Season first: it is the default everywhere a player's numbers are shown. */
export const intervalOptions = [
  { value: 'latest_season', label: intervalLabels.latest_season.label },
  { value: 'lastweek', label: intervalLabels.lastweek.label },
] as const satisfies readonly { value: IntervalCode; label: string }[];

/** ?interval= as the statistics tab reads it: a known interval code, else the season. */
export function intervalFromSearch(params: URLSearchParams): IntervalCode {
  const raw = params.get('interval');
  return isIntervalCode(raw) ? raw : 'latest_season';
}
