/** Query keys of Hoopdex Value (the method, a player's value, a what-if, the reported following). */
export const valueKeys = {
  all: ['value'] as const,
  method: () => ['value', 'method'] as const,
  player: (slug: string) => ['value', 'player', slug] as const,
  /** The value without its ledger (compare), under the player's key: dropped with her value. */
  summary: (slug: string) => ['value', 'player', slug, 'summary'] as const,
  whatIf: (slug: string, inputs: object) => ['value', 'player', slug, 'what-if', inputs] as const,
  following: () => ['value', 'me', 'social-following'] as const,
  /** Every Value board page (their prefix). */
  boards: () => ['value', 'board'] as const,
  board: (query: object) => ['value', 'board', query] as const,
};
