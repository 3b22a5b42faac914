import { boxScoreColumns, type BoxScoreColumn } from '@hoopdex/contract/box-score-columns';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedLoad } from '../../../../bench/paced-load';
import { quoteCsv } from '../lib/csv';
import { startCluster, type Cluster } from './cluster';
import { demoToken, getJson, send } from './cluster-client';
import { createEmptyDatabase } from './pg-admin';
import { clusterTestServices } from './test-services';

// Issue 14: two instances behind nginx (deploy/nginx/hoopdex.conf) on one PostgreSQL and a Redis
// of the suite's own. Each write goes through the front (round-robin: it lands on either
// instance); then every instance, asked directly, must answer the new value on its next read,
// although each had the old one in its in-process cache.
const services = await clusterTestServices();
let cluster: Cluster;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  if (!services) return;
  const db = await createEmptyDatabase(services.postgresUrl);
  cleanups.push(db.drop);
  cluster = await startCluster({
    instances: 2,
    databaseUrl: db.url,
    env: { LOG_LEVEL: 'warn', AUTH_ATTEMPT_LIMIT_FACTOR: '100' },
  });
  cleanups.push(() => cluster.stop());
}, 240_000);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** Reads `path` on every instance directly (not through nginx). */
const onEach = <T>(path: string, token?: string) =>
  Promise.all(
    cluster.instances.map((i) => getJson<T>(`http://127.0.0.1:${i.port}/api${path}`, token)),
  );
const front = (path: string) => `${cluster.url}/api${path}`;

type Player = { slug: string; team_name: string | null; fan_count?: number };

describe.runIf(services)('writes seen by every instance at once (through nginx)', () => {
  it('follow: the fan count of the player page', async () => {
    const fan = await demoToken(cluster.url, 'fan');
    const { data: players } = (await onEach<{ data: Player[] }>('/players?limit=5'))[0]!;
    const slug = players[3]!.slug;
    const fans = async () =>
      (await onEach<{ data: Player }>(`/players/${slug}`)).map((r) => r.data.fan_count);
    const [before] = await fans();
    // Two writes in a row: with round-robin they land on both instances.
    await send('POST', front('/me/userFollows'), fan, { slug, followType: 'player' });
    expect(await fans()).toEqual([before! + 1, before! + 1]);
    await send('DELETE', front('/me/userFollows'), fan, { slug, followType: 'player' });
    expect(await fans()).toEqual([before, before]);
    const status = await onEach<{ data: { following: boolean } }>(
      `/me/userFollowsBySlug?slug=${slug}&followType=player`,
      fan,
    );
    expect(status.map((s) => s.data.following)).toEqual([false, false]);
  });

  it('like and comment: the like count and the comments of a video', async () => {
    const fan = await demoToken(cluster.url, 'fan');
    const { data: items } = (await onEach<{ data: { id: number }[] }>('/content?limit=3'))[0]!;
    const id = items[1]!.id;
    const likes = async () =>
      (await onEach<{ data: { like_count: number } }>(`/content/${id}`)).map(
        (r) => r.data.like_count,
      );
    const comments = async () =>
      (await onEach<{ rowCount: number }>(`/content/${id}/comments`)).map((r) => r.rowCount);
    const [l0] = await likes();
    const [c0] = await comments();
    await send('POST', front('/me/likes'), fan, { contentId: id });
    expect(await likes()).toEqual([l0! + 1, l0! + 1]);
    await send('DELETE', front('/me/likes'), fan, { contentId: id });
    expect(await likes()).toEqual([l0, l0]);
    for (const n of [1, 2]) {
      await send('POST', front(`/content/${id}/comments`), fan, { body: `cluster comment ${n}` });
      expect(await comments()).toEqual([c0! + n, c0! + n]);
    }
  });

  it('scouting note: the scout reads it on every instance', async () => {
    const scout = await demoToken(cluster.url, 'scout');
    const { data: players } = (await onEach<{ data: Player[] }>('/players?limit=2'))[0]!;
    const slug = players[0]!.slug;
    for (const body of ['quick first step', 'reads the pick and roll']) {
      await send('PUT', front(`/scouting/notes/${slug}`), scout, { note: body });
      const notes = await onEach<{ data: { note: string } | null }>(
        `/scouting/notes/${slug}`,
        scout,
      );
      expect(notes.map((n) => n.data?.note)).toEqual([body, body]);
    }
  });

  it('box-score import: the season stats of the player page', async () => {
    const admin = await demoToken(cluster.url, 'admin');
    const { data: nba } = await getJson<{ data: Player[] }>(
      front('/players?filter={"league":"nba"}&sort={"team_name":"asc"}&limit=100'),
    );
    const player = nba.filter((p) => p.team_name)[7]!;
    const opponent = nba.find((p) => p.team_name && p.team_name !== player.team_name)!;
    const games = async () =>
      (
        await onEach<{ data: { games_played: number } }>(
          `/players/${player.slug}/stats?interval_id=latest_season`,
        )
      ).map((r) => r.data.games_played);
    const [before] = await games();
    const { data: orgs } = await getJson<{ data: { id: number; name: string }[] }>(
      front('/organizations'),
    );
    const board = await getJson<{ data: { start_date: string; end_date: string } }>(
      front(
        `/leaderboards?organization_id=${orgs.find((o) => o.name === 'nba')!.id}&interval_code=latest_season&limit=1`,
      ),
    );
    const line: Record<BoxScoreColumn, string | number> = {
      game_date: board.data.start_date,
      league: 'nba',
      home_team: player.team_name!,
      away_team: opponent.team_name!,
      home_score: 101,
      away_score: 99,
      player: player.slug,
      team: player.team_name!,
      minutes: 34,
      pts: 27,
      fgm: 10,
      fga: 18,
      three_pm: 3,
      three_pa: 7,
      ftm: 4,
      fta: 5,
      oreb: 1,
      dreb: 6,
      reb: 7,
      ast: 5,
      st: 2,
      blks: 1,
      turnovers: 2,
      fouls: 3,
    };
    const csv = [
      boxScoreColumns.join(','),
      boxScoreColumns.map((c) => quoteCsv(String(line[c]))).join(','),
    ]
      .join('\r\n')
      .concat('\r\n');
    await send('POST', front('/admin/box-scores'), admin, csv, 'text/csv');
    expect(await games()).toEqual([before! + 1, before! + 1]);
  });
});

