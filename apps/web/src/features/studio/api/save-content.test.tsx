import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { contentKeys } from '../../content';
import { creatorKeys } from '../../creators';
import { followKeys } from '../../follows';
import { likeKeys } from '../../likes';
import { playerKeys } from '../../players';
import { searchKeys } from '../../search';
import { sessionHandlers, testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { createTestQueryClient } from '../../../testing/render-app';
import { useDeleteContent, usePublish, useSaveDraft, useUpdateContent } from './save-content';
import { studioKeys } from './studio-keys';

const creator = { ...testUser, role: 'creator' as const };

/** Every read a Studio write may touch, cached as if the author had seen them all. */
const studioReads = [studioKeys.list({ page: 1 }), studioKeys.item(31)];
const publicReads = [
  contentKeys.feed(true),
  contentKeys.feed(false),
  contentKeys.featured(),
  contentKeys.pages({ creatorId: 3 }),
  contentKeys.article('31'),
  playerKeys.timeline('ann-lee'),
  creatorKeys.players(3),
  searchKeys.results('summer'),
];
/** Reads no content write changes: they must stay fresh. */
const untouched = [
  playerKeys.detail('ann-lee'),
  creatorKeys.detail('demo-creator'),
  followKeys.list(),
];

function setup<T>(useHook: () => T) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    ...sessionHandlers(creator),
    http.post('/api/me/content', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        data: { id: 31, status: 'published', content_id: 31, path: '/article/31', notified: 0 },
        rowCount: 1,
      });
    }),
    http.patch('/api/me/content/:id', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({
        data: { id: Number(params.id), status: 'published' },
        rowCount: 1,
      });
    }),
    http.delete('/api/me/content/:id', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ data: { id: Number(params.id), deleted: true }, rowCount: 1 });
    }),
  );
  const queryClient = createTestQueryClient({ staleTime: Infinity });
  for (const key of [...studioReads, ...publicReads, ...untouched, likeKeys.list()])
    queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useHook, { wrapper });
  return { queryClient, result, seen };
}

const stale = (client: QueryClient, keys: readonly (readonly unknown[])[]) =>
  keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
const all = (keys: readonly (readonly unknown[])[]) => keys.map((key) => JSON.stringify(key));

const article = {
  content_type: 'article' as const,
  title: 'Summer league notes',
  body: '<p>Hi</p>',
  status: 'published' as const,
};

describe('Studio writes refresh every read they change (issue 30)', () => {
  it('a publish of a new item creates it, then the feeds (the author’s own too), pages, timelines, covered players and search are stale', async () => {
    const { queryClient, result, seen } = setup(() => usePublish());
    let id: number | undefined;
    await act(async () => {
      id = await result.current.mutateAsync({
        id: null,
        create: article,
        update: { status: 'published' },
      });
    });
    expect(id).toBe(31);
    expect(seen).toEqual([{ method: 'POST', path: '/api/me/content', body: article }]);
    expect(stale(queryClient, studioReads)).toEqual(all(studioReads));
    expect(stale(queryClient, publicReads)).toEqual(all(publicReads));
    expect(stale(queryClient, untouched)).toEqual([]);
  });

  it('a publish of a saved draft updates that item instead of making another', async () => {
    const { queryClient, result, seen } = setup(() => usePublish());
    await act(() =>
      result.current.mutateAsync({
        id: 31,
        create: article,
        update: { title: 'Summer league notes', status: 'published' },
      }),
    );
    expect(seen).toEqual([
      {
        method: 'PATCH',
        path: '/api/me/content/31',
        body: { title: 'Summer league notes', status: 'published' },
      },
    ]);
    expect(stale(queryClient, publicReads)).toEqual(all(publicReads));
  });

  it('a draft saved changes only the Studio’s own reads: nothing public moved', async () => {
    const { queryClient, result } = setup(() => useSaveDraft());
    await act(() =>
      result.current.mutateAsync({
        id: 31,
        create: { ...article, status: 'draft' },
        update: { title: 'Draft' },
      }),
    );
    expect(stale(queryClient, studioReads)).toEqual(all(studioReads));
    expect(stale(queryClient, publicReads)).toEqual([]);
  });

  it('unpublishing from the list takes the item out of the public reads too', async () => {
    const { queryClient, result } = setup(() => useUpdateContent());
    await act(() =>
      result.current.mutateAsync({ id: 31, body: { status: 'draft', publish_at: null } }),
    );
    expect(stale(queryClient, publicReads)).toEqual(all(publicReads));
  });

  it('a delete forgets the item and refreshes the public reads and the likes list', async () => {
    const { queryClient, result, seen } = setup(() => useDeleteContent());
    await act(() => result.current.mutateAsync(31));
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/me/content/31', body: null }]);
    expect(queryClient.getQueryData(studioKeys.item(31))).toBeUndefined();
    expect(stale(queryClient, publicReads)).toEqual(all(publicReads));
    expect(stale(queryClient, [likeKeys.list()])).toEqual(all([likeKeys.list()]));
    expect(stale(queryClient, untouched)).toEqual([]);
  });

  it('a refused publish keeps the server’s errors and leaves every read alone', async () => {
    const { queryClient, result } = setup(() => usePublish());
    server.use(
      http.post('/api/me/content', () =>
        HttpResponse.json(
          { errors: [{ msg: 'must be in the future', param: 'publish_at' }] },
          { status: 400 },
        ),
      ),
    );
    act(() => result.current.mutate({ id: null, create: article, update: {} }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).errors).toEqual([
      { msg: 'must be in the future', param: 'publish_at' },
    ]);
    expect(stale(queryClient, [...studioReads, ...publicReads])).toEqual([]);
  });
});
