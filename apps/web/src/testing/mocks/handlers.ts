import { http, HttpResponse } from 'msw';
import type { SessionUser } from '../../lib/auth';

// Default world: a signed-out visitor. Tests opt into a session with mockSession(user).
export const handlers = [
  http.get('/api/me', () => HttpResponse.json({ errors: [{ msg: 'Not signed in', param: 'session' }] }, { status: 401 })),
  http.get('/api/auth/token', () => HttpResponse.json({ errors: [] }, { status: 401 })),
  http.get('/api/searchByKeyword', () => HttpResponse.json({ data: { players: [], videos: [], creators: [] }, rowCount: 0 })),
  // Prospect intelligence beside other pages' content (home risers, player comps and big games):
  // empty unless a test says otherwise.
  http.get('/api/risers', () => HttpResponse.json({ data: [], rowCount: 0 })),
  http.get('/api/players/:slug/comps', () => HttpResponse.json({ data: { scope: 'league', reason: null, items: [] }, rowCount: 0 })),
  http.get('/api/big-games', () => HttpResponse.json({ data: [], rowCount: 0 })),
  // Hoopdex Value beside the player and compare pages: no value (a player with no games).
  http.get('/api/players/:slug/value', ({ params }) =>
    HttpResponse.json({
      data: {
        as_of: '2025-01-01',
        player: { slug: String(params.slug), name: String(params.slug), league: 'NBA' },
        value: null,
        low: null,
        high: null,
        unknown_parts: ['performance', 'momentum', 'exposure', 'following'],
        parts: [],
        ledger: [],
        disclaimer: 'An index of endorsement opportunity, not earnings.',
      },
      rowCount: 1,
    }),
  ),
  // The statistics tab's shot chart: no located shots unless a test says otherwise.
  http.get('/api/players/:slug/shot-chart', () =>
    HttpResponse.json({ data: { league: { id: 1, name: 'nba', display_name: 'NBA' }, zones: [], unlocated_attempts: 0 }, rowCount: 1 }),
  ),
  // Film room: no game has film, and no player has plays, unless a test says otherwise.
  http.get('/api/games/:gameId/film', () =>
    HttpResponse.json({ errors: [{ msg: 'This game has no film', param: 'gameId' }] }, { status: 404 }),
  ),
  http.get('/api/players/:slug/plays', () => HttpResponse.json({ data: [], rowCount: 0 })),
  // Projections (issue 32): no player has one unless a test says otherwise.
  http.get('/api/players/:slug/projection', () =>
    HttpResponse.json({ errors: [{ msg: 'No projection for this player', param: 'slug' }] }, { status: 404 }),
  ),
  // The header's bell asks for the unread count whenever someone is signed in.
  http.get('/api/me/notifications/unread-count', () => HttpResponse.json({ data: { unread: 0 }, rowCount: 1 })),
];

export const testUser: SessionUser = {
  id: 'u1',
  email: 'fan@example.com',
  name: 'Fan',
  role: 'fan',
  slug: 'fan-one',
  player: null,
  scoutAccess: false,
  emailVerified: true,
  instagram: null,
  youtube: null,
  playerClaim: null,
};

export function sessionHandlers(user: SessionUser | null) {
  if (!user) return handlers.slice(0, 2);
  return [
    http.get('/api/me', () => HttpResponse.json({ data: user, rowCount: 1 })),
    http.get('/api/auth/token', () => HttpResponse.json({ token: 'test-token' })),
  ];
}
