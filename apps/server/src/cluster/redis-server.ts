import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A Redis server of the cluster's own (never the machine's shared one), stoppable by tests. */
export interface OwnRedis {
  port: number;
  url: string;
  /** Stops it (SIGTERM, no persistence: it comes back empty, as after a crash). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

export function redisServerBinary(): string {
  return process.env.REDIS_SERVER_BIN ?? 'redis-server';
}

export async function startOwnRedis(port: number): Promise<OwnRedis> {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    child = spawn(
      redisServerBinary(),
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const proc = child;
    exited = new Promise((resolve) => proc.on('exit', () => resolve()));
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited (${proc.exitCode})`);
      if (Date.now() > deadline) throw new Error(`redis-server not answering on ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      if (child && child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.setTimeout(500);
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => {
      resolve(d.toString().startsWith('+PONG'));
      s.destroy();
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      resolve(false);
      s.destroy();
    });
  });
}
