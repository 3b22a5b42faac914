import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { studioItemsQueryOptions } from '../../features/studio/api/get-studio-items';
import { canPublish } from '../../features/studio/utils/can-publish';
import { studioQueryFrom } from '../../features/studio/utils/list-query';
import { searchOf, warmGated } from '../warm-cache';

/** /studio?status=&q=&page=: the publisher's page of items (a fan's gate page needs nothing). */
export const studioLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async ({ user }) => {
      if (!canPublish(user)) return;
      await queryClient.prefetchQuery(studioItemsQueryOptions(studioQueryFrom(searchOf(request))));
    });
