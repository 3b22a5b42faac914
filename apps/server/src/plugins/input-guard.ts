import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http';

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte in a path, query or body string would reach
 * the database as an error and answer 500. Every parameter is text to somebody, so the check
 * is one hook for all routes rather than a rule on each schema. The query is checked again
 * after validation: a JSON parameter (`filter={"a":"\\u0000"}`) only holds the NUL once parsed.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const where = findNul(req.params, '') ?? findNul(req.query, '') ?? findNul(req.body, '');
    if (where !== undefined)
      throw badRequest('must not contain the NUL character (\\u0000)', where);
  });
  app.addHook('preHandler', async (req) => {
    const where = findNul(req.query, '');
    if (where !== undefined)
      throw badRequest('must not contain the NUL character (\\u0000)', where);
  });
}

/** Dotted path of the first string (or key) holding a NUL, as the validation errors name them. */
function findNul(v: unknown, path: string, depth = 0): string | undefined {
  if (typeof v === 'string') return v.includes('\u0000') ? path : undefined;
  if (!v || typeof v !== 'object' || depth > 64) return undefined;
  for (const [k, child] of Object.entries(v)) {
    const at = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return at;
    const found = findNul(child, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
