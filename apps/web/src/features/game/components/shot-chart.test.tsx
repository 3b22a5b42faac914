import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { shotChartFixture } from '../testing-fixtures';
import { zoneDifference, zoneTone } from '../utils/zone-compare';
import { ShotChart } from './shot-chart';

describe('ShotChart', () => {
  it('labels every zone with makes/attempts, FG% and league FG%, and has a table alternative', async () => {
    server.use(
      http.get('/api/players/nia-new/shot-chart', () =>
        HttpResponse.json({ data: shotChartFixture, rowCount: 1 }),
      ),
    );
    renderWithProviders(<ShotChart slug="nia-new" />);
    const court = await screen.findByRole('img', { name: /Shot chart by zone/ });
    expect(court).toHaveTextContent('1/1 · 100.0%');
    expect(court).toHaveTextContent('Lg 20.0%');
    expect(court).toHaveTextContent('0/0 · –');
    expect(court.querySelectorAll('.shot-chart__zone--above')).toHaveLength(1); // paint: 100 vs 20
    expect(court.querySelectorAll('.shot-chart__zone--below')).toHaveLength(1); // above the break: 25 vs 40
    expect(court.querySelectorAll('.shot-chart__zone--none')).toHaveLength(2); // both corners: no attempts
    const table = screen.getByRole('table', { name: /Shots by zone against the NBA/ });
    const paint = within(table).getByRole('rowheader', { name: 'Paint' }).closest('tr')!;
    expect(paint).toHaveTextContent('1-1100.0%20.0%+80.0');
    const above = within(table)
      .getByRole('rowheader', { name: 'Above-the-break 3' })
      .closest('tr')!;
    expect(above).toHaveTextContent('−15.0');
    expect(screen.getByText('2 attempts without a location are in no zone.')).toBeInTheDocument();
  });

  it('says so when there are no located shots', async () => {
    renderWithProviders(<ShotChart slug="nobody-shoots" />);
    expect(await screen.findByText(/No located shots yet/)).toBeInTheDocument();
  });
});

describe('zone comparison', () => {
  const z = shotChartFixture.zones;
  it('is above, level or below by 5 points, and says the difference in points', () => {
    expect(z.map(zoneTone)).toEqual(['level', 'above', 'level', 'none', 'below']);
    expect(z.map(zoneDifference)).toEqual(['0.0', '+80.0', '0.0', 'no attempts', '−15.0']);
  });
});
