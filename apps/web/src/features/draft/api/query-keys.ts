/** Query keys of the draft: the years and a page of picks. */
export const draftKeys = {
  all: ['draft'] as const,
  years: () => ['draft', 'years'] as const,
  picks: (page: { limit: number; offset: number; year: number | undefined }) =>
    ['draft', 'picks', page] as const,
};
