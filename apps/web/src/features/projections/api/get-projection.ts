import type { Projection } from '@hoopdex/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectionKeys } from './query-keys';

/** GET /api/players/{slug}/projection?as_of=: the projection from games before as_of (default today). */
export async function getProjection(slug: string, asOf: string | null): Promise<Projection> {
  const { data } = await api.get<Projection>(
    `/players/${encodeURIComponent(slug)}/projection`,
    asOf ? { query: { as_of: asOf } } : {},
  );
  return data;
}

export const projectionQueryOptions = (slug: string, asOf: string | null = null) =>
  queryOptions({
    queryKey: projectionKeys.playerAsOf(slug, asOf),
    queryFn: () => getProjection(slug, asOf),
  });

export function useProjection(slug: string | undefined, asOf: string | null = null) {
  return useQuery({ ...projectionQueryOptions(slug ?? '', asOf), enabled: !!slug });
}

/** One projection per date, in the dates' order (the line of how it moved through the season). */
export function useProjectionsAsOf(slug: string, dates: readonly string[]) {
  return useQueries({ queries: dates.map((d) => projectionQueryOptions(slug, d)) });
}
