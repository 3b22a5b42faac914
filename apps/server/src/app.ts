import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps, ModuleDeps } from './deps';
import { createCache } from './lib/cache';
import { drawnImagesRoutes } from './modules/drawn-images/drawn-images.routes';
import { createMemoryAlertsBus, createRedisAlertsBus } from './modules/notifications/alerts-bus';
import { registerApiModules } from './modules/register-api';
import { dropPublicContent } from './public-content-cache';
import { createPublishingEvents } from './modules/content/publishing/publishing-events';
import { mediaConfig } from './modules/media/media-config';
import { createHostedVideo, type HostedVideo } from './modules/media/video/hosted-video';
import type { JobRunner } from './modules/media/video/job-runner';
import { hostedMediaRoutes } from './modules/media/video/hosted-media.routes';
import { uploadedImagesRoutes } from './modules/media/images/uploaded-images.routes';
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
  // Content went public, changed or left: every module whose reads list content drops them.
  deps.publishing.onChanged(() => dropPublicContent(deps.cache));
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
  await app.register(drawnImagesRoutes);
  await app.register(hostedMediaRoutes(deps.hosted.storage));
  await app.register(uploadedImagesRoutes(deps.hosted.storage));
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
