import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { analyticsRanges, contentAnalyticsQueryOptions } from '../../features/studio/api/get-content-analytics';
import { studioItemQueryOptions } from '../../features/studio/api/get-studio-item';
import { uploadLimitsQueryOptions } from '../../features/studio/api/get-upload-limits';
import { canPublish } from '../../features/studio/utils/can-publish';
import { searchOf, warmGated } from '../warm-cache';

/** /studio/{id}/edit and /studio/{id}/analytics: the item, for its publisher. */
export const studioItemLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async ({ user }) => {
      const id = Number(params.id);
      if (!canPublish(user) || !Number.isInteger(id) || id <= 0) return;
      await queryClient.prefetchQuery(studioItemQueryOptions(id));
    });

/** /studio/{id}/analytics?days=: the item and its figures for the range the URL names. */
export const studioAnalyticsLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    warmGated(queryClient, async ({ user }) => {
      const id = Number(params.id);
      if (!canPublish(user) || !Number.isInteger(id) || id <= 0) return;
      const days = analyticsRanges.find((d) => String(d) === searchOf(request).get('days')) ?? 30;
      await Promise.all([
        queryClient.prefetchQuery(studioItemQueryOptions(id)),
        queryClient.prefetchQuery(contentAnalyticsQueryOptions(id, days)),
      ]);
    });

/** /studio/new/{kind}: a new video's form opens with the upload limits already asked for. */
export const studioNewLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async ({ user }) => {
      if (!canPublish(user) || params.kind !== 'video') return;
      await queryClient.prefetchQuery(uploadLimitsQueryOptions());
    });
