// `npm run bench:alerts`: the alerts' scale figures (issue 15), written to bench/RESULTS.md.
// 1. Fan-out on PostgreSQL: a player with 50,000 followers has a big game (a box-score import
//    through the API); how long until the 50,000 notifications are stored, and the p99 of a read
//    endpoint paced meanwhile. Also the set-based fan-out statement alone.
// 2. 1,000 open event streams on one instance: server memory per stream, and after they close.
import { fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boxScoreColumns } from '@hoopdex/contract/box-score-columns';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { quoteCsv } from '../apps/server/src/lib/csv';
import { sqlRows } from '../apps/server/src/db/sql-rows';
import { notify } from '../apps/server/src/modules/notifications/fan-out.service';
import { createTestKeys } from '../apps/server/src/test/test-tokens';
import { bearerHeaders, signInCookie } from './alerts-session';
import { pacedLoad } from './paced-load';
import { resultsFile, writeSection } from './results-file';
import { startServer } from './server-process';

const FOLLOWERS = 50_000;
const STREAMS = 1_000;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432';
const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

async function admin(text: string) {
  const c = new pg.Client({ connectionString: `${pgUrl}/postgres` });
  await c.connect();
  await c.query(text).finally(() => c.end());
}

async function fanOutBench() {
  const name = 'hoopdex_bench_alerts';
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = `${pgUrl}/${name}`;
  const server = await startServer({ DATABASE_URL: url });
  const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    const [player] = await sqlRows<{ id: number; slug: string; team: string; opponent: string }>(
      db.db,
      sql`select p.id, p.slug, t.name as team,
                 (select o.name from teams o where o.league_id = t.league_id and o.id <> t.id limit 1) as opponent
          from players p join teams t on t.id = p.team_id join leagues l on l.id = p.league_id
          where l.name = 'nba' order by p.id limit 1`,
    );
    if (!player) throw new Error('no nba player in the demo data');
    // 50,000 fans following that player (bulk SQL: the setup is not what is measured).
    await db.db.execute(sql`insert into users (id, name, email)
      select 'bench-fan-' || i, 'Bench Fan ' || i, 'bench-fan-' || i || '@bench.test'
      from generate_series(1, ${FOLLOWERS}) i`);
    await db.db.execute(sql`insert into follows (user_id, follow_type, target_id)
      select 'bench-fan-' || i, 'player', ${player.id} from generate_series(1, ${FOLLOWERS}) i`);
    await db.db.execute(sql`analyze follows; analyze users`);

    const row: Record<string, string | number> = {
      game_date: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
      league: 'nba',
      home_team: player.team,
      away_team: player.opponent,
      home_score: 110,
      away_score: 100,
      player: player.slug,
      team: player.team,
      minutes: 36,
      pts: 31,
      fgm: 12,
      fga: 20,
      three_pm: 3,
      three_pa: 6,
      ftm: 4,
      fta: 4,
      oreb: 3,
      dreb: 9,
      reb: 12,
      ast: 4,
      st: 1,
      blks: 1,
      turnovers: 2,
      fouls: 2,
    };
    const csv = [boxScoreColumns, boxScoreColumns.map((c) => String(row[c]))]
      .map((cells) => cells.map(quoteCsv).join(','))
      .join('\n');
    const headers = await bearerHeaders(
      server.baseUrl,
      await signInCookie(server.baseUrl, 'admin'),
    );

    // Two reads paced at 100/s each for 20 s; the import (and its fan-out) starts 5 s in. /api/ping
    // needs no database (the event loop's health); feed page 1 is a cached public read that
    // goes to the database when its 30 s cache entry turns over.
    const feed =
      '/api/content?content_type=article,video&limit=10&offset=0&sort=%7B%22publishedat%22%3A%22desc%22%7D';
    const during = (name: string, path: string) =>
      pacedLoad({ name, baseUrl: server.baseUrl, paths: [path], rate: 100, seconds: 20 });
    const reads = Promise.all([during('ping', '/api/ping'), during('feed', feed)]);
    await new Promise((r) => setTimeout(r, 5_000));
    const t0 = performance.now();
    const res = await fetch(`${server.baseUrl}/api/admin/box-scores`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: csv,
    });
    const importMs = performance.now() - t0;
    if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
    const loads = await reads;
    const [stored] = await sqlRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from notifications n join alert_events e on e.id = n.event_id
          where e.kind = 'big_game' and n.user_id like 'bench-fan-%'`,
    );
    say(
      `| Big game of a player with ${FOLLOWERS.toLocaleString('en')} followers, box-score import through the API (import, big-game detection and fan-out in one transaction) | ${(importMs / 1000).toFixed(2)} s | ${stored?.n} notifications stored |`,
    );
    for (const load of loads) {
      say(
        `| Read \`${load.name === 'ping' ? '/api/ping' : 'feed page 1'}\` at 100 req/s for 20 s, during that import | p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, max ${load.max.toFixed(1)} ms | ${load.errors} errors of ${load.sent} |`,
      );
    }

    // The fan-out statement alone: one INSERT … SELECT for a new event to the same 50,000.
    const t1 = performance.now();
    const { notified } = await notify(
      db.db,
      {
        kind: 'creator_post',
        sourceId: 999_999_999,
        title: 'Bench',
        body: null,
        path: '/',
        image: null,
      },
      { follows: [{ type: 'player', id: player.id }] },
    );
    say(
      `| Set-based fan-out statement alone (one INSERT … SELECT from follows) | ${((performance.now() - t1) / 1000).toFixed(2)} s | ${notified} notifications stored |`,
    );
  } finally {
    await db.close();
    await server.stop();
  }
}

