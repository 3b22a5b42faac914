/** Query keys of the players: the list, search, one player (its fan count lives in detail), gear, timeline. */
export const playerKeys = {
  all: ['players'] as const,
  detail: (slug: string) => ['players', 'detail', slug] as const,
  gear: (slug: string) => ['players', 'gear', slug] as const,
  /** Every player's timeline: a published or removed item shows on those of the players it tags. */
  timelines: () => ['players', 'timeline'] as const,
  timeline: (slug: string) => ['players', 'timeline', slug] as const,
  list: (params: object) => ['players', 'list', params] as const,
  search: (text: string) => ['players', 'search', text] as const,
};