/** Public pages read under load: lists, a player page, the health check. */
const loadPaths = ['/api/players?limit=5', '/api/content?limit=5', '/api/leaderboards?limit=5'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(services)('under a paced load through nginx', () => {
  it('an instance stopped and started again (each in turn): 0 failed requests', async () => {
    const load = pacedLoad({
      name: 'restart',
      baseUrl: cluster.url,
      paths: loadPaths,
      rate: 40,
      seconds: 30,
    });
    await sleep(2_000);
    // SIGTERM: the instance drains (health 503, connections closed) and exits; nginx retries
    // a refused connection on the other one. Then it starts again on the same port.
    await cluster.restart(0);
    await sleep(1_000);
    await cluster.restart(1);
    const result = await load;
    expect(result.statuses, JSON.stringify(result)).toEqual({ '200': result.sent });
  });

  it('Redis stopped for 10 s and started again: 0 failed requests, shared state resumes', async () => {
    const load = pacedLoad({
      name: 'redis',
      baseUrl: cluster.url,
      paths: loadPaths,
      rate: 40,
      seconds: 20,
    });
    await sleep(3_000);
    await cluster.redis.stop();
    await sleep(10_000);
    await cluster.redis.start(); // empty, as after a crash
    const result = await load;
    expect(result.statuses, JSON.stringify(result)).toEqual({ '200': result.sent });

    // Shared again: the rate-limit budget is counted in the new Redis, and a write on one
    // instance reaches the other's cache through the bus (whose subscriber reconnected).
    const redis = new Redis(cluster.redis.url);
    cleanups.push(async () => redis.disconnect());
    await sleep(2_500); // ioredis retries at most every 2 s
    await getJson(front('/players?limit=1'));
    expect((await redis.keys('hoopdex-rl:*')).length).toBeGreaterThan(0);
    const fan = await demoToken(cluster.url, 'fan');
    const { data: players } = (await onEach<{ data: Player[] }>('/players?limit=5'))[0]!;
    const slug = players[4]!.slug;
    const fans = async () =>
      (await onEach<{ data: Player }>(`/players/${slug}`)).map((r) => r.data.fan_count);
    const [before] = await fans();
    const [a] = cluster.instances;
    await send('POST', `http://127.0.0.1:${a!.port}/api/me/userFollows`, fan, {
      slug,
      followType: 'player',
    });
    expect(await fans()).toEqual([before! + 1, before! + 1]);
  });
});
