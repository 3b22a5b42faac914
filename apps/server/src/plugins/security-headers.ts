import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers the helmet middleware sets for these options, computed once by running it
 * against a recording response. Our options are constant (no per-request CSP nonce, no
 * directive functions), so every response gets the same list; @fastify/helmet instead builds a
 * new helmet middleware, reparsing every CSP directive, on each request (~20-70 µs, a
 * measurable share of a cached read).
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const set = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.set(name, String(value)),
    removeHeader: (name: string) => void set.delete(name),
  };
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
  });
  return [...set];
}

/** Sets helmet's headers on every response, as @fastify/helmet did (on the raw response). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
