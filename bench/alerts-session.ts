// Signed-in calls for the alerts benchmarks: a demo account's session cookie, and short-lived
// bearer ID tokens from it (GET /api/auth/token), as the web app gets them.
const demoPassword = 'hoopdex-demo-2026';

export async function signInCookie(
  baseUrl: string,
  role: 'fan' | 'creator' | 'admin',
): Promise<string> {
  // The auth library refuses a cookie sign-in without an Origin it trusts (CSRF check): a
  // server without PUBLIC_URL trusts localhost, a cluster its front's own address.
  let res: Response | undefined;
  for (const origin of [baseUrl.replace('127.0.0.1', 'localhost'), baseUrl]) {
    res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: `${role}@hoopdex.test`, password: demoPassword }),
    });
    if (res.status !== 403) break;
  }
  if (!res?.ok) throw new Error(`sign-in as ${role}: ${res?.status} ${await res?.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function bearerHeaders(
  baseUrl: string,
  cookie: string,
): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * A realistic inbox for the list and unread-count scenarios: the demo fan follows the demo
 * creator, who publishes `posts` posts (each fans out to the creator's followers).
 */
export async function prepareFanInbox(
  baseUrl: string,
  posts = 30,
): Promise<() => Promise<Record<string, string>>> {
  const fanCookie = await signInCookie(baseUrl, 'fan');
  const fan = await bearerHeaders(baseUrl, fanCookie);
  await fetch(`${baseUrl}/api/me/userFollows`, {
    method: 'POST',
    headers: { ...fan, 'content-type': 'application/json' },
    body: JSON.stringify({ slug: 'demo-creator', followType: 'creator' }),
  });
  const creator = await bearerHeaders(baseUrl, await signInCookie(baseUrl, 'creator'));
  for (let i = 0; i < posts; i++) {
    await fetch(`${baseUrl}/api/me/content`, {
      method: 'POST',
      headers: { ...creator, 'content-type': 'application/json' },
      body: JSON.stringify({ content_type: 'user_post', body: `Bench post ${i}` }),
    });
  }
  // A fresh token per scenario: they live 5 minutes, a whole bench run is longer.
  return () => bearerHeaders(baseUrl, fanCookie);
}
