// `npm run bench:ask-shapes [-- --runs 3]`: Ask Hoopdex (issue 17), each question shape asked
// COLD on the large PostgreSQL data: a fresh server per run (after its start-up stats work, as
// a server in service), so no answer, name lookup or single-game query is cached. Seed the data
// first with `npm run bench -- --db postgres --scale large`. Writes a RESULTS.md section.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { askMeasureShapes, askPath, askShapes, type AskShape } from './ask-questions';
import { resultsFile, writeSection } from './results-file';
import { waitForStatsWarm } from './scenarios';
import { startServer } from './server-process';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const url = `${process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432'}/hoopdex_bench_large`;

let shapes: AskShape[] = [];
const timings = new Map<string, number[]>();
for (let run = 0; run < runs; run++) {
  console.log(`run ${run + 1}/${runs}: fresh server`);
  const server = await startServer({ DATABASE_URL: url, SEED_ON_START: 'false' });
  try {
    await waitForStatsWarm(server.baseUrl);
    if (!shapes.length) {
      const trending = await (
        await fetch(
          `${server.baseUrl}/api/players?limit=2&sort=${encodeURIComponent('{"trending_rank":"asc"}')}&filter=${encodeURIComponent('{"trending_rank":{"ne":null}}')}`,
        )
      ).json();
      shapes = [
        ...askShapes((trending as { data: { firstname: string; lastname: string }[] }).data),
        ...askMeasureShapes,
      ];
    }
    for (const shape of shapes) {
      const started = performance.now();
      const res = await fetch(server.baseUrl + askPath(shape.question));
      const body = (await res.json()) as { data?: { answer?: string } };
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${shape.question}: ${res.status}`);
      timings.set(shape.label, [...(timings.get(shape.label) ?? []), ms]);
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${shape.label}: ${body.data?.answer ?? ''}`);
    }
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const table = ['| question shape | question | cold median ms | each run ms |', '|---|---|---|---|'];
for (const s of shapes) {
  const xs = timings.get(s.label)!;
  table.push(
    `| ${s.label} | \`${s.question.replace(/\|/g, '\\|')}\` | ${median(xs).toFixed(1)} | ${xs.map((x) => x.toFixed(1)).join(', ')} |`,
  );
}
const slowest = shapes.reduce((w, s) =>
  median(timings.get(s.label)!) > median(timings.get(w.label)!) ? s : w,
);
writeSection(resultsFile, '## Ask Hoopdex question shapes: PostgreSQL 15, large data, cold', [
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1)} at the end.`,
  `Date: ${new Date().toISOString()}. Command: \`npm run bench:ask-shapes -- --runs ${runs}\`.`,
  'Each shape asked once per run on a freshly started server after its start-up stats work (no cached',
  'answer, name lookup or game query for any question), one after another, over HTTP on loopback.',
  `Slowest shape cold: ${slowest.label}, median ${median(timings.get(slowest.label)!).toFixed(1)} ms.`,
  '',
  ...table,
]);
console.log(`\nWrote ${resultsFile}`);
