import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DbHandle } from './db/client';
import { createCache, type Cache } from './lib/cache';
import type { RedisBus } from './lib/redis-bus';
import type { Accounts } from './modules/auth/accounts';
import type { TokenVerifier } from './modules/auth/token-verifier';
import { mediaRoutes } from './modules/media/media.routes';
import {
  createMemoryAlertsBus,
  createRedisAlertsBus,
  type AlertsBus,
} from './modules/notifications/alerts-bus';
import type { StreamLimits } from './modules/notifications/stream-hub';
import { registerApiModules } from './modules/register-api';
import {
  createPublishingEvents,
  type PublishingEvents,
} from './modules/content/publishing/publishing-events';
import { mediaConfig, type MediaConfig } from './modules/uploads/media-config';
import { createHostedVideo, type HostedVideo } from './modules/hosted-video/hosted-video';
import type { JobRunner } from './modules/hosted-video/job-runner';
import { hostedMediaRoutes } from './modules/hosted-video/hosted-media.routes';
import { uploadedImagesRoutes } from './modules/hosted-video/uploaded-images.routes';
import { publishDue, startScheduledPublishing } from './modules/content/publishing/studio-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Studio background work, callable by tests (issue 23). */
    studioJobs: { publishDue(now?: Date): Promise<number>; runner: JobRunner };
  }
}
import { createShareMetaLookup } from './modules/share-meta/share-meta.service';
import { authContext } from './plugins/auth-context';
import { frameworkErrors, registerErrorHandlers } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStaticSpa } from './plugins/static-spa';

export interface AppConfig {
  /** Folder of the built SPA; omitted in API tests. */
  webDist?: string | undefined;
  rateLimitPerMinute?: number;
  trustProxy?: boolean;
  /** Where the site is reached (PUBLIC_URL, no trailing slash): absolute URLs in link previews. */
  publicUrl?: string | undefined;
  /** Alert event streams: per-user limit, heartbeat and idle timeout (defaults in stream-hub). */
  alerts?: Partial<StreamLimits>;
  /** Hosted media (issue 23): uploads, renditions, job runner; a temp dir in tests. */
  media?: Partial<MediaConfig>;
}

export interface AppDeps {
  db: DbHandle;
  /** Checks bearer ID tokens (jose against the auth library's keys; a local key pair in tests). */
  verifier: TokenVerifier;
  /** The auth library and its mailer and limits; /api/auth/* and the account calls need it. */
  accounts?: Accounts;
  config?: AppConfig;
  redis?: Redis | undefined;
  /** Messages between instances (lib/redis-bus.ts); modules may subscribe to their channels. */
  bus?: RedisBus | undefined;
  /** Public-read cache; made from `redis` and `bus` when not given. */
  cache?: Cache;
  /**
   * Set `draining` on SIGTERM (index.ts): from then on the health check answers 503 and every
   * answer closes its connection, so a balancer moves traffic away before the server stops.
   */
  lifecycle?: { draining: boolean };
  /** Alerts pub/sub between instances; made from `redis` (or in-process) when not given. */
  alerts?: AlertsBus;
  /** A pino logger to use (index.ts), or false/undefined for silence (tests). */
  logger?: FastifyBaseLogger | false;
}

/** What every API module receives: the app's dependencies with the cache made. */
export type ModuleDeps = AppDeps & {
  cache: Cache;
  alerts: AlertsBus;
  /** Content publishing tells its listeners (the alerts) what went public. */
  publishing: PublishingEvents;
  /** Hosted video: storage, media jobs, the Studio's hooks (issue 23). */
  hosted: HostedVideo;
};

export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole server without listening: tests call `inject`, index.ts calls `listen`. */
export async function buildApp(input: AppDeps) {
  const deps: ModuleDeps = {
    ...input,
    cache: input.cache ?? createCache({ redis: input.redis, bus: input.bus }),
    alerts:
      input.alerts ?? (input.redis ? createRedisAlertsBus(input.redis) : createMemoryAlertsBus()),
    publishing: createPublishingEvents(),
    hosted: undefined as unknown as HostedVideo, // made below, once the logger exists
  };
  const config = deps.config ?? {};
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    // On shutdown, drop idle keep-alive sockets so close() only waits for real work.
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  deps.hosted = createHostedVideo({
    db: deps.db.db,
    cache: deps.cache,
    publishing: deps.publishing,
    media: mediaConfig(config.media),
    log: app.log,
  });
  // On close the running ffmpeg is killed and its lease left to lapse: the job resumes anywhere.
  app.addHook('onClose', async () => deps.hosted.runner.abandon());

  // A bus made here is closed here; one passed in belongs to the caller.
  if (!input.alerts) app.addHook('onClose', () => deps.alerts.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerInputGuard(app);
  const lifecycle = deps.lifecycle;
  if (lifecycle) {
    app.addHook('onRequest', async (req, reply) => {
      if (!lifecycle.draining) return;
      reply.header('connection', 'close');
      if (req.url === '/api/health') {
        return reply.code(503).send({ errors: [{ msg: 'Shutting down', param: '' }] });
      }
    });
  }

  await registerSecurity(app, {
    rateLimitPerMinute: config.rateLimitPerMinute ?? 0,
    redis: deps.redis,
  });
  await registerOpenApi(app);
  await app.register(authContext, { verifier: deps.verifier });

  await app.register(
    async (api) => {
      if (config.rateLimitPerMinute) {
        api.addHook('onRequest', api.rateLimit());
      }
      await registerApiModules(api, deps);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(hostedMediaRoutes(deps.hosted.storage));
  await app.register(uploadedImagesRoutes(deps.hosted.media.dir));
  // Scheduled publishing (and, with hosted video, the media jobs): tests call these directly.
  const jobDeps = { db: deps.db.db, cache: deps.cache, publishing: deps.publishing, log: app.log };
  app.decorate('studioJobs', {
    publishDue: (now?: Date) => publishDue(jobDeps, now),
    runner: deps.hosted.runner,
  });
  if (config.media?.runJobs) {
    const stop = startScheduledPublishing(jobDeps, 10_000);
    app.addHook('onClose', async () => stop());
  }
  if (config.webDist) {
    await registerStaticSpa(app, config.webDist, {
      shareMeta: createShareMetaLookup(deps),
      publicUrl: config.publicUrl,
    });
  }

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
