/** Query keys of scouting: notes, boards and saved filters (all private to the scout). */
export const scoutingKeys = {
  all: ['scouting'] as const,
  note: (slug: string) => ['scouting', 'notes', slug] as const,
  boards: () => ['scouting', 'boards'] as const,
  board: (id: number) => ['scouting', 'boards', id] as const,
  filters: () => ['scouting', 'filters'] as const,
};
