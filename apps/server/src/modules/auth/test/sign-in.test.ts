import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { cookieFrom, GOOD_PASSWORD, signIn, signUp } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getMe = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('sign-up → session → /api/me', () => {
  it('signs up as a fan, signed in by an HttpOnly SameSite=Lax cookie, token kept from scripts', async () => {
    const { res, cookie } = await signUp(t, 'New.Fan@Example.com', GOOD_PASSWORD, 'New Fan');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.signedIn).toBe(true);
    expect(body.token).toBeUndefined();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/hoopdex\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const me = await getMe(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: 'new.fan@example.com',
      name: 'New Fan',
      role: 'fan',
      slug: null,
      player: null,
      scoutAccess: false,
    });
    expect(t.mails.last('verify-email')?.to).toBe('new.fan@example.com');
  });

  it('a known address answers like a new one (no session) and mails the owner instead', async () => {
    await signUp(t, 'twice@example.com');
    const again = await signUp(t, 'TWICE@example.com', 'another-good-pass-1');
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json()).toMatchObject({ status: 'check-email', signedIn: false });
    expect(again.res.headers['set-cookie']).toBeUndefined();
    expect(t.mails.last()?.kind).toBe('existing-account');
  });

  it('/api/me is 401 signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].msg).toBe('Sign in required');
  });

  it('verifies the e-mail address from the mailed code', async () => {
    const { cookie } = await signUp(t, 'verify@example.com');
    const code = new URL(t.mails.last('verify-email')!.link!).searchParams.get('oobCode');
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${code}` });
    expect(res.statusCode).toBe(200);
    expect((await getMe(cookie)).json().data.emailVerified).toBe(true);
  });

  it('a bad verification code is a 401 with an error list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toEqual({ msg: 'Invalid token', param: 'code' });
  });

  it('an unknown auth path is a 404 with an error list (found by the route property tests)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/auth/no-such-call', ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toEqual({ msg: 'Not Found', param: '' });
    }
  });
});

describe('password rules', () => {
  const attempt = (password: string, email = `p${Math.random()}@example.com`) =>
    signUp(t, email, password);

  it('refuses fewer than 8 characters', async () => {
    const { res } = await attempt('Ab1!xyz');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      msg: 'Password must be at least 8 characters',
      param: 'password',
    });
  });

  it('refuses common passwords, whatever the case', async () => {
    for (const pw of ['password123', 'Basketball1', 'qwertyuiop', 'aaaaaaaaaaaa']) {
      const { res } = await attempt(pw);
      expect(res.statusCode, pw).toBe(400);
      expect(res.json().errors[0].msg).toMatch(/too common/);
    }
  });

  it('accepts 64 characters and refuses more than 128', async () => {
    expect((await attempt('x'.repeat(30) + 'Y'.repeat(34))).res.statusCode).toBe(200);
    expect((await attempt('z'.repeat(60) + 'Q'.repeat(69))).res.statusCode).toBe(400);
  });

  it('refuses an invalid e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'not-an-email', password: GOOD_PASSWORD, name: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in and sign-out', () => {
  beforeAll(async () => {
    await signUp(t, 'login@example.com');
  });

  it('a wrong password and an unknown address get the same generic 401', async () => {
    const wrong = await signIn(t, 'login@example.com', 'wrong-password-x');
    const unknown = await signIn(t, 'nobody@example.com', 'wrong-password-x');
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.json().errors).toEqual(unknown.res.json().errors);
    expect(wrong.res.json().errors[0].msg).toBe('Invalid email or password');
  });

  it('each login makes a new session; sign-out ends it', async () => {
    const a = await signIn(t, 'login@example.com');
    const b = await signIn(t, 'login@example.com');
    expect(a.res.statusCode).toBe(200);
    expect(a.cookie).not.toBe(b.cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: a.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(cookieFrom(out)).toMatch(/hoopdex\.session_token=(;|$)/);
    expect((await getMe(a.cookie)).statusCode).toBe(401);
    expect((await getMe(b.cookie)).statusCode).toBe(200);
  });

  it('an ID token needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('cookies outside localhost', () => {
  it('are Secure (with the __Secure- prefix), HttpOnly and SameSite=Lax', async () => {
    const site = await buildTestApp({}, { publicUrl: 'https://hoopdex.example' });
    try {
      const { res } = await signUp(site, 'secure@example.com');
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Secure-hoopdex\.session_token=/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
    } finally {
      await site.close();
    }
  });
});
