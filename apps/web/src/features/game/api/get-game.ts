import type { GameDetail } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** The game with both teams' box scores, its play count and any kept differences. */
export async function getGame(gameId: number): Promise<GameDetail> {
  const { data } = await api.get<GameDetail>(`/games/${gameId}`);
  return data;
}

export const gameQueryOptions = (gameId: number) =>
  queryOptions({ queryKey: gameKeys.detail(gameId), queryFn: () => getGame(gameId) });

export function useGame(gameId: number, enabled = true) {
  return useQuery({ ...gameQueryOptions(gameId), enabled });
}
