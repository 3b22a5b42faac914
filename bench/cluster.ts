// `npm run bench:cluster [-- --max-instances 3 --seconds 5]`
// Issue 14: through nginx with 1, 2 and 3 instances on this machine, the highest paced rate each
// endpoint holds at p99 ≤ 20 ms with no error, as a ratio to one instance, and where the CPU went
// at that rate (instances, nginx, PostgreSQL, the load generator). Section in bench/RESULTS.md.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from '../apps/server/src/cluster/cluster';
import { pacedLoad } from './paced-load';
import { resultsFile, writeSection } from './results-file';
import { buildScenarios, waitForStatsWarm } from './scenarios';

const { values } = parseArgs({
  options: {
    'max-instances': { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    /** The latency target; 20 ms is the issue's. A busy shared machine may need a looser one. */
    p99: { type: 'string', default: '20' },
  },
});
const maxInstances = Number(values['max-instances']);
const seconds = Number(values.seconds);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432';
const P99_TARGET_MS = Number(values.p99);
/** Rates tried in turn until one fails the target (then the search stops). */
const RATES = [
  50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 10000, 12000, 16000, 20000,
  24000,
];

function ensureDatabase(name: string): string {
  try {
    execFileSync('psql', [`${pgUrl}/postgres`, '-qc', `create database ${name}`], {
      stdio: 'ignore',
    });
  } catch {
    /* exists already: reuse its seeded data */
  }
  return `${pgUrl}/${name}`;
}

/** CPU ticks (user + system) of one process, from /proc (Linux). */
function ticksOf(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}

/** Processes by group: the instances, nginx (master and workers), PostgreSQL backends. */
function processGroups(cluster: Cluster): Record<string, number[]> {
  const groups: Record<string, number[]> = {
    instances: cluster.instances.map((i) => i.child.pid!),
    nginx: [],
    postgres: [],
  };
  const nginxMaster = cluster.nginx.child.pid;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.split(') ')[1]!.split(' ')[1]);
      if (pid === nginxMaster || ppid === nginxMaster) groups.nginx!.push(pid);
      else if (comm === 'postgres') groups.postgres!.push(pid);
    } catch {
      /* gone */
    }
  }
  return groups;
}

const ticksPerSecond = 100; // USER_HZ on Linux

/** Busy and total CPU ticks of the whole machine (every core), from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const f = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - (f[3] ?? 0) - (f[4] ?? 0), total }; // minus idle and iowait
}

interface Step {
  rate: number;
  p99: number;
  errors: number;
  cpu: Record<string, number>; // % of one core
  /** The first try at this rate, when it missed and the step was measured again. */
  missedFirst?: Step;
}

function log(endpoint: string, step: Step) {
  console.log(
    `${endpoint} @${step.rate}/s: p99 ${step.p99.toFixed(1)} ms, errors ${step.errors}, CPU % ${JSON.stringify(
      Object.fromEntries(Object.entries(step.cpu).map(([k, v]) => [k, Math.round(v)])),
    )}`,
  );
}

async function measure(cluster: Cluster, paths: string[], rate: number): Promise<Step> {
  const groups = processGroups(cluster);
  const before = new Map(
    Object.values(groups)
      .flat()
      .map((p) => [p, ticksOf(p)]),
  );
  const self0 = process.cpuUsage();
  const m0 = machineTicks();
  const t0 = performance.now();
  const r = await pacedLoad({ name: 'step', baseUrl: cluster.url, paths, rate, seconds });
  const wall = (performance.now() - t0) / 1000;
  const cpu: Record<string, number> = {};
  for (const [k, pids] of Object.entries(groups)) {
    // Per process; one that ended meanwhile (a PostgreSQL backend) counts 0, not minus its past.
    const used = pids.reduce((a, p) => a + Math.max(0, ticksOf(p) - before.get(p)!), 0);
    cpu[k] = (100 * used) / ticksPerSecond / wall;
  }
  const m1 = machineTicks();
  // The whole machine, every process of every user, in % of one core (200 = both cores busy).
  cpu['machine, all processes'] =
    (100 * os.cpus().length * (m1.busy - m0.busy)) / Math.max(1, m1.total - m0.total);
  const self = process.cpuUsage(self0);
  cpu['load generator'] = (100 * (self.user + self.system)) / 1e6 / wall;
  return { rate, p99: r.p99, errors: r.errors, cpu };
}

interface Row {
  endpoint: string;
  instances: number;
  best?: Step;
  failedAt?: Step;
}

