import type { Riser } from '@hoopdex/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { intelKeys } from './query-keys';

/** The /analyze Risers view pages 10 at a time; the home page shows the top 5. */
export const RISERS_PAGE_SIZE = 10;
export const HOME_RISERS_LIMIT = 5;

export type RisersParams = {
  /** Omitted = the server's default league (NBA), as on the home page. */
  league?: number;
  position?: string;
  school_year?: string;
  limit: number;
  /** 1-based. */
  page: number;
};

export type RisersPage = { items: Riser[]; total: number };

export async function getRisers({ page, limit, ...filters }: RisersParams): Promise<RisersPage> {
  const { data, rowCount } = await api.get<Riser[]>('/risers', {
    query: { ...filters, limit, offset: (page - 1) * limit },
  });
  return { items: data ?? [], total: rowCount };
}

export const risersQueryOptions = (params: RisersParams) =>
  queryOptions({ queryKey: intelKeys.risers(params), queryFn: () => getRisers(params) });

/** The home page's "Risers this week": the default league's top 5. */
export const homeRisersQueryOptions = () =>
  risersQueryOptions({ limit: HOME_RISERS_LIMIT, page: 1 });

export function useRisers(params: RisersParams | undefined) {
  return useQuery({
    ...risersQueryOptions(params ?? { limit: RISERS_PAGE_SIZE, page: 1 }),
    enabled: params !== undefined,
    // The old rows stay (and keep the page height) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
