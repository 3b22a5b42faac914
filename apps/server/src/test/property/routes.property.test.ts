// Property tests over every route of the app: requests generated from the contract's schemas
// (through the OpenAPI document) and from hostile inputs must never get a 5xx, a non-JSON error,
// or an answer that shows a stack trace or SQL. Reproduce a failure with what fast-check prints:
// FC_SEED=<seed> [FC_PATH=<path>] npx vitest run --project server <this file> -t '<route>'.
// FC_RUNS=<n> runs more cases per route (default 20; HEAD and the docs pages a quarter).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { scaledAuthLimits } from '../../modules/auth/attempt-limiter';
import { buildTestApp } from '../build-test-app';
import { checkAnswer } from './response-checks';
import { hiddenRouteOf } from './hidden-routes';
import { HUGE_BODY, hugeBodyText, requestArb, type GenRequest } from './request-arb';
import { routeTable, type RouteSpec } from './route-table';
import { videoTypesOf } from './video-bodies';
import { seedFixtures } from './seed-fixtures';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const path = process.env.FC_PATH;
const numRuns = Number(process.env.FC_RUNS ?? 20);

// Routes are read from the built app, so the app is built while the file is collected.
// Sign-up and sign-in budgets raised: at the default ones most generated calls would be a 429.
// Event streams end after 200 ms idle: each generated stream request then gets its whole answer.
const t = await buildTestApp({ alerts: { idleMs: 200 } }, { limits: scaledAuthLimits(1000) });
const fx = await seedFixtures(t);
const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const routes = routeTable(t.app.printRoutes(), doc);

/** HEAD runs GET's handler and the docs page is a library's: fewer cases buy time for the rest. */
const runsFor = (r: RouteSpec) =>
  r.method === 'HEAD' || r.url.startsWith('/api/docs')
    ? Math.max(3, Math.round(numRuns / 4))
    : numRuns;

const send = (req: GenRequest) =>
  t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined
      ? { payload: req.payload === HUGE_BODY ? hugeBodyText : req.payload }
      : {}),
  });

describe('every route, property-based', () => {
  afterAll(() => t.close());

  it('finds the routes and has a generator for each', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const known of [
      'GET /api/content/:id',
      'POST /api/me/likes',
      'GET /media/logos/*',
      'POST /api/auth/*',
    ])
      expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(known);
    const orphans = routes.filter((r) => !r.op && !hiddenRouteOf(r.url));
    expect(
      orphans.map((r) => `${r.method} ${r.url}`),
      'routes with no generator: document them or list them in hidden-routes.ts',
    ).toEqual([]);
    const unknownKinds = routes.flatMap((r) =>
      (r.op?.parameters ?? []).filter((p) => !['path', 'query', 'header'].includes(p.in)),
    );
    expect(unknownKinds).toEqual([]);
    // Every content type a route accepts gets bodies: the film upload's video types too.
    const film = routes.find(
      (r) => r.method === 'POST' && r.url === '/api/admin/games/:gameId/film',
    );
    expect(videoTypesOf(film?.op?.requestBody?.content)).toContain('video/mp4');
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: no 5xx, JSON errors, no leaks',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestArb(route, fx), async (req) => {
          const res = await send(req);
          checkAnswer(route.url, req, {
            statusCode: res.statusCode,
            headers: res.headers,
            body: res.body,
          });
        }),
        {
          numRuns: runsFor(route),
          ...(seed !== undefined ? { seed } : {}),
          ...(path ? { path } : {}),
          // A request that hangs is a failure; shrinking stops in time for the test's timeout.
          timeout: 10_000,
          interruptAfterTimeLimit: 40_000,
        },
      );
    },
    60_000,
  );
});
