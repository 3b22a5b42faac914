import type { Notification } from '@hoopdex/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { NotificationBell } from './notification-bell';
import { NotificationsInbox } from './notifications-inbox';

const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'creator_post',
  title: `Film Room published a post ${id}`,
  body: `post ${id}`,
  path: `/creator/film-room`,
  image: null,
  created_at: '2026-11-24T10:00:00.000Z',
  read: false,
  ...over,
});

function inboxHandlers(all: Notification[], unread = all.filter((n) => !n.read).length) {
  const calls = { reads: [] as unknown[], offsets: [] as number[], settings: [] as unknown[] };
  server.use(
    http.get('/api/me/notifications', ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      calls.offsets.push(offset);
      return HttpResponse.json({ data: all.slice(offset, offset + 10), rowCount: all.length });
    }),
    http.get('/api/me/notifications/unread-count', () =>
      HttpResponse.json({ data: { unread }, rowCount: 1 }),
    ),
    http.post('/api/me/notifications/read', async ({ request }) => {
      const body = await request.json();
      calls.reads.push(body);
      unread = (body as { all?: boolean }).all ? 0 : unread - 1;
      return HttpResponse.json({ data: { marked: 1, unread }, rowCount: 1 });
    }),
    http.get('/api/me/notification-settings', () =>
      HttpResponse.json({ data: { email: 'off' }, rowCount: 1 }),
    ),
    http.put('/api/me/notification-settings', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      calls.settings.push(body);
      return HttpResponse.json({ data: body, rowCount: 1 });
    }),
  );
  return calls;
}

describe('notification bell', () => {
  it('names the unread count ("Notifications, 3 unread") and links to the inbox', async () => {
    inboxHandlers([note(1), note(2), note(3)]);
    renderWithProviders(<NotificationBell signedIn />, { user: testUser });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/profile/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('says just "Notifications" with nothing unread, and is absent signed out', async () => {
    inboxHandlers([]);
    const { unmount } = renderWithProviders(<NotificationBell signedIn />, { user: testUser });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<NotificationBell signedIn={false} />, { user: null });
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});

describe('notifications inbox', () => {
  it('lists 10 at a time with Show More, newest first, links to each target', async () => {
    const all = Array.from({ length: 12 }, (_, i) => note(12 - i));
    const calls = inboxHandlers(all);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsInbox />, {
      user: testUser,
      route: '/profile/notifications',
    });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Film Room published a post 12');
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await within(list).findByText('post 1')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
    expect(calls.offsets).toEqual([0, 10]);
  });

  it('shows creator text as text, never as HTML', async () => {
    inboxHandlers([note(1, { body: '<img src=x onerror="alert(1)"><b>bold</b>' })]);
    const { container } = renderWithProviders(<NotificationsInbox />, { user: testUser });
    expect(
      await screen.findByText('<img src=x onerror="alert(1)"><b>bold</b>'),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('marks one read, then all read', async () => {
    const calls = inboxHandlers([note(2), note(1)]);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsInbox />, { user: testUser });
    await user.click(
      await screen.findByRole('button', { name: 'Mark read: Film Room published a post 2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(calls.reads).toEqual([{ ids: [2] }, { all: true }]);
  });

  it('says so when there is nothing yet', async () => {
    inboxHandlers([]);
    renderWithProviders(<NotificationsInbox />, { user: testUser });
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('saves the e-mail choice', async () => {
    const calls = inboxHandlers([]);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsInbox />, { user: testUser });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Daily digest' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Daily digest' })).toBeChecked());
    expect(calls.settings).toEqual([{ email: 'digest' }]);
  });

  it('shows the e-mail choice checked at once, before the server answers', async () => {
    inboxHandlers([]);
    let answer: (() => void) | undefined;
    server.use(
      http.put('/api/me/notification-settings', async ({ request }) => {
        const body = await request.json();
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: body, rowCount: 1 });
      }),
    );
    renderWithProviders(<NotificationsInbox />, { user: testUser });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked());
    // fireEvent, not user-event: no tick after the click, so what shows is the click's own render
    // (the mutation's state reaches React only after a timer).
    fireEvent.click(screen.getByRole('radio', { name: 'Each alert' }));
    expect(screen.getByRole('radio', { name: 'Each alert' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Off' })).not.toBeChecked();
    // The server holds its answer until now.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(screen.getByRole('group')).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'Each alert' })).toBeChecked();
  });

  it('goes back to the saved choice and says so when saving fails', async () => {
    inboxHandlers([]);
    server.use(
      http.put('/api/me/notification-settings', () =>
        HttpResponse.json({ errors: [{ msg: 'Could not save', param: 'email' }] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NotificationsInbox />, { user: testUser });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Daily digest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Daily digest' })).not.toBeChecked();
  });
});
