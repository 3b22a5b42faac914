/** Query keys of the projections: a player's as of a date (or today), and a backtest's accuracy. */
export const projectionKeys = {
  all: ['projections'] as const,
  player: (slug: string) => ['projections', 'player', slug] as const,
  /** asOf null: the server's default, today. */
  playerAsOf: (slug: string, asOf: string | null) =>
    ['projections', 'player', slug, asOf ?? 'today'] as const,
  accuracy: (query: { league?: number; season?: string }) =>
    ['projections', 'accuracy', query] as const,
};