const rows: Row[] = [];
const url = ensureDatabase('hoopdex_bench_demo');
const loadAtStart = os.loadavg()[0]?.toFixed(1);
for (let n = 1; n <= maxInstances; n++) {
  console.log(`\n== ${n} instance(s) behind nginx ==`);
  const cluster = await startCluster({
    instances: n,
    databaseUrl: url,
    // The whole load comes from one address: the per-IP limit would answer 429s.
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' },
  });
  // Interrupted (Ctrl-C): stop what the cluster started rather than leave it running.
  const interrupted = () => void cluster.stop().then(() => process.exit(1));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await waitForStatsWarm(cluster.url);
    const all = await buildScenarios(cluster.url, 0, 0);
    const pick = (name: string) => all.find((s) => s.name === name)!.paths;
    const slugs = pick("player's season stats").map((p) => p.split('/')[3]!);
    const endpoints: [string, string[]][] = [
      ['feed page 1', pick('feed page 1')],
      ['player page', slugs.map((s) => `/api/players/${s}`)],
      ['season leaderboard', pick('season leaderboard')],
    ];
    for (const [endpoint, paths] of endpoints) {
      await pacedLoad({ name: 'warm-up', baseUrl: cluster.url, paths, rate: 200, seconds: 2 });
      const row: Row = { endpoint, instances: n };
      const passes = (step: Step) => step.p99 <= P99_TARGET_MS && step.errors === 0;
      for (const rate of RATES) {
        let step = await measure(cluster, paths, rate);
        log(endpoint, step);
        // A miss is tried once more before it ends the search: on a shared 2-core machine one
        // scheduling stall inside a short step can lift its p99 (a 3-instance run once stopped at
        // 750/s on one such step, 1,000/s then holding). Both tries are reported.
        if (!passes(step)) {
          const first = step;
          step = await measure(cluster, paths, rate);
          log(`${endpoint} (again)`, step);
          step.missedFirst = first;
        }
        if (passes(step)) row.best = step;
        else {
          row.failedAt = step;
          break;
        }
      }
      rows.push(row);
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cluster.stop();
  }
}

const cpuOf = (s?: Step) =>
  s
    ? Object.entries(s.cpu)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(', ')
    : '–';
const table = [
  `| endpoint | instances | max rate/s at p99 ≤ ${P99_TARGET_MS} ms | ratio to 1 | p99 there (ms) | CPU % of one core there | first rate over (p99 ms) |`,
  '|---|---|---|---|---|---|---|',
];
for (const r of rows) {
  const one = rows.find((x) => x.endpoint === r.endpoint && x.instances === 1)?.best?.rate;
  const ratio = r.best && one ? (r.best.rate / one).toFixed(2) : '–';
  const tryText = (s: Step) => `${s.p99.toFixed(0)}${s.errors ? `, ${s.errors} errors` : ''}`;
  const over = r.failedAt
    ? `${r.failedAt.rate} (${r.failedAt.missedFirst ? `${tryText(r.failedAt.missedFirst)}, again ` : ''}${tryText(r.failedAt)})`
    : 'none tried';
  const held = r.best?.missedFirst
    ? ` (held on a second try; first p99 ${tryText(r.best.missedFirst)})`
    : '';
  table.push(
    `| ${r.endpoint} | ${r.instances} | ${r.best?.rate ?? `< ${RATES[0]}`}${held} | ${ratio} | ${r.best?.p99.toFixed(1) ?? '–'} | ${cpuOf(r.best)} | ${over} |`,
  );
}
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
writeSection(
  resultsFile,
  `## Cluster: 1–${maxInstances} instances behind nginx, p99 ≤ ${P99_TARGET_MS} ms (PostgreSQL 15, Redis, demo data)`,
  [
    `Machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}; load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end (the machine is shared).`,
    `Date: ${new Date().toISOString()}. Command: \`npm run bench:cluster -- --max-instances ${maxInstances} --seconds ${seconds} --p99 ${P99_TARGET_MS}\`.`,
    `Each rate of ${RATES.join(', ')} req/s is held for ${seconds} s (open loop, latency from each request's due time) until one misses p99 ≤ ${P99_TARGET_MS} ms or has an error twice in a row (a miss is measured once more).`,
    'Everything (nginx, the instances, PostgreSQL, Redis and the load generator) shares the same cores, and so do the other users of this machine: see docs/decisions/0009-scale-out.md for the reading. "postgres" counts every PostgreSQL process of the machine (its other databases too).',
    '',
    ...table,
  ],
);
console.log(`\nWrote ${resultsFile}`);
process.exit(0);
