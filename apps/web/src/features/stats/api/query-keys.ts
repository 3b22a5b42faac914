import type { IntervalCode } from '@hoopdex/contract';

/** Query keys of the statistics: a player's season stats, graph and games, and league totals. */
export const statsKeys = {
  all: ['stats'] as const,
  player: (slug: string, interval: IntervalCode) => ['stats', 'player', slug, interval] as const,
  graph: (slug: string, interval: IntervalCode) => ['stats', 'graph', slug, interval] as const,
  games: (slug: string, page: { limit: number; offset: number; scope?: 'career' }) => ['stats', 'games', slug, page] as const,
  league: (leagueId: number, interval: IntervalCode) => ['stats', 'league', leagueId, interval] as const,
};
