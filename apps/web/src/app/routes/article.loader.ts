import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { articleQueryOptions, isArticleId } from '../../features/content/api/get-article';
import { orNotFound, pageNotFound, warmGated } from '../warm-cache';

/** /article/{id}: the article (a non-numeric id is the page's not-found, with no request; on the
 *  server a missing article is a 404, decision 0037). */
export const articleLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    warmGated(queryClient, async () => {
      const id = params.id ?? '';
      if (!isArticleId(id)) throw pageNotFound();
      await orNotFound(queryClient.fetchQuery(articleQueryOptions(id)));
    });
