import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const entry = path.resolve(import.meta.dirname, '../index.ts');

/** One server process of a cluster: `src/index.ts` as `npm start` runs it, on its own port. */
export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed (pino lines), for a failure message. */
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM (drain, then exit) and wait for the exit. */
  stop(): Promise<number | null>;
}

export function startInstance(opts: {
  name: string;
  port: number;
  env: Record<string, string>;
  /** Echo its output with a name prefix (the CLI); tests keep it for failure messages. */
  echo?: boolean;
}): Instance {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      LOG_LEVEL: 'info',
      ...opts.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onData = (d: Buffer) => {
    const text = d.toString();
    out += text;
    if (opts.echo) process.stdout.write(text.replace(/^(?=.)/gm, `[${opts.name}] `));
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    name: opts.name,
    port: opts.port,
    child,
    output: () => out,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits for GET /api/health to answer 200 (or throws with the instance's output). */
export async function waitHealthy(instance: Instance, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) {
      throw new Error(
        `${instance.name} exited (${instance.child.exitCode}):\n${instance.output()}`,
      );
    }
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${instance.name} not healthy in ${ms} ms:\n${instance.output()}`);
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}
