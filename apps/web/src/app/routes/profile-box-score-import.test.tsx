import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/mocks/server';
import { renderWithProviders } from '../../testing/render-app';
import { ProfileRoute } from './profile';
import { makeMe } from '../../features/auth/testing/me-fixture';

const CSV = 'game_date,league,player\n2026-11-20,nba,jane-doe\n';

function signedInAs(role: 'admin' | 'fan') {
  server.use(
    http.get('/api/me', () => HttpResponse.json({ data: makeMe({ role }), rowCount: 1 })),
    http.get('/api/auth/token', () => HttpResponse.json({ token: 'id-token' })),
  );
}

describe('profile: box-score import (admins)', () => {
  it('sends the chosen file as text/csv with the bearer token and reports the counts', async () => {
    signedInAs('admin');
    let sent: { type: string | null; auth: string | null; body: string } | undefined;
    server.use(
      http.post('/api/admin/box-scores', async ({ request }) => {
        sent = {
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
          body: await request.text(),
        };
        return HttpResponse.json({
          data: { games_created: 1, lines_inserted: 12, lines_updated: 0 },
          rowCount: 1,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/box-scores' });
    expect(await screen.findByRole('heading', { name: 'Import box scores' })).toBeInTheDocument();
    // The form names the columns the server requires (the contract's list).
    expect(
      screen.getByText(/^game_date, league, home_team, .*, turnovers, fouls$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import Box Scores' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.upload(
      screen.getByLabelText('Box-score CSV file'),
      new File([CSV], 'week.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported: 1 new game, 12 new and 0 updated box-score lines.',
    );
    expect(sent).toEqual({ type: 'text/csv', auth: 'Bearer id-token', body: CSV });
  });

  it('sends create_missing and dry_run when chosen and says a dry run changed nothing', async () => {
    signedInAs('admin');
    let url: URL | undefined;
    server.use(
      http.post('/api/admin/box-scores', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: {
            games_created: 240,
            lines_inserted: 4515,
            lines_updated: 0,
            leagues_created: 1,
            seasons_created: 1,
            teams_created: 12,
            players_created: 157,
            skipped: [{ reason: 'did not play', count: 846 }],
          },
          rowCount: 1,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/box-scores' });
    await user.upload(
      await screen.findByLabelText('Box-score CSV file'),
      new File([CSV], 'wnba.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByLabelText('Create the seasons, teams and players it names'));
    await user.click(screen.getByLabelText('Dry run: check and count, change nothing'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Dry run, nothing changed. It would import: 240 new games, 4,515 new and 0 updated box-score lines; created 1 league, 1 season, 12 teams, 157 players; skipped 846 did not play.',
    );
    expect(url?.searchParams.get('create_missing')).toBe('true');
    expect(url?.searchParams.get('dry_run')).toBe('true');
  });

  it("shows each of the server's errors with its line, and asks for a file before sending", async () => {
    signedInAs('admin');
    server.use(
      http.post('/api/admin/box-scores', () =>
        HttpResponse.json(
          {
            errors: [
              { msg: 'must equal 2·fgm + three_pm + ftm (41)', param: 'line 2: pts' },
              { msg: 'unknown player', param: 'line 3: player' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/box-scores' });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(
      within(screen.getByRole('alert')).getByText('Choose a CSV file first.'),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Box-score CSV file'),
      new File([CSV], 'bad.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(
      await within(alert).findByText('must equal 2·fgm + three_pm + ftm (41) - line 2: pts'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('unknown player - line 3: player')).toBeInTheDocument();
  });

  it('sends a file over 1 MB as a job and shows its progress, then the counts', async () => {
    signedInAs('admin');
    let query: URL | undefined;
    let polls = 0;
    server.use(
      http.post('/api/admin/box-scores', ({ request }) => {
        query = new URL(request.url);
        return HttpResponse.json({ data: { import_id: 7 }, rowCount: 1 }, { status: 202 });
      }),
      http.get('/api/admin/imports/7', () => {
        polls += 1;
        const running = polls < 3;
        return HttpResponse.json({
          data: {
            import_id: 7,
            state: running ? 'running' : 'done',
            phase: running ? 'writing' : 'done',
            progress: running ? 42 : 100,
            dry_run: false,
            create_missing: true,
            bytes: 2_000_000,
            result: running ? null : { games_created: 240, lines_inserted: 4515, lines_updated: 0 },
            errors: [],
            created_at: '2026-11-27T12:00:00.000Z',
            updated_at: '2026-11-27T12:00:01.000Z',
          },
          rowCount: 1,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/box-scores' });
    const big = new File(['x'.repeat(1024 * 1024 + 1)], 'season.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Box-score CSV file'), big);
    await user.click(screen.getByLabelText('Create the seasons, teams and players it names'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const bar = await screen.findByRole('progressbar', { name: /Writing the box scores/ });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Imported: 240 new games, 4,515 new and 0 updated box-score lines.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(query?.searchParams.get('async')).toBe('true');
    expect(query?.searchParams.get('create_missing')).toBe('true');
  });

  it('a dry run is the review: "Confirm import" sends the same file for real', async () => {
    signedInAs('admin');
    const runs: (string | null)[] = [];
    server.use(
      http.post('/api/admin/box-scores', ({ request }) => {
        const dry = new URL(request.url).searchParams.get('dry_run');
        runs.push(dry);
        return HttpResponse.json({
          data: { games_created: 2, lines_inserted: 30, lines_updated: 0 },
          rowCount: 1,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { route: '/profile/box-scores' });
    await user.upload(
      await screen.findByLabelText('Box-score CSV file'),
      new File([CSV], 'week.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByLabelText('Dry run: check and count, change nothing'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Dry run, nothing changed/);
    await user.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported: 2 new games, 30 new and 0 updated box-score lines.',
    );
    expect(runs).toEqual(['true', null]);
    expect(screen.queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
  });

  it('is not offered to other roles: their /profile/box-scores is the account section', async () => {
    signedInAs('fan');
    renderWithProviders(<ProfileRoute />, { route: '/profile/box-scores' });
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('link', { name: 'Import Box Scores' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import box scores' })).not.toBeInTheDocument();
  });
});
