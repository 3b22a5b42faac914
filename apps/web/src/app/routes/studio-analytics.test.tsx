import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

const creator = { ...testUser, role: 'creator' as const };
const day = (date: string, views: number) => ({ date, views, unique_viewers: views - 1, likes: 1, comments: 0, followers_gained: 0 });

describe('Studio analytics', () => {
  it('shows the totals, the chart with a spoken summary, and the same numbers as a table', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/me/content/9', () =>
        HttpResponse.json({ data: { id: 9, content_id: 40, path: '/video/40', content_type: 'video', status: 'published', title: 'Summer film', body: null, image: null, players: [], hashtags: [], publish_at: null, publishedat: '2026-11-01T00:00:00Z', created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z', progress: null, status_message: null, video: null, view_count: 12, like_count: 2, comment_count: 0 }, rowCount: 1 }),
      ),
      http.get('/api/me/content/9/analytics', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('days') ?? '');
        return HttpResponse.json({
          data: { totals: { views: 12, unique_viewers: 10, likes: 2, comments: 0, followers_gained: 3, avg_watch_pct: 64.4 }, by_day: [day('2026-11-23', 4), day('2026-11-24', 8)] },
          rowCount: 1,
        });
      }),
    );
    renderApp(`${paths.studioAnalytics(9)}?days=7`, { user: creator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics: Summer film' })).toBeInTheDocument();
    expect(await screen.findByText('Average watched')).toBeInTheDocument();
    expect(screen.getByText('64%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Views per day over 2 days: 12 in all, most on 2026-11-24 (8).' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /2026-11-24 8 7 1 0 0/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toContain('7');
  });
});
