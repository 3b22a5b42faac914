import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentKeys } from '../../features/content';
import { playerKeys } from '../../features/players';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { createTestQueryClient, renderApp } from '../../testing/render-app';
import { makeLeagueTotals, makePlayer, makeStats } from '../../testing/stat-fixtures';
import { CACHE_FRESH_MS } from '../../lib/query-client';

// The server's count after the follow: not 10 + 1, so the test tells it from a local +1.
const SERVER_FANS = 57;

function mockPlayerPage() {
  let following = false;
  const answer = (follow: boolean) => async () => {
    await delay(30);
    following = follow;
    return HttpResponse.json({ data: { following, fan_count: follow ? SERVER_FANS : SERVER_FANS - 1 }, rowCount: 1 });
  };
  server.use(
    http.get('/api/players/jane-doe', () => HttpResponse.json({ data: makePlayer(), rowCount: 1 })),
    http.get('/api/players/jane-doe/stats', () => HttpResponse.json({ data: makeStats(), rowCount: 1 })),
    http.get('/api/players/jane-doe/graph', () => HttpResponse.json({ data: [], rowCount: 0 })),
    http.get('/api/players/jane-doe/games', () => HttpResponse.json({ data: [], rowCount: 0 })),
    http.get('/api/leagueStatTotalsByInterval', () => HttpResponse.json({ data: makeLeagueTotals(), rowCount: 1 })),
    http.get('/api/videosByPlayerId', () => HttpResponse.json({ data: [], rowCount: 0 })),
    http.get('/api/me/userFollowsBySlug', () => HttpResponse.json({ data: { following, fan_count: 10 }, rowCount: 1 })),
    http.post('/api/me/userFollows', answer(true)),
    http.delete('/api/me/userFollows', answer(false)),
  );
}

describe('player page follow (issue 21)', () => {
  it("shows the fan count the server answers, keeps it in the player query, and marks the personal feed stale", async () => {
    mockPlayerPage();
    const queryClient = createTestQueryClient({ staleTime: CACHE_FRESH_MS });
    // The home page was seen before: its personal feed sits in the cache.
    queryClient.setQueryData(contentKeys.feed(true), { pages: [{ data: [], rowCount: 0 }], pageParams: [0] });
    const user = userEvent.setup();
    renderApp('/player/jane-doe', { user: testUser, queryClient });
    expect(await screen.findByText('10 Fans')).toBeInTheDocument();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);

    expect(await screen.findByText(`${SERVER_FANS} Fans`)).toBeInTheDocument();
    expect(queryClient.getQueryData<{ fan_count: number }>(playerKeys.detail('jane-doe'))?.fan_count).toBe(SERVER_FANS);
    expect(queryClient.getQueryState(contentKeys.feed(true))?.isInvalidated).toBe(true);

    const unfollow = screen.getByRole('button', { name: 'Unfollow' });
    await waitFor(() => expect(unfollow).toBeEnabled());
    await user.click(unfollow);
    expect(await screen.findByText(`${SERVER_FANS - 1} Fans`)).toBeInTheDocument();
  });
});
