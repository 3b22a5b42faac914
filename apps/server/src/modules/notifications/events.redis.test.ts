import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { follows, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectTestRedis, testNamespace } from '../../test/test-redis';
import { createTestKeys } from '../../test/test-tokens';
import { makeCreator, makeUser } from '../content/content-fixtures';
import { createRedisAlertsBus, parseMessage, type AlertsBus } from './alerts-bus';
import { openSse } from './sse-client.test-helper';

// Two instances of the server on one database, talking through the real Redis: an event made on
// instance A reaches a stream open on instance B. The channel is unique to this run, so parallel
// runs of other suites on the same Redis never see these messages.
const redis = await connectTestRedis();

describe.skipIf(!redis)('alerts across instances through Redis pub/sub', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let busA: AlertsBus;
  let busB: AlertsBus;
  let baseB: string;
  let authorToken: string;
  let fanTokenB: string;

  beforeAll(async () => {
    const r = redis as Redis;
    const channel = `${testNamespace()}alerts`;
    busA = createRedisAlertsBus(r, channel);
    busB = createRedisAlertsBus(r, channel);
    await Promise.all([busA.ready(), busB.ready()]);
    a = await buildTestApp({}, { alerts: busA });
    const keysB = await createTestKeys();
    b = await buildApp({ db: a.db, verifier: keysB.verifier, accounts: a.accounts, alerts: busB });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    const db = a.db.db;
    const creator = await makeCreator(db, { displayname: 'Redis Show' });
    await makeUser(db, 'author');
    await makeUser(db, 'fan');
    await db.update(users).set({ creatorId: creator.id }).where(eq(users.id, 'author'));
    await db.insert(follows).values({ userId: 'fan', followType: 'creator', targetId: creator.id });
    authorToken = await a.sign({ sub: 'author' });
    fanTokenB = await keysB.sign({ sub: 'fan' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await busA?.close();
    await busB?.close();
    redis?.disconnect();
  });

  it('a post published on A reaches the fan streaming from B', async () => {
    const s = await openSse(`${baseB}/api/me/events`, { authorization: `Bearer ${fanTokenB}` });
    expect(s.status).toBe(200);
    expect((await s.next('sync')).data).toMatchObject({ unread: 0 });
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/me/content',
      headers: { authorization: `Bearer ${authorToken}` },
      payload: { content_type: 'user_post', body: 'made on A' },
    });
    expect(res.statusCode).toBe(200);
    const got = await s.next('notification');
    expect(got.data).toMatchObject({ unread: 1 });
    s.close();
  });

  it('ignores messages on the channel that are not alerts', () => {
    expect(parseMessage('not json')).toBeNull();
    expect(parseMessage('{"eventId":"1"}')).toBeNull();
    expect(parseMessage('{"userId":42}')).toBeNull();
    expect(parseMessage('{"eventId":7}')).toEqual({ eventId: 7 });
  });
});
