import type { SocialFollowing } from '@hoopdex/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../features/auth/testing/me-fixture';
import { valueKeys } from '../../features/value';
import { server } from '../../testing/mocks/server';
import { createTestQueryClient, renderWithProviders } from '../../testing/render-app';
import { ProfileRoute } from './profile';

const player = { slug: 'jane-doe', firstname: 'Jane', lastname: 'Doe' };

function signedIn(linked: boolean) {
  server.use(
    http.get('/api/me', () =>
      HttpResponse.json({
        data: makeMe({ role: linked ? 'player' : 'fan', player: linked ? player : null }),
        rowCount: 1,
      }),
    ),
    http.get('/api/auth/token', () => HttpResponse.json({ token: 'id-token' })),
  );
}

const saved: SocialFollowing = [
  { platform: 'instagram', followers: 1200, verified: false, updated_at: '2026-11-01T10:00:00Z' },
  { platform: 'tiktok', followers: 800, verified: true, updated_at: '2026-10-01T10:00:00Z' },
];

/** GET answers `rows`; PUT records its body and answers with `answer` (or an error). */
function followingApi(rows: SocialFollowing, answer?: Response) {
  const puts: unknown[] = [];
  server.use(
    http.get('/api/me/social-following', () =>
      HttpResponse.json({ data: rows, rowCount: rows.length }),
    ),
    http.put('/api/me/social-following', async ({ request }) => {
      puts.push(await request.json());
      return (
        answer ??
        HttpResponse.json({
          data: [
            { ...saved[0]!, followers: 12_500, updated_at: '2026-11-27T10:00:00Z' },
          ] satisfies SocialFollowing,
          rowCount: 1,
        })
      );
    }),
  );
  return puts;
}

describe('profile: social following (player portal)', () => {
  it('shows each platform with its status, saves only what changed, and drops the stale value', async () => {
    signedIn(true);
    const puts = followingApi(saved);
    const valueAsked: RequestCache[] = [];
    server.use(
      http.get('/api/players/jane-doe/value', ({ request }) => {
        valueAsked.push(request.cache);
        return HttpResponse.json({ data: { value: 42 }, rowCount: 1 });
      }),
    );
    const queryClient = createTestQueryClient();
    // The player's value and a what-if on their page, and a Value board page, already cached.
    queryClient.setQueryData(valueKeys.player('jane-doe'), { value: 1 });
    queryClient.setQueryData(valueKeys.whatIf('jane-doe', { pts: 30 }), { value: 2 });
    queryClient.setQueryData(valueKeys.board({ limit: 25, offset: 0 }), { board: {} });
    queryClient.setQueryData(valueKeys.player('someone-else'), { value: 3 });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/social-following', queryClient });

    expect(await screen.findByRole('link', { name: 'Social Following' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Self-reported until verified.')).toBeInTheDocument();
    const instagram = await screen.findByLabelText('Instagram followers');
    await waitFor(() => expect(instagram).toHaveValue('1200'));
    expect(instagram).toHaveAccessibleDescription(
      /Self-reported, not verified yet · updated 2026-11-01/,
    );
    const tiktok = screen.getByLabelText('TikTok followers');
    expect(tiktok).toHaveValue('800');
    expect(tiktok).toHaveAccessibleDescription(/^Verified/);
    expect(screen.getByLabelText('X followers')).toHaveAccessibleDescription(/Not entered/);

    await user.clear(instagram);
    await user.type(instagram, '12,500');
    await user.clear(tiktok);
    await user.click(screen.getByRole('button', { name: 'Save following' }));

    expect(await screen.findByText(/^Saved\./)).toHaveAttribute('role', 'status');
    // The unchanged X is left out (nothing to send); the emptied TikTok is cleared.
    expect(puts).toEqual([{ instagram: 12_500, tiktok: null }]);
    expect(screen.getByRole('link', { name: 'See your Hoopdex Value' })).toHaveAttribute(
      'href',
      '/player/jane-doe',
    );
    // The answer replaces the form's rows: TikTok is gone, Instagram updated.
    await waitFor(() => expect(screen.getByLabelText('TikTok followers')).toHaveValue(''));
    expect(screen.getByLabelText('Instagram followers')).toHaveValue('12500');
    // Their value is asked again past the browser's cached copy (public, 60 s): the new one shows.
    await waitFor(() =>
      expect(queryClient.getQueryData(valueKeys.player('jane-doe'))).toEqual({ value: 42 }),
    );
    expect(valueAsked).toEqual(['no-cache']);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(valueKeys.whatIf('jane-doe', { pts: 30 }))).toBe(true);
    expect(stale(valueKeys.board({ limit: 25, offset: 0 }))).toBe(true);
    expect(stale(valueKeys.player('someone-else'))).toBe(false);
  });

  it('keeps what the player is typing when their rows are fetched again', async () => {
    signedIn(true);
    followingApi(saved);
    const queryClient = createTestQueryClient();
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/social-following', queryClient });
    const instagram = await screen.findByLabelText('Instagram followers');
    await waitFor(() => expect(instagram).toHaveValue('1200'));
    await user.clear(instagram);
    await user.type(instagram, '5000');
    // A refetch (focus, another tab's save) brings new rows: the field being edited keeps its text.
    act(() =>
      queryClient.setQueryData(valueKeys.following(), [
        { ...saved[0]!, followers: 1300, updated_at: '2026-11-20T10:00:00Z' },
        saved[1]!,
      ]),
    );
    await waitFor(() => expect(instagram).toHaveAccessibleDescription(/updated 2026-11-20/));
    expect(instagram).toHaveValue('5000');
    expect(screen.getByLabelText('TikTok followers')).toHaveValue('800');
  });

  it('says what is wrong with a count before sending anything', async () => {
    signedIn(true);
    const puts = followingApi([]);
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/social-following' });
    const instagram = await screen.findByLabelText('Instagram followers');
    await user.click(screen.getByRole('button', { name: 'Save following' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing changed: enter a new count, or empty a field to remove it',
    );
    await user.type(instagram, '12k');
    await user.type(screen.getByLabelText('X followers'), '2000000000');
    await user.click(screen.getByRole('button', { name: 'Save following' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Instagram followers: enter a whole number, like 12500 (leave it empty to remove it)',
    );
    expect(alert).toHaveTextContent('X followers: at most 1,000,000,000');
    expect(puts).toEqual([]);
  });

  it("shows the server's error inline", async () => {
    signedIn(true);
    followingApi(
      [],
      HttpResponse.json(
        { errors: [{ msg: 'Only an account linked to a player reports a following', param: '' }] },
        { status: 403 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/social-following' });
    await user.type(await screen.findByLabelText('Instagram followers'), '500');
    await user.click(screen.getByRole('button', { name: 'Save following' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an account linked to a player reports a following',
    );
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
  });

  it('is not offered to an account without a linked player', async () => {
    signedIn(false);
    renderWithProviders(<ProfileRoute />, { route: '/profile' });
    expect(await screen.findByRole('link', { name: 'Liked' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Social Following' })).not.toBeInTheDocument();
  });
});
