import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyMigratedDataDir, freePort, runServer, waitForHealth } from './test/server-process';

// The start-up promises of the foundation issue, on the real entry point. The demo seed is off
// (SEED_ON_START=false) so each start takes seconds; seeding is covered by the seed tests.
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'hoopdex-start-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const base = { SEED_ON_START: 'false', HOST: '127.0.0.1' };

async function expectRefusal(env: Record<string, string>, pattern: RegExp) {
  const proc = runServer({ ...base, ...env });
  expect(await proc.exited).toBe(1);
  const lines = proc.output().trim().split('\n');
  expect(lines.at(-1)).toMatch(pattern);
  expect(proc.output()).not.toMatch(/^\s+at /m); // no stack trace
}

// Generous timeouts: each case compiles and starts the whole server in a child process, and CI
// runs other suites beside it on two cores. These check behaviour, not speed.
// Concurrent: each case is a child process that exits within seconds.
describe.concurrent('start-up refusals: one line saying what to fix', { timeout: 180_000 }, () => {
  it('names a bad variable', async () => {
    await expectRefusal({ PORT: 'eighty', DATA_DIR: tempDir() }, /^hoopdex: Invalid configuration: PORT: /);
  });

  it('names an unreachable DATABASE_URL without its password', async () => {
    const proc = runServer({ ...base, DATABASE_URL: 'postgres://u:secret@127.0.0.1:1/nope' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/Cannot connect to DATABASE_URL \(postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/nope\)/);
    expect(proc.output()).not.toContain('secret');
  });

  it('names an unwritable DATA_DIR', async () => {
    await expectRefusal({ DATA_DIR: '/proc/hoopdex-data', PORT: '0' }, /DATA_DIR \/proc\/hoopdex-data is not writable/);
  });

  it('names a port in use', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((r) =>
      blocker.listen(0, '127.0.0.1', () => r((blocker.address() as { port: number }).port)),
    );
    try {
      await expectRefusal({ DATA_DIR: tempDir(), PORT: String(port) }, new RegExp(`Port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });
});

describe('running, restarting and stopping', { timeout: 300_000 }, () => {
  it('refuses a second server on the same DATA_DIR, stops gracefully, restarts on kept data', async () => {
    const dataDir = copyMigratedDataDir(tempDir());
    const port = await freePort();
    const first = runServer({ ...base, DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, first);

    await expectRefusal(
      { DATA_DIR: dataDir, PORT: String(await freePort()) },
      /DATA_DIR .* is in use by another Hoopdex server \(pid \d+\)/,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/SIGTERM received: finishing in-flight requests/);

    const again = runServer({ ...base, DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, again);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      data: unknown;
    };
    expect(health.data).toEqual({ status: 'ok', database: 'pglite' });
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });
});
