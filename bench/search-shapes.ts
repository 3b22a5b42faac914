// `npm run bench:search-shapes [-- --runs 3]`: the latency of the costliest search query shapes
// on the large data (100,000 players / 1,000,000 content items, PostgreSQL), each asked COLD:
// a fresh server per run, so neither the server's ranked-ids cache nor its response cache has
// the keyword. Issue #3: no shape over 100 ms. Seed the data first with
// `npm run bench -- --db postgres --scale large` (it seeds once). Writes a RESULTS.md section.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { resultsFile, writeSection } from './results-file';
import { waitForStatsWarm } from './scenarios';
import { startServer } from './server-process';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const url = `${process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432'}/hoopdex_bench_large`;

/** The first or last name most players share: the data decides which names are common. */
async function mostShared(client: pg.Client, column: 'firstname' | 'lastname') {
  const { rows } = await client.query<{ name: string; n: string }>(
    `select ${column} as name, count(*) as n from players group by 1 order by 2 desc limit 1`,
  );
  if (!rows[0]) throw new Error('no players: seed with `npm run bench -- --db postgres --scale large`');
  return { name: rows[0].name, count: Number(rows[0].n) };
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const [common, first] = [await mostShared(client, 'lastname'), await mostShared(client, 'firstname')];
await client.end();
const only = (...groups: string[]) => groups.map((g) => `&only[]=${g}`).join('');
const shapes: { label: string; path: string }[] = [
  { label: 'one letter `a`, players + videos', path: `/api/searchByKeyword?keyword=a` },
  { label: 'one letter `a`, all five groups', path: `/api/searchByKeyword?keyword=a${only('players', 'videos', 'creators', 'shows', 'articles')}` },
  { label: 'two letters `jo`, players + videos', path: `/api/searchByKeyword?keyword=jo` },
  { label: `a first name ${first.count} players share (\`${first.name}\`), players + videos`, path: `/api/searchByKeyword?keyword=${encodeURIComponent(first.name)}` },
  { label: `a last name ${common.count} players share (\`${common.name}\`), players + videos`, path: `/api/searchByKeyword?keyword=${encodeURIComponent(common.name)}` },
  { label: `that last name with a typo, players + videos`, path: `/api/searchByKeyword?keyword=${encodeURIComponent(`${common.name.slice(0, -1)}x`)}` },
  { label: 'a common word in titles (`highlights`), videos + articles', path: `/api/searchByKeyword?keyword=highlights${only('videos', 'articles')}` },
  { label: 'a typo of a famous name (`lebrom`), players + videos', path: `/api/searchByKeyword?keyword=lebrom` },
  { label: 'no match (`zzqx`), all five groups', path: `/api/searchByKeyword?keyword=zzqx${only('players', 'videos', 'creators', 'shows', 'articles')}` },
  { label: 'header suggestions (`jo`, players + creators)', path: `/api/searchByKeyword?keyword=jo${only('players', 'creators')}` },
  { label: 'players list by name (`searchForPlayers?q=jo`)', path: `/api/searchForPlayers?q=jo&limit=8` },
  { label: '100 characters', path: `/api/searchByKeyword?keyword=${'ab '.repeat(33)}a` },
  { label: 'SQL-looking text', path: `/api/searchByKeyword?keyword=${encodeURIComponent("'; drop table players; --")}` },
];

const timings = new Map<string, number[]>(shapes.map((s) => [s.label, []]));
for (let run = 0; run < runs; run++) {
  console.log(`run ${run + 1}/${runs}: fresh server`);
  const server = await startServer({ DATABASE_URL: url, SEED_ON_START: 'false' });
  try {
    // As a server in service: its start-up stats work done (it would compete with the searches)
    // and its database connections open. Only the keywords are new to it.
    await waitForStatsWarm(server.baseUrl);
    for (const shape of shapes) {
      const started = performance.now();
      const res = await fetch(server.baseUrl + shape.path);
      await res.arrayBuffer();
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${shape.path}: ${res.status}`);
      timings.get(shape.label)!.push(ms);
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${shape.label}`);
    }
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const table = ['| query shape | cold median ms | each run ms |', '|---|---|---|'];
for (const s of shapes) {
  const xs = timings.get(s.label)!;
  table.push(`| ${s.label} | ${median(xs).toFixed(1)} | ${xs.map((x) => x.toFixed(1)).join(', ')} |`);
}
const worst = Math.max(...[...timings.values()].flat());
writeSection(resultsFile, '## Search query shapes: PostgreSQL 15, large data, cold', [
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1)} at the end.`,
  `Date: ${new Date().toISOString()}. Command: \`npm run bench:search-shapes -- --runs ${runs}\`.`,
  'Each shape asked once per run on a freshly started server after its start-up stats work (no cached',
  'ranking or response for any keyword), one after another, over HTTP on loopback, so a figure is',
  'the whole call: ranking, page load, serialization. Target: every shape under 100 ms.',
  `Slowest single call: ${worst.toFixed(1)} ms.`,
  '',
  ...table,
]);
console.log(`\nWrote ${resultsFile}`);
