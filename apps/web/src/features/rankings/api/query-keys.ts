/** Query keys of the rankings: the leagues the filters offer. */
export const rankingKeys = {
  leagues: () => ['organizations', 'leagues'] as const,
};
