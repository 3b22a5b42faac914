import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas, plus a docs page. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hoopdex functions backend',
        description:
          'Every call answers `{ data, rowCount }`; bad input is `400 { errors: [{ msg, param }] }`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: withFileBodies,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/**
 * A route that reads its body as a file stream (a game's film) declares `consumes` and no body
 * schema, since nothing validates a stream: the document still says what it takes, a binary body
 * of each listed type (Swagger UI then offers a file picker; the route property test sends one).
 */
const withFileBodies: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as { consumes?: string[]; body?: unknown } | undefined;
  if (!schema?.consumes?.length || schema.body) return out;
  return { ...out, schema: { ...schema, body: { type: 'string', format: 'binary' } } };
};
