import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { cookieFrom, GOOD_PASSWORD, mailedCode, signIn, signUp } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const CHECK_EMAIL = { data: { status: 'check-email' }, rowCount: 1 };

describe('creator applications: instagram-signup, youtube-signup → completeSignup', () => {
  it('applies with an Instagram handle, then sets a password from the mail and is signed in', async () => {
    const res = await post('/api/instagram-signup', {
      email: 'Hooper@Example.com',
      instagram: 'hoop.er_1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(CHECK_EMAIL);
    const mail = t.mails.last('set-password')!;
    expect(mail.to).toBe('hooper@example.com');
    expect(mail.link).toMatch(/\/acct\/action\?mode=completeSignup&oobCode=/);
    const done = await post('/api/completeSignup', {
      code: mailedCode(t, 'set-password'),
      password: GOOD_PASSWORD,
      name: 'Hoop Er',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      role: 'creator',
      slug: 'hoop-er-1',
      instagram: 'hoop.er_1',
      emailVerified: true,
      name: 'Hoop Er',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(done) },
    });
    expect(me.json().data.email).toBe('hooper@example.com');
    const [profile] = await t.db.db
      .select()
      .from(creators)
      .where(eq(creators.profileKey, 'hoop-er-1'));
    expect(profile).toMatchObject({ type: 'creator', displayname: 'Hoop Er' });
  });

  it('a set-password code works once', async () => {
    await post('/api/youtube-signup', { email: 'tuber@example.com', youtube: '@Tube-Star' });
    const code = mailedCode(t, 'set-password');
    expect((await post('/api/completeSignup', { code, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    const again = await post('/api/completeSignup', { code, password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].param).toBe('code');
  });

  it('a known address gets the same answer; the owner gets a mail, no new account', async () => {
    await signUp(t, 'known@example.com');
    const res = await post('/api/instagram-signup', {
      email: 'known@example.com',
      instagram: 'someone',
    });
    expect(res.json()).toEqual(CHECK_EMAIL);
    expect(t.mails.last()?.kind).toBe('existing-account');
    expect((await signIn(t, 'known@example.com')).res.statusCode).toBe(200);
  });

  it('400 for bad handles and e-mails, naming the field', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/instagram-signup', { email: 'a@example.com', instagram: 'bad handle!' }, 'instagram'],
      ['/api/instagram-signup', { email: 'a@example.com', instagram: 'x'.repeat(31) }, 'instagram'],
      ['/api/instagram-signup', { email: 'not-mail', instagram: 'fine' }, 'email'],
      ['/api/youtube-signup', { email: 'a@example.com', youtube: 'ab' }, 'youtube'],
      ['/api/youtube-signup', { email: 'a@example.com' }, 'youtube'],
    ];
    for (const [url, body, param] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].param).toBe(param);
    }
  });

  it('completeSignup: 400 for an unknown code or a weak password', async () => {
    expect(
      (await post('/api/completeSignup', { code: 'x'.repeat(32), password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(400);
    await post('/api/instagram-signup', { email: 'weak@example.com', instagram: 'weak.pw' });
    const res = await post('/api/completeSignup', {
      code: mailedCode(t, 'set-password'),
      password: 'password1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('password');
  });
});

describe('one-step creator sign-up: signupCreator, signupWithEmailAndInstagram', () => {
  it('signupCreator makes a signed-in creator with a profile', async () => {
    const res = await post('/api/signupCreator', {
      email: 'maker@example.com',
      password: GOOD_PASSWORD,
      name: 'Film Room',
      youtube: 'filmroom',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      role: 'creator',
      slug: 'filmroom',
      youtube: 'filmroom',
    });
    expect(cookieFrom(res)).toMatch(/hoopdex\.session_token=/);
  });

  it('signupWithEmailAndInstagram uses the handle as name and slug', async () => {
    const res = await post('/api/signupWithEmailAndInstagram', {
      email: 'gram@example.com',
      password: GOOD_PASSWORD,
      instagram: 'film.room',
    });
    expect(res.json().data).toMatchObject({
      role: 'creator',
      name: 'film.room',
      slug: 'film-room',
    });
  });

  it('400 without a handle or with a common password; a known address gets check-email', async () => {
    const noHandle = await post('/api/signupCreator', {
      email: 'nh@example.com',
      password: GOOD_PASSWORD,
      name: 'X',
    });
    expect(noHandle.statusCode).toBe(400);
    expect(noHandle.json().errors[0].param).toBe('instagram');
    const weak = await post('/api/signupCreator', {
      email: 'w@example.com',
      password: 'football1',
      name: 'X',
      instagram: 'wx',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].param).toBe('password');
    const known = await post('/api/signupCreator', {
      email: 'maker@example.com',
      password: GOOD_PASSWORD,
      name: 'Y',
      instagram: 'yy',
    });
    expect(known.json()).toEqual(CHECK_EMAIL);
    expect(known.headers['set-cookie']).toBeUndefined();
  });
});
