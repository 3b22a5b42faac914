// `npm run bench:cards [-- --db pglite|postgres]`: share cards drawn cold (time per card),
// server memory over 1,000 different cards, and a read endpoint's p99 while cards are drawn.
// Writes its own "## Share cards" section of bench/RESULTS.md. Cached cards are in `npm run bench`.
// `--quick`: only the first and 10 cold player cards, printed, nothing written (a check that the
// bench and the cards still run, in about a minute on demo data already seeded).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pacedLoad } from './paced-load';
import { resultsFile, writeSection } from './results-file';
import { waitForStatsWarm } from './scenarios';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    quick: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run bench:cards [-- --db pglite|postgres] [--quick]');
  console.log('  --quick  first card and 10 cold player cards only; prints, writes nothing');
  process.exit(0);
}
const root = path.resolve(import.meta.dirname, '..');
const env: Record<string, string> =
  values.db === 'postgres'
    ? {
        DATABASE_URL:
          process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/hoopdex_bench_demo',
      }
    : { DATA_DIR: path.join(root, 'bench/.tmp/pglite-demo') };

/** Resident memory of a process in MB (Linux /proc): the worker thread's memory is in it too. */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** CPU time (user + system, ms) the server process has used, all threads (Linux /proc). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s ticks
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

const loadAtStart = os.loadavg()[0]?.toFixed(1);
const server = await startServer(env);
const { baseUrl, pid } = server;
await waitForStatsWarm(baseUrl);
const list = (await (
  await fetch(`${baseUrl}/api/players?limit=100&sort=${encodeURIComponent('{"name":"asc"}')}`)
).json()) as {
  data: { slug: string }[];
};
const slugs = list.data.map((p) => p.slug);
console.log(`${slugs.length} players to draw`);

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${url}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

const rssAtStart = rssMb(pid);
// 1. Cold: the very first card starts the worker and loads the fonts; then 40 more players, one
// at a time, each never drawn before (the card data is read cold from the stats dataset too).
const first = await timed(`/api/cards/player/${slugs[0]}.png`);
const cold: number[] = [];
// CPU time per card does not depend on what else the machine runs (wall time on a busy shared
// VM does): it is what a card costs the server, data read, draw and answer included.
const cpuBefore = cpuMs(pid);
const coldCount = values.quick ? 10 : 40;
for (const slug of slugs.slice(1, 1 + coldCount))
  cold.push(await timed(`/api/cards/player/${slug}.png`));
const cpuPerCard = (cpuMs(pid) - cpuBefore) / coldCount;
if (values.quick) {
  await server.stop();
  console.log(
    `quick: first card ${first.toFixed(0)} ms; ${coldCount} cold player cards p50 ${pct(cold, 50).toFixed(0)} max ${Math.max(...cold).toFixed(0)} ms; server CPU ${cpuPerCard.toFixed(0)} ms a card`,
  );
  process.exit(0);
}
const compareCold: number[] = [];
for (let i = 41; i < 61; i += 1)
  compareCold.push(await timed(`/api/cards/compare/${slugs[i]}/${slugs[i + 20]}.png`));
console.log(
  `first card ${first.toFixed(0)} ms; cold player p50 ${pct(cold, 50).toFixed(0)} max ${Math.max(...cold).toFixed(0)} ms`,
);

// 2. Cards once drawn, at the rate (the same scenario as in `npm run bench`).
const cachedPaths = slugs.slice(1, 41).map((s) => `/api/cards/player/${s}.png`);
const cached = await pacedLoad({
  name: 'cached player cards',
  baseUrl,
  paths: cachedPaths,
  rate: 500,
  seconds: 10,
});

// 3. A read endpoint alone, then while cards are drawn back to back (4 requests in flight).
const statsPaths = slugs
  .slice(0, 10)
  .map((s) => `/api/players/${s}/stats?interval_id=latest_season`);
