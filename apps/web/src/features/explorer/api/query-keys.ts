/** Query keys of the stat explorer. */
export const explorerKeys = {
  all: ['explorer'] as const,
  results: (leagueId: number, state: object) => ['explorer', leagueId, state] as const,
};
