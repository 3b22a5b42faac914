import type { BigGame } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { intelKeys } from './query-keys';

/** How many of a player's big games the timeline shows (newest first). */
export const TIMELINE_BIG_GAMES = 20;

export async function getPlayerBigGames(slug: string): Promise<BigGame[]> {
  const { data } = await api.get<BigGame[]>('/big-games', {
    query: { player: slug, limit: TIMELINE_BIG_GAMES },
  });
  return data ?? [];
}

export const playerBigGamesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: intelKeys.bigGames({ player: slug, limit: TIMELINE_BIG_GAMES }),
    queryFn: () => getPlayerBigGames(slug),
  });

export function usePlayerBigGames(slug: string) {
  return useQuery(playerBigGamesQueryOptions(slug));
}
