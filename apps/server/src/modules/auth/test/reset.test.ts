import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { GOOD_PASSWORD, mailedCode, signIn, signUp } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await signUp(t, 'reset@example.com');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'fresh-jump-shot-77';
const getMe = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
  });

describe('forgot password → mail → reset → log in', () => {
  it('mails a link to /acct/action and nothing for unknown addresses', async () => {
    const before = t.mails.sent.length;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(t.mails.sent.length).toBe(before);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'reset@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(unknown.json());
    const mail = t.mails.last('reset-password')!;
    expect(mail.to).toBe('reset@example.com');
    expect(mail.link).toMatch(
      /^http:\/\/localhost:3000\/acct\/action\?mode=resetPassword&oobCode=/,
    );
  });

  it('the reset ends every session, the new password works and the old does not', async () => {
    const session = await signIn(t, 'reset@example.com');
    const code = mailedCode(t, 'reset-password');
    expect((await reset(code, 'password123')).statusCode).toBe(400);
    const res = await reset(code, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((await getMe(session.cookie)).statusCode).toBe(401);
    expect((await signIn(t, 'reset@example.com', GOOD_PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t, 'reset@example.com', NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('a code works once', async () => {
    const code = mailedCode(t, 'reset-password');
    const res = await reset(code, 'another-new-one-88');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ msg: 'Invalid token', param: 'code' });
  });
});
