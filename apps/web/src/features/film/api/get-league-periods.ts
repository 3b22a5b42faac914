import { periodRules, type PeriodRules } from '@hoopdex/contract/periods';
import { useQuery } from '@tanstack/react-query';
import { leagueCatalogueQueryOptions } from '../../../lib/league-catalogue';

/**
 * How a league splits its games (the clips' "Q3", "H2"): from its catalogue entry, so a league an
 * admin added with two halves reads H1 and H2; the contract's table until the catalogue is in.
 */
export function useLeaguePeriods(leagueName: string | undefined): PeriodRules {
  const catalogue = useQuery({
    ...leagueCatalogueQueryOptions(),
    enabled: !!leagueName,
    staleTime: 5 * 60_000,
  });
  const entry = catalogue.data?.find((e) => e.slug === leagueName?.toLowerCase());
  return entry
    ? { regulation: entry.periods, minutes: entry.period_minutes }
    : periodRules(leagueName ?? '');
}
