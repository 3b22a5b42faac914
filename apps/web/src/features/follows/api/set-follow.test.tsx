import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { contentKeys } from '../../content';
import { creatorKeys } from '../../creators';
import { showKeys } from '../../shows';
import { sessionHandlers, testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { createTestQueryClient } from '../../../testing/render-app';
import { followKeys } from './query-keys';
import { useSetFollow } from './set-follow';

function setup({ fanCount = 40, fail = false } = {}) {
  server.use(
    ...sessionHandlers(testUser),
    http.post('/api/me/userFollows', async () => {
      await delay(150);
      if (fail) return HttpResponse.json({ errors: [{ msg: 'down', param: 'slug' }] }, { status: 400 });
      return HttpResponse.json({ data: { following: true, fan_count: fanCount }, rowCount: 1 });
    }),
  );
  const queryClient = createTestQueryClient({ staleTime: Infinity });
  queryClient.setQueryData(creatorKeys.detail('ann'), { profile_key: 'ann', fan_count: 7 });
  queryClient.setQueryData(showKeys.detail('12'), { id: 12, fan_count: 3 });
  queryClient.setQueryData(followKeys.list(), []);
  queryClient.setQueryData(contentKeys.feed(true), { pages: [], pageParams: [] });
  queryClient.setQueryData(contentKeys.feed(false), { pages: [], pageParams: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSetFollow(), { wrapper });
  return { queryClient, result };
}

const fans = (client: ReturnType<typeof setup>['queryClient'], key: readonly unknown[]) =>
  client.getQueryData<{ fan_count: number }>(key)?.fan_count;

describe('useSetFollow: every query a follow changes (issue 21)', () => {
  it("a creator's follow: +1 at once, then the server's count; status set; list and personal feed stale", async () => {
    const { queryClient, result } = setup({ fanCount: 41 });
    act(() => result.current.mutate({ slug: 'ann', followType: 'creator', follow: true }));
    await waitFor(() => expect(fans(queryClient, creatorKeys.detail('ann'))).toBe(8));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fans(queryClient, creatorKeys.detail('ann'))).toBe(41);
    expect(queryClient.getQueryData(followKeys.status('creator', 'ann'))).toEqual({ following: true, fan_count: 41 });
    expect(queryClient.getQueryState(followKeys.list())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(contentKeys.feed(true))?.isInvalidated).toBe(true);
    // Everyone's feed does not depend on follows.
    expect(queryClient.getQueryState(contentKeys.feed(false))?.isInvalidated).toBe(false);
    expect(fans(queryClient, showKeys.detail('12'))).toBe(3);
  });

  it("a show's follow lands on the show's detail", async () => {
    const { queryClient, result } = setup({ fanCount: 90 });
    act(() => result.current.mutate({ slug: '12', followType: 'show', follow: true }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fans(queryClient, showKeys.detail('12'))).toBe(90);
  });

  it('puts the count back when the call fails', async () => {
    const { queryClient, result } = setup({ fail: true });
    act(() => result.current.mutate({ slug: 'ann', followType: 'creator', follow: true }));
    await waitFor(() => expect(fans(queryClient, creatorKeys.detail('ann'))).toBe(8));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fans(queryClient, creatorKeys.detail('ann'))).toBe(7);
    expect(queryClient.getQueryData(followKeys.status('creator', 'ann'))).toBeUndefined();
  });
});
