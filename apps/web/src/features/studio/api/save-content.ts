import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studioKeys } from './studio-keys';
import type { CreateContentBody, CreatedContent, StudioItem, UpdateContentBody } from './studio-types';

export const createContent = (body: CreateContentBody) =>
  api.post<CreatedContent>('/me/content', body, { auth: true }).then((r) => r.data);

export const updateContent = (id: number, body: UpdateContentBody) =>
  api.patch<StudioItem>(`/me/content/${id}`, body, { auth: true }).then((r) => r.data);

export const deleteContent = (id: number) => api.delete<unknown>(`/me/content/${id}`, undefined, { auth: true });

export const retryTranscode = (id: number) => api.post<CreatedContent>(`/me/content/${id}/retry`, undefined, { auth: true });

/** Every studio list and this item are stale after a write; the public feeds refresh on their own clock. */
export function dropStudioCache(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: studioKeys.lists() });
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: studioKeys.item(id) });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: studioKeys.item(id) });
      dropStudioCache(queryClient);
    },
  });
}

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateContentBody }) => updateContent(id, body),
    onSuccess: (item, { id }) => {
      if (item) queryClient.setQueryData(studioKeys.item(id), item);
      dropStudioCache(queryClient, id);
    },
  });
}

export function useRetryTranscode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryTranscode, onSuccess: (_d, id) => dropStudioCache(queryClient, id) });
}
