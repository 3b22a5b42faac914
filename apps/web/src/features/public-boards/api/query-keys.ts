/** Query keys of shared scouting boards (by token). */
export const publicBoardKeys = {
  detail: (token: string) => ['public-boards', 'detail', token] as const,
};
