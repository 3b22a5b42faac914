import type { CompsResult } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { intelKeys } from './query-keys';

/** league: within the player's league; all: across leagues ("plays like"). */
export type CompScope = CompsResult['scope'];
export const COMPS_LIMIT = 5;

/** ?comps=all keeps the across-leagues scope in a shared link; the league scope is the default. */
export const compScopeFromSearch = (params: URLSearchParams): CompScope =>
  params.get('comps') === 'all' ? 'all' : 'league';

export async function getComps(slug: string, scope: CompScope): Promise<CompsResult> {
  const { data } = await api.get<CompsResult>(`/players/${encodeURIComponent(slug)}/comps`, {
    query: { scope, limit: COMPS_LIMIT },
  });
  return data;
}

export const compsQueryOptions = (slug: string, scope: CompScope) =>
  queryOptions({ queryKey: intelKeys.comps(slug, scope), queryFn: () => getComps(slug, scope) });

export function useComps(slug: string, scope: CompScope) {
  return useQuery(compsQueryOptions(slug, scope));
}
