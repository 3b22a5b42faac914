// `npm run bench:imports`: real-league imports through HTTP as jobs (issue 31, decision 0024).
// 1. The 2024 WNBA season as ESPN publishes it (2.9 MB, 5,930 rows) with creation: wall time.
// 2. A generated NCAA-Division-I-size season (360 teams, ~150,000 lines, ~15 MB) with creation:
//    wall time (goal ≤ 60 s), the server's RSS growth while it runs (≤ 200 MB), public reads'
//    p99 during the import (≤ 30 ms), then the big league's leaderboards at 1,000 req/s
//    (p99 ≤ 20 ms). Writes the "## Real-league import" section of bench/RESULTS.md.
// Runs on a copy of the bench's demo PGlite folder (bench/.tmp/pglite-demo) when there is one,
// else on a fresh folder the server seeds; the copy is deleted at the end.
// `--quick`: 90 teams (~37,000 lines), the database-free /api/ping among the reads, a per-second
// timeline of the worst read (by path, with the job's phase), nothing written to RESULTS.md.
// BENCH_TIMELINE=1 prints the timeline on a full run too.
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { bearerHeaders, signInCookie } from './alerts-session';
import { pacedLoad } from './paced-load';
import { resultsFile, writeSection } from './results-file';
import { waitForStatsWarm } from './scenarios';
import { startServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, 'bench/.tmp');
const dataDir = path.join(tmp, `imports-${process.pid}`);
const demo = path.join(tmp, 'pglite-demo');
const espnFile = path.resolve(root, '../shared/realdata/wnba-2024/espn-player-box-2024.csv');
const bigFile = path.join(tmp, 'ncaa-d1-size-season.csv');

// `--quick` (or BENCH_IMPORT_TEAMS): fewer teams for a look while working; the section is only
// written by the full run.
const quick = process.argv.includes('--quick');
const TEAMS = Number(process.env.BENCH_IMPORT_TEAMS ?? (quick ? 90 : 360));
const PLAYERS_PER_TEAM = 14;
const GAMES_PER_TEAM = 32;
const READ_RATE = 200;

/** Resident memory of a process in MB (Linux /proc). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A small seeded generator: the same file every run. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Our format (decision 0006) with player names: 360 teams of 14 players in a made-up college
 * league season (ncaam, 2031-32, after any demo season, so it is the league's latest), each team
 * 32 games, every line adding up. ~150,000 lines.
 */
async function writeBigSeason(file: string): Promise<{ lines: number; bytes: number }> {
  const rand = prng(20310);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const out = createWriteStream(file);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  await write(
    'game_date,league,home_team,away_team,home_score,away_score,player,team,minutes,pts,fgm,fga,three_pm,three_pa,ftm,fta,oreb,dreb,reb,ast,st,blks,turnovers,fouls,player_name\n',
  );
  const team = (i: number) => `D1 Team ${String(i + 1).padStart(3, '0')}`;
  const start = Date.UTC(2031, 10, 3); // 2031-11-03
  let lines = 0;
  // Round by round: every team plays once a round against another (a rotating pairing).
  for (let round = 0; round < GAMES_PER_TEAM; round++) {
    const day = new Date(start + round * 4 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < TEAMS / 2; i++) {
      const home = (i + round) % TEAMS;
      const away = (TEAMS - 1 - i + round) % TEAMS;
      if (home === away) continue;
      const [hs, as] = [int(55, 95), int(55, 95)];
      for (const side of [home, away]) {
        const dressed = int(12, PLAYERS_PER_TEAM);
        for (let p = 0; p < dressed; p++) {
          const n = side * PLAYERS_PER_TEAM + p;
          const slug = `d1-player-${String(n + 1).padStart(5, '0')}`;
          const fga = int(0, 16);
          const fgm = int(0, fga);
          const threePa = int(0, fga);
          const threePm = Math.min(int(0, threePa), fgm);
          const fta = int(0, 8);
          const ftm = int(0, fta);
          const [oreb, dreb] = [int(0, 4), int(0, 8)];
          const row = [
            day,
            'ncaam',
            team(home),
            team(away),
            hs === as ? hs + 1 : hs,
            as,
            slug,
            team(side),
            int(4, 38),
            2 * fgm + threePm + ftm,
            fgm,
            fga,
            threePm,
            threePa,
            ftm,
            fta,
            oreb,
            dreb,
            oreb + dreb,
            int(0, 8),
            int(0, 4),
            int(0, 3),
            int(0, 5),
            int(0, 5),
            `D1 Player ${String(n + 1).padStart(5, '0')}`,
          ];
          await write(`${row.join(',')}\n`);
          lines++;
        }
      }
    }
  }
  await new Promise<void>((r) => out.end(r));
  return { lines, bytes: statSync(file).size };
}

