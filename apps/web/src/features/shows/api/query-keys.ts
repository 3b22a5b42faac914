/** Query keys of the shows: the list and one show (its fan count lives here). */
export const showKeys = {
  all: ['shows'] as const,
  list: () => ['shows', 'list'] as const,
  detail: (id: string) => ['shows', 'detail', id] as const,
};
