// `npm run bench [-- --db pglite|postgres|both] [--scale demo|large] [--seconds 30] [--only intel,ask]`
// --only runs the scenarios of the named groups, or whose name contains one of the comma-separated
// texts (their own section of RESULTS.md); BENCH_PG_DATABASE names the PostgreSQL database
// (default hoopdex_bench_<scale>).
// Paced load against the real server; figures, machine and date go to bench/RESULTS.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pacedLoad, type LoadResult } from './paced-load';
import { resultsFile, writeSection } from './results-file';
import { buildScenarios, waitForStatsWarm } from './scenarios';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    scale: { type: 'string', default: 'demo' },
    seconds: { type: 'string', default: '30' },
    rate: { type: 'string' },
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const loadAtStart = os.loadavg()[0]?.toFixed(1);

/** CPU time counters of the whole machine (Linux): steal is time the hypervisor gave elsewhere. */
function cpuTimes(): { steal: number; total: number } | undefined {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    return { steal: f[7] ?? 0, total: f.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}
const cpuAtStart = cpuTimes();
const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432';

interface Run {
  label: string;
  results: LoadResult[];
}

async function benchOne(label: string, env: Record<string, string>, rate: number, searchRate: number): Promise<Run> {
  console.log(`\n== ${label}: starting server (first start seeds) ==`);
  const server = await startServer(env);
  await waitForStatsWarm(server.baseUrl);
  const wanted = values.only?.split(',') ?? [];
  const scenarios = (await buildScenarios(server.baseUrl, rate, searchRate)).filter(
    (s) => !wanted.length || s.control || wanted.some((w) => s.group === w || s.name.includes(w)),
  );
  const results: LoadResult[] = [];
  for (const s of scenarios) {
    const headers = await s.headers?.();
    const load = { name: s.name, baseUrl: server.baseUrl, paths: s.paths, rate: s.rate, headers };
    await pacedLoad({ ...load, seconds: 3 }); // warm-up
    const r = await pacedLoad({ ...load, seconds });
    console.log(`${s.name}: ${r.sent} req @${s.rate}/s p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}`);
    results.push(r);
  }
  await server.stop();
  return { label, results };
}

function ensurePgDatabase(name: string) {
  try {
    execFileSync('psql', [`${pgUrl}/postgres`, '-qc', `create database ${name}`], { stdio: 'ignore' });
  } catch {
    /* exists already: reuse its seeded data */
  }
  return `${pgUrl}/${name}`;
}

const runs: Run[] = [];
const large = values.scale === 'large';
const tmp = path.join(root, 'bench/.tmp');
mkdirSync(tmp, { recursive: true });
if (values.db === 'pglite' || values.db === 'both') {
  const rate = Number(values.rate ?? 1000);
  runs.push(
    await benchOne(`PGlite, ${values.scale} data`, { DATA_DIR: path.join(tmp, `pglite-${values.scale}`) }, rate, 200),
  );
}
if (values.db === 'postgres' || values.db === 'both') {
  const url = ensurePgDatabase(process.env.BENCH_PG_DATABASE ?? `hoopdex_bench_${values.scale}`);
  if (large) {
    console.log('Seeding the large data set on PostgreSQL if empty (minutes)…');
    try {
      execFileSync('npm', ['run', 'db:seed', '--', '--scale', 'large'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: url },
      });
    } catch {
      console.log('(seed refused: database already seeded)');
    }
  }
  const rate = Number(values.rate ?? (large ? 2000 : 1000));
  runs.push(await benchOne(`PostgreSQL 15, ${values.scale} data`, { DATABASE_URL: url }, rate, 200));
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const cpuAtEnd = cpuTimes();
const steal =
  cpuAtStart && cpuAtEnd && cpuAtEnd.total > cpuAtStart.total
    ? ` CPU steal (time the hypervisor gave to other guests) during the run: ${(
        (100 * (cpuAtEnd.steal - cpuAtStart.steal)) /
        (cpuAtEnd.total - cpuAtStart.total)
      ).toFixed(0)} %.`
    : '';
const header = [
  `Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}; load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end.${steal}`,
  `Date: ${new Date().toISOString()}. Command: \`npm run bench -- --db ${values.db} --scale ${values.scale} --seconds ${seconds}${values.only ? ` --only ${values.only}` : ''}\`.`,
  'Load: open-loop paced requests from a second process on loopback (latency counted from each',
  "request's due time, so stalls are not hidden), after the server's start-up stats warm-up, 3 s",
  'warm-up per endpoint, keep-alive.',
  '',
];
for (const run of runs) {
  const table = ['| endpoint | rate/s | requests | errors | p50 ms | p95 ms | p99 ms | max ms | p99 first byte ms |', '|---|---|---|---|---|---|---|---|---|'];
  for (const r of run.results) {
    table.push(`| ${r.name} | ${r.targetRate} | ${r.sent} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.firstByteP99.toFixed(1)} |`);
  }
  const group = values.only ? ` (${values.only} scenarios)` : '';
  writeSection(resultsFile, `## API${group}: ${run.label}`, [...header, ...table]);
}
console.log(`\nWrote ${resultsFile}`);
