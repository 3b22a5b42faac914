import { screen, waitFor, within } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { leagues, makeCreator, makeDraftPick, makePlayer, makeShow } from '../testing/fixtures';
import { envelope, makeItems, sideHandlers } from '../testing/mocks/discover-handlers';
import { testUser } from '../testing/mocks/handlers';
import { server } from '../testing/mocks/server';
import { renderApp } from '../testing/render-app';
import { makeLeaderboard, makeLeagueTotals, makeStats } from '../testing/stat-fixtures';
import { makeRisers } from '../testing/intel-fixtures';

// Each page chunk is held back until its test opens the gate: any page request seen while the
// gate is shut can only come from the route loader (the page is not even loaded, let alone
// rendered). After the gate opens, the page must show the warmed data without asking again.
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };
  return {
    home: gate(),
    video: gate(),
    article: gate(),
    player: gate(),
    analyze: gate(),
    search: gate(),
    shows: gate(),
    show: gate(),
    creator: gate(),
    players: gate(),
    targets: gate(),
    risersView: gate(),
    explorer: gate(),
  };
});
type Gate = (typeof gates)[keyof typeof gates];

vi.mock('./routes/home', async (original) => (await gates.home.opened, original()));
vi.mock('./routes/video', async (original) => (await gates.video.opened, original()));
vi.mock('./routes/article', async (original) => (await gates.article.opened, original()));
vi.mock('./routes/player', async (original) => (await gates.player.opened, original()));
vi.mock('./routes/analyze', async (original) => (await gates.analyze.opened, original()));
vi.mock('./routes/search', async (original) => (await gates.search.opened, original()));
vi.mock('./routes/shows', async (original) => (await gates.shows.opened, original()));
vi.mock('./routes/show', async (original) => (await gates.show.opened, original()));
vi.mock('./routes/creator', async (original) => (await gates.creator.opened, original()));
vi.mock('./routes/players', async (original) => (await gates.players.opened, original()));
vi.mock('./routes/targets', async (original) => (await gates.targets.opened, original()));
vi.mock('./routes/explorer', async (original) => (await gates.explorer.opened, original()));
// The Risers view is a lazy chunk inside /analyze, whose own gate the leaderboard test opens.
vi.mock('../features/intel/components/risers-view', async (original) => (await gates.risersView.opened, original()));

/** Every request the app makes, as 'path?query' (MSW sees them all, handled or not). */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  });
  return {
    /** How many requests matched: a path, or a path plus query params that must all be present. */
    count: (path: string, query: Record<string, string> = {}) =>
      seen.filter((entry) => {
        const url = new URL(entry, 'http://x');
        return url.pathname === path && Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value);
      }).length,
  };
}

afterEach(() => server.events.removeAllListeners());

type Call = { path: string; query?: Record<string, string> };

/** Opens `route` with its chunk held, checks the loader asked each call once, then lets the
 *  page in and checks it shows the data (`ready`) and still asked each call only once. */
async function expectWarmed(route: string, gate: Gate, handlers: HttpHandler[], calls: Call[], ready: () => Promise<unknown>) {
  const requests = recordRequests();
  server.use(...handlers, ...sideHandlers);
  renderApp(route, { user: testUser });

  for (const { path, query } of calls) await waitFor(() => expect(requests.count(path, query)).toBe(1));
  // Still the start-up loading screen: the page has not rendered.
  expect(screen.queryByRole('main')).not.toBeInTheDocument();

  gate.open();
  await ready();
  for (const { path, query } of calls) expect(requests.count(path, query), `${path} asked again`).toBe(1);
}

