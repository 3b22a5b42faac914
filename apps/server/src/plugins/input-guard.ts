import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http';

/**
 * Text PostgreSQL cannot hold, refused as a 400 naming its parameter:
 * - U+0000: a NUL byte in a path, query or body string reaches the database as an error (500);
 * - a lone UTF-16 surrogate ("\ud800" in JSON): valid JSON but not text; jsonb refuses it
 *   (22P02, found by the route property test on POST /api/scouting/filters) and a text column
 *   would keep U+FFFD instead.
 * Every parameter is text to somebody, so the check is one hook for all routes rather than a
 * rule on each schema. The query is checked again after validation: a JSON parameter
 * (`filter={"a":"\\u0000"}`) only holds the character once parsed.
 *
 * It walks parsed data only (decision 0025): strings, arrays and plain objects, as JSON, a form
 * or a query string parse to. A body that is anything else (a film upload's request stream,
 * a Buffer) is the route's own to read: walking a stream walks its socket, the server and all
 * they reference, thousands of levels down, and blocks the event loop for every request.
 */
const NUL = 'must not contain the NUL character (\\u0000)';
const SURROGATE = 'must be valid Unicode: it holds half of a surrogate pair (\\ud800-\\udfff)';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const problemOf = (s: string) =>
  s.includes('\u0000') ? NUL : LONE_SURROGATE.test(s) ? SURROGATE : undefined;

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const found =
      findBadText(req.params, '') ?? findBadText(req.query, '') ?? findBadText(req.body, '');
    if (found) throw badRequest(found.msg, found.at);
  });
  app.addHook('preHandler', async (req) => {
    const found = findBadText(req.query, '');
    if (found) throw badRequest(found.msg, found.at);
  });
}

/** Dotted path of the first string (or key) holding bad text, as validation errors name them. */
function findBadText(v: unknown, path: string, depth = 0): { at: string; msg: string } | undefined {
  if (typeof v === 'string') {
    const msg = problemOf(v);
    return msg ? { at: path, msg } : undefined;
  }
  if (!isParsedData(v) || depth > 64) return undefined;
  for (const [k, child] of Object.entries(v)) {
    const at = path ? `${path}.${k}` : k;
    const msg = problemOf(k);
    if (msg) return { at, msg };
    const found = findBadText(child, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * An array or an object of the kind a parser makes: its prototype is Object's, none, or an empty
 * one that has none itself (the router's and query parser's fast null-prototype records).
 */
export function isParsedData(v: unknown): v is object {
  if (!v || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}
