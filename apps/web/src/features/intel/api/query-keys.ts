/** Query keys of the prospect-intelligence calls (risers, comps, big games). */
export const intelKeys = {
  all: ['intel'] as const,
  risers: (params: object) => ['intel', 'risers', params] as const,
  comps: (slug: string, scope: string) => ['intel', 'comps', slug, scope] as const,
  bigGames: (params: object) => ['intel', 'big-games', params] as const,
};
