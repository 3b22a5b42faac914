import type { PlayerPlaysFilters } from './film-types';

/** The film room's query keys (DESIGN convention 14): every film read hangs under ['film']. */
export const filmKeys = {
  all: ['film'] as const,
  game: (gameId: number) => ['film', 'game', gameId] as const,
  playerPlays: (slug: string, filters: PlayerPlaysFilters) =>
    ['film', 'player-plays', slug, filters] as const,
  playerHasPlays: (slug: string) => ['film', 'player-has-plays', slug] as const,
};
