// `npm run bench:value [-- --db pglite|postgres]`: Hoopdex Value (decision 0030).
// 1. GET /api/players/{slug}/value at 1,000 req/s for 10 s over the 50 trending players (cached public read;
//    goal p99 ≤ 20 ms), after one cold read of each;
// 2. recomputing every value of the demo world (recomputeValues: every player with games, as
//    after an import; goal ≤ 30 s), in this process on the same data once the server is stopped
//    (PGlite's folder is locked while it runs). Also prints the top college values against On3's
//    NIL 100 range. Writes its own "## Hoopdex Value" section of bench/RESULTS.md.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { sqlRows } from '../apps/server/src/db/sql-rows';
import { recomputeValues } from '../apps/server/src/modules/value/index';
import { ON3_REFERENCE } from '../apps/server/src/modules/value/value-method';
import { pacedLoad } from './paced-load';
import { resultsFile, writeSection } from './results-file';
import { waitForStatsWarm } from './scenarios';
import { startServer } from './server-process';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'pglite' } } });
const root = path.resolve(import.meta.dirname, '..');
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/hoopdex_bench_demo';
const dataDir = path.join(root, 'bench/.tmp/pglite-demo');
const env: Record<string, string> =
  values.db === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
const loadAtStart = os.loadavg()[0]?.toFixed(1);

// 1. One player's value under load.
const server = await startServer(env);
const { baseUrl } = server;
await waitForStatsWarm(baseUrl);
const list = (await (
  await fetch(`${baseUrl}/api/players?limit=50&sort=${encodeURIComponent('{"trending_rank":"asc"}')}`)
).json()) as { data: { slug: string }[] };
const paths = list.data.map((p) => `/api/players/${p.slug}/value`);
/** Each path's first (uncached) answer, one at a time, sorted. */
async function coldReads(urls: string[]) {
  const times: number[] = [];
  for (const p of urls) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}${p}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}
// Without the ledger first (compare's read), so the whole answers cannot lean on anything of it.
const coldSummary = await coldReads(paths.map((p) => `${p}?ledger=none`));
const cold = await coldReads(paths);
await pacedLoad({ name: 'warm', baseUrl, paths, rate: 500, seconds: 3 });
const load = await pacedLoad({ name: 'player value', baseUrl, paths, rate: 1000, seconds: 10 });
await server.stop();
console.log(
  `value: cold p50 ${cold[Math.floor(cold.length / 2)]!.toFixed(0)} ms, max ${cold.at(-1)!.toFixed(0)} ms; 1,000 req/s p99 ${load.p99.toFixed(1)} ms (${load.errors} errors)`,
);

// 2. Every value recomputed, in this process.
const db = await openDatabase(values.db === 'postgres' ? { databaseUrl } : { dataDir });
const t0 = performance.now();
const { players } = await recomputeValues(db.db);
const recomputeSeconds = (performance.now() - t0) / 1000;
const top = await sqlRows<{ name: string; league: string; value: number }>(
  db.db,
  sql`select p.firstname || ' ' || p.lastname as name, l.name as league, v.value
    from player_values v join players p on p.id = v.player_id join leagues l on l.id = p.league_id
    where l.level = 'college' order by v.value desc limit 5`,
);
await db.close();
console.log(`recompute: ${players} players in ${recomputeSeconds.toFixed(1)} s`);
for (const t of top) console.log(`  ${t.name} (${t.league}): $${t.value.toLocaleString('en-US')}`);

const inRange = top.every((t) => t.value >= ON3_REFERENCE.low && t.value <= ON3_REFERENCE.high);
writeSection(resultsFile, '## Hoopdex Value', [
  `${new Date().toISOString().slice(0, 10)}, \`npm run bench:value -- --db ${values.db}\`, demo data, ${os.cpus().length} cores, load average ${loadAtStart} at start.`,
  '',
  '| Measure | Goal | Result |',
  '|---|---|---|',
  `| GET /api/players/{slug}/value, 1,000 req/s for 10 s over 50 players, p99 | ≤ 20 ms | ${load.p99.toFixed(1)} ms (p50 ${load.p50.toFixed(1)}, max ${load.max.toFixed(0)}, ${load.errors} errors) |`,
  `| Same, first (cold) read of each player, p50 / max | – | ${cold[Math.floor(cold.length / 2)]!.toFixed(0)} / ${cold.at(-1)!.toFixed(0)} ms |`,
  `| First read without the ledger (\`?ledger=none\`, compare's), p50 / max | – | ${coldSummary[Math.floor(coldSummary.length / 2)]!.toFixed(0)} / ${coldSummary.at(-1)!.toFixed(0)} ms |`,
  `| Recompute every value (${players} players with games) | ≤ 30 s | ${recomputeSeconds.toFixed(1)} s |`,
  `| Top 5 college values within On3's NIL 100 basketball range ($${ON3_REFERENCE.low.toLocaleString('en-US')}–$${ON3_REFERENCE.high.toLocaleString('en-US')}) | all | ${inRange ? 'yes' : 'no'}: ${top.map((t) => `$${t.value.toLocaleString('en-US')}`).join(', ')} |`,
]);
