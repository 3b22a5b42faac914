// `npm run bench:intel [-- --database intel_bench_large]`: prospect intelligence (decision 0008)
// on the large data, in this process (the server does the same work on the same data):
// 1. full comps recomputation: every league's season dataset and profiles, then the comps of
//    every rated player in both scopes; time and peak memory (max RSS of this process);
// 2. a 1,200-line box-score import (the league's last week of lines, written back as they are)
//    through importBoxScores (big games re-derived in its transaction) and
//    refreshIntelAfterImport (cache dropped, risers and comp profiles of the league computed):
//    the time until updated risers and comps are ready. Writes a RESULTS.md section.
// Seed the data first with `npm run bench -- --db postgres --scale large`; the import rewrites
// lines with their own values, so the data is left as it was.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { boxScoreColumns } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { createCache } from '../apps/server/src/lib/cache';
import { quoteCsv } from '../apps/server/src/lib/csv';
import { sqlRows } from '../apps/server/src/db/sql-rows';
import { importBoxScores } from '../apps/server/src/modules/box-score-import/box-score-import.service';
import { closestStats } from '../apps/server/src/modules/intel/comp-profile';
import { leagueProfiles, nearest } from '../apps/server/src/modules/intel/comps.service';
import { refreshIntelAfterImport } from '../apps/server/src/modules/intel/intel-refresh';
import { leagueRisers } from '../apps/server/src/modules/intel/risers.service';
import { resultsFile, writeSection } from './results-file';

const { values } = parseArgs({
  options: { database: { type: 'string', default: 'hoopdex_bench_large' } },
});
const url = `${process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432'}/${values.database}`;
const loadAtStart = os.loadavg()[0]?.toFixed(1);
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);
const mib = (kib: number) => (kib / 1024).toFixed(0);

const db = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
await db.migrate();
const deps = { db, cache: createCache() };
const leagues = await sqlRows<{ id: number; name: string }>(
  db.db,
  sql`select id, name from leagues order by id`,
);
const [{ players } = { players: 0 }] = await sqlRows<{ players: number }>(
  db.db,
  sql`select count(*)::int as players from players`,
);

// 1. Full comps recomputation.
let t0 = performance.now();
const pools = [];
for (const l of leagues) pools.push(await leagueProfiles(deps, l.id));
const profilesTook = seconds(t0);
const rated = pools.reduce((n, p) => n + p.rows.length, 0);
const t1 = performance.now();
let answers = 0;
for (const own of pools) {
  for (let i = 0; i < own.rows.length; i++) {
    for (const scope of [[own], pools]) {
      for (const c of nearest(own, i, scope, 10)) closestStats(own.rows[i]!, c.pool.rows[c.index]!);
      answers += 1;
    }
  }
}
const compsTook = seconds(t1);
const fullTook = seconds(t0);
const rssAfterComps = process.resourceUsage().maxRSS;
console.log(
  `comps: ${rated} rated players of ${players}; profiles ${profilesTook} s, comps ${compsTook} s, total ${fullTook} s; max RSS ${mib(rssAfterComps)} MiB`,
);

// 2. A 1,200-line import of the busiest league's last week.
const [busiest] = await sqlRows<{ id: number; name: string }>(
  db.db,
  sql`select l.id, l.name from leagues l join player_game_stats s on s.league_id = l.id
      group by l.id order by count(*) desc limit 1`,
);
if (!busiest)
  throw new Error('no box scores: seed with `npm run bench -- --db postgres --scale large`');
const lines = await sqlRows<Record<string, string | number>>(
  db.db,
  sql`select s.game_date::text as game_date, ${busiest.name} as league, h.name as home_team,
      a.name as away_team, g.home_score, g.away_score, p.slug as player, t.name as team,
      s.minutes, s.pts, s.fgm, s.fga, s.three_pm, s.three_pa, s.ftm, s.fta, s.oreb, s.dreb, s.reb,
      s.ast, s.st, s.blks, s.turnovers, s.fouls
    from player_game_stats s join games g on g.id = s.game_id join teams h on h.id = g.home_team_id
    join teams a on a.id = g.away_team_id join teams t on t.id = s.team_id
    join players p on p.id = s.player_id
    where s.league_id = ${busiest.id} order by s.game_date desc, s.id limit 1200`,
);
const csv = [
  boxScoreColumns.join(','),
  ...lines.map((l) => boxScoreColumns.map((c) => quoteCsv(String(l[c]))).join(',')),
].join('\r\n');
await leagueRisers(deps, busiest.id); // warm, as a running server would be
t0 = performance.now();
const outcome = await importBoxScores(db.db, csv);
if (!outcome.ok) throw new Error(`import refused: ${JSON.stringify(outcome.errors.slice(0, 3))}`);
const importTook = seconds(t0);
const t2 = performance.now();
await refreshIntelAfterImport(deps, outcome.leagueIds);
const refreshTook = seconds(t2);
const importTotal = seconds(t0);
const rss = process.resourceUsage().maxRSS;
console.log(
  `import of ${lines.length} lines: ${importTook} s (with big games), refresh ${refreshTook} s, total ${importTotal} s`,
);
await db.close();

writeSection(resultsFile, '## Prospect intelligence: recomputation (PostgreSQL 15, large data)', [
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end (the machine is shared).`,
  `Date: ${new Date().toISOString()}. Command: \`npm run bench:intel -- --database ${values.database}\`.`,
  '',
  '| step | figure |',
  '|---|---|',
  `| players / rated players with a season profile | ${players} / ${rated} |`,
  `| season datasets + profiles of every league | ${profilesTook} s |`,
  `| comps of every rated player, both scopes (${answers} answers, top 10 + matches) | ${compsTook} s |`,
  `| full comps recomputation (the two above) | **${fullTook} s** (target 60 s) |`,
  `| peak memory (max RSS of the process) after it | **${mib(rssAfterComps)} MiB** (target 1 GiB) |`,
  `| import of ${lines.length} lines of ${busiest.name} (write + big games, one transaction) | ${importTook} s |`,
  `| then risers and comp profiles of the league ready (refreshIntelAfterImport) | ${refreshTook} s |`,
  `| import to updated risers and comps | **${importTotal} s** (target 5 s) |`,
  `| peak memory at the end | ${mib(rss)} MiB |`,
]);
console.log(`Wrote ${resultsFile}`);
