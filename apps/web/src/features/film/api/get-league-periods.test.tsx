import type { CatalogueEntry } from '@hoopdex/contract';
import { periodLabel } from '@hoopdex/contract/periods';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { useLeaguePeriods } from './get-league-periods';

const entry = (slug: string, periods: number, minutes: number): CatalogueEntry => ({
  slug,
  display_name: slug.toUpperCase(),
  level: 'college',
  gender: 'men',
  periods,
  period_minutes: minutes,
  season_style: 'cross-year',
  qualification: {
    games_share: 0.7,
    fgm_per_game: 0,
    three_pm_per_game: 0,
    ftm_per_game: 0,
    source: 'test',
  },
  league_id: 9,
  shipped: false,
});

function Periods({ league }: { league: string }) {
  const rules = useLeaguePeriods(league);
  return (
    <p>
      {[1, 2, 3].map((p) => periodLabel(rules, p)).join(' ')} · {rules.minutes} min
    </p>
  );
}

describe('useLeaguePeriods', () => {
  it('names periods as the league’s catalogue entry says: an added league of two halves', async () => {
    server.use(
      http.get('*/api/leagues/catalogue', () =>
        HttpResponse.json({ data: [entry('njcaa', 2, 20)], rowCount: 1 }),
      ),
    );
    renderWithProviders(<Periods league="NJCAA" />);
    // The contract's table knows no NJCAA (12-minute quarters): the catalogue says halves.
    expect(await screen.findByText('H1 H2 OT · 20 min')).toBeInTheDocument();
  });

  it('a league the catalogue does not list keeps the contract’s rules', async () => {
    server.use(
      http.get('*/api/leagues/catalogue', () => HttpResponse.json({ data: [], rowCount: 0 })),
    );
    renderWithProviders(<Periods league="wnba" />);
    expect(await screen.findByText('Q1 Q2 Q3 · 10 min')).toBeInTheDocument();
  });
});
