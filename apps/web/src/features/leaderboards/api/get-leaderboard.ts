import type { IntervalCode, LeaderboardResult, RankStatistic } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaderboardKeys } from './query-keys';

export const LEADERBOARD_PAGE_SIZE = 25;

export type LeaderboardParams = {
  organization_id: number;
  interval_code: IntervalCode;
  position?: string;
  school_year?: string;
  /** Omitted = the default sort, performance (average Game Score) descending. */
  statistic?: RankStatistic;
  /** Ranked by the projected rest-of-season average (season boards; issue 32). */
  view?: 'projected';
  page: number;
};

export async function getLeaderboard({
  page,
  ...filters
}: LeaderboardParams): Promise<LeaderboardResult> {
  const { data } = await api.get<LeaderboardResult>('/leaderboards', {
    query: { ...filters, limit: LEADERBOARD_PAGE_SIZE, offset: (page - 1) * LEADERBOARD_PAGE_SIZE },
  });
  return data;
}

export const leaderboardQueryOptions = (params: LeaderboardParams) =>
  queryOptions({ queryKey: leaderboardKeys.board(params), queryFn: () => getLeaderboard(params) });

export function useLeaderboard(params: LeaderboardParams | undefined) {
  return useQuery({
    ...leaderboardQueryOptions(
      params ?? { organization_id: 0, interval_code: 'latest_season', page: 1 },
    ),
    enabled: params !== undefined,
    // Keep the old rows visible (and the page height) while a new filter loads.
    placeholderData: keepPreviousData,
  });
}
