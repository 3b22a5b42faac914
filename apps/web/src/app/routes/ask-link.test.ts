import type { AskReading } from '@hoopdex/contract';
import { describe, expect, it } from 'vitest';
import { stateFromParams } from '../../features/explorer/utils/explorer-url';
import { boardQueryFrom } from '../../features/value/utils/board-params';
import { analyzeViewFromParams } from './analyze-params';
import { askLink } from './ask-link';

const base: AskReading = {
  intent: 'rank',
  view: 'leaderboard',
  league: 'ncaam',
  organization_id: 3,
  interval_code: 'latest_season',
  season: null,
  as_of: null,
  last_games: null,
  position: 'Guard',
  school_year: 'Freshman',
  statistic: 'ast_average',
  sort: { field: 'ast_average', direction: 'desc' },
  filter: { games_played: { gte: 5 } },
  mode: 'average',
  limit: 10,
  players: [],
  fields: ['ast_average', 'games_played'],
};
const leagues = [
  { name: 'NBA', value: 'nba', id: 1 },
  { name: 'NCAA Men', value: 'ncaam', id: 3 },
];
const query = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('askLink: the view that shows the same query', () => {
  it('a leaderboard reading opens /analyze with the board the answer came from', () => {
    const href = askLink({ ...base, interval_code: 'lastweek' });
    expect(href.split('?')[0]).toBe('/analyze');
    expect(analyzeViewFromParams(query(href), leagues).request).toEqual({
      organization_id: 3,
      interval_code: 'lastweek',
      position: 'Guard',
      school_year: 'Freshman',
      statistic: 'ast_average',
      page: 1,
    });
  });

  it('an explorer reading opens /explorer with its sort, thresholds, position and class', () => {
    const href = askLink({
      ...base,
      view: 'explorer',
      statistic: null,
      sort: { field: 'turnovers_total', direction: 'desc' },
      filter: { games_played: { gte: 5 }, pts_average: { gte: 20, lt: 30 } },
      fields: ['turnovers_total', 'pts_average', 'games_played'],
    });
    expect(href.split('?')[0]).toBe('/explorer');
    expect(stateFromParams(query(href))).toMatchObject({
      league: 'ncaam',
      sort: 'turnovers_total',
      dir: 'desc',
      position: 'Guard',
      schoolYear: 'Freshman',
      filters: [
        { field: 'games_played', op: 'gte', value: 5 },
        { field: 'pts_average', op: 'gte', value: 20 },
        { field: 'pts_average', op: 'lt', value: 30 },
      ],
    });
    expect(stateFromParams(query(href)).columns).toContain('turnovers_total');
  });

  it('compare and player readings open those pages', () => {
    const players = [
      { slug: 'ann-archer', firstname: 'Ann', lastname: 'Archer' },
      { slug: 'bob-baker', firstname: 'Bob', lastname: 'Baker' },
    ];
    expect(
      askLink({ ...base, view: 'compare', players, interval_code: 'lastweek', mode: 'total' }),
    ).toBe('/player/ann-archer/compare?with=bob-baker&interval=lastweek&mode=total');
    expect(askLink({ ...base, view: 'player', players: players.slice(0, 1) })).toBe(
      '/player/ann-archer/statistics',
    );
  });
  it('an explorer reading makes one URL whatever order the filter came in', () => {
    const reading: AskReading = { ...base, view: 'explorer', statistic: null };
    const a = askLink({
      ...reading,
      filter: { pts_average: { gte: 10 }, games_played: { gte: 8 } },
    });
    const b = askLink({
      ...reading,
      filter: { games_played: { gte: 8 }, pts_average: { gte: 10 } },
    });
    expect(a).toBe(b);
    expect(query(a).get('f')).toBe('games_played:gte:8;pts_average:gte:10');
  });

  it('a value reading opens the Value board the rows came from (league, season, position)', () => {
    const href = askLink({
      ...base,
      view: 'value_board',
      league: 'wnba',
      organization_id: 7,
      season: '2024',
      as_of: '2024-10-21',
      school_year: null,
      statistic: null,
      sort: { field: 'value', direction: 'desc' },
      filter: {},
      fields: ['value'],
    });
    expect(href.split('?')[0]).toBe('/value/board');
    expect(boardQueryFrom(query(href))).toEqual({
      league: 7,
      season: '2024',
      position: 'Guard',
      limit: 25,
      offset: 0,
    });
  });

  it('a projected reading opens the projected leaderboard, ranked by the same projection', () => {
    const reading: AskReading = {
      ...base,
      view: 'projected',
      statistic: null,
      sort: { field: 'reb_projected', direction: 'desc' },
      fields: ['reb_projected'],
      players: [{ slug: 'a-ja-wilson', firstname: "A'ja", lastname: 'Wilson' }],
    };
    const href = askLink(reading);
    expect(href.split('?')[0]).toBe('/analyze');
    const view = analyzeViewFromParams(query(href), leagues);
    expect(view.projected).toBe(true);
    expect(view.request).toEqual({
      organization_id: 3,
      interval_code: 'latest_season',
      position: 'Guard',
      school_year: 'Freshman',
      statistic: 'reb_average',
      view: 'projected',
      page: 1,
    });
    // Minutes are projected but no board ranks by them: the top player's Projection panel.
    const minutes = {
      ...reading,
      sort: { field: 'minutes_projected', direction: 'desc' } as const,
    };
    expect(askLink(minutes)).toBe('/player/a-ja-wilson/statistics');
    expect(askLink({ ...minutes, players: [] })).toBe('/projections/accuracy?league=3');
  });
});
