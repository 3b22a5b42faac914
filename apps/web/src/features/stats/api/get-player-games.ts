import type { GameLogRow } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statsKeys } from './query-keys';

export const GAME_LOG_PAGE = 10;

/** The current season's game log, newest first, one page at a time. */
export async function getPlayerGames(slug: string, offset: number) {
  return api.get<GameLogRow[]>(`/players/${encodeURIComponent(slug)}/games`, {
    query: { limit: GAME_LOG_PAGE, offset },
  });
}

export const playerGamesQueryOptions = (slug: string, offset: number) =>
  queryOptions({
    queryKey: statsKeys.games(slug, { limit: GAME_LOG_PAGE, offset }),
    queryFn: () => getPlayerGames(slug, offset),
  });

export function usePlayerGames(slug: string, offset: number) {
  // The previous page stays on screen while the next one loads, so the table does not collapse.
  return useQuery({ ...playerGamesQueryOptions(slug, offset), placeholderData: keepPreviousData });
}

/** How many games the trend of a player's recent form covers. */
export const LAST_GAMES = 10;

/** A player's last 10 games whatever the season (a new season's first weeks still trend 10). */
export const playerLastGamesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: statsKeys.games(slug, { limit: LAST_GAMES, offset: 0, scope: 'career' }),
    queryFn: () =>
      api.get<GameLogRow[]>(`/players/${encodeURIComponent(slug)}/games`, {
        query: { limit: LAST_GAMES, offset: 0, scope: 'career' },
      }),
  });

export function usePlayerLastGames(slug: string) {
  return useQuery(playerLastGamesQueryOptions(slug));
}

/** The season's games (up to 100, a season's worth): the clip playlist's game filter. */
export const playerSeasonGamesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: statsKeys.games(slug, { limit: 100, offset: 0 }),
    queryFn: () =>
      api.get<GameLogRow[]>(`/players/${encodeURIComponent(slug)}/games`, {
        query: { limit: 100, offset: 0 },
      }),
  });
