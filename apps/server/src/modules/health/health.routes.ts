import { envelope } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Liveness and readiness in one: 200 only when the database answers. */
export const healthRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['system'], response: { 200: envelope(healthSchema) } } },
      async (_req, reply) => {
        await deps.db.ping();
        reply.header('cache-control', 'no-store');
        return { data: { status: 'ok' as const, database: deps.db.kind }, rowCount: 1 };
      },
    );

    // Constant JSON, no database: the framework's ceiling in benchmarks.
    app.get(
      '/ping',
      { schema: { tags: ['system'], response: { 200: envelope(z.object({ pong: z.literal(true) })) } } },
      async () => ({ data: { pong: true as const }, rowCount: 1 }),
    );
  };
