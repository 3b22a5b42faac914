import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createContent, dropStudioCache, updateContent } from '../api/save-content';
import type { CreateContentBody, UpdateContentBody } from '../api/studio-types';

/**
 * Publishes (now or at a time) an item that may or may not exist on the server yet, then drops
 * the studio's cached lists. Returns the item id, or null when the server refused (error is set).
 */
export function usePublish() {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const publish = async (id: number | null, create: CreateContentBody, update: UpdateContentBody) => {
    setSending(true);
    setError(null);
    try {
      const savedId = id === null ? (await createContent(create)).id : (await updateContent(id, update)).id;
      dropStudioCache(queryClient, savedId);
      return savedId;
    } catch (e) {
      setError(e instanceof Error ? e : new Error('Could not publish.'));
      return null;
    } finally {
      setSending(false);
    }
  };
  return { publish, sending, error };
}
