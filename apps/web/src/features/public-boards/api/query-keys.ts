/** Query keys of shared scouting boards (by token). */
export const publicBoardKeys = {
  /** Every shared board: a scout's edit may change any of theirs, and only tokens key them. */
  all: ['public-boards'] as const,
  detail: (token: string) => ['public-boards', 'detail', token] as const,
};
