import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { adminQuery } from './pg-admin';

/** PostgreSQL's programs (Debian: /usr/lib/postgresql/<version>/bin), or PG_BIN. */
const pgBin = (name: string) => path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', name);

export interface PrimaryWithReplica {
  primaryUrl: string;
  replicaUrl: string;
  stop(): void;
}

/**
 * A PostgreSQL primary and a streaming replica of its own, in `dir` on two ports: initdb, the
 * primary started with WAL for replication, the replica made with `pg_basebackup -R` (standby
 * mode, streaming from the primary) and started read-only. The machine's own cluster and its
 * configuration are never touched. PostgreSQL refuses to run as root, so as root every program
 * runs as the `postgres` user (runuser).
 */
export function startPrimaryWithReplica(opts: {
  dir: string;
  primaryPort: number;
  replicaPort: number;
}): PrimaryWithReplica {
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]]
      : [pgBin(bin), args];
    execFileSync(cmd, argv, { stdio: 'pipe' });
  };
  mkdirSync(opts.dir, { recursive: true });
  chmodSync(opts.dir, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(opts.dir, uid, gid);
  }
  const primary = path.join(opts.dir, 'primary');
  const replica = path.join(opts.dir, 'replica');
  const user = 'hoopdex';
  // Trust on the loopback only, replication included (initdb's pg_hba.conf has those lines).
  run('initdb', ['-D', primary, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const server = (port: number, extra = '') =>
    `-p ${port} -k ${opts.dir} -c listen_addresses=127.0.0.1 -c fsync=off ${extra}`;
  run('pg_ctl', [
    '-D',
    primary,
    '-l',
    path.join(opts.dir, 'primary.log'),
    '-o',
    server(opts.primaryPort, '-c wal_level=replica -c max_wal_senders=5'),
    '-w',
    'start',
  ]);
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(opts.primaryPort),
    '-U',
    user,
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  run('pg_ctl', [
    '-D',
    replica,
    '-l',
    path.join(opts.dir, 'replica.log'),
    '-o',
    server(opts.replicaPort, '-c hot_standby=on'),
    '-w',
    'start',
  ]);
  return {
    primaryUrl: `postgres://${user}@127.0.0.1:${opts.primaryPort}/${user}`,
    replicaUrl: `postgres://${user}@127.0.0.1:${opts.replicaPort}/${user}`,
    stop: () => {
      for (const d of [replica, primary]) {
        try {
          run('pg_ctl', ['-D', d, '-m', 'fast', '-w', 'stop']);
        } catch {
          /* already stopped */
        }
      }
    },
  };
}

/** The database `hoopdex` on the primary (initdb makes only `postgres` and the templates). */
export async function createReplicatedDatabase(primaryUrl: string): Promise<void> {
  const admin = new URL(primaryUrl);
  admin.pathname = '/postgres';
  await adminQuery(admin.toString(), 'create database hoopdex');
}
