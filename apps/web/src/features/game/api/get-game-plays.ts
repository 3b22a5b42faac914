import type { Play } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** Every event of the game, in order (a few hundred: one call, filtered on the page). */
export async function getGamePlays(gameId: number): Promise<Play[]> {
  const { data } = await api.get<Play[]>(`/games/${gameId}/plays`);
  return data ?? [];
}

export const gamePlaysQueryOptions = (gameId: number) =>
  queryOptions({ queryKey: gameKeys.plays(gameId), queryFn: () => getGamePlays(gameId) });

export function useGamePlays(gameId: number) {
  return useQuery(gamePlaysQueryOptions(gameId));
}
