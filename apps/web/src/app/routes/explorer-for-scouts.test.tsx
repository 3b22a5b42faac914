import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { leagues } from '../../testing/fixtures';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';
import { makeLeagueTotals, makePlayer, makeStats } from '../../testing/stat-fixtures';

const scout = { ...testUser, role: 'scout' as const, scoutAccess: true };

describe('scouting page', () => {
  it('refuses a fan with a clear message and makes no scouting calls', async () => {
    renderApp('/explorer-for-scouts', { user: testUser });
    expect(
      await screen.findByRole('heading', { name: 'Scouting access required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Database' })).toHaveAttribute('href', '/explorer');
    await waitFor(() => expect(document.title).toMatch(/^Scouting access required \| /));
  });

  it('lets a scout grade a player and save a private note', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/organizations', () => HttpResponse.json({ data: leagues, rowCount: 3 })),
      http.get('/api/explorer', () => HttpResponse.json({ data: [], rowCount: 0 })),
      http.get('/api/players/jane-doe', () =>
        HttpResponse.json({ data: makePlayer(), rowCount: 1 }),
      ),
      http.get('/api/players/jane-doe/stats', () =>
        HttpResponse.json({ data: makeStats(), rowCount: 1 }),
      ),
      http.get('/api/leagueStatTotalsByInterval', () =>
        HttpResponse.json({ data: makeLeagueTotals(), rowCount: 1 }),
      ),
      http.get('/api/scouting/filters', () => HttpResponse.json({ data: [], rowCount: 0 })),
      http.get('/api/scouting/boards', () => HttpResponse.json({ data: [], rowCount: 0 })),
      http.get('/api/scouting/notes/jane-doe', () =>
        HttpResponse.json({ data: null, rowCount: 0 }),
      ),
      http.put('/api/scouting/notes/jane-doe', async ({ request }) => {
        const body = (await request.json()) as { note: string; grade: number };
        saved.push(body);
        return HttpResponse.json({
          data: { player_slug: 'jane-doe', ...body, updated_at: new Date().toISOString() },
          rowCount: 1,
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/explorer-for-scouts/jane-doe', { user: scout });
    const aside = await screen.findByRole('complementary', { name: 'Selected player' });
    await user.click(await within(aside).findByRole('radio', { name: '4' }));
    await user.type(within(aside).getByLabelText('Note'), 'Quick first step');
    await user.click(within(aside).getByRole('button', { name: 'Save note' }));
    expect(await within(aside).findByText('Saved.')).toBeInTheDocument();
    // Private unless the scout ticks the box; ticked, the next save marks it public.
    expect(saved).toEqual([{ note: 'Quick first step', grade: 4, is_public: false }]);
    await user.click(
      within(aside).getByRole('checkbox', {
        name: /public: show it, with the grade, on boards i share/i,
      }),
    );
    await user.click(within(aside).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ note: 'Quick first step', grade: 4, is_public: true });
    expect(screen.getByRole('heading', { name: 'Boards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved filters' })).toBeInTheDocument();
  });
});
