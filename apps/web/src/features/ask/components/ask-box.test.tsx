import type { AskAnswer } from '@hoopdex/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { envelope, sideHandlers } from '../../../testing/mocks/discover-handlers';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const leaders: AskAnswer = {
  answer: 'Jane Doe leads NBA players with 31.2 points per game this season.',
  reading: {
    intent: 'rank',
    view: 'leaderboard',
    league: 'nba',
    organization_id: 1,
    interval_code: 'latest_season',
  season: null,
  as_of: null,
    last_games: null,
    position: null,
    school_year: null,
    statistic: 'pts_average',
    sort: { field: 'pts_average', direction: 'desc' },
    filter: { games_played: { gte: 4 } },
    mode: 'average',
    limit: 10,
    players: [],
    fields: ['pts_average', 'games_played'],
  },
  rows: [
    {
      rank: 1,
      slug: 'jane-doe',
      firstname: 'Jane',
      lastname: 'Doe',
      team_name: 'Alpha',
      game: null,
      games_played: 12,
      values: { pts_average: 31.2, games_played: 12 },
    },
  ],
  qualification: { team_games: 20, min_games: 14, made_stat: null, min_made: null, min_made_per_game: null, label: 'Qualified: 14+ games' },
  unplaced: [],
  suggestions: [],
};
const lost: AskAnswer = {
  answer: 'I could not place “zzqx”.',
  reading: null,
  rows: [],
  qualification: null,
  unplaced: ['zzqx'],
  suggestions: ['Who leads NBA players in points per game this season?'],
};

function answering() {
  const asked: string[] = [];
  server.use(
    ...sideHandlers,
    http.get('/api/searchByKeyword', () =>
      envelope({ players: [], videos: [], counts: { players: 0, videos: 0 } }, 0),
    ),
    http.get('/api/ask', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return envelope(q.includes('zzqx') ? lost : leaders, q.includes('zzqx') ? 0 : 1);
    }),
  );
  return asked;
}

describe('AskBox', () => {
  it('answers a question-shaped search keyword: sentence, rows and the link to the same view', async () => {
    const asked = answering();
    renderApp(paths.search('who leads the nba in scoring'), { user: testUser });
    const box = await screen.findByRole('region', { name: 'Ask Hoopdex' });
    expect(await within(box).findByText(leaders.answer)).toBeInTheDocument();
    expect(asked).toEqual(['who leads the nba in scoring']);
    const table = within(box).getByRole('table');
    expect(within(table).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      paths.player('jane-doe'),
    );
    expect(within(table).getByText('31.2')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: /See it on the leaderboard/ })).toHaveAttribute(
      'href',
      '/analyze?league=nba&stat=pts_average',
    );
  });

  it('does not ask for a plain keyword; offers close questions when it cannot read one', async () => {
    const asked = answering();
    renderApp(paths.search('jane'), { user: testUser });
    const box = await screen.findByRole('region', { name: 'Ask Hoopdex' });
    expect(asked).toEqual([]);
    await userEvent.type(within(box).getByRole('textbox', { name: 'Ask a stat question' }), 'zzqx');
    await userEvent.click(within(box).getByRole('button', { name: /^Ask$/ }));
    expect(await within(box).findByText('I could not place “zzqx”.')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: lost.suggestions[0] }));
    expect(await within(box).findByText(leaders.answer)).toBeInTheDocument();
    expect(asked).toEqual(['zzqx', lost.suggestions[0]]);
  });
});
