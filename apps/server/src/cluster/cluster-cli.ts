// `npm run cluster -- [--instances 3] [--port 8080] [--replica] [--database-url postgres://...]
//   [--fresh-database]`  (--fresh-database: a new empty database, dropped on stop; the e2e run)
// Starts N instances on PostgreSQL (+ a streaming replica of its own with --replica) and a Redis
// of its own, behind nginx (deploy/nginx/hoopdex.conf). Ctrl-C stops everything it started.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster';
import { adminQuery, createEmptyDatabase, withDatabase } from './pg-admin';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', short: 'n', default: '2' },
    port: { type: 'string', short: 'p' },
    replica: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'fresh-database': { type: 'boolean', default: false },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('cluster: --instances must be a whole number from 1 to 16');
  process.exit(1);
}

/** Without --database-url: the database `hoopdex_cluster` on the local PostgreSQL, made once. */
async function defaultDatabase(): Promise<string> {
  const url = withDatabase(server, 'hoopdex_cluster');
  await adminQuery(server, 'create database hoopdex_cluster').catch((err: { code?: string }) => {
    if (err.code !== '42P04') throw err; // exists already
  });
  return url;
}

const server = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const fresh = values['fresh-database']
  ? await createEmptyDatabase(server, 'hoopdex_e2e')
  : undefined;
/** Settings passed on to every instance when set here (the e2e run widens the auth budgets). */
const passed = ['AUTH_ATTEMPT_LIMIT_FACTOR', 'RATE_LIMIT_PER_MINUTE', 'DATA_DIR', 'SMTP_URL'];
const cluster = await startCluster({
  instances,
  replica: values.replica,
  databaseUrl: values.replica
    ? undefined
    : (fresh?.url ?? values['database-url'] ?? (await defaultDatabase())),
  port: values.port ? Number(values.port) : undefined,
  env: {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...Object.fromEntries(passed.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : []))),
  },
  echo: true,
});
console.log(
  [
    `Hoopdex cluster: ${instances} instance(s) behind nginx at ${cluster.url}`,
    `  instances: ${cluster.instances.map((i) => `127.0.0.1:${i.port}`).join(', ')}`,
    `  PostgreSQL primary: ${cluster.databaseUrl}`,
    cluster.replicaUrl ? `  PostgreSQL replica: ${cluster.replicaUrl}` : '',
    `  Redis: ${cluster.redis.url}`,
    'Ctrl-C stops it.',
  ]
    .filter(Boolean)
    .join('\n'),
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping the cluster…');
  cluster
    .stop()
    .then(() => fresh?.drop())
    .then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
