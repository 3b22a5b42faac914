import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { makeDraftPick } from '../../testing/fixtures';
import { envelope, sideHandlers } from '../../testing/mocks/discover-handlers';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

describe('NIL Targets page', () => {
  it('lists the draft year’s picks with a year switcher and pages in the URL', async () => {
    const asked: URLSearchParams[] = [];
    server.use(...sideHandlers);
    server.use(
      http.get('/api/getDraftYear', () => envelope([{ year: 2025 }, { year: 2024 }])),
      http.get('/api/getDraftPicks', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const offset = Number(params.get('offset'));
        return envelope([makeDraftPick(offset + 1), makeDraftPick(offset + 2)], 45);
      }),
    );
    renderApp(`${paths.targets(2024)}&page=2`, { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: '2024 NIL Targets' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByRole('link', { name: /Player 21/ })).toHaveAttribute('href', paths.player('player-21'));
    expect(asked.at(-1)?.get('year')).toBe('2024');
    expect(asked.at(-1)?.get('offset')).toBe('20');
    const years = screen.getByRole('navigation', { name: 'Draft year' });
    expect(within(years).getByRole('link', { name: '2024' })).toHaveAttribute('aria-current', 'page');
    expect(within(years).getByRole('link', { name: '2025' })).toHaveAttribute('href', paths.targets());
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });
});
