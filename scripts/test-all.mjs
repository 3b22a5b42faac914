#!/usr/bin/env node
// `npm test`: every suite in order, then one closing line 'N passed, N failed'.
// typecheck → lint → unit + API tests on PGlite → API tests on PostgreSQL (TEST_DATABASE_URL)
// → cluster (nginx, PostgreSQL, Redis) → web build → browser tests in Chromium → their follow,
// like and notes flows again through nginx in front of two instances. Under CI=true a suite that
// cannot run is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const t0 = Date.now();
const problems = [];

const durations = [];
const leftovers = [];

// Processes a suite may start (servers, nginx, a Redis, media tools, a browser). One still
// running after its suite ended would take CPU from every later suite on a 2-core machine.
const ours = /(apps\/server\/src|scripts\/e2e-server|cluster-cli|nginx|redis-server|tesseract|ffmpeg|chromium)/;
// Only this checkout's: its working folder is in the repository (another checkout on the same
// machine runs its own suites).
const startedHere = (pid) => {
  try {
    const cwd = readlinkSync(`/proc/${pid}/cwd`);
    return cwd === root || cwd.startsWith(root + path.sep);
  } catch {
    return false;
  }
};
const processes = () =>
  new Map(
    spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => line.trim().match(/^(\d+) (.*)$/))
      .filter((m) => m && ours.test(m[2]) && startedHere(Number(m[1])))
      .map((m) => [Number(m[1]), m[2]]),
  );

/** Stops what `label` left running (seen twice, 3 s apart) and names it in the closing lines. */
function stopLeftovers(label, before) {
  const left = () => [...processes()].filter(([pid]) => !before.has(pid) && pid !== process.pid);
  if (!left().length) return;
  spawnSync('sleep', ['3']);
  for (const [pid, args] of left()) {
    leftovers.push(`${label} left running: ${args.slice(0, 160)}`);
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // It ended on its own meanwhile.
    }
  }
}

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const before = processes();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = (Date.now() - started) / 1000;
  durations.push(`${label}: ${seconds.toFixed(0)} s`);
  console.log(`  (${label}: ${seconds.toFixed(0)} s)`);
  stopLeftovers(label, before);
  if (res.status !== 0) problems.push(`${label} exited with ${res.status ?? res.signal}`);
  return res.status === 0;
}

function count(label, file, read) {
  if (!existsSync(file)) {
    problems.push(`${label} wrote no results`);
    totals.failed += 1;
    return;
  }
  const c = read(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`  ${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  for (const name of c.failedNames()) problems.push(`${label}: ${name}`);
  if (c.passed + c.failed === 0) problems.push(`${label} ran no test`);
  for (const k of Object.keys(totals)) totals[k] += c[k];
}

// Each suite's failed tests are named again in the closing lines, so the tail of a CI log (often
// all that is kept) says which test failed, not only how many.
const vitestCounts = (j) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests,
  skipped: j.numPendingTests + (j.numTodoTests ?? 0),
  failedNames: () =>
    j.testResults.flatMap((file) =>
      file.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${path.relative(root, file.name)} › ${a.fullName}`),
    ),
});

const npx = (...args) => ['npx', args];

/** Every spec of a Playwright JSON report, through its nested suites, with its title path. */
function* playwrightSpecs(suites, titles = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) yield { spec, titles: [...here, spec.title] };
    yield* playwrightSpecs(suite.suites, here);
  }
}

const playwrightCounts = (j) => ({
  passed: j.stats.expected + j.stats.flaky,
  failed: j.stats.unexpected,
  skipped: j.stats.skipped,
  failedNames: () =>
    [...playwrightSpecs(j.suites)].flatMap(({ spec, titles }) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => `[${t.projectName}] ${titles.join(' › ')}`),
    ),
});

/** A vitest run whose JSON report (in .tmp/`file`) is added to the totals. */
function vitestSuite(label, file, args = [], env = {}) {
  const out = path.join(tmp, file);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  run(label, ...npx('vitest', 'run', ...args, ...reporters), env);
  count(label, out, vitestCounts);
}

/** A Playwright run whose JSON report (in .tmp/`file`) is added to the totals. */
function playwrightSuite(label, file, args = [], env = {}) {
  const out = path.join(tmp, file);
  run(label, ...npx('playwright', 'test', ...args, '--reporter=list,json'), {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  count(label, out, playwrightCounts);
}

/** Runs a command beside others, its output kept and printed whole when it ends. */
function runBeside(label, cmd, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      console.log(
        `\n▶ ${label}: ${cmd} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(0)} s)\n${out}`,
      );
      if (code !== 0) problems.push(`${label} exited with ${code}`);
      resolve(code === 0);
    });
  });
}

// Typecheck and lint are single-threaded: side by side they take the time of the longer one.
for (const ok of await Promise.all([
  runBeside('typecheck', 'npm', ['run', 'typecheck', '--silent']),
  runBeside('lint', ...npx('eslint', '.', '--max-warnings=0')),
])) {
  if (ok) totals.passed += 1;
  else totals.failed += 1;
}

vitestSuite('unit + API (PGlite)', 'vitest-pglite.json');

if (process.env.TEST_DATABASE_URL) {
  vitestSuite('API (PostgreSQL)', 'vitest-postgres.json', ['--project', 'server-postgres'], {
    TEST_DB_KIND: 'postgres',
  });
} else if (ci) {
  problems.push('TEST_DATABASE_URL is not set: the PostgreSQL suite cannot be skipped under CI');
  totals.failed += 1;
} else {
  console.log('\n(skipping the PostgreSQL suite: set TEST_DATABASE_URL to run it)');
}

// The cluster suite (issue 14): server processes behind nginx on PostgreSQL and a Redis of its
// own. Its tests find their services themselves and, under CI=true, fail when one is missing.
if (process.env.TEST_DATABASE_URL || ci) {
  vitestSuite('cluster (nginx + PostgreSQL + Redis)', 'vitest-cluster.json', [
    '--config',
    'apps/server/vitest.cluster.config.ts',
  ]);
} else {
  console.log('\n(skipping the cluster suite: set TEST_DATABASE_URL to run it)');
}

if (existsSync(chrome)) {
  if (run('web build', 'npm', ['run', 'build', '--silent'])) {
    playwrightSuite('browser (Playwright, Chromium)', 'playwright.json');
    // Issue 14: the follow, like and scouting-note flows again, through nginx in front of two
    // instances on PostgreSQL and Redis, where a reload may be answered by the other instance.
    if (process.env.TEST_DATABASE_URL || ci) {
      playwrightSuite(
        'browser through nginx (2 instances)',
        'playwright-cluster.json',
        [
          'e2e/accounts.spec.ts',
          'e2e/read.spec.ts',
          'e2e/explorer.spec.ts',
          '--project',
          'w800',
          '--grep',
          'follow|like|note',
        ],
        { E2E_CLUSTER: '1' },
      );
    }
  } else totals.failed += 1;
} else if (ci) {
  problems.push(`Chromium not found at ${chrome}: the browser suite cannot be skipped under CI`);
  totals.failed += 1;
} else {
  console.log(`\n(skipping browser tests: no Chromium at ${chrome}; set CHROME_PATH)`);
}

// The tail of a CI log is often all that is kept: each suite's time and anything left running.
console.log('');
for (const d of durations) console.log(`  ${d}`);
for (const l of leftovers) console.log(`! ${l}`);
for (const p of problems) console.log(`✗ ${p}`);
if (problems.length && totals.failed === 0) totals.failed = problems.length;
console.log(`(npm test took ${((Date.now() - t0) / 60000).toFixed(1)} min)`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
