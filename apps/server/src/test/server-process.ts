import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';

const entry = path.resolve(import.meta.dirname, '../index.ts');

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs `src/index.ts` as `npm start` would, with the given environment. */
export function runServer(env: Record<string, string>): ServerProcess {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export async function waitForHealth(port: number, proc: ServerProcess, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`server exited: ${proc.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy in time: ${proc.output()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/**
 * Fills `dataDir` with a copy of the run's migrated PGlite folder (global-setup), so an
 * entry-point test starts on an existing database instead of spending seconds on initdb.
 */
export function copyMigratedDataDir(dataDir: string): string {
  cpSync(inject('pgliteDataDir'), dataDir, { recursive: true });
  return dataDir;
}
