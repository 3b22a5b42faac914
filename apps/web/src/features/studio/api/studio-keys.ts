/** The Studio's query keys (DESIGN convention 14): every studio read hangs under ['studio']. */
export const studioKeys = {
  all: ['studio'] as const,
  lists: () => ['studio', 'list'] as const,
  list: (query: StudioListQuery) => ['studio', 'list', query] as const,
  item: (id: number) => ['studio', 'item', id] as const,
  analytics: (id: number, days: number) => ['studio', 'analytics', id, days] as const,
  limits: () => ['studio', 'upload-limits'] as const,
};

export type StudioListQuery = { status?: string | undefined; q?: string | undefined; page: number };
