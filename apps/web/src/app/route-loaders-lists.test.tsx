import { screen, waitFor } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { leagues, makePlayer } from '../testing/fixtures';
import { envelope, makeItems } from '../testing/mocks/discover-handlers';
import { testUser } from '../testing/mocks/handlers';
import { server } from '../testing/mocks/server';
import { renderApp } from '../testing/render-app';
import { makeStats } from '../testing/stat-fixtures';

// The loaders added so these pages can be rendered on the server (decision 0037), checked as
// route-loaders.test.tsx checks the others: with the page's chunk held back, every request seen
// comes from the loader; once the page is in, it shows the data without asking again.
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };
  return { compare: gate(), results: gate(), byPlayer: gate(), scouts: gate() };
});
type Gate = (typeof gates)[keyof typeof gates];

vi.mock('./routes/compare', async (original) => (await gates.compare.opened, original()));
vi.mock(
  './routes/view-all-video-results',
  async (original) => (await gates.results.opened, original()),
);
vi.mock(
  './routes/view-all-videos-by-player',
  async (original) => (await gates.byPlayer.opened, original()),
);
vi.mock(
  './routes/explorer-for-scouts',
  async (original) => (await gates.scouts.opened, original()),
);

afterEach(() => server.events.removeAllListeners());

/** Requests as 'path?query', counted by path and the query params that must all be present. */
function recordRequests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)));
  return (path: string, query: Record<string, string> = {}) =>
    seen.filter(
      (url) =>
        url.pathname === path &&
        Object.entries(query).every(([k, v]) => url.searchParams.get(k) === v),
    ).length;
}

type Call = { path: string; query?: Record<string, string> };

async function expectWarmed(
  route: string,
  gate: Gate,
  handlers: HttpHandler[],
  calls: Call[],
  ready: () => Promise<unknown>,
  user = testUser,
) {
  const count = recordRequests();
  server.use(...handlers);
  renderApp(route, { user });
  for (const { path, query } of calls) await waitFor(() => expect(count(path, query)).toBe(1));
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
  gate.open();
  await ready();
  for (const { path, query } of calls) expect(count(path, query), `${path} asked again`).toBe(1);
}

const jane = makePlayer();
const joe = makePlayer({ id: 10, slug: 'joe-roe', firstname: 'Joe', lastname: 'Roe' });

describe('the loaders of compare, video results, a player’s videos and the scouts’ database', () => {
  it('/player/{slug}/compare?with=&interval= : each player, their line for the interval and their value', async () => {
    await expectWarmed(
      `${paths.playerCompare('jane-doe', ['joe-roe'])}&interval=lastweek`,
      gates.compare,
      [
        http.get('/api/players/jane-doe', () => envelope(jane)),
        http.get('/api/players/joe-roe', () => envelope(joe)),
        http.get('/api/players/:slug/stats', () =>
          envelope(makeStats({ interval_id: 'lastweek' })),
        ),
      ],
      ['jane-doe', 'joe-roe'].flatMap((slug) => [
        { path: `/api/players/${slug}` },
        { path: `/api/players/${slug}/stats`, query: { interval_id: 'lastweek' } },
        { path: `/api/players/${slug}/value` },
      ]),
      () => screen.findByRole('columnheader', { name: 'Joe Roe' }),
    );
  });

  it('/view-all-video-results/{keyword}?page= : that page of the videos', async () => {
    await expectWarmed(
      `${paths.viewAllVideoResults('dunk')}?page=2`,
      gates.results,
      [
        http.get('/api/searchByKeyword', () =>
          envelope({ videos: makeItems(2, 13), counts: { videos: 14 } }),
        ),
      ],
      [{ path: '/api/searchByKeyword', query: { keyword: 'dunk', offset: '12' } }],
      () => screen.findByRole('link', { name: /Item 14/ }),
    );
  });

  it('/view-all-videos-by-playerid/{id}?page= : that page of the videos, then the first one’s tags', async () => {
    await expectWarmed(
      paths.viewAllVideosByPlayer(9),
      gates.byPlayer,
      [
        http.get('/api/videosByPlayerId', () => envelope(makeItems(2, 5), 2)),
        http.get('/api/playersByVideoId', () => envelope([jane])),
      ],
      [
        { path: '/api/videosByPlayerId', query: { playerId: '9', offset: '0' } },
        { path: '/api/playersByVideoId', query: { id: '5' } },
      ],
      () => screen.findByRole('heading', { level: 1, name: /Videos of Jane Doe/ }),
    );
  });

  it('/explorer-for-scouts/{slug}?… : for a scout, the table page and the player (not the scout’s own lists)', async () => {
    await expectWarmed(
      `${paths.explorerForScouts('jane-doe')}?interval=lastweek`,
      gates.scouts,
      [
        http.get('/api/organizations', () => envelope(leagues)),
        http.get('/api/explorer', () => envelope([], 0)),
        http.get('/api/players/jane-doe', () => envelope(jane)),
        http.get('/api/players/jane-doe/stats', () => envelope(makeStats())),
        http.get('/api/players', () => envelope([jane], 1)),
        http.get('/api/leagueStatTotalsByInterval', () => envelope({})),
        http.get('/api/scouting/filters', () => envelope([], 0)),
        http.get('/api/scouting/boards', () => envelope([], 0)),
        http.get('/api/scouting/notes/jane-doe', () => envelope(null, 0)),
      ],
      [
        { path: '/api/organizations' },
        { path: '/api/explorer', query: { interval_code: 'lastweek' } },
        { path: '/api/players/jane-doe' },
      ],
      () => screen.findByText(/No players match these filters/),
      { ...testUser, role: 'scout', scoutAccess: true },
    );
  });
});
