import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { filmKeys } from './film-keys';
import type { GameFilm } from './film-types';

/** GET /api/games/{id}/film: the film's state, or null when the game has no film (404). */
export async function getGameFilm(gameId: number): Promise<GameFilm | null> {
  try {
    const { data } = await api.get<GameFilm>(`/games/${gameId}/film`);
    return data ?? null;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

const working = (film: GameFilm | null | undefined) =>
  film?.state === 'queued' || film?.state === 'processing';

export const gameFilmQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: filmKeys.game(gameId),
    queryFn: () => getGameFilm(gameId),
    // While the film transcodes and syncs, follow its progress.
    refetchInterval: (q) => (working(q.state.data) ? 3000 : false),
  });

export function useGameFilm(gameId: number, enabled = true) {
  return useQuery({ ...gameFilmQueryOptions(gameId), enabled });
}
