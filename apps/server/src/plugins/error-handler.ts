import type { FastifyError, FastifyInstance } from 'fastify';
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
      req.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ errors: [{ msg: 'Service temporarily unavailable, try again shortly', param: '' }] });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ errors: [{ msg: publicMessage(err), param: '' }] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ errors: [{ msg: 'Internal server error', param: '' }] });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ errors: [{ msg: `No route ${req.method} ${req.url.split('?')[0]}`, param: '' }] });
  });
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
  return err.message.slice(0, 200);
}
