import Fastify, { type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps, ModuleDeps } from './deps';
import { createBackgroundWork, type BackgroundWork } from './lib/background-work';
import { createCache } from './lib/cache';
import { drawnImagesRoutes } from './modules/drawn-images/index';
import { createMemoryAlertsBus, createRedisAlertsBus } from './modules/notifications/index';
import { registerApiModules } from './modules/register-api';
import { hostedMediaPlugin, type JobRunner } from './modules/media/index';
import { filmSyncJob, FILM_SYNC } from './modules/film-sync/index';
import { dropPublicContent } from './public-content-cache';
import {
  createPublishingEvents,
  publishDue,
  startScheduledPublishing,
} from './modules/content/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Studio background work, callable by tests (issue 23). */
    studioJobs: { publishDue(now?: Date): Promise<number>; runner: JobRunner };
    /** Work after answers (an import's follow-up checks): tests await `settled()`. */
    background: BackgroundWork;
  }
}
import { createShareMetaLookup } from './modules/share-meta/index';
import { resolveCaller } from './modules/auth/index';
import { authContext } from './plugins/auth-context';
import { documentGate } from './plugins/document-gate';
import { frameworkErrors, registerErrorHandlers } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { loadServerRenderer } from './plugins/server-render';
import { registerStaticSpa } from './plugins/static-spa';

export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole server without listening: tests call `inject`, index.ts calls `listen`. */
export async function buildApp(input: AppDeps) {
  const base = {
    ...input,
    cache: input.cache ?? createCache({ redis: input.redis, bus: input.bus }),
    alerts:
      input.alerts ?? (input.redis ? createRedisAlertsBus(input.redis) : createMemoryAlertsBus()),
    publishing: createPublishingEvents(),
  };
  // Content went public, changed or left: every module whose reads list content drops them.
  base.publishing.onChanged(() => dropPublicContent(base.cache));
  const config = base.config ?? {};
  const app = Fastify({
    ...(base.logger ? { loggerInstance: base.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    // On shutdown, drop idle keep-alive sockets so close() only waits for real work.
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // A bus made here is closed here; one passed in belongs to the caller.
  if (!input.alerts) app.addHook('onClose', () => base.alerts.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerInputGuard(app);
  const lifecycle = base.lifecycle;
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
    redis: base.redis,
  });
  await registerOpenApi(app);
  await app.register(authContext, { verifier: base.verifier });
  // Hosted media: storage, the job runner with every job kind, /media/hosted and /media/uploads.
  await app.register(hostedMediaPlugin, {
    db: base.db.db,
    cache: base.cache,
    publishing: base.publishing,
    config: config.media,
    jobKinds: { [FILM_SYNC]: filmSyncJob },
  });
  const background = createBackgroundWork(app.log);
  app.decorate('background', background);
  // Nothing queued may outlive the app (and the database closed after it).
  app.addHook('onClose', () => background.stop());
  const deps: ModuleDeps = { ...base, hosted: app.hostedMedia, background };

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
    // Gated pages redirect signed-out visitors before any HTML (spec §2, issue 34).
    const accounts = base.accounts;
    // Asked by the gate and by the renderer for the same page load: looked up once.
    const lookups = new WeakMap<FastifyRequest, Promise<boolean>>();
    const signedIn = (req: FastifyRequest) => {
      let known = lookups.get(req);
      if (!known) {
        known = accounts
          ? resolveCaller(req, accounts).then((caller) => caller !== null)
          : Promise.resolve(req.user !== null);
        lookups.set(req, known);
      }
      return known;
    };
    await app.register(documentGate, { ungated: config.ungateAllRoutes ?? false, signedIn });
    await registerStaticSpa(app, config.webDist, {
      signedIn,
      ungated: config.ungateAllRoutes ?? false,
      shareMeta: createShareMetaLookup(deps),
      publicUrl: config.publicUrl,
      render: config.ssrEntry ? await loadServerRenderer(config.ssrEntry, app.log) : null,
    });
  }

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
