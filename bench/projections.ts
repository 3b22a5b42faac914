// `npm run bench:projections [-- --seconds 10]`: projections (issue 32, decision 0026).
// 1. WNBA: the three real seasons imported into an in-memory PGlite through the importer
//    (create_missing), then the full walk-forward backtest of each season timed, and 2024's
//    accuracy tables (2022 and 2023 as history).
// 2. Demo world (PGlite, as `npm start` seeds it): one player's projection p99 at 1,000 req/s
//    (cached, as served), the cold (uncached) projection time, the full backtest of each league's
//    newest season timed, and its accuracy tables.
// Writes the "## Projections" section of bench/RESULTS.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { sqlRows } from '../apps/server/src/db/sql-rows';
import { importBoxScores } from '../apps/server/src/modules/box-score-import/box-score-import.service';
import { backtestSeason } from '../apps/server/src/modules/projections/index';
import { accuracyTables } from '../apps/server/src/modules/projections/accuracy-table';
import { pacedLoad } from './paced-load';
import { resultsFile, writeSection } from './results-file';
import { waitForStatsWarm } from './scenarios';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    /** `wnba`: the real seasons only (a few minutes, no server); the section says the rest was not run. */
    only: { type: 'string' },
  },
});
const wnbaOnly = values.only === 'wnba';
const root = path.resolve(import.meta.dirname, '..');
const realdata = path.resolve(root, '../shared/realdata');
const loadAtStart = os.loadavg()[0]?.toFixed(1);
const secs = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);
const out: string[] = [];

// 1. WNBA, in-process.
{
  // A throw-away PGlite folder (an in-memory PGlite does not load the pg_trgm extension here).
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-projections-'));
  const db = await openDatabase({ dataDir: tmp });
  await db.migrate();
  for (const y of [2022, 2023, 2024]) {
    const csv = readFileSync(path.join(realdata, `wnba-${y}/wnba-${y}-box-scores.csv`), 'utf8');
    const outcome = await importBoxScores(db.db, csv, { createMissing: true });
    if (!outcome.ok) throw new Error(`import ${y}: ${JSON.stringify(outcome.errors.slice(0, 3))}`);
  }
  const seasons = await sqlRows<{ id: number; league_id: number; label: string }>(
    db.db,
    sql`select id, league_id, label from seasons order by start_date`,
  );
  const times: string[] = [];
  let table: string[] = [];
  for (const s of seasons) {
    const t0 = performance.now();
    const result = await backtestSeason(db.db, s.league_id, s.id);
    times.push(`${s.label} ${secs(t0)} s (${result.asOfDates.length} as-of dates)`);
    if (s.label === '2024') table = accuracyTables(result.rows);
  }
  console.log(`WNBA backtests: ${times.join(', ')}`);
  out.push(
    '### WNBA 2024 (2022 and 2023 as history), real data',
    '',
    `Full backtest of one league season (PGlite in this process, lines read and every as-of date projected and scored): ${times.join('; ')} (target ≤ 60 s).`,
    ...table,
    '',
  );
  await db.close();
  rmSync(tmp, { recursive: true, force: true });
}

