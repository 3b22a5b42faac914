import type { IntervalCode } from '@hoopdex/contract';
import { intervalLabels } from '../../../lib/stat-catalog';

/** Season first: it is the default everywhere a player's numbers are shown. */
export const intervalOptions = [
  { value: 'latest_season', label: intervalLabels.latest_season.label },
  { value: 'lastweek', label: intervalLabels.lastweek.label },
] as const satisfies readonly { value: IntervalCode; label: string }[];
