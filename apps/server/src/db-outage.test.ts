import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './db/client';
import { comments, follows, players } from './db/schema/index';
import { isDatabaseUnavailable } from './lib/db-errors';
import { createContent, createCreator, createLeague, createPlayer } from './test/factories';
import { freePort, runServer, waitForHealth, type ServerProcess } from './test/server-process';
import { startTcpProxy, type CutMode, type CuttableProxy } from './test/tcp-proxy';
import { templateDbName, testDbKind, withDatabase } from './test/test-db-kind';

// Issue requirement: with PostgreSQL cut for 5 s under load, the real server stays up, answers
// 200 (from cache) or 503 `{ errors }` meanwhile, is healthy again within 5 s of the database's
// return, and has kept every write it acknowledged. The database is reached through a TCP proxy
// the test cuts. vitest.config.ts runs this file on the PostgreSQL pass only.
const target = testDbKind();
if (target.kind !== 'postgres') throw new Error('db-outage.test.ts needs TEST_DB_KIND=postgres');
const serverUrl = target.url;

const CUT_MS = 5_000;
const RECOVERY_BUDGET_MS = 5_000;
/**
 * Nine 503s in ten come this fast: the pool waits 3 s for a connection, plus slack for a busy
 * machine. Not all: a request whose first query got a connection just as the database came back
 * can wait again for each of its other queries, queued behind every request that waited.
 */
const FAIL_FAST_P90_MS = 4_500;
/** No answer takes longer, success or 503; a hang would go on until the client gives up. */
const HANG_MS = 10_000;
const TICK_MS = 20;
const FOLLOW_TARGETS = 400;

