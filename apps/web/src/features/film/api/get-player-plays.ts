import type { PlayerPlay } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filmKeys } from './film-keys';
import type { PlayerPlaysFilters } from './film-types';

/** Clips per page of a playlist: enough to watch for a while, few enough to list on a phone. */
export const PLAYLIST_PAGE = 20;

const playsPath = (slug: string) => `/players/${encodeURIComponent(slug)}/plays`;

/** GET /api/players/{slug}/plays: one page of his plays, newest game first, with the total. */
export async function getPlayerPlays(slug: string, f: PlayerPlaysFilters) {
  const { data, rowCount } = await api.get<PlayerPlay[]>(playsPath(slug), {
    query: {
      event: f.event,
      game: f.game,
      period: f.period,
      interval: f.interval,
      limit: PLAYLIST_PAGE,
      offset: (f.page - 1) * PLAYLIST_PAGE,
    },
  });
  return { plays: data ?? [], total: rowCount ?? 0 };
}

export const playerPlaysQueryOptions = (slug: string, f: PlayerPlaysFilters) =>
  queryOptions({
    queryKey: filmKeys.playerPlays(slug, f),
    queryFn: () => getPlayerPlays(slug, f),
  });

export function usePlayerPlays(slug: string, f: PlayerPlaysFilters) {
  // The page on screen stays while the next one loads, so the list (and the film) keep their place.
  return useQuery({ ...playerPlaysQueryOptions(slug, f), placeholderData: keepPreviousData });
}

/** Whether the player has any play-by-play: his stats then link to their plays. */
export const playerHasPlaysQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: filmKeys.playerHasPlays(slug),
    queryFn: async () => {
      const { rowCount } = await api.get<PlayerPlay[]>(playsPath(slug), { query: { limit: 1 } });
      return (rowCount ?? 0) > 0;
    },
    enabled: slug !== '',
  });

export function usePlayerHasPlays(slug: string) {
  return useQuery(playerHasPlaysQueryOptions(slug));
}
