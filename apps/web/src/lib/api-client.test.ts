import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/mocks/server';
import {
  AUTH_REQUIRED_MESSAGE,
  ApiError,
  TOKEN_MAX_AGE_MS,
  api,
  authLibraryRequest,
  buildUrl,
  fetchJson,
  formatErrorList,
  getIdToken,
} from './api-client';

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('unwraps { data, rowCount }', async () => {
    server.use(http.get('/api/players', () => HttpResponse.json({ data: [{ id: 1 }], rowCount: 57 })));
    await expect(api.get('/players')).resolves.toEqual({ data: [{ id: 1 }], rowCount: 57 });
  });

  it('encodes arrays as repeated keys and objects as JSON', () => {
    const url = buildUrl('/searchByKeyword', { keyword: 'a b', 'only[]': ['players', 'creators'], sort: { x: 'desc' } });
    const params = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/searchByKeyword?')).toBe(true);
    expect(params.getAll('only[]')).toEqual(['players', 'creators']);
    expect(params.get('keyword')).toBe('a b');
    expect(params.get('sort')).toBe('{"x":"desc"}');
  });

  it('throws a typed ApiError carrying the server errors', async () => {
    server.use(
      http.get('/api/content', () =>
        HttpResponse.json({ errors: [{ msg: 'must be at most 100', param: 'limit' }] }, { status: 400 }),
      ),
    );
    const error = await api.get('/content', { query: { limit: 500 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errors: [{ msg: 'must be at most 100', param: 'limit' }] });
    expect((error as ApiError).message).toBe('must be at most 100 - limit');
  });

  it('sends the bearer ID token on authenticated calls and reuses it', async () => {
    const tokenCalls = vi.fn();
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/auth/token', () => {
        tokenCalls();
        return HttpResponse.json({ token: 'jwt-1' });
      }),
      http.get('/api/me/likes', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: [], rowCount: 0 });
      }),
    );
    await api.get('/me/likes', { auth: true });
    await api.get('/me/likes', { auth: true });
    expect(seen).toEqual(['Bearer jwt-1', 'Bearer jwt-1']);
    expect(tokenCalls).toHaveBeenCalledTimes(1);
  });

  it('fetches a new token once the cached one is near 300 s old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 0;
    server.use(http.get('/api/auth/token', () => HttpResponse.json({ token: `jwt-${++n}` })));
    expect(await getIdToken()).toBe('jwt-1');
    vi.setSystemTime(Date.now() + TOKEN_MAX_AGE_MS - 1);
    expect(await getIdToken()).toBe('jwt-1');
    vi.setSystemTime(Date.now() + 2);
    expect(await getIdToken()).toBe('jwt-2');
    expect(TOKEN_MAX_AGE_MS).toBeLessThanOrEqual(300_000);
  });

  it('refuses authenticated calls when signed out', async () => {
    await expect(api.post('/me/userFollows', {}, { auth: true })).rejects.toThrow(AUTH_REQUIRED_MESSAGE);
    expect(AUTH_REQUIRED_MESSAGE).toBe('User not logged in, or waiting for auth to load');
  });
});

describe('auth library calls (one client with the rest)', () => {
  it('posts a body to /api/auth/* and answers its plain JSON (no envelope), cookie only', async () => {
    let seen: { method: string; body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post('/api/auth/sign-in/email', async ({ request }) => {
        seen = { method: request.method, body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({ signedIn: true });
      }),
    );
    await expect(authLibraryRequest('/sign-in/email', { body: { email: 'a@b.co' } })).resolves.toEqual({ signedIn: true });
    expect(seen).toEqual({ method: 'POST', body: { email: 'a@b.co' }, authorization: null });
  });

  it('throws the same ApiError with the server errors', async () => {
    server.use(
      http.get('/api/auth/verify-email', () =>
        HttpResponse.json({ errors: [{ msg: 'Token expired', param: 'token' }] }, { status: 400 }),
      ),
    );
    const error = await authLibraryRequest('/verify-email', { query: { token: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual([{ msg: 'Token expired', param: 'token' }]);
    expect((error as ApiError).url).toBe('/api/auth/verify-email?token=x');
  });
});

describe('fetchJson (spec §8 fetch helper)', () => {
  it('returns an empty result and logs on failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/videos', () => HttpResponse.json({}, { status: 500 })));
    await expect(fetchJson('/videos')).resolves.toEqual({});
    expect(log).toHaveBeenCalled();
  });

  it('returns an empty result on a network error too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/videos', () => HttpResponse.error()));
    await expect(fetchJson('/videos')).resolves.toEqual({});
  });

  it("raises '{url} {status}' in throw mode for status >= 400", async () => {
    server.use(http.get('/api/videos', () => HttpResponse.json({}, { status: 404 })));
    await expect(fetchJson('/videos', { query: { id: 3 }, throw: true })).rejects.toThrow('/api/videos?id=3 404');
  });

  it('unwraps on success', async () => {
    server.use(http.get('/api/videos', () => HttpResponse.json({ data: [1, 2], rowCount: 9 })));
    await expect(fetchJson('/videos', { throw: true })).resolves.toEqual({ data: [1, 2], rowCount: 9 });
  });
});

describe('formatErrorList', () => {
  it("shows each error as '{msg} - {param}' or 'Error'", () => {
    expect(formatErrorList([{ msg: 'is required', param: 'email' }, {}], 'Bad Request')).toEqual([
      'is required - email',
      'Error',
    ]);
  });
  it('falls back to the status text', () => {
    expect(formatErrorList(undefined, 'Bad Request')).toEqual(['Bad Request']);
    expect(formatErrorList([], '')).toEqual(['Error']);
  });
});
