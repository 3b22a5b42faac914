import type { FollowListItem } from '@hoopdex/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeContentItem } from '../../testing/fixtures';
import { server } from '../../testing/mocks/server';
import { currentLocation, renderWithProviders } from '../../testing/render-app';
import { makeMe } from '../../features/auth/testing/me-fixture';
import { ProfileRoute } from './profile';

const me = makeMe({ instagram: 'court.vision' });
const signedIn = () => {
  server.use(
    http.get('/api/me', () => HttpResponse.json({ data: me, rowCount: 1 })),
    http.get('/api/auth/token', () => HttpResponse.json({ token: 'id-token' })),
  );
};
const follow = (o: Partial<FollowListItem>): FollowListItem => ({
  followType: 'player',
  id: 1,
  slug: 'jane-doe',
  name: 'Jane Doe',
  image: null,
  fan_count: 3,
  followed_at: '2026-01-01T00:00:00Z',
  ...o,
});

describe('profile: account details', () => {
  it('shows the account and saves name and handles', async () => {
    signedIn();
    let body: unknown;
    server.use(
      http.patch('/api/me', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...me, name: 'Court Vision' }, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile' });
    expect(await screen.findByText('fan@example.com')).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Fan'));
    expect(screen.getByLabelText('Instagram handle')).toHaveValue('court.vision');
    await user.clear(name);
    await user.type(name, 'Court Vision');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Court Vision', instagram: 'court.vision', youtube: null });
  });

  it('shows a bad handle error inline', async () => {
    signedIn();
    server.use(
      http.patch('/api/me', () =>
        HttpResponse.json(
          { errors: [{ msg: 'Instagram handle: up to 30 letters', param: 'instagram' }] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Fan'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Instagram handle: up to 30 letters - instagram',
    );
  });
});

describe('profile: follows and likes', () => {
  it('lists follows by kind and unfollows one', async () => {
    signedIn();
    const calls: unknown[] = [];
    let list = [
      follow({}),
      follow({ followType: 'creator', slug: 'film-room', name: 'Film Room', id: 2 }),
    ];
    server.use(
      http.get('/api/me/userFollows', () =>
        HttpResponse.json({ data: list, rowCount: list.length }),
      ),
      http.delete('/api/me/userFollows', async ({ request }) => {
        const body = (await request.json()) as { slug: string };
        calls.push({ body, auth: request.headers.get('authorization') });
        list = list.filter((f) => f.slug !== body.slug);
        return HttpResponse.json({ data: { following: false, fan_count: 2 }, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/follows' });
    const players = (await screen.findByRole('heading', { name: 'Players' })).closest('section')!;
    expect(within(players).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/player/jane-doe',
    );
    expect(screen.getByRole('link', { name: 'Film Room' })).toHaveAttribute(
      'href',
      '/creator/film-room',
    );
    await user.click(screen.getByRole('button', { name: 'Unfollow Jane Doe' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Jane Doe' })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual([
      { body: { slug: 'jane-doe', followType: 'player' }, auth: 'Bearer id-token' },
    ]);
  });

  it('lists liked content with links', async () => {
    signedIn();
    server.use(
      http.get('/api/me/likes', () =>
        HttpResponse.json({
          data: [
            makeContentItem(
              { id: 7, content_type: 'article' },
              { title: 'Draft notes', videoid: null },
            ),
          ],
          rowCount: 1,
        }),
      ),
    );
    renderWithProviders(<ProfileRoute />, { route: '/profile/likes' });
    expect(await screen.findByRole('link', { name: 'Draft notes' })).toHaveAttribute(
      'href',
      '/article/7',
    );
  });
});

describe('profile: delete account', () => {
  it('needs the confirmation box, shows a wrong password, then deletes and goes home', async () => {
    signedIn();
    let attempts = 0;
    server.use(
      http.delete('/api/me', async ({ request }) => {
        attempts += 1;
        const { password } = (await request.json()) as { password: string };
        if (password !== 'right-password-1') {
          return HttpResponse.json(
            { errors: [{ msg: 'Password is not correct', param: 'password' }] },
            { status: 400 },
          );
        }
        return HttpResponse.json({ data: { status: 'ok' }, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/delete' });
    const password = screen.getByLabelText('Password');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to confirm - confirm');
    expect(attempts).toBe(0);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password is not correct - password',
    );
    await user.clear(password);
    await user.type(password, 'right-password-1');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(attempts).toBe(2);
  });
});

describe('profile: change password', () => {
  it('sends the current and new password and asks to end other sessions', async () => {
    signedIn();
    let body: unknown;
    server.use(
      http.post('/api/auth/change-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/password' });
    await user.type(screen.getByLabelText('Current password'), 'old-password-1');
    await user.type(screen.getByLabelText('New password'), 'new-password-22');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-22');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-22',
      revokeOtherSessions: true,
    });
  });
});
