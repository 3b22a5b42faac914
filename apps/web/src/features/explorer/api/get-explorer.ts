import type { Envelope, ExplorerRow, Qualification } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { explorerQuery, type ExplorerState } from '../utils/explorer-url';
import { explorerKeys } from './query-keys';

/** One server-side page of the Database table (50 rows), so 10,000 players stay smooth. */
export async function getExplorer(
  state: ExplorerState,
  leagueId: number,
): Promise<Envelope<ExplorerRow[]> & { qualification: Qualification | null }> {
  const page = await api.get<ExplorerRow[]>('/explorer', { query: explorerQuery(state, leagueId) });
  // The rule that put qualified players first is answered beside the rows.
  const { qualification } = page as { qualification?: Qualification };
  return { data: page.data ?? [], rowCount: page.rowCount, qualification: qualification ?? null };
}

export const explorerQueryOptions = (state: ExplorerState, leagueId: number) =>
  queryOptions({ queryKey: explorerKeys.results(leagueId, state), queryFn: () => getExplorer(state, leagueId) });

export function useExplorer(state: ExplorerState, leagueId: number | undefined) {
  return useQuery({
    ...explorerQueryOptions(state, leagueId ?? 0),
    enabled: leagueId !== undefined,
    placeholderData: keepPreviousData,
  });
}
