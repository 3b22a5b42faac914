import { commentSchema, envelope, guestTokenSchema } from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeContent, makeCreator, makeUser } from '../content/content-fixtures';

const list = envelope(z.array(commentSchema));
const one = envelope(commentSchema);
const guestToken = envelope(guestTokenSchema);

describe('comments', () => {
  let t: TestApp;
  let contentId: number;
  let token: string;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    const c = await makeCreator(t.db.db, { displayname: 'C' });
    contentId = (await makeContent(t.db.db, { creator: c })).id;
    await makeUser(t.db.db, 'cu', 'Casey User');
    token = await t.sign({ sub: 'cu' });
  });
  afterAll(() => t.close());

  it('signed-in users post; bodies are kept as text without control characters', async () => {
    const res = await call(
      'POST',
      `/api/content/${contentId}/comments`,
      { authorization: `Bearer ${token}` },
      {
        body: '  <b>Nice</b>\u0007 shot!\nWow  ',
      },
    );
    expect(res.statusCode).toBe(201);
    expect(one.parse(res.json()).data).toMatchObject({
      author: { name: 'Casey User', guest: false },
      body: '<b>Nice</b> shot!\nWow',
    });
  });

  it('guests log in with a display name and post with x-guest-token', async () => {
    const login = await call('POST', '/api/comments/guest-login', {}, { displayName: 'Gus' });
    const { guestToken: gt } = guestToken.parse(login.json()).data;
    const res = await call(
      'POST',
      `/api/content/${contentId}/comments`,
      { 'x-guest-token': gt },
      { body: 'guest here' },
    );
    expect(res.statusCode).toBe(201);
    expect(one.parse(res.json()).data.author).toEqual({ name: 'Gus', guest: true });
  });

  it('the authenticated GET guest login gives a token in the user name', async () => {
    expect((await call('GET', '/api/comments/guest-login')).statusCode).toBe(401);
    const res = await call('GET', '/api/comments/guest-login', {
      authorization: `Bearer ${token}`,
    });
    const { guestToken: gt } = guestToken.parse(res.json()).data;
    const posted = await call(
      'POST',
      `/api/content/${contentId}/comments`,
      { 'x-guest-token': gt },
      { body: 'via widget' },
    );
    expect(one.parse(posted.json()).data.author).toEqual({ name: 'Casey User', guest: false });
  });

  it('lists comments newest first with paging', async () => {
    const res = await call('GET', `/api/content/${contentId}/comments?limit=2`);
    const page = list.parse(res.json());
    expect(page.rowCount).toBe(3);
    expect(page.data.map((c) => c.body)).toEqual(['via widget', 'guest here']);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const rest = list.parse(
      (await call('GET', `/api/content/${contentId}/comments?limit=2&offset=2`)).json(),
    );
    expect(rest.data).toHaveLength(1);
  });

  it('401 without identity or with a bad guest token; 404 unknown content; 400 bad bodies', async () => {
    const url = `/api/content/${contentId}/comments`;
    expect((await call('POST', url, {}, { body: 'x' })).statusCode).toBe(401);
    expect((await call('POST', url, { 'x-guest-token': 'forged' }, { body: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', url, { 'x-guest-token': token }, { body: 'x' })).statusCode).toBe(
      401,
    ); // an ID token is not a guest token
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await call('POST', '/api/content/999999/comments', auth, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/content/999999/comments')).statusCode).toBe(404);
    for (const payload of [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 5 },
      { body: '\u0001\u0002' },
    ]) {
      const res = await call('POST', url, auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].param).toBe('body');
    }
    for (const payload of [{}, { displayName: '' }, { displayName: 'x'.repeat(51) }]) {
      const res = await call('POST', '/api/comments/guest-login', {}, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].param).toBe('displayName');
    }
  });
});
