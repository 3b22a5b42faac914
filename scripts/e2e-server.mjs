#!/usr/bin/env node
// Starts the built server for browser tests on a fresh temporary PGlite folder (DATA_DIR from
// playwright.config.ts; seeded on first start) and removes the folder when stopped.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR ?? path.join(tmpdir(), `hoopdex-e2e-${process.pid}`);
mkdirSync(dataDir, { recursive: true });
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/index.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      // The whole suite signs in from one address; the budgets stay, just wider.
      AUTH_ATTEMPT_LIMIT_FACTOR: '20',
      // Alert mails reach the outbox within a couple of seconds, not the default 30.
      ALERT_MAIL_INTERVAL_MS: '1500',
    },
  },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
