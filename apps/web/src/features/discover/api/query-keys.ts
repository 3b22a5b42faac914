/** Query keys of Discover's own calls. */
export const discoverKeys = {
  trendingPlayers: () => ['discover', 'trending-players'] as const,
};
