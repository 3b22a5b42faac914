import type { SavedFilter } from '@hoopdex/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoutingKeys } from './query-keys';

export type SavedFilterInput = Omit<SavedFilter, 'id' | 'created_at'>;

export function useSavedFilters() {
  return useQuery({
    queryKey: scoutingKeys.filters(),
    queryFn: async () =>
      (await api.get<SavedFilter[]>('/scouting/filters', { auth: true })).data ?? [],
    staleTime: 0,
  });
}

export function useCreateSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SavedFilterInput) =>
      (await api.post<SavedFilter>('/scouting/filters', input, { auth: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoutingKeys.filters() }),
  });
}

export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.delete(`/scouting/filters/${id}`, undefined, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoutingKeys.filters() }),
  });
}
