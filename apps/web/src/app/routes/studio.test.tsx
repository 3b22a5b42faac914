import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import type { StudioItem } from '../../features/studio/api/studio-types';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

const creator = { ...testUser, role: 'creator' as const, slug: 'court-vision' };

function makeItem(id: number, over: Partial<StudioItem> = {}): StudioItem {
  return {
    id,
    content_id: id + 100,
    path: null,
    content_type: 'article',
    status: 'published',
    title: `Item ${id}`,
    body: null,
    image: null,
    players: [],
    hashtags: [],
    publish_at: null,
    publishedat: '2026-11-01T12:00:00Z',
    created_at: '2026-11-01T11:00:00Z',
    updated_at: '2026-11-01T12:00:00Z',
    progress: null,
    status_message: null,
    video: null,
    view_count: 0,
    like_count: 0,
    comment_count: 0,
    ...over,
  };
}

const counts = { draft: 1, scheduled: 0, processing: 1, ready: 0, failed: 1, published: 40, hidden: 1 };

describe('Studio list', () => {
  it('a fan is told who can publish and how to become a creator', async () => {
    renderApp(paths.studio(), { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Who can publish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply as a creator' })).toHaveAttribute('href', paths.signUp(paths.studio()));
  });

  it('lists one’s items with status badges and counts, and keeps status, search and page in the URL', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/me/content', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const items = [
          makeItem(1, { content_type: 'video', status: 'processing', progress: 42, title: 'Summer film', publishedat: null }),
          makeItem(2, { content_type: 'video', status: 'failed', status_message: 'not a video file', title: 'Bad file', publishedat: null }),
          makeItem(3, { status: 'hidden', status_message: 'spam', title: 'Hidden one' }),
        ];
        return HttpResponse.json({ data: { items, counts }, rowCount: 45 });
      }),
    );
    const user = userEvent.setup();
    renderApp(paths.studio({ status: 'published', page: 2 }), { user: creator });
    const rows = await screen.findAllByTestId('studio-item');
    expect(rows).toHaveLength(3);
    expect(asked.at(-1)?.get('status')).toBe('published');
    expect(asked.at(-1)?.get('offset')).toBe('20');
    expect(within(rows[0]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/42%/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('progressbar')).toHaveAttribute('value', '42');
    expect(within(rows[1]!).getByText(/not a video file/)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Retry Bad file' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Hidden by a moderator: spam/)).toBeInTheDocument();

    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('link', { name: /Published\s*40/ })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: /All\s*44/ })).toHaveAttribute('href', paths.studio());
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search your items' }), 'film');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('film'));
    // A new search starts at page 1 and keeps the status; the filters carry the search along.
    expect(asked.at(-1)?.get('offset')).toBe('0');
    expect(asked.at(-1)?.get('status')).toBe('published');
    const filterNow = () => screen.getByRole('navigation', { name: 'Filter by status' });
    await waitFor(() =>
      expect(within(filterNow()).getByRole('link', { name: /Draft/ })).toHaveAttribute('href', paths.studio({ status: 'draft', q: 'film' })),
    );
  });

  it('deletes after confirming in a dialog, and unpublishes', async () => {
    let items = [makeItem(5, { title: 'Old news' }), makeItem(6, { title: 'Keep me' })];
    const patched: unknown[] = [];
    server.use(
      http.get('/api/me/content', () => HttpResponse.json({ data: { items, counts }, rowCount: items.length })),
      http.delete('/api/me/content/:id', ({ params }) => {
        items = items.filter((i) => i.id !== Number(params.id));
        return HttpResponse.json({ data: { id: Number(params.id) }, rowCount: 1 });
      }),
      http.patch('/api/me/content/:id', async ({ params, request }) => {
        patched.push(await request.json());
        const item = items.find((i) => i.id === Number(params.id))!;
        item.status = 'draft';
        return HttpResponse.json({ data: item, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderApp(paths.studio(), { user: creator });
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('“Old news” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Old news' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Deleted “Old news”.');

    await user.click(screen.getByRole('button', { name: 'Unpublish Keep me' }));
    await waitFor(() => expect(patched).toEqual([{ status: 'draft', publish_at: null }]));
    const kept = screen.getByRole('link', { name: 'Keep me' }).closest('li')!;
    expect(await within(kept as HTMLElement).findByText('Draft')).toBeInTheDocument();
  });
});
