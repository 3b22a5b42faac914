import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../testing/mocks/handlers';
import { server } from '../testing/mocks/server';
import { getSessionUser, profilePathParts, requireUser } from './auth';

describe('session', () => {
  it('is null when the server says 401 (signed out is an answer, not an error)', async () => {
    await expect(getSessionUser()).resolves.toBeNull();
  });

  it('is the user when signed in', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({ data: testUser })));
    await expect(getSessionUser()).resolves.toEqual(testUser);
  });

  it('fails on other errors so the gate can offer a retry', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({}, { status: 503 })));
    await expect(getSessionUser()).rejects.toMatchObject({ status: 503 });
  });

  it("requireUser refuses with 'User not logged in, or waiting for auth to load'", () => {
    expect(() => requireUser(null)).toThrow('User not logged in, or waiting for auth to load');
    expect(() => requireUser(undefined)).toThrow('User not logged in, or waiting for auth to load');
    expect(() => requireUser(testUser)).not.toThrow();
  });

  it('prefers the linked player for the profile link', () => {
    expect(profilePathParts({ ...testUser, player: { slug: 'p', firstname: 'P', lastname: 'Q' } })).toEqual({ kind: 'player', slug: 'p' });
    expect(profilePathParts(testUser)).toEqual({ kind: 'creator', slug: 'fan-one' });
    expect(profilePathParts({ ...testUser, slug: null })).toBeNull();
  });
});
