/** Query keys of search: results, the video pages of a keyword and the suggestions. */
export const searchKeys = {
  all: ['search'] as const,
  results: (keyword: string) => ['search', 'results', keyword] as const,
  videos: (keyword: string, page: number) => ['search', 'videos', keyword, { page }] as const,
  suggestions: (keyword: string) => ['search', 'suggestions', keyword] as const,
};
