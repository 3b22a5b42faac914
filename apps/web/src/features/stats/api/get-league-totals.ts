import type { IntervalCode, LeagueStatTotals } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statsKeys } from './query-keys';

/** League averages (values and mean ratings) for the "league average" beside each rating. */
export async function getLeagueTotals(leagueId: number, interval: IntervalCode): Promise<LeagueStatTotals> {
  const { data } = await api.get<LeagueStatTotals>('/leagueStatTotalsByInterval', {
    query: { organization_id: leagueId, interval_code: interval },
  });
  return data;
}

export const leagueTotalsQueryOptions = (leagueId: number, interval: IntervalCode) =>
  queryOptions({ queryKey: statsKeys.league(leagueId, interval), queryFn: () => getLeagueTotals(leagueId, interval) });

export function useLeagueTotals(leagueId: number | undefined, interval: IntervalCode) {
  return useQuery({ ...leagueTotalsQueryOptions(leagueId ?? 0, interval), enabled: leagueId !== undefined });
}