async function streamsBench() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-sse-bench-'));
  const db = await openDatabase({ dataDir: dir });
  await db.migrate();
  const keys = await createTestKeys();
  const app = await buildApp({ db, verifier: keys.verifier, config: { alerts: { perUser: 5 } } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  await db.db.execute(sql`insert into users (id, name, email)
    select 'sse-' || i, 'SSE ' || i, 'sse-' || i || '@bench.test' from generate_series(1, ${STREAMS}) i`);
  const tokens = await Promise.all(
    Array.from({ length: STREAMS }, (_, i) => keys.sign({ sub: `sse-${i + 1}` })),
  );
  const file = path.join(dir, 'clients.json');
  writeFileSync(file, JSON.stringify({ url: `${base}/api/me/events`, tokens }));

  const heap = () => {
    global.gc?.();
    global.gc?.();
    const m = process.memoryUsage();
    return { heap: m.heapUsed, rss: m.rss };
  };
  // Warm the route once (first-request allocations are not per-stream cost).
  const warm = await fetch(`${base}/api/me/events`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  const reader = warm.body!.getReader();
  await reader.read();
  await reader.cancel();
  await new Promise((r) => setTimeout(r, 500));
  const before = heap();
  const child = fork(path.join(import.meta.dirname, 'sse-clients.ts'), [file], {
    execArgv: ['--import', 'tsx'],
  });
  const opened = await new Promise<{ open: number; failed: number }>((resolve) =>
    child.once('message', (m) => resolve(m as never)),
  );
  await new Promise((r) => setTimeout(r, 1_000));
  const during = heap();
  child.send('close');
  await new Promise((r) => child.once('exit', r));
  await new Promise((r) => setTimeout(r, 1_500));
  const after = heap();
  const kib = (b: number) => (b / 1024).toFixed(1);
  const mib = (b: number) => (b / 2 ** 20).toFixed(1);
  say(
    `| ${opened.open} open event streams on one instance (${opened.failed} failed) | heap +${mib(during.heap - before.heap)} MiB (${kib((during.heap - before.heap) / Math.max(1, opened.open))} KiB per stream), RSS +${mib(during.rss - before.rss)} MiB (${kib((during.rss - before.rss) / Math.max(1, opened.open))} KiB per stream) | after all closed: heap ${after.heap >= before.heap ? '+' : ''}${mib(after.heap - before.heap)} MiB vs before |`,
  );
  await app.close();
  await db.close();
}

say('| what | time / latency | result |');
say('|---|---|---|');
await fanOutBench();
await streamsBench();
const header = [
  `Machine: ${os.cpus()[0]?.model ?? 'CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1)} at the end. Date: ${new Date().toISOString()}. Command: \`npm run bench:alerts\`.`,
  'Fan-out: PostgreSQL 15, demo data plus 50,000 users following one player; the server is the real',
  'entry point. Streams: one in-process server on PGlite, the clients in a child process; memory is',
  "the server process's own after a forced GC (node --expose-gc).",
  '',
];
writeSection(resultsFile, '## Alerts: fan-out and event streams', [...header, ...lines]);
console.log(`\nWrote ${resultsFile}`);
process.exit(0);