// 2. Demo world, through the real server.
const dataDir = path.join(root, 'bench/.tmp/pglite-demo');
const demoTables: string[] = [];
let load;
const cold: number[] = [];
const demoTimes: string[] = [];
if (!wnbaOnly) {
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    await waitForStatsWarm(server.baseUrl);
    // The backtests run as jobs after start-up: wait until every league has one.
    const leagues = (
      (await (await fetch(`${server.baseUrl}/api/organizations`)).json()) as {
        data: { id: number }[];
      }
    ).data;
    const deadline = Date.now() + 10 * 60_000;
    let available: { league: { id: number; name: string }; season: string }[] = [];
    while (Date.now() < deadline) {
      const res = await fetch(`${server.baseUrl}/api/projections/accuracy`);
      if (res.ok) {
        available = ((await res.json()) as { data: { available: typeof available } }).data
          .available;
        if (leagues.every((l) => available.some((a) => a.league.id === l.id))) break;
      }
      await new Promise((r) => setTimeout(r, 5_000));
    }
    await new Promise((r) => setTimeout(r, 3_000)); // let the last job's work settle
    const players = (
      (await (
        await fetch(
          `${server.baseUrl}/api/players?limit=40&sort=${encodeURIComponent('{"name":"asc"}')}`,
        )
      ).json()) as {
        data: { slug: string }[];
      }
    ).data.map((p) => p.slug);
    // Cold: each player's first projection (nothing cached for it).
    for (const slug of players.slice(0, 20)) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}/api/players/${slug}/projection`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${slug}: ${res.status}`);
      cold.push(performance.now() - t0);
    }
    const one = `/api/players/${players[0]}/projection`;
    await pacedLoad({ name: 'warm', baseUrl: server.baseUrl, paths: [one], rate: 300, seconds: 3 });
    load = await pacedLoad({
      name: 'one player projection',
      baseUrl: server.baseUrl,
      paths: [one],
      rate: 1000,
      seconds: Number(values.seconds),
    });
    console.log(`projection p99 ${load.p99.toFixed(1)} ms at 1,000 req/s (${load.errors} errors)`);
    for (const a of available.filter(
      (x, i, all) => all.findIndex((y) => y.league.id === x.league.id) === i,
    )) {
      const res = await fetch(
        `${server.baseUrl}/api/projections/accuracy?league=${a.league.id}&season=${encodeURIComponent(a.season)}`,
      );
      const acc = (
        (await res.json()) as {
          data: { rows: Parameters<typeof accuracyTables>[0]; as_of_dates: string[] };
        }
      ).data;
      demoTables.push(
        `#### ${a.league.name} ${a.season} (${acc.as_of_dates.length} as-of dates)`,
        ...accuracyTables(acc.rows),
        '',
      );
    }
  } finally {
    await server.stop();
  }

  // The demo leagues' newest seasons, backtested in this process (the server is stopped).
  {
    const db = await openDatabase({ dataDir });
    const seasons = await sqlRows<{ id: number; league_id: number; label: string; name: string }>(
      db.db,
      sql`select distinct on (s.league_id) s.id, s.league_id, s.label, l.name from seasons s
        join leagues l on l.id = s.league_id
        where exists (select 1 from player_game_stats p where p.season_id = s.id)
        order by s.league_id, s.start_date desc`,
    );
    for (const s of seasons) {
      const t0 = performance.now();
      await backtestSeason(db.db, s.league_id, s.id);
      demoTimes.push(`${s.name} ${s.label} ${secs(t0)} s`);
    }
    await db.close();
  }
  console.log(`demo backtests: ${demoTimes.join(', ')}`);
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
writeSection(resultsFile, '## Projections', [
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end (the machine is shared).`,
  `Date: ${new Date().toISOString()}. Command: \`npm run bench:projections${wnbaOnly ? ' -- --only wnba' : ''}\`. Model and goals: docs/decisions/0026-projections.md.`,
  '',
  ...(wnbaOnly
    ? [
        'Run with `--only wnba`: the demo world (load, cold projection, its backtests and tables) was not run.',
        '',
      ]
    : []),
  ...(wnbaOnly
    ? []
    : [
        '| figure | value |',
        '|---|---|',
        `| one player's projection, cached, 1,000 req/s for ${values.seconds} s (PGlite demo) | p50 ${load?.p50.toFixed(1)} / p99 **${load?.p99.toFixed(1)} ms** / max ${load?.max.toFixed(0)} ms, ${load?.errors} errors (target p99 ≤ 20 ms) |`,
        `| a projection computed cold (20 players, first request each) | median ${pct(cold, 50).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms |`,
        `| full backtest of the demo leagues' newest seasons | ${demoTimes.join('; ')} (target ≤ 60 s each) |`,
      ]),
  '',
  ...out,
  ...(wnbaOnly ? [] : ['### Demo world', '', ...demoTables]),
]);
console.log(`Wrote ${resultsFile}`);
