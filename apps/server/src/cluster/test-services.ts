/**
 * What the cluster suite runs on: a PostgreSQL server it may create databases on
 * (TEST_DATABASE_URL, else the local one), nginx and redis-server (a Redis of its own). Resolves to undefined when one is missing,
 * so the suite is skipped on such a machine; under CI=true that is an error instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { nginxBinary } from './nginx';
import { adminQuery } from './pg-admin';
import { redisServerBinary } from './redis-server';

export interface ClusterTestServices {
  postgresUrl: string;
}

export async function clusterTestServices(): Promise<ClusterTestServices | undefined> {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const missing: string[] = [];
  try {
    await adminQuery(postgresUrl, 'select 1');
  } catch (err) {
    missing.push(`PostgreSQL at ${postgresUrl} (${String(err)})`);
  }
  if (!existsSync(nginxBinary())) missing.push(`nginx at ${nginxBinary()} (set NGINX_BIN)`);
  try {
    execFileSync(redisServerBinary(), ['--version'], { stdio: 'ignore' });
  } catch {
    missing.push(`redis-server (${redisServerBinary()})`);
  }
  if (!missing.length) return { postgresUrl };
  if (process.env.CI === 'true' || process.env.CI === '1') {
    throw new Error(`CI needs for the cluster suite: ${missing.join('; ')}`);
  }
  return undefined;
}
