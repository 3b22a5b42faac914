import path from 'node:path';
import type { Logger } from 'pino';
import type { buildApp as BuildApp } from './app';
import type { DbHandle } from './db/client';
import { ConfigError, loadEnv, s3Config, tusDir } from './env';
import { lockDataDir } from './lib/data-dir-lock';
import { assertPortFree } from './lib/port-check';

// Start-up order: config → data dir lock → port → database (migrate, seed once) → listen.
// Any problem a person can fix is one line naming what to fix, without a stack trace. The checks
// that need no database run before the app's modules load, so a mistake is reported at once.
async function main() {
  const env = loadEnv();
  const s3 = s3Config(env); // a half-given S3 setting stops here, before anything starts
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDirAbs);
  try {
    await assertPortFree(env.PORT, env.HOST);
  } catch (err) {
    unlock();
    throw err;
  }
  const [
    { connectRedis },
    { createRedisBus },
    { pino },
    { buildApp },
    { openDatabase },
    { seedIfEmpty },
    { createCache },
    { leagues },
    { warmStats },
    { ensureIntel, warmIntel },
    { createAccounts, createLocalJwksVerifier, redactPaths, reqSerializer },
    { seedDemoAccountsOnce },
    { startMailJobs },
    { startProjectionJobs },
    { warmValueBoards },
  ] = await Promise.all([
    import('./lib/redis-connection'),
    import('./lib/redis-bus'),
    import('pino'),
    import('./app'),
    import('./db/client'),
    import('./seed/seed-if-empty'),
    import('./lib/cache'),
    import('./db/schema/index'),
    import('./modules/stats/index'),
    import('./modules/intel/index'),
    import('./modules/auth/index'),
    import('./seed/seed-accounts'),
    import('./modules/notifications/index'),
    import('./modules/projections/index'),
    import('./modules/value/index'),
  ]);
  const logger = pino(
    {
      level: env.LOG_LEVEL,
      redact: redactPaths,
      serializers: { req: reqSerializer },
    },
    await logDestination(),
  );
  let db: DbHandle | undefined;
  const t0 = Date.now();
  const took = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  try {
    db = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      replicaUrl: env.DATABASE_REPLICA_URL,
      dataDir: env.dataDirAbs,
      onPoolError: (err) => logger.warn({ err: err.message }, 'database connection lost'),
    });
    logger.info(
      `${db.kind === 'pglite' ? `PGlite at ${env.dataDirAbs}` : `PostgreSQL${env.DATABASE_REPLICA_URL ? ' (with a read replica)' : ''}`} open (${took()})`,
    );
    await db.migrate();
    logger.info(`migrations applied (${took()})`);
    const redisLog = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m) };
    const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, redisLog) : undefined;
    const bus = redis ? createRedisBus(redis, redisLog) : undefined;
    const accounts = await createAccounts(db.db, env, logger, redis);
    if (env.SEED_ON_START) {
      // Under a lock: instances started together on an empty database would all seed at once.
      const seeded = db;
      await seeded.whileSeedLocked(async () => {
        await seedIfEmpty(seeded.db, (msg) => logger.info(msg));
        await seedDemoAccountsOnce(seeded.db, accounts, logger);
      });
    }
    const cache = createCache({ redis, bus });
    // Readiness (GET /api/health/ready) waits for these; each leaves the set when done or failed.
    const warming = new Set(['stats', 'Value boards', 'backtests']);
    const lifecycle = { draining: false, warming };
    const app = await buildApp({
      db,
      lifecycle,
      redis,
      bus,
      cache,
      logger,
      accounts,
      // The auth library's public keys, read from the jwks table (no HTTP round trip).
      verifier: createLocalJwksVerifier(db.db),
      config: {
        webDist: env.webDistAbs,
        ssrEntry: path.resolve(env.webDistAbs, '..', 'dist-ssr', 'entry-server.js'),
        ungateAllRoutes: env.VITE_UNGATE_ALL_ROUTES,
        rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
        trustProxy: env.TRUST_PROXY,
        publicUrl: env.publicUrl,
        media: {
          dir: path.join(env.dataDirAbs, 'media'),
          tusDir: tusDir(env),
          s3,
          uploadMaxBytes: env.UPLOAD_MAX_BYTES,
          quotaBytes: env.UPLOAD_QUOTA_BYTES,
          runJobs: true,
        },
      },
    });
    const address = await listen(app, env.PORT, env.HOST);
    if (env.SEED_ON_START) {
      // Demo Studio items and hosted videos (drawn by ffmpeg, transcoded as jobs) once the
      // server answers, so first start stays fast; under the seed lock like the rest.
      const seeded = db;
      void import('./seed/seed-hosted-videos')
        .then(({ seedHostedVideos }) =>
          seeded.whileSeedLocked(() =>
            seedHostedVideos(seeded.db, tusDir(env), (msg) => logger.info(msg)),
          ),
        )
        .catch((err: unknown) => logger.warn({ err }, 'demo hosted videos failed'))
        // Then the demo game film (decision 0023), synced by the same media jobs.
        .then(() => import('./seed/seed-game-film'))
        .then(({ seedGameFilm }) =>
          seeded.whileSeedLocked(() =>
            seedGameFilm(seeded.db, path.join(env.dataDirAbs, 'media'), (msg) => logger.info(msg)),
          ),
        )
        .catch((err: unknown) => logger.warn({ err }, 'demo game film failed'));
    }
    // Alert mails (each event, daily digest, retries): every instance ticks, one runs at a time.
    const stopMailJobs = startMailJobs(
      { db: db.db, mailer: accounts.mailer, publicUrl: env.publicUrl, log: logger },
      env.ALERT_MAIL_INTERVAL_MS,
    );
    // Projections' backtests (decision 0026): due after imports; every instance ticks, each
    // league season is claimed by one.
    const stopProjectionJobs = startProjectionJobs({ db, cache }, logger, undefined, () =>
      warming.delete('backtests'),
    );
    // Stats aggregates take a moment each; compute them now rather than on the first visitor.
    // Big games / comps first when the data lacks them (decision 0008: a fresh seed, a restore).
    // "running" is said only after that: before it, the first pages take seconds to answer.
    const running = `Hoopdex is running at ${address.replace('127.0.0.1', 'localhost')}`;
    const handle = db;
    void ensureIntel(handle.db, (msg) => logger.info(msg))
      .then(() => handle.db.select({ id: leagues.id }).from(leagues))
      .then(async (rows) => {
        const ids = rows.map((r) => r.id);
        await warmStats({ db: handle, cache }, ids);
        await warmIntel({ db: handle, cache }, ids);
        // The Value boards take seconds a league: computed after start, off every request.
        app.background.run('Value boards warm-up', () =>
          warmValueBoards({ db: handle, cache }, ids).finally(() => warming.delete('Value boards')),
        );
      })
      .then(() => logger.info(`stats warmed (${took()})`))
      .catch((err: unknown) => {
        logger.warn({ err }, 'stats warm-up failed: the first visits compute what they need');
        warming.delete('Value boards'); // not queued
      })
      .finally(() => {
        warming.delete('stats');
        logger.info(running);
      });
    onShutdown(async () => {
      // Fail the health check and close each connection after its answer, for a while, so the
      // balancer stops sending here; then stop listening and finish what is in flight.
      lifecycle.draining = true;
      if (env.SHUTDOWN_DRAIN_MS > 0) {
        logger.info(`draining for ${env.SHUTDOWN_DRAIN_MS} ms`);
        await new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_MS));
      }
      stopMailJobs();
      stopProjectionJobs();
      await app.close();
      await bus?.close();
      redis?.removeAllListeners('close'); // a deliberate close is not an outage to log
      redis?.disconnect();
      await db?.close();
      unlock();
    }, logger);
  } catch (err) {
    await db?.close().catch(() => undefined);
    unlock();
    throw err;
  }
}

async function listen(app: Awaited<ReturnType<typeof BuildApp>>, port: number, host: string) {
  try {
    return await app.listen({ port, host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`Port ${port} is already in use: stop the other process or set PORT`);
    }
    throw err;
  }
}

/**
 * Where log lines go: readable, coloured lines when a person watches a terminal; JSON lines (one
 * object each, for log collectors) otherwise. pino-pretty runs in-process here (no worker thread),
 * so a line is on screen before the process exits.
 */
async function logDestination() {
  if (!process.stdout.isTTY) return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}

function onShutdown(close: () => Promise<void>, logger: Logger) {
  let closing = false;
  const handler = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => handler('SIGTERM'));
  process.once('SIGINT', () => handler('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`hoopdex: ${err.message}`);
  } else {
    console.error('hoopdex: failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