/** Streams a file as the body of POST /api/admin/box-scores; answers the job id. */
function postFile(
  baseUrl: string,
  auth: Record<string, string>,
  file: string,
  query: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api/admin/box-scores${query}`,
      {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'text/csv',
          'content-length': String(statSync(file).size),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          if (res.statusCode !== 202) return reject(new Error(`import: ${res.statusCode} ${body}`));
          resolve((JSON.parse(body) as { data: { import_id: number } }).data.import_id);
        });
      },
    );
    req.on('error', reject);
    pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), req).catch(reject);
  });
}

interface Job {
  state: string;
  progress: number;
  result: Record<string, unknown> | null;
  errors: { msg: string; param: string }[];
}
/** The last phase the job reported (for the reads' timeline). */
let lastPhase = 'uploading';
/**
 * Waits for the job, noting when each phase was first seen (to the poll's 250 ms): where the
 * wall time goes (the upload is what passed before the first answer).
 */
async function waitJob(
  baseUrl: string,
  auth: Record<string, string>,
  id: number,
  since = performance.now(),
): Promise<Job & { phases: string }> {
  const seen: [string, number][] = [['uploading', since]];
  for (;;) {
    const res = await fetch(`${baseUrl}/api/admin/imports/${id}`, { headers: auth });
    const job = ((await res.json()) as { data: Job & { phase?: string } }).data;
    const phase = job.phase ?? job.state;
    lastPhase = `${phase} ${Math.round(job.progress)}%`;
    if (seen.at(-1)?.[0] !== phase) seen.push([phase, performance.now()]);
    if (job.state === 'done' || job.state === 'failed') {
      const phases = seen
        .slice(0, -1)
        .map(([name, at], i) => `${name} ${(((seen[i + 1]?.[1] ?? at) - at) / 1000).toFixed(1)} s`)
        .join(', ');
      return { ...job, phases };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Public reads at a steady rate until `stop` resolves (open loop, as pacedLoad: latency from each
 * request's due time), answering every latency: the reads during the import and only those.
 */
async function readsUntil(baseUrl: string, paths: string[], rate: number, stop: Promise<unknown>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  /** Per second of the run: the worst latency of the reads due then, and the job's phase. */
  const timeline: { max: number; phase: string; byPath: number[] }[] = [];
  let errors = 0;
  let stopped = false;
  void stop.finally(() => (stopped = true));
  const start = performance.now();
  let sent = 0;
  const pending = new Set<Promise<void>>();
  while (!stopped) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate) + 1;
    for (; sent < due; sent++) {
      const dueAt = start + (sent / rate) * 1000;
      const second = Math.floor((dueAt - start) / 1000);
      timeline[second] ??= { max: 0, phase: lastPhase, byPath: paths.map(() => 0) };
      const slot = timeline[second];
      const which = sent % paths.length;
      const note = (ms: number) => {
        latencies.push(ms);
        slot.max = Math.max(slot.max, ms);
        slot.byPath[which] = Math.max(slot.byPath[which] ?? 0, ms);
      };
      const p = new Promise<void>((resolve) => {
        const req = http.get(
          `${baseUrl}${paths[sent % paths.length]}`,
          { agent, timeout: 10_000 },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode !== 200) errors++;
              note(performance.now() - dueAt);
              resolve();
            });
          },
        );
        req.on('error', () => {
          errors++;
          note(performance.now() - dueAt);
          resolve();
        });
      });
      pending.add(p);
      void p.then(() => pending.delete(p));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))] ?? 0;
  if (process.env.BENCH_TIMELINE || quick)
    timeline.forEach((t, i) => {
      if (t && t.max > 30)
        console.log(
          `  s${i}: worst read ${t.max.toFixed(0)} ms [${t.byPath.map((m) => m.toFixed(0)).join(' ')}] (${t.phase})`,
        );
    });
  return {
    sent: latencies.length,
    errors,
    p50: pct(50),
    p99: pct(99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

// --- the run ---
mkdirSync(tmp, { recursive: true });
rmSync(dataDir, { recursive: true, force: true });
if (existsSync(path.join(demo, 'pglite'))) cpSync(demo, dataDir, { recursive: true });
console.log('writing the NCAA-size season file…');
const big = await writeBigSeason(bigFile);
console.log(`${big.lines} lines, ${(big.bytes / 1024 / 1024).toFixed(1)} MB`);

const loadAtStart = os.loadavg()[0]?.toFixed(1);
const server = await startServer({ DATA_DIR: dataDir });
const { baseUrl, pid } = server;
try {
  await waitForStatsWarm(baseUrl);
  const auth = await bearerHeaders(baseUrl, await signInCookie(baseUrl, 'admin'));

  // 1. The real WNBA season, ESPN's file, with creation.
  const t0 = performance.now();
  const wnbaJob = await waitJob(
    baseUrl,
    auth,
    await postFile(baseUrl, auth, espnFile, '?create_missing=true'),
    t0,
  );
  const wnbaMs = performance.now() - t0;
  if (wnbaJob.state !== 'done')
    throw new Error(`WNBA import failed: ${JSON.stringify(wnbaJob.errors)}`);
  console.log(`WNBA 2024: ${(wnbaMs / 1000).toFixed(1)} s`, wnbaJob.result);

  // 2. The NCAA-size season, with public reads going on and the server's memory watched.
  const orgs = (
    (await (await fetch(`${baseUrl}/api/organizations`)).json()) as {
      data: { id: number; name: string }[];
    }
  ).data;
  const nba = orgs.find((o) => o.name === 'nba')!.id;
  const readPaths = [
    `/api/leaderboards?organization_id=${nba}&interval_code=latest_season`,
    `/api/players?limit=10&sort=${encodeURIComponent('{"trending_rank":"asc"}')}`,
    `/api/organizations`,
    // The quick look also asks the database-free /api/ping: a stall there is the event loop.
    ...(quick ? ['/api/ping'] : []),
  ];
  await pacedLoad({ name: 'warm', baseUrl, paths: readPaths, rate: READ_RATE, seconds: 3 });
  await new Promise((r) => setTimeout(r, 2_000));
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 100);
  const t1 = performance.now();
  const bigDone = postFile(baseUrl, auth, bigFile, '?create_missing=true').then((id) =>
    waitJob(baseUrl, auth, id, t1),
  );
  const reads = await readsUntil(baseUrl, readPaths, READ_RATE, bigDone);
  const bigJob = await bigDone;
  const bigMs = performance.now() - t1;
  clearInterval(sampler);
  if (bigJob.state !== 'done')
    throw new Error(`big import failed: ${JSON.stringify(bigJob.errors)}`);
  console.log(
    `NCAA-size: ${(bigMs / 1000).toFixed(1)} s, RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB`,
    bigJob.result,
  );
  console.log(`NCAA-size phases: ${bigJob.phases}`);
  console.log(
    `reads during the import: p50 ${reads.p50.toFixed(1)} p99 ${reads.p99.toFixed(1)} max ${reads.max.toFixed(0)} ms, ${reads.errors} errors`,
  );

  // 3. The big league's leaderboards afterwards, at 1,000 req/s.
  const ncaam = orgs.find((o) => o.name === 'ncaam')!.id;
  // Rank statistics by their contract names (`pts_average`): the last run sent `pts`, and its
  // 6,000 "errors" were the 400s that answered those three boards.
  const boards = [
    '',
    '&statistic=pts_average',
    '&statistic=reb_average',
    '&statistic=ast_average',
    '&offset=10',
  ].map((x) => `/api/leaderboards?organization_id=${ncaam}&interval_code=latest_season${x}`);
  await pacedLoad({ name: 'warm', baseUrl, paths: boards, rate: 200, seconds: 3 });
  const after = await pacedLoad({
    name: 'big league leaderboards',
    baseUrl,
    paths: boards,
    rate: 1000,
    seconds: 10,
  });

  console.log(
    `big league leaderboards p50 ${after.p50.toFixed(1)} p99 ${after.p99.toFixed(1)} ms, ${after.errors} errors; load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log(`  p99 by second: ${after.p99BySecond.map((x) => x.toFixed(0)).join(' ')} ms`);
  const f = (n: number) => n.toFixed(1);
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  if (!quick)
    writeSection(resultsFile, '## Real-league import', [
      `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end. Date: ${new Date().toISOString()}. Command: \`npm run bench:imports\`.`,
      `PGlite, ${existsSync(path.join(demo, 'pglite')) ? 'a copy of the bench demo world' : 'a freshly seeded demo world'}; files streamed to POST /api/admin/box-scores?create_missing=true as text/csv, run as jobs (decision 0024), followed with GET /api/admin/imports/{id} every 250 ms. Public reads during the import: ${READ_RATE} req/s open loop over the NBA season leaderboard, trending players and organizations.`,
      '',
      '| measure | value | goal |',
      '|---|---|---|',
      `| WNBA 2024, ESPN player box (5,930 rows, 2.9 MB): wall time, upload to done | ${f(wnbaMs / 1000)} s (${String(wnbaJob.result?.lines_inserted)} lines, ${String(wnbaJob.result?.players_created)} players, ${String(wnbaJob.result?.teams_created)} teams created) | |`,
      `| NCAA-D-I-size season (${TEAMS} teams, ${big.lines.toLocaleString('en-US')} lines, ${(big.bytes / 1024 / 1024).toFixed(1)} MB): wall time | ${f(bigMs / 1000)} s (${String(bigJob.result?.games_created)} games, ${String(bigJob.result?.players_created)} players) | ≤ 60 s, ${verdict(bigMs <= 60_000)} |`,
      `| where that time went (phase first seen by the 250 ms poll) | ${bigJob.phases} | |`,
      `| server RSS growth during it (peak − before, sampled every 100 ms) | ${(rssPeak - rssBefore).toFixed(0)} MB (${rssBefore.toFixed(0)} → ${rssPeak.toFixed(0)} MB) | ≤ 200 MB, ${verdict(rssPeak - rssBefore <= 200)} |`,
      `| public reads during it: p50 / p99 / max, errors (${reads.sent} requests) | ${f(reads.p50)} / ${f(reads.p99)} / ${f(reads.max)} ms, ${reads.errors} | p99 ≤ 30 ms, ${verdict(reads.p99 <= 30)} |`,
      `| the big league's leaderboards afterwards at 1,000 req/s: p50 / p99 / max, errors | ${f(after.p50)} / ${f(after.p99)} / ${f(after.max)} ms, ${after.errors} | p99 ≤ 20 ms, ${verdict(after.p99 <= 20)} |`,
    ]);
  if (!quick) console.log(`Wrote ${resultsFile}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
