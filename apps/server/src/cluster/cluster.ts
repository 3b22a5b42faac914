import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startInstance, waitHealthy, type Instance } from './instance';
import { startNginx, type Nginx } from './nginx';
import { createReplicatedDatabase, startPrimaryWithReplica } from './pg-replica';
import { startOwnRedis, type OwnRedis } from './redis-server';

/** deploy/nginx/hoopdex.conf's fail_timeout. */
const NGINX_FAIL_TIMEOUT_MS = 2_000;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ClusterOptions {
  instances: number;
  /** The primary; ignored with `replica` (which makes a primary of its own). */
  databaseUrl?: string;
  /** A PostgreSQL primary + streaming replica of the cluster's own (pg_basebackup). */
  replica?: boolean;
  /** nginx's port (free one when omitted). */
  port?: number;
  /** Extra environment of every instance. */
  env?: Record<string, string>;
  /** Extra environment of instance i (0-based), e.g. a DATA_DIR of its own. */
  instanceEnv?: (i: number) => Record<string, string>;
  echo?: boolean;
  webDist?: string;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  replicaUrl?: string | undefined;
  instances: Instance[];
  redis: OwnRedis;
  nginx: Nginx;
  /**
   * SIGTERM instance i (it drains), wait for its exit, start it again on its port, and wait until
   * nginx takes it back: a rolling restart calls this for each instance in turn.
   */
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * N server processes on one PostgreSQL (optionally with a read replica) and a Redis of the
 * cluster's own, behind nginx running deploy/nginx/hoopdex.conf. Every resource lives in a temp
 * folder and on free ports; stop() ends what start made.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoopdex-cluster-'));
  chmodSync(dir, 0o755); // PostgreSQL's own user must reach the replica's folders inside
  const undo: (() => unknown)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const u of undo.reverse()) await Promise.resolve(u()).catch(() => undefined);
  };
  try {
    let databaseUrl = opts.databaseUrl;
    let replicaUrl: string | undefined;
    if (opts.replica) {
      const pg = startPrimaryWithReplica({
        dir: path.join(dir, 'pg'),
        primaryPort: await freePort(),
        replicaPort: await freePort(),
      });
      undo.push(() => pg.stop());
      await createReplicatedDatabase(pg.primaryUrl);
      databaseUrl = pg.primaryUrl;
      replicaUrl = pg.replicaUrl;
    }
    if (!databaseUrl) throw new Error('startCluster needs databaseUrl or replica: true');
    const redis = await startOwnRedis(await freePort());
    undo.push(() => redis.stop());

    const frontPort = opts.port ?? (await freePort());
    const env: Record<string, string> = {
      // The address people use (sign-in checks the Origin against it; links in mails).
      PUBLIC_URL: `http://127.0.0.1:${frontPort}`,
      DATABASE_URL: databaseUrl,
      ...(replicaUrl ? { DATABASE_REPLICA_URL: replicaUrl } : {}),
      REDIS_URL: redis.url,
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_MS: '1000',
      ...opts.env,
    };
    const ports = await Promise.all(Array.from({ length: opts.instances }, () => freePort()));
    const envOf = (i: number) => ({ ...env, ...opts.instanceEnv?.(i) });
    const instances = ports.map((port, i) =>
      startInstance({ name: `hoopdex-${i + 1}`, port, env: envOf(i), echo: opts.echo }),
    );
    undo.push(() => Promise.all(instances.map((i) => i.stop())));
    await Promise.all(instances.map((i) => waitHealthy(i)));

    const nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      port: frontPort,
      upstreamPorts: ports,
      webDist: opts.webDist ?? path.join(repoRoot, 'apps/web/dist'),
    });
    undo.push(() => nginx.stop());

    return {
      url: nginx.url,
      databaseUrl,
      replicaUrl,
      instances,
      redis,
      nginx,
      async restart(i) {
        const old = instances[i]!;
        await old.stop();
        const next = startInstance({
          name: old.name,
          port: old.port,
          env: envOf(i),
          echo: opts.echo,
        });
        instances[i] = next;
        await waitHealthy(next);
        // nginx left it out after its refused connections for fail_timeout (2 s, passive health
        // check) and takes it back only then: restarting the next one sooner would leave none.
        await new Promise((r) => setTimeout(r, NGINX_FAIL_TIMEOUT_MS + 500));
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
