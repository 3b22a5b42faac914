import { envelope, errorResponseSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** Liveness (200 when the database answers) and readiness (also warmed up, not draining). */
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

    // Readiness: live, not draining, and the start-up warm-up done (deps.lifecycle.warming).
    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'Ready for traffic: the database answers and the start-up warm-up is done',
          response: { 200: envelope(healthSchema), 503: errorResponseSchema },
        },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        const warming = [...(deps.lifecycle?.warming ?? [])];
        if (deps.lifecycle?.draining || warming.length) {
          const msg = warming.length ? `Warming up: ${warming.join(', ')}` : 'Shutting down';
          return reply.code(503).send({ errors: [{ msg, param: '' }] });
        }
        await deps.db.ping();
        return { data: { status: 'ok' as const, database: deps.db.kind }, rowCount: 1 };
      },
    );

    // Constant JSON, no database: the framework's ceiling in benchmarks.
    app.get(
      '/ping',
      {
        schema: {
          tags: ['system'],
          response: { 200: envelope(z.object({ pong: z.literal(true) })) },
        },
      },
      async () => ({ data: { pong: true as const }, rowCount: 1 }),
    );
  };