const cleanups: (() => Promise<unknown>)[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Bounded: a pool that leaked a client (the bug under test) never finishes ending.
afterAll(async () => {
  for (const c of cleanups.reverse())
    await Promise.race([c().catch(() => undefined), sleep(5_000)]);
});

async function admin(text: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** A fresh migrated database of its own, dropped after the file. */
async function freshDatabase(): Promise<{ url: string; db: DbHandle }> {
  const name = `hoopdex_outage_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin(`create database ${name} template ${templateDbName(serverUrl)}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = withDatabase(serverUrl, name);
  const db = await openDatabase({ databaseUrl: url, poolSize: 4 });
  cleanups.push(() => db.close());
  return { url, db };
}

/** A cuttable proxy in front of the database of `url`, and the URL that goes through it. */
async function proxied(url: string): Promise<{ proxy: CuttableProxy; url: string }> {
  const direct = new URL(url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  cleanups.push(() => proxy.close());
  const via = new URL(url);
  via.port = String(proxy.port);
  return { proxy, url: via.toString() };
}

describe('a connection lost while its client is checked out', () => {
  it('fails the transaction with a database-unavailable error, and the pool keeps its slot', async () => {
    const { url } = await freshDatabase();
    const { proxy, url: viaProxy } = await proxied(url);
    // One connection: a client leaked by the failed transaction would leave none for the ping.
    const handle = await openDatabase({
      databaseUrl: viaProxy,
      poolSize: 1,
      onPoolError: () => undefined,
    });
    cleanups.push(() => handle.close());
    for (let round = 0; round < 3; round++) {
      await handle.ping();
      proxy.stall();
      // BEGIN goes out on the stalled connection and waits; then the connection is reset.
      const tx = handle.db.transaction(async (t) => {
        await t.execute(sql`select 1`);
      });
      await sleep(300);
      await proxy.cut('down');
      const err = await tx.then(
        () => null,
        (e: unknown) => e,
      );
      expect(String(err)).toMatch(/Failed query: begin/); // the case drizzle does not release
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      await proxy.restore();
      await handle.ping();
    }
  });
});

type Kind = 'health' | 'content' | 'comment' | 'follow';
interface Sample {
  kind: Kind;
  start: number;
  end: number;
  status: number; // 0: no HTTP answer (network error or client timeout)
  json: unknown; // the body of a failure
  note?: string;
}

/** A content item to comment on and players to follow, one per follow request. */
async function writeTargets(db: DbHandle) {
  const creator = await createCreator(db.db);
  const item = await createContent(db.db, { creatorId: creator.id, contentType: 'video' });
  const league = await createLeague(db.db);
  const slugs: string[] = [];
  for (let i = 0; i < FOLLOW_TARGETS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, () => createPlayer(db.db, { leagueId: league.id })),
    );
    slugs.push(...batch.map((p) => p.slug));
  }
  return { contentId: item.id, slugs };
}

async function bearerToken(base: string): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: 'outage@example.com',
      password: 'court-vision-2026',
      name: 'Outage Fan',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
  if (!res.ok) throw new Error(`token ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const kinds: Kind[] = ['health', 'content', 'comment', 'follow'];

/**
 * The load: the health check, a public list (cached), a signed-in comment and a signed-in follow
 * (a transaction), one each in turn every tick once started. Each write is unique so it can be
 * looked for afterwards.
 */
function loadGenerator(
  base: string,
  token: string,
  targets: { contentId: number; slugs: string[] },
) {
  const samples: Sample[] = [];
  const acknowledged = { comments: [] as string[], follows: [] as string[] };
  const pending = new Set<Promise<Sample>>();
  let seq = 0;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const request = (kind: Kind): [string, RequestInit, () => void] => {
    if (kind === 'health') return ['/api/health', {}, () => undefined];
    if (kind === 'content') return ['/api/content?limit=5', {}, () => undefined];
    if (kind === 'comment') {
      const body = `outage comment ${++seq}`;
      const init = { method: 'POST', headers: auth, body: JSON.stringify({ body }) };
      return [
        `/api/content/${targets.contentId}/comments`,
        init,
        () => acknowledged.comments.push(body),
      ];
    }
    const slug = targets.slugs.shift() ?? 'none-left';
    const init = {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ slug, followType: 'player' }),
    };
    return ['/api/me/userFollows', init, () => acknowledged.follows.push(slug)];
  };
  const send = (kind: Kind) => {
    const [path, init, acknowledge] = request(kind);
    const start = Date.now();
    const p = (async (): Promise<Sample> => {
      try {
        const res = await fetch(`${base}${path}`, {
          ...init,
          signal: AbortSignal.timeout(HANG_MS + 5_000),
        });
        const text = await res.text();
        const end = Date.now();
        if (res.ok && init.method === 'POST') acknowledge();
        if (res.ok) return { kind, start, end, status: res.status, json: null };
        let json: unknown = text;
        try {
          json = JSON.parse(text);
        } catch {
          /* kept as text for the failure message */
        }
        return { kind, start, end, status: res.status, json };
      } catch (err) {
        return { kind, start, end: Date.now(), status: 0, json: null, note: String(err) };
      }
    })();
    pending.add(p);
    void p.then((sample) => {
      samples.push(sample);
      pending.delete(p);
    });
    return p;
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    samples,
    acknowledged,
    send,
    start() {
      let tick = 0;
      timer = setInterval(() => void send(kinds[tick++ % kinds.length]!), TICK_MS);
    },
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
    },
  };
}

const ok = (s: Sample) => s.status >= 200 && s.status < 300;
const show = (list: Sample[]) =>
  `${list.length} bad, first: ${JSON.stringify(list.slice(0, 3).map((s) => ({ ...s, json: JSON.stringify(s.json).slice(0, 200) })))}`;

/**
 * When answers were good again after the restore: the first request of the run of successes
 * that lasts until `until` (requests still running then are left out: the next cut hit them).
 * Measured to that request's answer, so a slow success does not count as recovered early.
 */
function recoveryMs(samples: Sample[], restoredAt: number, until: number): number {
  const after = samples
    .filter((s) => s.start >= restoredAt && s.end < until)
    .sort((a, b) => a.start - b.start);
  const firstGood = after[after.findLastIndex((s) => !ok(s)) + 1];
  return firstGood ? firstGood.end - restoredAt : Infinity;
}

describe('the server under load while PostgreSQL is cut', { timeout: 120_000 }, () => {
  it('answers 503 meanwhile, recovers by itself within 5 s and keeps every acknowledged write', async () => {
    const { url, db } = await freshDatabase();
    const { proxy, url: viaProxy } = await proxied(url);

    const port = await freePort();
    const server: ServerProcess = runServer({
      DATABASE_URL: viaProxy,
      SEED_ON_START: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    cleanups.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    });
    // The players to follow are made while the server compiles and starts.
    const [targets] = await Promise.all([writeTargets(db), waitForHealth(port, server)]);
    const base = `http://127.0.0.1:${port}`;
    const token = await bearerToken(base);

    const load = loadGenerator(base, token, { ...targets, slugs: [...targets.slugs] });
    // One of each first, in turn: the first calls compile routes and open connections, and the
    // list gets cached.
    for (const kind of kinds) expect((await load.send(kind)).status).toBeLessThan(300);
    load.start();
    await sleep(1_500);
    const steadyUntil = Date.now();
    // Once as a stopped database (refused at once), once as a network dropping packets (held).
    const cuts: { mode: CutMode; cutAt: number; restoredAt: number; until: number }[] = [];
    for (const mode of ['down', 'partition'] as const) {
      const cutAt = Date.now();
      await proxy.cut(mode);
      await sleep(CUT_MS);
      const restoredAt = Date.now();
      await proxy.restore();
      await sleep(RECOVERY_BUDGET_MS + 1_000); // the budget, then a stretch of successes
      cuts.push({ mode, cutAt, restoredAt, until: Date.now() });
    }
    await load.stop();
    const { samples, acknowledged } = load;

    // The process is still up, and answered everything in time with a 2xx or a 503 envelope.
    expect(server.child.exitCode, server.output()).toBeNull();
    const late = samples.filter((s) => s.end - s.start > HANG_MS || s.status === 0);
    expect(late, show(late)).toEqual([]);
    const waits503 = samples.filter((s) => s.status === 503).map((s) => s.end - s.start);
    const p90of503 = waits503.sort((a, b) => a - b)[Math.floor(waits503.length * 0.9)] ?? 0;
    expect(p90of503).toBeLessThanOrEqual(FAIL_FAST_P90_MS);
    const badStatus = samples.filter((s) => !ok(s) && s.status !== 503);
    expect(badStatus, show(badStatus)).toEqual([]);
    const badBody = samples
      .filter((s) => s.status === 503)
      .filter((s) => {
        const errors = (s.json as { errors?: { msg?: unknown; param?: unknown }[] }).errors;
        return (
          !Array.isArray(errors) ||
          !errors.every((e) => typeof e.msg === 'string' && typeof e.param === 'string')
        );
      });
    expect(badBody, show(badBody)).toEqual([]);

    // Before the first cut everything worked.
    const before = samples.filter((s) => s.end < steadyUntil);
    expect(before.length).toBeGreaterThan(10);
    expect(
      before.filter((s) => !ok(s)),
      show(before.filter((s) => !ok(s))),
    ).toEqual([]);

    const report: Record<string, unknown> = {};
    for (const cut of cuts) {
      // The cut was real: the health check and the writes failed during it.
      const during = samples.filter((s) => s.start >= cut.cutAt + 200 && s.start < cut.restoredAt);
      for (const kind of ['health', 'comment', 'follow'] as const) {
        expect(
          during.some((s) => s.kind === kind && s.status === 503),
          `${cut.mode} ${kind}`,
        ).toBe(true);
      }
      const window = samples.filter((s) => s.start >= cut.cutAt && s.start < cut.until);
      report[cut.mode] = {
        recoveryMs: recoveryMs(samples, cut.restoredAt, cut.until),
        requests: during.length,
        answered503: during.filter((s) => s.status === 503).length,
        slowestMs: Math.max(...window.map((s) => s.end - s.start)),
      };
    }
    console.info('db outage', JSON.stringify({ ...report, p90of503 }));
    for (const cut of cuts) {
      expect(
        (report[cut.mode] as { recoveryMs: number }).recoveryMs,
        JSON.stringify(report),
      ).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    }

    // Every acknowledged write is in the database, as the signed-in user's.
    expect(acknowledged.comments.length).toBeGreaterThan(50);
    expect(acknowledged.follows.length).toBeGreaterThan(50);
    const stored = await db.db
      .select({ body: comments.body })
      .from(comments)
      .where(and(eq(comments.contentId, targets.contentId), sql`${comments.userId} is not null`));
    const bodies = new Set(stored.map((r) => r.body));
    expect(acknowledged.comments.filter((b) => !bodies.has(b))).toEqual([]);
    const followed = await db.db
      .select({ slug: players.slug })
      .from(follows)
      .innerJoin(players, eq(players.id, follows.targetId))
      .where(and(eq(follows.followType, 'player'), inArray(players.slug, targets.slugs)));
    const followedSlugs = new Set(followed.map((r) => r.slug));
    expect(acknowledged.follows.filter((s) => !followedSlugs.has(s))).toEqual([]);

    // And it still shuts down cleanly.
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });
});