describe('route loaders start the page requests with the chunk, and the page does not ask again', () => {
  it('/ : the feed (followed creators, signed in), NIL Targets and its year, risers, trending, picks', async () => {
    await expectWarmed(
      paths.home(),
      gates.home,
      [http.get('/api/me/feed', () => envelope(makeItems(2), 2))],
      [
        { path: '/api/me/feed', query: { offset: '0' } },
        { path: '/api/getDraftPicks' },
        { path: '/api/getDraftYear' },
        { path: '/api/risers', query: { limit: '5', offset: '0' } },
        { path: '/api/players', query: { sort: '{"trending_rank":"asc"}' } },
        { path: '/api/content', query: { featured: 'true' } },
      ],
      async () => {
        const feed = await screen.findByRole('region', { name: 'Latest Discoveries' });
        await within(feed).findByText('Item 2');
        await screen.findByRole('heading', { name: '2025 NIL Targets' });
      },
    );
  });

  it('/video/{videoId}?p= : the video, its tagged players and the playlist of the side list', async () => {
    await expectWarmed(
      paths.video('vid2', 7),
      gates.video,
      [
        http.get('/api/videos/:id', () => envelope(makeItems(1, 2)[0])),
        http.get('/api/playlists/:id', () => envelope({ id: 7, title: 'Top plays', description: null, featured: true, items: makeItems(3, 1) })),
        http.get('/api/playersByVideoId', () => envelope([makePlayer()])),
      ],
      // The tagged players by the video's own id (the URL's may differ): no shift after hydration.
      [{ path: '/api/videos/vid2' }, { path: '/api/playlists/7' }, { path: '/api/playersByVideoId', query: { id: '2' } }],
      async () => {
        await screen.findByRole('heading', { level: 1, name: 'Item 2' });
        await screen.findByRole('region', { name: 'Up next in Top plays' });
      },
    );
  });

  it('/article/{id} : the article', async () => {
    await expectWarmed(
      paths.article(5),
      gates.article,
      [http.get('/api/articles/:id', () => envelope(makeItems(1, 5, { content_type: 'article' })[0]))],
      [{ path: '/api/articles/5' }],
      () => screen.findByRole('heading', { level: 1, name: 'Item 5' }),
    );
  });

  it('/player/{slug}?interval= : the player and the statistics tab for the interval in the URL', async () => {
    await expectWarmed(
      `${paths.player('jane-doe')}?interval=lastweek`,
      gates.player,
      [
        http.get('/api/players/jane-doe', () => envelope(makePlayer())),
        http.get('/api/players/jane-doe/stats', () => envelope(makeStats({ interval_id: 'lastweek', games_played: 3 }))),
        http.get('/api/players/jane-doe/graph', () => envelope([])),
        http.get('/api/players/jane-doe/games', () => envelope([])),
        http.get('/api/leagueStatTotalsByInterval', () => envelope(makeLeagueTotals())),
        http.get('/api/videosByPlayerId', () => envelope([])),
        http.get('/api/players/jane-doe/plays', () => envelope([], 0)),
      ],
      [
        { path: '/api/players/jane-doe' },
        { path: '/api/players/jane-doe/stats', query: { interval_id: 'lastweek' } },
        { path: '/api/players/jane-doe/comps', query: { scope: 'league' } },
        // Whether the table links to plays (the Watch links above it: no shift after hydration).
        { path: '/api/players/jane-doe/plays', query: { limit: '1' } },
      ],
      async () => {
        await screen.findByRole('heading', { level: 1, name: /Jane Doe/ });
        await screen.findByText(/games played/);
      },
    );
  });

  it('/analyze?… : the leagues, then the board the URL filters ask for', async () => {
    await expectWarmed(
      '/analyze?league=ncaamb&class=Senior&position=Guard&stat=pts_average&interval=lastweek&page=2',
      gates.analyze,
      [
        http.get('/api/organizations', () => envelope(leagues)),
        http.get('/api/leaderboards', () => envelope(makeLeaderboard({ total: 60 }))),
      ],
      [
        { path: '/api/organizations' },
        {
          path: '/api/leaderboards',
          query: {
            organization_id: '2',
            interval_code: 'lastweek',
            school_year: 'Senior',
            position: 'Guard',
            statistic: 'pts_average',
            offset: '25',
          },
        },
      ],
      () => screen.findByRole('table'),
    );
  });

  it('/explorer/{slug}?… : the leagues, then the table page the URL asks for, and the player', async () => {
    await expectWarmed(
      `${paths.explorer('jane-doe')}?league=ncaamb&interval=lastweek&page=2`,
      gates.explorer,
      [
        http.get('/api/organizations', () => envelope(leagues)),
        http.get('/api/explorer', () => envelope([], 0)),
        http.get('/api/players/jane-doe', () => envelope(makePlayer())),
        // The summary's own numbers (not warmed: pending on both sides of a server render).
        http.get('/api/players/jane-doe/stats', () => envelope(makeStats())),
        http.get('/api/leagueStatTotalsByInterval', () => envelope(makeLeagueTotals())),
      ],
      [
        { path: '/api/organizations' },
        { path: '/api/explorer', query: { league_id: '2', interval_code: 'lastweek', offset: '50' } },
        { path: '/api/players/jane-doe' },
      ],
      () => screen.findByText(/No players match these filters/),
    );
  });

  it('/analyze?view=risers&… : the leagues, then the page of risers the URL filters ask for', async () => {
    const requests = recordRequests();
    server.use(
      http.get('/api/organizations', () => envelope(leagues)),
      http.get('/api/risers', () => envelope(makeRisers(10, 21), 40)),
    );
    gates.analyze.open();
    renderApp('/analyze?view=risers&league=ncaamb&class=Junior&position=Center&page=3', { user: testUser });
    const risers = { league: '2', school_year: 'Junior', position: 'Center', limit: '10', offset: '20' };
    // The view's code is held back, so this request can only come from the loader.
    await waitFor(() => expect(requests.count('/api/risers', risers)).toBe(1));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    gates.risersView.open();
    await screen.findByRole('table', { name: /Weekly risers/ });
    expect(requests.count('/api/risers'), 'risers asked again').toBe(1);
  });

  it('/search/{keyword} : every result group', async () => {
    await expectWarmed(
      paths.search('jane'),
      gates.search,
      [http.get('/api/searchByKeyword', () => envelope({ players: [makePlayer()], videos: [], counts: { players: 1 } }))],
      [{ path: '/api/searchByKeyword', query: { keyword: 'jane' } }],
      () => screen.findByRole('region', { name: /Players/ }),
    );
  });

  it('/shows : the shows and the featured playlists', async () => {
    await expectWarmed(
      paths.shows(),
      gates.shows,
      [
        http.get('/api/shows', () => envelope([{ ...makeShow(), fan_count: 1 }])),
        http.get('/api/getAllFeaturedPlaylists', () => envelope([{ id: 3, title: 'Best dunks', description: null, featured: true, items: makeItems(1) }])),
      ],
      [{ path: '/api/shows' }, { path: '/api/getAllFeaturedPlaylists' }],
      async () => {
        await screen.findByRole('link', { name: 'Play The Hoop Show' });
        await screen.findByRole('region', { name: 'Best dunks' });
      },
    );
  });

  it('/show/{showId} : the show, then its first page of episodes', async () => {
    await expectWarmed(
      paths.show(7),
      gates.show,
      [
        http.get('/api/shows/:id', () => envelope({ ...makeShow(), fan_count: 1 })),
        http.get('/api/content', () => envelope(makeItems(2, 1), 2)),
      ],
      [{ path: '/api/shows/7' }, { path: '/api/content', query: { showId: '7', offset: '0' } }],
      () => screen.findByRole('link', { name: /Item 2/ }),
    );
  });

  it('/creator/{slug} : the creator, then the articles tab', async () => {
    await expectWarmed(
      paths.creator('court-vision'),
      gates.creator,
      [
        http.get('/api/creators/:slug', () => envelope({ ...makeCreator(), fan_count: 3, label: null })),
        http.get('/api/content', () => envelope(makeItems(2, 1, { content_type: 'article' }), 2)),
      ],
      [{ path: '/api/creators/court-vision' }, { path: '/api/content', query: { creatorId: '1', content_type: 'article' } }],
      () => screen.findByRole('link', { name: /Item 2/ }),
    );
  });

  it('/players/{league}?… : the league tabs and the page of players the URL asks for', async () => {
    await expectWarmed(
      `${paths.players('NCAAMB')}?sort=team_name&dir=desc&q=jo&page=2`,
      gates.players,
      [
        http.get('/api/organizations', () => envelope(leagues)),
        http.get('/api/players', () => envelope([makePlayer()], 30)),
      ],
      [
        { path: '/api/organizations' },
        {
          path: '/api/players',
          query: { filter: '{"league":"ncaamb"}', sort: '{"team_name":"desc","name":"asc"}', q: 'jo', offset: '24' },
        },
      ],
      () => screen.findByRole('link', { name: /Jane Doe/ }),
    );
  });

  it('/targets?year=&page= : the draft years, then that year’s page of picks', async () => {
    await expectWarmed(
      `${paths.targets(2024)}&page=2`,
      gates.targets,
      [
        http.get('/api/getDraftYear', () => envelope([{ year: 2025 }, { year: 2024 }])),
        http.get('/api/getDraftPicks', () => envelope([makeDraftPick(21)], 45)),
      ],
      [{ path: '/api/getDraftYear' }, { path: '/api/getDraftPicks', query: { year: '2024', offset: '20', limit: '20' } }],
      () => screen.findByRole('link', { name: /Player 21/ }),
    );
  });
});
