import type { League } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rankingKeys } from './query-keys';

/** The leagues (organizations) to filter by; the server already leaves out ncaawb. */
export async function getLeagues(): Promise<League[]> {
  const { data } = await api.get<League[]>('/organizations');
  return data ?? [];
}

export const leaguesQueryOptions = () => queryOptions({ queryKey: rankingKeys.leagues(), queryFn: getLeagues });

export function useLeagues() {
  return useQuery(leaguesQueryOptions());
}
