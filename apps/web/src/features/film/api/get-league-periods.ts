import type { CatalogueEntry } from '@hoopdex/contract';
import { periodRules, type PeriodRules } from '@hoopdex/contract/periods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filmKeys } from './film-keys';

/** GET /api/leagues/catalogue: each league's periods, as its catalogue entry says (decision 0031). */
export const leagueCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: filmKeys.catalogue,
    queryFn: async () => (await api.get<CatalogueEntry[]>('/leagues/catalogue')).data,
    staleTime: 5 * 60_000,
  });

/**
 * How a league splits its games (the clips' "Q3", "H2"): from its catalogue entry, so a league an
 * admin added with two halves reads H1 and H2; the contract's table until the catalogue is in.
 */
export function useLeaguePeriods(leagueName: string | undefined): PeriodRules {
  const catalogue = useQuery({ ...leagueCatalogueQueryOptions(), enabled: !!leagueName });
  const entry = catalogue.data?.find((e) => e.slug === leagueName?.toLowerCase());
  return entry
    ? { regulation: entry.periods, minutes: entry.period_minutes }
    : periodRules(leagueName ?? '');
}
