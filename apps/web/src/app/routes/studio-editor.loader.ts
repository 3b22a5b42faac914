import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { studioItemQueryOptions } from '../../features/studio/api/get-studio-item';
import { canPublish } from '../../features/studio/utils/can-publish';
import { warmGated } from '../warm-cache';

/** /studio/{id}/edit and /studio/{id}/analytics: the item, for its publisher. */
export const studioItemLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async ({ user }) => {
      const id = Number(params.id);
      if (!canPublish(user) || !Number.isInteger(id) || id <= 0) return;
      await queryClient.prefetchQuery(studioItemQueryOptions(id));
    });
