/**
 * Where to go after signing in: the `redirect` query parameter when it is a path on this site
 * (never another origin: '//evil.example' or 'https://…' fall back to home).
 */
export function safeRedirect(search: string, fallback = '/'): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/** Carries the redirect target from one auth page to another (sign-up ↔ log in). */
export function withRedirect(path: string, search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target ? `${path}?${new URLSearchParams({ redirect: target }).toString()}` : path;
}
