import type { TestApp } from '../../../test/build-test-app';

export const GOOD_PASSWORD = 'court-vision-2026';

/** The cookie header a browser would send back after this response. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

export async function signUp(
  t: TestApp,
  email: string,
  password = GOOD_PASSWORD,
  name = 'Test Fan',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name },
  });
  return { res, cookie: cookieFrom(res) };
}

export async function signIn(t: TestApp, email: string, password = GOOD_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  return { res, cookie: cookieFrom(res) };
}

/** An ID token from the library (GET /api/auth/token with the session cookie). */
export async function idToken(t: TestApp, cookie: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`token ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** The code of the last mailed action link of this kind. */
export function mailedCode(t: TestApp, kind: string): string {
  const link = t.mails.last(kind)?.link;
  if (!link) throw new Error(`no ${kind} mail`);
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error(`no code in ${link}`);
  return code;
}
