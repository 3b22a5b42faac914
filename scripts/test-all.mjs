#!/usr/bin/env node
// `npm test`: every suite in order, then one closing line 'N passed, N failed'.
// typecheck → lint → unit + API tests on PGlite → API tests on PostgreSQL (TEST_DATABASE_URL)
// → cluster (nginx, PostgreSQL, Redis) → web build → browser tests in Chromium. Under CI=true a suite that cannot run is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`  (${label}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
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
  if (c.passed + c.failed === 0) problems.push(`${label} ran no test`);
  for (const k of Object.keys(totals)) totals[k] += c[k];
}

const vitestCounts = (j) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests,
  skipped: j.numPendingTests + (j.numTodoTests ?? 0),
});

const npx = (...args) => ['npx', args];

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

const pgliteOut = path.join(tmp, 'vitest-pglite.json');
run(
  'unit + API (PGlite)',
  ...npx(
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgliteOut}`,
  ),
);
count('unit + API (PGlite)', pgliteOut, vitestCounts);

if (process.env.TEST_DATABASE_URL) {
  const pgOut = path.join(tmp, 'vitest-postgres.json');
  run(
    'API (PostgreSQL)',
    ...npx(
      'vitest',
      'run',
      '--project',
      'server-postgres',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgOut}`,
    ),
    { TEST_DB_KIND: 'postgres' },
  );
  count('API (PostgreSQL)', pgOut, vitestCounts);
} else if (ci) {
  problems.push('TEST_DATABASE_URL is not set: the PostgreSQL suite cannot be skipped under CI');
  totals.failed += 1;
} else {
  console.log('\n(skipping the PostgreSQL suite: set TEST_DATABASE_URL to run it)');
}

// The cluster suite (issue 14): server processes behind nginx on PostgreSQL and a Redis of its
// own. Its tests find their services themselves and, under CI=true, fail when one is missing.
if (process.env.TEST_DATABASE_URL || ci) {
  const clusterOut = path.join(tmp, 'vitest-cluster.json');
  run(
    'cluster (nginx + PostgreSQL + Redis)',
    ...npx(
      'vitest',
      'run',
      '--config',
      'apps/server/vitest.cluster.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${clusterOut}`,
    ),
  );
  count('cluster', clusterOut, vitestCounts);
} else {
  console.log('\n(skipping the cluster suite: set TEST_DATABASE_URL to run it)');
}

if (existsSync(chrome)) {
  if (run('web build', 'npm', ['run', 'build', '--silent'])) {
    const e2eOut = path.join(tmp, 'playwright.json');
    run('browser (Playwright, Chromium)', ...npx('playwright', 'test', '--reporter=list,json'), {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut,
    });
    count('browser', e2eOut, (j) => ({
      passed: j.stats.expected + j.stats.flaky,
      failed: j.stats.unexpected,
      skipped: j.stats.skipped,
    }));
  } else totals.failed += 1;
} else if (ci) {
  problems.push(`Chromium not found at ${chrome}: the browser suite cannot be skipped under CI`);
  totals.failed += 1;
} else {
  console.log(`\n(skipping browser tests: no Chromium at ${chrome}; set CHROME_PATH)`);
}

console.log('');
for (const p of problems) console.log(`✗ ${p}`);
if (problems.length && totals.failed === 0) totals.failed = problems.length;
console.log(`(npm test took ${((Date.now() - t0) / 60000).toFixed(1)} min)`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
