/** Calls a cluster test makes: sign-in through the front, JSON reads of one instance. */

export const DEMO_PASSWORD = 'hoopdex-demo-2026';

/** Signs a demo account in through `base` and returns an ID token (bearer) for the API. */
export async function demoToken(
  base: string,
  who: 'fan' | 'creator' | 'scout' | 'admin',
): Promise<string> {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: `${who}@hoopdex.test`, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
  if (!res.ok) throw new Error(`token ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function getJson<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function send(
  method: string,
  url: string,
  token: string,
  body: unknown,
  type = 'application/json',
): Promise<unknown> {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}
