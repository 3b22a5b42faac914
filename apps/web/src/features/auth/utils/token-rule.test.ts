import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTokenRule,
  cookieString,
  decodeTokenPayload,
  evaluateTokenRule,
  readCookie,
} from './token-rule';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const nowS = NOW / 1000;
const b64url = (o: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const jwt = (payload: object) => `${b64url({ alg: 'EdDSA' })}.${b64url(payload)}.sig`;
const fresh = jwt({ sub: 'u1', exp: nowS + 300 });
const expired = jwt({ sub: 'u1', exp: nowS - 1 });

describe('decodeTokenPayload', () => {
  it('reads a base64url JSON payload and refuses anything else', () => {
    expect(decodeTokenPayload(jwt({ sub: 'ü-ß', exp: 1 }))).toEqual({ sub: 'ü-ß', exp: 1 });
    expect(decodeTokenPayload('not-a-jwt')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
    expect(decodeTokenPayload(`a.${b64url([1, 2])}.c`)).toBeNull();
  });
});

describe('evaluateTokenRule (spec §5)', () => {
  it('a valid query token is used, saved to the cookie for its lifetime and removed from the URL', () => {
    const r = evaluateTokenRule({ search: `?a=1&token=${fresh}&b=2`, cookie: '', nowMs: NOW });
    expect(r.token).toBe(fresh);
    expect(r.cookie).toEqual({ kind: 'set', value: fresh, maxAgeSeconds: 300 });
    expect(r.search).toBe('?a=1&b=2');
  });

  it('a valid cookie token is used and the URL left alone', () => {
    const r = evaluateTokenRule({ search: '?q=1', cookie: `x=1; token=${fresh}`, nowMs: NOW });
    expect(r).toEqual({ token: fresh, cookie: { kind: 'keep' }, search: null });
  });

  it('the query token wins over the cookie', () => {
    const other = jwt({ sub: 'u2', exp: nowS + 60 });
    expect(
      evaluateTokenRule({ search: `?token=${other}`, cookie: `token=${fresh}`, nowMs: NOW }).token,
    ).toBe(other);
  });

  it('an expired query token is dropped, the cookie cleared and the URL cleaned', () => {
    const r = evaluateTokenRule({
      search: `?token=${expired}`,
      cookie: `token=${fresh}`,
      nowMs: NOW,
    });
    expect(r).toEqual({ token: null, cookie: { kind: 'clear' }, search: '' });
  });

  it('an expired or undecodable cookie token is cleared silently', () => {
    expect(evaluateTokenRule({ search: '', cookie: `token=${expired}`, nowMs: NOW })).toEqual({
      token: null,
      cookie: { kind: 'clear' },
      search: null,
    });
    expect(evaluateTokenRule({ search: '', cookie: 'token=garbage', nowMs: NOW }).cookie).toEqual({
      kind: 'clear',
    });
  });

  it('a token without exp, or exp exactly now, is not accepted', () => {
    expect(
      evaluateTokenRule({ search: `?token=${jwt({ sub: 'u' })}`, cookie: '', nowMs: NOW }).token,
    ).toBeNull();
    expect(
      evaluateTokenRule({ search: `?token=${jwt({ exp: nowS })}`, cookie: '', nowMs: NOW }).token,
    ).toBeNull();
  });

  it('no token anywhere: nothing to do', () => {
    expect(evaluateTokenRule({ search: '?q=1', cookie: 'a=b', nowMs: NOW })).toEqual({
      token: null,
      cookie: { kind: 'keep' },
      search: null,
    });
  });
});

describe('cookies', () => {
  it('reads a cookie by name and writes Lax (Secure on https) cookies', () => {
    expect(readCookie('a=1; token=x%20y; b=2', 'token')).toBe('x y');
    expect(readCookie('tokenx=1', 'token')).toBeNull();
    expect(cookieString({ kind: 'set', value: 'v', maxAgeSeconds: 9 }, true)).toBe(
      'token=v; Path=/; SameSite=Lax; Secure; Max-Age=9',
    );
    expect(cookieString({ kind: 'clear' }, false)).toBe('token=; Path=/; SameSite=Lax; Max-Age=0');
  });
});

describe('applyTokenRule on the window', () => {
  afterEach(() => {
    document.cookie = 'token=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });

  it('saves a fresh query token to the cookie and removes it from the address bar', () => {
    const token = jwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 300 });
    window.history.replaceState(null, '', `/player/x?token=${token}&tab=1#top`);
    expect(applyTokenRule()).toBe(token);
    expect(readCookie(document.cookie, 'token')).toBe(token);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/player/x?tab=1#top',
    );
  });

  it('drops an expired ?token= and clears the cookie', () => {
    document.cookie = `token=${jwt({ exp: Math.floor(Date.now() / 1000) + 300 })}; Path=/`;
    window.history.replaceState(null, '', `/?token=${jwt({ exp: 1 })}`);
    expect(applyTokenRule()).toBeNull();
    expect(readCookie(document.cookie, 'token')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
