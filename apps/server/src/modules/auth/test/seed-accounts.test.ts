import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../seed/seed-accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCreator, createPlayer } from '../../../test/factories';
import { signIn } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createPlayer(t.db.db, { slug: 'star-player', trendingRank: 1 });
  await createCreator(t.db.db, { type: 'creator', profileKey: 'film-room' });
});
afterAll(() => t.close());

it('creates one account per role once, each able to log in with the demo password', async () => {
  const first = await seedDemoAccounts(t.db.db, t.accounts.auth);
  expect(first?.accounts.map((a) => a.role)).toEqual([
    'fan',
    'player',
    'creator',
    'scout',
    'admin',
  ]);
  expect(await seedDemoAccounts(t.db.db, t.accounts.auth)).toBeNull();
  const expected = {
    fan: { slug: null, player: null, scoutAccess: false },
    player: { slug: 'star-player', player: { slug: 'star-player' }, scoutAccess: false },
    creator: { slug: 'film-room', player: null, scoutAccess: false },
    scout: { scoutAccess: true },
    admin: { scoutAccess: true },
  };
  for (const [role, shape] of Object.entries(expected)) {
    const { res, cookie } = await signIn(t, `${role}@hoopdex.test`, DEMO_PASSWORD);
    expect(res.statusCode, role).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().data).toMatchObject({ role, emailVerified: true, ...shape });
  }
});
