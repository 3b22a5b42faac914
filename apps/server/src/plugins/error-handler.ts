import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http';
import { isDatabaseUnavailable } from '../lib/db-errors';

/**
 * One place turns every failure into `{ errors: [{ msg, param }] }`: validation is a 400 naming
 * the parameter, deliberate HttpErrors keep their status, a lost database is a 503, and anything
 * else is a 500 whose details go to the log only (no stack trace or SQL in the body).
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? '';
      const errors = err.validation.map((v) => ({
        msg: v.message ?? 'Invalid value',
        param: paramName(v.instancePath, v.params, where),
      }));
      return reply.status(400).send({ errors });
    }
    if (err instanceof HttpError) return reply.status(err.statusCode).send({ errors: err.errors });
    if (isDatabaseUnavailable(err)) {
      // One short line: during an outage every request lands here, and the driver's error
      // carries the query and its parameters (user text, ids) which do not belong in the log.
      req.log.warn({ code: databaseErrorCode(err) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          errors: [{ msg: 'Service temporarily unavailable, try again shortly', param: '' }],
        });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ errors: [{ msg: publicMessage(err), param: '' }] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ errors: [{ msg: 'Internal server error', param: '' }] });
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ errors: [{ msg: `No route ${req.method} ${req.url.split('?')[0]}`, param: '' }] });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any handler or hook
 * (bad percent-encoding in the path, an over-long parameter). Without it Fastify writes its own
 * `{ error, code, message }` body, which no client of this API reads.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 400;
  const msg =
    status >= 500
      ? 'Internal server error'
      : err.code === 'FST_ERR_BAD_URL'
        ? 'Malformed URL: bad percent-encoding'
        : publicMessage(err);
  void reply.status(status).send({ errors: [{ msg, param: '' }] });
}

function paramName(instancePath: string, params: unknown, context: string): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? context;
}

/** Framework 4xx messages are safe to show, but keep them short and free of internals. */
function publicMessage(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large';
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type';
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body is empty';
  if (err.code?.startsWith('FST_ERR_CTP')) return 'Malformed request body';
  // A plugin may throw something that is not an Error (no message): say so rather than crash.
  return (typeof err.message === 'string' ? err.message : 'Request refused').slice(0, 200);
}

function databaseErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
