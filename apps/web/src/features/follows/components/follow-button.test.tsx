import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { currentLocation, renderWithProviders } from '../../../testing/render-app';
import { FollowButton } from './follow-button';

type Call = { method: string; body: unknown; auth: string | null };

function mockFollowApi({ following = false, fail = false } = {}) {
  const calls: Call[] = [];
  const statusQueries: URL[] = [];
  let state = following;
  const write = (follow: boolean) => async ({ request }: { request: Request }) => {
    calls.push({ method: request.method, body: await request.json(), auth: request.headers.get('authorization') });
    await delay(30);
    if (fail) return HttpResponse.json({ errors: [{ msg: 'nope', param: 'slug' }] }, { status: 500 });
    state = follow;
    return HttpResponse.json({ data: { following: state, fan_count: state ? 11 : 10 }, rowCount: 1 });
  };
  server.use(
    http.get('/api/me/userFollowsBySlug', ({ request }) => {
      statusQueries.push(new URL(request.url));
      return HttpResponse.json({ data: { following: state, fan_count: 10 }, rowCount: 1 });
    }),
    http.post('/api/me/userFollows', write(true)),
    http.delete('/api/me/userFollows', write(false)),
  );
  return { calls, statusQueries };
}

const renderButton = (onCountChange = vi.fn()) =>
  renderWithProviders(<FollowButton slug="jane-doe" followType="player" onCountChange={onCountChange} />, {
    route: '/player/jane-doe',
    user: testUser,
  });

describe('follow button (spec §4)', () => {
  it('checks on load whether a signed-in user already follows', async () => {
    const { statusQueries } = mockFollowApi({ following: true });
    renderButton();
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveTextContent('- Unfollow');
    expect(statusQueries[0]?.searchParams.get('slug')).toBe('jane-doe');
    expect(statusQueries[0]?.searchParams.get('followType')).toBe('player');
  });

  it("press when not following: shows '- Unfollow' at once, reports +1, calls add", async () => {
    const { calls } = mockFollowApi();
    const onCountChange = vi.fn();
    const user = userEvent.setup();
    renderButton(onCountChange);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button')).toHaveTextContent('- Unfollow');
    expect(onCountChange).toHaveBeenCalledWith(1);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'POST', body: { slug: 'jane-doe', followType: 'player' }, auth: 'Bearer test-token' });
  });

  it("press again: shows '+ Follow', reports -1, calls delete", async () => {
    const { calls } = mockFollowApi();
    const onCountChange = vi.fn();
    const user = userEvent.setup();
    renderButton(onCountChange);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    // The button rests while the first call is in flight.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('+ Follow'));
    expect(onCountChange.mock.calls).toEqual([[1], [-1]]);
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']));
  });

  it('rolls back and says so when the call fails', async () => {
    mockFollowApi({ fail: true });
    const onCountChange = vi.fn();
    const user = userEvent.setup();
    renderButton(onCountChange);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not follow. Please try again.');
    expect(screen.getByRole('button')).toHaveTextContent('+ Follow');
    expect(onCountChange.mock.calls).toEqual([[1], [-1]]);
  });

  it('sends a signed-out visitor to /sign-up without calling the API', async () => {
    // No follow handlers: any request would fail the test (onUnhandledRequest: 'error').
    const user = userEvent.setup();
    const onCountChange = vi.fn();
    renderWithProviders(<FollowButton slug="jane-doe" followType="creator" onCountChange={onCountChange} />, {
      route: '/creator/jane-doe',
      user: null,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(currentLocation()).toBe('/sign-up?redirect=%2Fcreator%2Fjane-doe');
    expect(onCountChange).not.toHaveBeenCalled();
  });
});
