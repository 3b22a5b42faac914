import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPlayer } from '../../../test/factories';
import { grantRole } from '../grant-role';
import { cookieFrom, GOOD_PASSWORD, idToken, mailedCode, signUp } from './auth-helpers';

let t: TestApp;
let fan: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  fan = (await signUp(t, 'fan@example.com')).cookie;
  admin = (await signUp(t, 'boss@example.com')).cookie;
  await grantRole(t.db.db, 'boss@example.com', 'admin');
  await createPlayer(t.db.db, { slug: 'jalen-brooks', firstname: 'Jalen', lastname: 'Brooks' });
  await createPlayer(t.db.db, { slug: 'maya-ortiz', firstname: 'Maya', lastname: 'Ortiz' });
  await createPlayer(t.db.db, { slug: 'open-player', firstname: 'Open', lastname: 'Player' });
});
afterAll(() => t.close());

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().data;
const claim = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/player-portal/claim', payload, headers });

describe('roles and scout access', () => {
  it('fan has no scout access; scout and admin do, read from the database at once', async () => {
    expect((await me(fan)).scoutAccess).toBe(false);
    const { cookie } = await signUp(t, 'scout@example.com');
    await grantRole(t.db.db, 'scout@example.com', 'scout');
    expect(await me(cookie)).toMatchObject({ role: 'scout', scoutAccess: true });
    expect(await me(admin)).toMatchObject({ role: 'admin', scoutAccess: true });
  });

  it('the role travels in new ID tokens', async () => {
    const token = await idToken(t, admin);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.role).toBe('admin');
  });

  it('grant refuses player and unknown roles, reports unknown accounts', async () => {
    await expect(grantRole(t.db.db, 'fan@example.com', 'player')).rejects.toThrow(/role must be/);
    await expect(grantRole(t.db.db, 'fan@example.com', 'king')).rejects.toThrow(/role must be/);
    expect(await grantRole(t.db.db, 'ghost@example.com', 'scout')).toBe(false);
  });

  it('admin claim list: 401 signed out, 403 for a fan even with an admin-claiming token, 200 admin', async () => {
    const url = '/api/admin/player-claims';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: fan } })).statusCode).toBe(
      403,
    );
    const fanId = (await me(fan)).id;
    const lying = await t.sign({ sub: fanId, role: 'admin' });
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${lying}` } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })).statusCode,
    ).toBe(200);
  });
});

describe('player portal claims', () => {
  it('404 for an unknown player, 400 signed out without e-mail', async () => {
    const unknown = await claim({ playerSlug: 'nobody-here' }, { cookie: fan });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].param).toBe('playerSlug');
    const noMail = await claim({ playerSlug: 'jalen-brooks' });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().errors[0].param).toBe('email');
  });

  it('a signed-in fan whose address does not match waits; an admin approves and the fan becomes the player', async () => {
    const res = await claim({ playerSlug: 'maya-ortiz' }, { cookie: fan });
    expect(res.json().data).toEqual({
      status: 'pending',
      player: { slug: 'maya-ortiz', firstname: 'Maya', lastname: 'Ortiz' },
    });
    expect((await me(fan)).playerClaim.status).toBe('pending');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/player-claims',
      headers: { cookie: admin },
    });
    const pending = list
      .json()
      .data.find((c: { player: { slug: string } }) => c.player.slug === 'maya-ortiz');
    expect(pending.user.email).toBe('fan@example.com');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/player-claims/${pending.id}`,
      headers: { cookie: fan },
      payload: { status: 'approved' },
    });
    expect(forbidden.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/admin/player-claims/${pending.id}`,
      headers: { cookie: admin },
      payload: { status: 'approved' },
    });
    expect(ok.statusCode).toBe(200);
    expect(await me(fan)).toMatchObject({
      role: 'player',
      slug: 'maya-ortiz',
      player: { slug: 'maya-ortiz' },
    });
  });

  it('409 when the player is already linked to someone else; 404 for an unknown claim id', async () => {
    const { cookie } = await signUp(t, 'late@example.com');
    const res = await claim({ playerSlug: 'maya-ortiz' }, { cookie });
    expect(res.statusCode).toBe(409);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/player-claims/99999',
      headers: { cookie: admin },
      payload: { status: 'rejected' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('signed out: applies by e-mail, and the demo rule links once the password is set', async () => {
    const res = await claim({ playerSlug: 'jalen-brooks', email: 'jalen-brooks@example.com' });
    expect(res.json().data).toEqual({ status: 'check-email' });
    const link = t.mails.last('set-password')!.link!;
    expect(link).toMatch(/\/player-portal\/set-password\?oobCode=/);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/completeSignup',
      payload: { code: mailedCode(t, 'set-password'), password: GOOD_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      role: 'player',
      slug: 'jalen-brooks',
      player: { slug: 'jalen-brooks', firstname: 'Jalen' },
    });
    expect((await me(cookieFrom(done))).playerClaim.status).toBe('approved');
  });

  it('signed out with a known address: same answer, mail to the owner', async () => {
    const res = await claim({ playerSlug: 'open-player', email: 'fan@example.com' });
    expect(res.json().data).toEqual({ status: 'check-email' });
    expect(t.mails.last()?.kind).toBe('existing-account');
  });

  it('an admin rejects a claim', async () => {
    const { cookie } = await signUp(t, 'hopeful@example.com');
    await claim({ playerSlug: 'open-player' }, { cookie });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/player-claims',
      headers: { cookie: admin },
    });
    const id = list
      .json()
      .data.find((c: { user: { email: string } }) => c.user.email === 'hopeful@example.com').id;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/player-claims/${id}`,
      headers: { cookie: admin },
      payload: { status: 'rejected' },
    });
    expect(await me(cookie)).toMatchObject({
      role: 'fan',
      player: null,
      playerClaim: { status: 'rejected' },
    });
  });
});
