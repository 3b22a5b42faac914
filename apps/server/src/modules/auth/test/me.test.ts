import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { GOOD_PASSWORD, idToken, signIn, signUp } from './auth-helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await signUp(t, 'me@example.com')).cookie;
});
afterAll(() => t.close());

const call = (
  method: 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string> = { cookie },
) => t.app.inject({ method, url, payload, headers });

describe('PATCH /api/me', () => {
  it('updates name and handles (a leading @ is dropped)', async () => {
    const res = await call('PATCH', '/api/me', {
      name: 'Court Vision',
      instagram: 'court.vision',
      youtube: '@CourtVision',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Court Vision',
      instagram: 'court.vision',
      youtube: 'CourtVision',
    });
    const cleared = await call('PATCH', '/api/me', { youtube: null });
    expect(cleared.json().data.youtube).toBeNull();
  });

  it('400 for a bad handle, naming the field', async () => {
    const res = await call('PATCH', '/api/me', { instagram: 'has space' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('instagram');
    expect((await call('PATCH', '/api/me', { youtube: 'ab' })).json().errors[0].param).toBe(
      'youtube',
    );
  });

  it('400 for nothing to change, 401 signed out', async () => {
    expect((await call('PATCH', '/api/me', {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/me', { name: 'x' }, {})).statusCode).toBe(401);
  });

  it('role and slug cannot be set by the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().data.role).toBe('fan');
  });
});

describe('PUT /api/password', () => {
  it('needs a bearer token: 401 with the cookie only or nothing', async () => {
    expect((await call('PUT', '/api/password', { password: 'brand-new-pass-1' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('PUT', '/api/password', { password: 'brand-new-pass-1' }, {})).statusCode,
    ).toBe(401);
  });

  it('400 for a short or common password', async () => {
    const token = await idToken(t, cookie);
    const auth = { authorization: `Bearer ${token}`, cookie };
    expect(
      (await call('PUT', '/api/password', { password: 'short' }, auth)).json().errors[0].param,
    ).toBe('password');
    const common = await call('PUT', '/api/password', { password: 'iloveyou123' }, auth);
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0].msg).toMatch(/too common/);
  });

  it('sets the password and ends the other sessions, keeping the caller signed in', async () => {
    const other = await signIn(t, 'me@example.com');
    const token = await idToken(t, cookie);
    const res = await call(
      'PUT',
      '/api/password',
      { password: 'brand-new-pass-1' },
      { authorization: `Bearer ${token}`, cookie },
    );
    expect(res.statusCode).toBe(200);
    const meWith = (c: string) =>
      t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: c } });
    expect((await meWith(other.cookie)).statusCode).toBe(401);
    expect((await meWith(cookie)).statusCode).toBe(200);
    expect((await signIn(t, 'me@example.com', GOOD_PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t, 'me@example.com', 'brand-new-pass-1')).res.statusCode).toBe(200);
  });
});

describe('DELETE /api/me', () => {
  it('400 for a wrong password, 401 signed out, then deletes with the right one', async () => {
    const { cookie: c } = await signUp(t, 'leaver@example.com');
    const wrong = await call('DELETE', '/api/me', { password: 'not-my-password' }, { cookie: c });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({ msg: 'Password is not correct', param: 'password' });
    expect((await call('DELETE', '/api/me', { password: GOOD_PASSWORD }, {})).statusCode).toBe(401);
    const res = await call('DELETE', '/api/me', { password: GOOD_PASSWORD }, { cookie: c });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: c } })).statusCode,
    ).toBe(401);
    expect((await signIn(t, 'leaver@example.com')).res.statusCode).toBe(401);
  });

  it('400 without a password', async () => {
    expect((await call('DELETE', '/api/me', {})).statusCode).toBe(400);
  });
});
