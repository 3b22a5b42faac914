// Spec §5, as pure functions: the auth token is read from the query string 'token' or the cookie
// 'token'; a query token is saved to the cookie and removed from the address bar; it is accepted
// only if it decodes and its exp is in the future, otherwise the cookie is cleared and no token
// is used. applyTokenRule() performs the side effects on the real window.

export const TOKEN_PARAM = 'token';
export const TOKEN_COOKIE = 'token';

export type CookieAction =
  { kind: 'keep' } | { kind: 'set'; value: string; maxAgeSeconds: number } | { kind: 'clear' };

export interface TokenRuleResult {
  /** The accepted token, or null when none may be used. */
  token: string | null;
  cookie: CookieAction;
  /** The query string without the token (leading '?' or ''), or null when the URL stays as is. */
  search: string | null;
}

/** The JWT payload when the token has three parts and a JSON object payload; otherwise null. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Seconds the token has left, or null when it does not decode or has no numeric exp. */
export function secondsLeft(token: string, nowMs: number): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return exp - Math.floor(nowMs / 1000);
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** Decides what to do from the address bar's query, the cookie header and the time. */
export function evaluateTokenRule(input: {
  search: string;
  cookie: string;
  nowMs: number;
}): TokenRuleResult {
  const params = new URLSearchParams(input.search);
  const fromQuery = params.get(TOKEN_PARAM);
  let search: string | null = null;
  if (fromQuery !== null) {
    params.delete(TOKEN_PARAM);
    const rest = params.toString();
    search = rest ? `?${rest}` : '';
  }
  const fromCookie = readCookie(input.cookie, TOKEN_COOKIE);
  const token = fromQuery || fromCookie;
  if (!token)
    return {
      token: null,
      cookie: fromQuery !== null ? { kind: 'clear' } : { kind: 'keep' },
      search,
    };
  const left = secondsLeft(token, input.nowMs);
  if (left === null || left <= 0) return { token: null, cookie: { kind: 'clear' }, search };
  const cookie: CookieAction = fromQuery
    ? { kind: 'set', value: token, maxAgeSeconds: left }
    : { kind: 'keep' };
  return { token, cookie, search };
}

export function cookieString(
  action: Exclude<CookieAction, { kind: 'keep' }>,
  secure: boolean,
): string {
  const attrs = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (action.kind === 'clear') return `${TOKEN_COOKIE}=${attrs}; Max-Age=0`;
  return `${TOKEN_COOKIE}=${encodeURIComponent(action.value)}${attrs}; Max-Age=${action.maxAgeSeconds}`;
}

/** Applies the rule to the page: writes or clears the cookie, cleans the URL, returns the token. */
export function applyTokenRule(win: Window = window, nowMs = Date.now()): string | null {
  const result = evaluateTokenRule({
    search: win.location.search,
    cookie: win.document.cookie,
    nowMs,
  });
  if (result.cookie.kind !== 'keep') {
    win.document.cookie = cookieString(result.cookie, win.location.protocol === 'https:');
  }
  if (result.search !== null) {
    const { pathname, hash } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${result.search}${hash}`);
  }
  return result.token;
}
