// A small world for the property tests, made with the factories: a league with a played game
// (so stats, leaderboards and the explorer have rows), creators, a show, content of each type,
// a draft pick, a playlist, users of each role, and a scout's board and saved filter. Its ids
// and slugs become the pools generated requests draw from, so detail routes hit real rows.
import type { UserRole } from '../../plugins/token-verifier';
import { makeUser } from '../../modules/content/content-fixtures';
import type { TestApp } from '../build-test-app';
import {
  createContent,
  createCreator,
  createDraftPick,
  createGame,
  createPlaylist,
  createShow,
} from '../factories';
import { knownStrings } from './list-params';
import type { Fixtures } from './request-arb';

const roles: UserRole[] = ['fan', 'player', 'creator', 'scout', 'admin'];

export async function seedFixtures(t: TestApp): Promise<Fixtures> {
  const db = t.db.db;
  const { game, stats } = await createGame(db);
  const playerIds = [...new Set(stats.map((s) => s.playerId))];
  const creator = await createCreator(db);
  const show = await createShow(db);
  const content = [
    await createContent(db, {
      contentType: 'video',
      creatorId: creator.id,
      playerIds: playerIds.slice(0, 2),
    }),
    await createContent(db, { contentType: 'article', creatorId: creator.id, showId: show.id }),
    await createContent(db, { contentType: 'user_post', featured: true }),
  ];
  const pick = await createDraftPick(db, { playerId: playerIds[0] });
  const playlist = await createPlaylist(db, { contentIds: content.map((c) => c.id) });

  const tokens: string[] = [];
  for (const role of roles) {
    await makeUser(db, `prop-${role}`);
    tokens.push(await t.sign({ sub: `prop-${role}`, role }, { expiresIn: '1h' }));
  }
  // A signed-in user whose account was deleted a moment ago: the token is still good.
  tokens.push(await t.sign({ sub: 'prop-gone', role: 'scout' }, { expiresIn: '1h' }));
  const badTokens = [
    await t.sign({ sub: 'prop-fan' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    await t.sign({ sub: 'prop-fan' }, { audience: 'someone-else' }),
    await t.sign({ sub: 'prop-fan', role: 'root' as UserRole }),
    'not-a-jwt',
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiJwcm9wLWFkbWluIiwicm9sZSI6ImFkbWluIn0.',
  ];

  const post = (url: string, payload: object, token?: string) =>
    t.app
      .inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      .then((r) => r.json<{ data: Record<string, unknown> }>().data);
  // Boards and filters of both roles with scout access, so their ids meet their owners' tokens.
  const boardIds: unknown[] = [];
  const filterIds: unknown[] = [];
  for (const role of ['scout', 'admin'] as const) {
    const token = tokens[roles.indexOf(role)];
    boardIds.push((await post('/api/scouting/boards', { name: 'Shortlist' }, token))?.id);
    const filter = { name: 'Shooters', filter: { pts_average: { gte: 10 } } };
    filterIds.push((await post('/api/scouting/filters', filter, token))?.id);
  }
  const guest = await post('/api/comments/guest-login', { displayName: 'Guest' });

  const players = await db.query.players.findMany();
  const slugs = players.map((p) => p.slug);
  knownStrings.push(...slugs.slice(0, 3), ...players.slice(0, 3).map((p) => p.lastname));
  const contentIds = content.map((c) => c.id);
  const pools: Record<string, unknown[]> = {
    id: [...contentIds, playlist.id, show.id, show.slug, ...boardIds, ...filterIds, 1],
    slug: [...slugs, show.slug, creator.profileKey],
    playerSlug: slugs,
    'slugs[]': slugs,
    contentId: contentIds,
    creatorId: [creator.id],
    showId: [show.id],
    playerId: playerIds,
    organization_id: [game.leagueId],
    league_id: [game.leagueId],
    season: [game.seasonId],
    year: [pick.year],
    keyword: players.slice(0, 3).map((p) => p.lastname),
    q: players.slice(0, 3).map((p) => p.firstname),
    email: ['prop-fan@test.local', 'nobody@test.local'],
  };
  const [video, article, post_] = content.map((c) => c.id);
  const byRoute: Record<string, unknown[]> = {
    '/api/creators/:slug slug': [creator.profileKey, show.slug],
    '/api/shows/:id id': [show.id, show.slug],
    '/api/shows/:id/episodes id': [show.id, show.slug],
    '/api/playlists/:id id': [playlist.id],
    '/api/content/:id id': contentIds,
    '/api/content/:id/comments id': contentIds,
    '/api/articles/:id id': [article],
    '/api/user-posts/:id id': [post_],
    '/api/videos/:id id': [video, content[0]?.videoid],
    '/api/scouting/boards/:id id': boardIds,
    '/api/scouting/boards/:id/items id': boardIds,
    '/api/scouting/boards/:id/export.csv id': boardIds,
    '/api/scouting/filters/:id id': filterIds,
  };
  Object.assign(pools, byRoute);
  for (const [k, v] of Object.entries(pools)) pools[k] = v.filter((x) => x != null);
  return {
    pools,
    tokens,
    badTokens,
    guestTokens: [String(guest?.guestToken)],
  };
}
