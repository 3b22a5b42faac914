/** Query keys of the game page and the shot chart (DESIGN convention 14). */
export const gameKeys = {
  all: ['game'] as const,
  detail: (gameId: number) => ['game', 'detail', gameId] as const,
  plays: (gameId: number) => ['game', 'plays', gameId] as const,
  shotChart: (slug: string) => ['game', 'shot-chart', slug] as const,
};
