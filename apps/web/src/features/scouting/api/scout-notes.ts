import type { ScoutNote } from '@hoopdex/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publicBoardKeys } from '../../public-boards';
import { scoutingKeys } from './query-keys';

/** The scout's private note and grade for one player (null when none yet). */
export async function getScoutNote(slug: string): Promise<ScoutNote | null> {
  const { data } = await api.get<ScoutNote | null>(`/scouting/notes/${encodeURIComponent(slug)}`, {
    auth: true,
  });
  return data ?? null;
}

export const scoutNoteQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: scoutingKeys.note(slug),
    queryFn: () => getScoutNote(slug),
    staleTime: 0,
  });

export function useScoutNote(slug: string) {
  return useQuery(scoutNoteQueryOptions(slug));
}

export function useSaveScoutNote(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { note: string; grade: number | null; is_public: boolean }) =>
      (
        await api.put<ScoutNote>(`/scouting/notes/${encodeURIComponent(slug)}`, body, {
          auth: true,
        })
      ).data,
    onSuccess: (note) => {
      queryClient.setQueryData(scoutingKeys.note(slug), note);
      // A public note shows on the scout's shared boards (and a note made private leaves them).
      void queryClient.invalidateQueries({ queryKey: publicBoardKeys.all });
    },
  });
}
