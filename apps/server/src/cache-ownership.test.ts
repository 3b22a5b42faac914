import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/index';
import { createCache, dropRedisPrefix } from './lib/cache';
import { createRedisBus } from './lib/redis-bus';
import { failFastRedisOptions } from './lib/redis-connection';
import {
  makeContent,
  makeLeague,
  makeCreator,
  makePlayer,
  makeShow,
  makeUser,
} from './modules/content/content-fixtures';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { serverSrcDir } from './test/import-graph';
import { connectTestRedis, testNamespace } from './test/test-redis';

// Issue 21: each module names its cache keys in its `*-cache.ts` and exports the functions that
// drop them; no other file spells a key or drops one. Then every cached read a write changes is
// shown dropped on another instance sharing Redis, as in a deployment of several instances.

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
  });

describe('cache keys are owned by their module', () => {
  const files = sourceFiles(serverSrcDir).map((f) => ({
    file: relative(serverSrcDir, f),
    text: readFileSync(f, 'utf8'),
  }));
  const registries = files.filter((f) => /^modules\/[^/]+\/[^/]+-cache\.ts$/.test(f.file));

  it('every module that caches has a key registry', () => {
    expect(registries.map((f) => f.file.split('/')[1]).sort()).toEqual([
      'comments',
      'content',
      'creators',
      'draft',
      'film-sync',
      'intel',
      'leagues',
      'notifications',
      'organizations',
      'play-by-play',
      'players',
      'playlists',
      'projections',
      'scouting',
      'search',
      'shows',
      'spotlights',
      'stats',
      'value',
      'videos',
    ]);
  });

  it('keys are made and dropped only in the registries (and the cache itself)', () => {
    const lib = new Set(['lib/cache.ts', 'plugins/route-cache.ts', 'test/raw-cache-key.ts']);
    const strays = files
      .filter((f) => !lib.has(f.file) && !registries.includes(f))
      .filter((f) => /\b(cacheKey|childKey)\(|\.invalidate\(/.test(f.text))
      .map((f) => f.file);
    expect(strays).toEqual([]);
  });
});

const redis = await connectTestRedis();
afterAll(() => redis?.disconnect());

describe.runIf(redis)('a write drops the cached reads it changes, on every instance', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const conns: Redis[] = [];
  const closers: Array<() => unknown> = [];
  let a: TestApp; // where the writes land
  let b: TestApp; // another instance, same database and Redis, where the reads are cached
  let fan: string;
  let author: string;
  let scout: string;
  const ids = { player: '', creator: '', show: 0, item: 0 };

  const redisPrefix = `cache:${testNamespace()}`; // the Redis is shared with other runs
  const instanceCache = () => {
    const conn = new Redis(url, failFastRedisOptions);
    const bus = createRedisBus(conn, { info: () => undefined, warn: () => undefined });
    conns.push(conn);
    closers.push(() => bus.close());
    return createCache({ redis: conn, bus, redisPrefix });
  };
  const read = async (app: TestApp, path: string) => {
    const res = await app.app.inject({ url: path });
    expect(res.statusCode, path).toBe(200);
    return res.json() as {
      data: Record<string, unknown> & Array<Record<string, unknown>>;
      rowCount?: number;
    };
  };
  const write = (
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    token: string,
    payload?: object,
  ) =>
    a.app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  /** The message reaches the other instance a moment after the write answers. */
  const eventually = async (check: () => Promise<void>) => {
    const deadline = Date.now() + 3_000;
    for (;;) {
      try {
        return await check();
      } catch (err) {
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 25));
      }
    }
  };

  beforeAll(async () => {
    a = await buildTestApp({}, { cache: instanceCache() });
    b = await buildTestApp({}, { cache: instanceCache(), db: a.db });
    await Promise.all(
      conns.map((c) => (c.status === 'ready' ? null : new Promise((r) => c.once('ready', r)))),
    );
    await new Promise((r) => setTimeout(r, 200)); // the bus subscriptions reach Redis
    // Names unique to this run: the Redis is shared with other runs.
    const tag = `co${process.pid}x${Date.now().toString(36)}`;
    const db = a.db.db;
    const league = await makeLeague(db, tag);
    ids.player = (
      await makePlayer(db, league.id, {
        firstname: 'Cache',
        lastname: 'Owner',
        slug: `${tag}-player`,
      })
    ).slug;
    const creator = await makeCreator(db, { displayname: 'Owner', profileKey: `${tag}-creator` });
    ids.creator = creator.profileKey;
    ids.show = (await makeShow(db, { title: `${tag} Show`, creatorId: creator.id })).id;
    ids.item = (await makeContent(db, { creator, contentType: 'video', videoid: `${tag}v` })).id;
    for (const id of [`${tag}-fan`, `${tag}-author`, `${tag}-scout`]) await makeUser(db, id);
    await db
      .update(users)
      .set({ creatorId: creator.id })
      .where(eq(users.id, `${tag}-author`));
    await db
      .update(users)
      .set({ role: 'scout' })
      .where(eq(users.id, `${tag}-scout`));
    fan = await a.sign({ sub: `${tag}-fan` });
    author = await a.sign({ sub: `${tag}-author` });
    scout = await a.sign({ sub: `${tag}-scout`, role: 'scout' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const c of closers) await c();
    if (redis) await dropRedisPrefix(redis, redisPrefix);
    for (const c of conns) c.disconnect();
  });

  it.each([
    ['player', () => `/api/players/${ids.player}`],
    ['creator', () => `/api/creators/${ids.creator}`],
    ['show', () => `/api/shows/${ids.show}`],
  ] as const)('following a %s moves the fan count its page shows', async (followType, page) => {
    const before = (await read(b, page())).data.fan_count as number;
    const slug =
      followType === 'player'
        ? ids.player
        : followType === 'creator'
          ? ids.creator
          : String(ids.show);
    const res = await write('POST', '/api/me/userFollows', fan, { slug, followType });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => expect((await read(b, page())).data.fan_count).toBe(before + 1));
  });

  it('a like moves the like count of the item and of its video page', async () => {
    const item = () => read(b, `/api/content/${ids.item}`);
    const video = () => read(b, `/api/videos/${ids.item}`);
    const [itemBefore, videoBefore] = [
      (await item()).data.like_count,
      (await video()).data.like_count,
    ];
    expect((await write('POST', '/api/me/likes', fan, { contentId: ids.item })).statusCode).toBe(
      200,
    );
    await eventually(async () => {
      expect((await item()).data.like_count).toBe((itemBefore as number) + 1);
      expect((await video()).data.like_count).toBe((videoBefore as number) + 1);
    });
  });

  it('a comment shows in the cached comment list', async () => {
    const list = () => read(b, `/api/content/${ids.item}/comments`);
    const before = (await list()).rowCount ?? 0;
    const res = await write('POST', `/api/content/${ids.item}/comments`, fan, {
      body: 'What a pass',
    });
    expect(res.statusCode, res.body).toBe(201);
    await eventually(async () => expect((await list()).rowCount).toBe(before + 1));
  });

  it("publishing drops the feeds, the creator's list and the videos' list (the v2 key)", async () => {
    const lists = [
      '/api/content?limit=5',
      `/api/creatorContent?slug=${ids.creator}&limit=5`,
      '/api/videos?limit=5',
    ];
    const before = await Promise.all(lists.map(async (l) => (await read(b, l)).rowCount ?? 0));
    const res = await write('POST', '/api/me/content', author, {
      content_type: 'video',
      title: 'Film session',
      videoid: 'dQw4w9WgXcQ',
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => {
      const after = await Promise.all(lists.map(async (l) => (await read(b, l)).rowCount ?? 0));
      expect(after).toEqual(before.map((n) => n + 1));
    });
  });

  it('a scouting write drops the public board it changes', async () => {
    const board = (await write('POST', '/api/scouting/boards', scout, { name: 'Guards' })).json()
      .data;
    const shared = (await write('POST', `/api/scouting/boards/${board.id}/share`, scout)).json()
      .data;
    const visit = () => read(b, `/api/boards/${shared.share_token}`);
    expect((await visit()).data.name).toBe('Guards');
    const renamed = await write('PATCH', `/api/scouting/boards/${board.id}`, scout, {
      name: 'Wings',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await eventually(async () => expect((await visit()).data.name).toBe('Wings'));
  });
});
