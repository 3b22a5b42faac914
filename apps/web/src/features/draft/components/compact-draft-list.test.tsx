import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeDraftPick } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { CompactDraftList } from './compact-draft-list';

function mockDraft(count: number) {
  const seen: URL[] = [];
  server.use(
    http.get('/api/getDraftPicks', async ({ request }) => {
      seen.push(new URL(request.url));
      await delay(20);
      return HttpResponse.json({
        data: Array.from({ length: count }, (_, i) => makeDraftPick(i + 1)),
        rowCount: 60,
      });
    }),
    http.get('/api/getDraftYear', () =>
      HttpResponse.json({ data: [{ year: 2025 }, { year: 2024 }], rowCount: 2 }),
    ),
  );
  return seen;
}

describe('compact draft list', () => {
  it('shows 10 placeholders while loading', () => {
    mockDraft(10);
    renderWithProviders(<CompactDraftList />);
    expect(screen.getAllByTestId('draft-placeholder')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading draft picks');
  });

  it('lists the first 10 picks under a title prefixed with the draft year', async () => {
    const seen = mockDraft(12);
    renderWithProviders(<CompactDraftList />);
    expect(await screen.findByRole('heading', { name: '2025 NIL Targets' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAttribute('href', '/player/player-1');
    expect(links[0]).toHaveTextContent('Player 1');
    expect(links[0]).toHaveTextContent('School 1');
    expect(seen[0]?.searchParams.get('limit')).toBe('10');
    expect(seen[0]?.searchParams.get('offset')).toBe('0');
  });

  it("has 'View NIL Targets' going to /targets", () => {
    mockDraft(0);
    renderWithProviders(<CompactDraftList />);
    expect(screen.getByRole('link', { name: 'View NIL Targets' })).toHaveAttribute(
      'href',
      '/targets',
    );
  });
});
