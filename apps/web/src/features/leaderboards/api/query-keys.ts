/** Query keys of the leaderboards: one per set of board parameters. */
export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  board: (params: object) => ['leaderboards', params] as const,
};