const readRate = 300;
await pacedLoad({ name: 'warm', baseUrl, paths: statsPaths, rate: readRate, seconds: 3 });
const alone = await pacedLoad({
  name: 'stats alone',
  baseUrl,
  paths: statsPaths,
  rate: readRate,
  seconds: 10,
});
const pairs: string[] = [];
for (let i = 0; i < slugs.length && pairs.length < 4000; i += 1) {
  for (let j = 0; j < slugs.length && pairs.length < 4000; j += 1) {
    if (i !== j) pairs.push(`/api/cards/compare/${slugs[i]}/${slugs[j]}.png`);
  }
}
let busy = 0;
const renderTimes: number[] = [];
/** Four clients drawing different cards back to back, from `list`, until it ends or `stop()`. */
function drawAll(list: string[]) {
  let next = 0;
  let drawn = 0;
  let stopped = false;
  const client = async () => {
    while (!stopped && next < list.length) {
      const url = list[next++]!;
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}${url}`);
      await res.arrayBuffer();
      if (res.status === 503) busy += 1;
      else drawn += 1;
      renderTimes.push(performance.now() - t0);
    }
  };
  const done = Promise.all([client(), client(), client(), client()]);
  return { done, drawn: () => drawn, stop: () => ((stopped = true), done) };
}
// Pairs 0-999 are the 1,000 cards of the memory phase, 1,000-2,999 its 2,000 more.
const underLoad = drawAll(pairs.slice(3000));
const during = await pacedLoad({
  name: 'stats while drawing',
  baseUrl,
  paths: statsPaths,
  rate: readRate,
  seconds: 10,
});
const drawnDuringLoad = underLoad.drawn();
await underLoad.stop();

// 4. Memory: 1,000 different cards with nothing else running, the server's RSS before and after.
await new Promise((r) => setTimeout(r, 5_000));
const rssBefore1000 = rssMb(pid);
const thousand = drawAll(pairs.slice(0, 1000));
await thousand.done;
const drawn = thousand.drawn();
const rssAfter1000 = rssMb(pid);
await new Promise((r) => setTimeout(r, 5_000));
const rssSettled = rssMb(pid);
// 2,000 cards more: memory that still climbed here would be a leak, not a cache filling.
await drawAll(pairs.slice(1000, 3000)).done;
const rssAfter3000 = rssMb(pid);
await server.stop();
console.log(
  `RSS start ${rssAtStart.toFixed(0)} MB, before 1,000 cards ${rssBefore1000.toFixed(0)}, after ${rssAfter1000.toFixed(0)}, 5 s later ${rssSettled.toFixed(0)}`,
);

const f = (n: number) => n.toFixed(1);
const signed = (n: number) => (n < 0 ? `−${(-n).toFixed(0)}` : `+${n.toFixed(0)}`);
writeSection(
  resultsFile,
  '## Share cards (PNG), PGlite demo data'.replace(
    'PGlite',
    values.db === 'postgres' ? 'PostgreSQL 15' : 'PGlite',
  ),
  [
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end. Date: ${new Date().toISOString()}. Command: \`npm run bench:cards -- --db ${values.db}\`.`,
    'Cards are drawn by satori + resvg (WebAssembly) in one long-lived worker thread; latencies are whole requests on loopback, one at a time unless said.',
    'Cached cards at 500 req/s are also a scenario of `npm run bench`.',
    '',
    '| measure | value |',
    '|---|---|',
    `| first card after start (worker start, font load, draw) | ${f(first)} ms |`,
    `| cold player card, 40 players never drawn: p50 / p95 / max | ${f(pct(cold, 50))} / ${f(pct(cold, 95))} / ${f(Math.max(...cold))} ms |`,
    `| server CPU time per cold player card (all threads, from /proc) | ${f(cpuPerCard)} ms |`,
    `| cached player cards (40 players) at 500 req/s: p50 / p99 / max, errors | ${f(cached.p50)} / ${f(cached.p99)} / ${f(cached.max)} ms, ${cached.errors} |`,
    `| cold compare card, 20 pairs: p50 / p95 / max | ${f(pct(compareCold, 50))} / ${f(pct(compareCold, 95))} / ${f(Math.max(...compareCold))} ms |`,
    `| player stats at ${readRate} req/s alone: p50 / p99 / max | ${f(alone.p50)} / ${f(alone.p99)} / ${f(alone.max)} ms |`,
    `| same, while 4 clients draw cold compare cards back to back (${drawnDuringLoad} drawn in those 10 s): p50 / p99 / max | ${f(during.p50)} / ${f(during.p99)} / ${f(during.max)} ms |`,
    `| cold compare cards under that load: p50 / p99 | ${f(pct(renderTimes, 50))} / ${f(pct(renderTimes, 99))} ms |`,
    `| answers 503 (render queue full, ${16} waiting) | ${busy} |`,
    `| server RSS before any card | ${rssAtStart.toFixed(0)} MB |`,
    `| server RSS before the 1,000 cards (after the phases above) | ${rssBefore1000.toFixed(0)} MB |`,
    `| server RSS right after 1,000 different compare cards (${drawn} drawn, 4 clients, nothing else running) | ${rssAfter1000.toFixed(0)} MB (${(rssAfter1000 - rssBefore1000).toFixed(0)} MB more) |`,
    `| 5 s later | ${rssSettled.toFixed(0)} MB (${(rssSettled - rssBefore1000).toFixed(0)} MB more) |`,
    `| after 2,000 different compare cards more (still bounded?) | ${rssAfter3000.toFixed(0)} MB (${signed(rssAfter3000 - rssSettled)} MB against 5 s after the 1,000) |`,
  ],
);
console.log(`Wrote ${resultsFile}`);
