import type { FastifyInstance } from 'fastify';
import rangeParser from 'range-parser';
import { contentTypeOf } from './content-types';
import { isSafeKey, MissingKeyError, type MediaStorage } from './storage';

const notFound = { errors: [{ msg: 'Not found', param: '' }] };

/**
 * GET/HEAD `{urlPrefix}*` from object storage: what @fastify/static does for files, for keys
 * under `keyPrefix/`. One Range (`bytes=a-b`, `a-`, `-n`) → 206 with Content-Range; an
 * unsatisfiable one → 416 with `bytes *\/size`; a malformed or multi-part one is ignored (the
 * whole object, 200), as send does. Every key is immutable (a new version or id per write).
 */
export function objectMediaRoutes(
  storage: MediaStorage,
  opts: { urlPrefix: string; keyPrefix: string; cors?: boolean },
) {
  return async (app: FastifyInstance) => {
    // HEAD declared here, not derived from GET: Fastify's derived one sets the length to 0.
    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: `${opts.urlPrefix}*`,
      handler: async (req, reply) => {
        const rest = req.params['*'];
        if (!isSafeKey(rest)) return reply.code(404).send(notFound);
        const key = `${opts.keyPrefix}/${rest}`;
        const size = await storage.size(key);
        if (size === null) return reply.code(404).send(notFound);
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-type', contentTypeOf(key));
        if (opts.cors) reply.header('access-control-allow-origin', '*');

        let range: { start: number; end: number } | undefined;
        const asked = req.headers.range;
        if (asked) {
          const parsed = rangeParser(size, asked, { combine: true });
          if (parsed === -1)
            return reply.code(416).header('content-range', `bytes */${size}`).send();
          if (parsed !== -2 && parsed.type === 'bytes' && parsed.length === 1) range = parsed[0];
        }
        if (range) {
          reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
            .header('content-length', range.end - range.start + 1);
        } else reply.header('content-length', size);
        if (req.method === 'HEAD') return reply.send();
        try {
          const { body } = await storage.stream(key, range);
          return reply.send(body);
        } catch (err) {
          // Deleted between the size and the read (an item removed while someone plays it).
          if (err instanceof MissingKeyError)
            return reply
              .code(404)
              .removeHeader('content-range')
              .removeHeader('content-length')
              .send(notFound);
          throw err;
        }
      },
    });
  };
}
