import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './scripts/chromium-args';

// Browser tests run the real built server on a fresh temporary database (seeded demo data),
// on a free port (another process may hold 3000), in Debian's Chromium: never a downloaded one.
if (!process.env.E2E_PORT) {
  // Picked once in the runner; workers inherit it through the environment.
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
if (!process.env.E2E_DATA_DIR) {
  // The server's fresh data folder; tests read mails from its outbox/ (no SMTP in tests).
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'hoopdex-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const widths = [375, 800, 1280] as const;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/e2e-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    // Measured on 2 cores (14 tests at 1280 px): recording a trace of every test and running the
    // skeletons' shimmer took ~30 % of the suite's CPU (469 -> 330 CPU-seconds, 246 -> 178 s).
    // A failed test is retried in CI and its retry records the trace; the site honours reduced
    // motion (global.css), so the pages are the same but for the animations.
    trace: 'on-first-retry',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: widths.map((width) => ({
    name: `w${width}`,
    use: { viewport: { width, height: width < 800 ? 780 : 900 } },
    // The phone walk is a 375 px test by nature: not run (rather than skipped) at other widths,
    // so a CI run stays at 0 skipped. The found-board film test uploads one film to a game and
    // checks 1280 and 375 px itself (one film per game): it runs in the 1280 project only. The
    // season import runs at 375 and 1280 px only (a real season each time).
    testIgnore: [
      ...(width === 375 ? [] : [/phone-layout\.spec\.ts/]),
      ...(width === 1280 ? [] : [/film-found-board\.spec\.ts/]),
      // A whole season through the import page: the 375 and 1280 px layouts (the task's two).
      // The server-rendering checks (decision 0037) read the HTML the server sends, which is the
      // same at every width, and hydration, which every other spec's pages go through at 800 px
      // too: the phone and the desktop (the two) are enough. They were 14 % of the
      // suite's test time at three widths.
      ...(width === 800
        ? [/box-score-import-job\.spec\.ts/, /ssr\.spec\.ts/, /ssr-signed-in\.spec\.ts/]
        : []),
    ],
  })),
  // E2E_CLUSTER=1: the same tests against two instances behind nginx on PostgreSQL and Redis
  // (`npm run cluster`, on a fresh database dropped afterwards; needs the local PostgreSQL).
  webServer: {
    command: process.env.E2E_CLUSTER
      ? `npx tsx apps/server/src/cluster/cluster-cli.ts --instances 2 --port ${port} --fresh-database`
      : 'node scripts/e2e-server.mjs',
    // Ready, not just alive: the stats, Value boards and first backtests are computed before the
    // first test, so they do not compete with the first tests on PGlite (one query at a time).
    url: `${baseURL}/api/health/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The cluster stops what it started and drops its database on SIGTERM (the default is SIGKILL).
    ...(process.env.E2E_CLUSTER
      ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 } }
      : {}),
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ...(process.env.E2E_CLUSTER
        ? { AUTH_ATTEMPT_LIMIT_FACTOR: '20', RATE_LIMIT_PER_MINUTE: '0' }
        : {}),
    },
  },
});
