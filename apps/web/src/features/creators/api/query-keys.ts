/** Query keys of the creators: one creator (its fan count lives here) and the players they cover. */
export const creatorKeys = {
  all: ['creators'] as const,
  detail: (slug: string) => ['creators', 'detail', slug] as const,
  /** Every creator's covered players (read from their videos' tags): a video published or removed moves them. */
  coveredPlayers: () => ['creators', 'players'] as const,
  players: (creatorId: number) => ['creators', 'players', creatorId] as const,
};
