import type { DraftYear } from '@hoopdex/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { draftKeys } from './query-keys';

/** Every draft year, latest first. */
export async function getDraftYears(): Promise<number[]> {
  const { data } = await api.get<DraftYear[]>('/getDraftYear');
  return (data ?? []).map((row) => row.year);
}

/** Spec §7: the first item's year is the draft year. */
export async function getDraftYear(): Promise<number | null> {
  return (await getDraftYears())[0] ?? null;
}

export const draftYearsQueryOptions = () =>
  queryOptions({ queryKey: draftKeys.years(), queryFn: getDraftYears });

export function useDraftYears() {
  return useQuery(draftYearsQueryOptions());
}

/** The current draft year, read from the same cached list as the year switcher. */
export function useDraftYear() {
  return useQuery({ ...draftYearsQueryOptions(), select: (years) => years[0] ?? null });
}
