import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentRemoved, publicContentChanged, studioItemChanged } from './content-changed';
import { studioKeys } from './studio-keys';
import type {
  CreateContentBody,
  CreatedContent,
  StudioItem,
  UpdateContentBody,
} from './studio-types';

export const createContent = (body: CreateContentBody) =>
  api.post<CreatedContent>('/me/content', body, { auth: true }).then((r) => r.data);

export const updateContent = (id: number, body: UpdateContentBody) =>
  api.patch<StudioItem>(`/me/content/${id}`, body, { auth: true }).then((r) => r.data);

export const deleteContent = (id: number) =>
  api.delete<unknown>(`/me/content/${id}`, undefined, { auth: true });

export const retryTranscode = (id: number) =>
  api.post<CreatedContent>(`/me/content/${id}/retry`, undefined, { auth: true });

/** A form's save: the whole body for an item the server does not have yet, else the changed fields. */
export type SaveContentInput = {
  id: number | null;
  create: CreateContentBody;
  update: UpdateContentBody;
};

/** Creates or updates; answers the item's id (new on a create). */
export async function saveContent({ id, create, update }: SaveContentInput): Promise<number> {
  if (id === null) return (await createContent(create)).id;
  return (await updateContent(id, update)).id;
}

/** A draft (autosave, a video's draft once uploaded): only the Studio's own reads change. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: (id) => studioItemChanged(queryClient, id),
  });
}

/** Publish now, at a time, or when a video is ready; or update a live item: the public reads change too. */
export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: (id) => {
      studioItemChanged(queryClient, id);
      publicContentChanged(queryClient);
    },
  });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: (_data, id) => contentRemoved(queryClient, id),
  });
}

/** Unpublish (back to draft) and other status changes from the list: public reads change. */
export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateContentBody }) => updateContent(id, body),
    onSuccess: (item, { id }) => {
      if (item) queryClient.setQueryData(studioKeys.item(id), item);
      studioItemChanged(queryClient, id);
      publicContentChanged(queryClient);
    },
  });
}

/** A failed transcode tried again: the item is not public yet. */
export function useRetryTranscode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryTranscode,
    onSuccess: (_d, id) => studioItemChanged(queryClient, id),
  });
}
