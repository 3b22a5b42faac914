import type { PlayerValue } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { valueKeys } from './query-keys';

/** `revalidate`: past the browser's cached copy (public, 60 s), after a change of the player's. */
export async function getPlayerValue(slug: string, revalidate = false): Promise<PlayerValue> {
  const { data } = await api.get<PlayerValue>(
    `/players/${encodeURIComponent(slug)}/value`,
    revalidate ? { cache: 'no-cache' } : {},
  );
  return data;
}

export const playerValueQueryOptions = (slug: string) =>
  queryOptions({ queryKey: valueKeys.player(slug), queryFn: () => getPlayerValue(slug) });

/**
 * The value, range and parts without the ledger (`?ledger=none`): compare shows no ledger, and
 * its first answer skips the ledger's 25 weekly valuations (its server render waits for it).
 */
export const playerValueSummaryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: valueKeys.summary(slug),
    queryFn: async () =>
      (
        await api.get<PlayerValue>(`/players/${encodeURIComponent(slug)}/value`, {
          query: { ledger: 'none' },
        })
      ).data,
  });

export function usePlayerValue(slug: string) {
  return useQuery(playerValueQueryOptions(slug));
}
