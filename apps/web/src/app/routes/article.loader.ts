import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { articleQueryOptions, isArticleId } from '../../features/content/api/get-article';
import { warmGated } from '../warm-cache';

/** /article/{id}: the article (a non-numeric id is the page's not-found, with no request). */
export const articleLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const id = params.id ?? '';
      if (isArticleId(id)) await queryClient.prefetchQuery(articleQueryOptions(id));
    });
