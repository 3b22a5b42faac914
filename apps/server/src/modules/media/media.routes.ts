import type { FastifyInstance, FastifyReply } from 'fastify';
import { avatarSvg, logoSvg, thumbSvg } from './media-svg';

const KEY = /^([a-z0-9-]{1,120})\.svg$/;

const kinds: Record<string, (key: string) => string> = {
  avatars: avatarSvg,
  logos: logoSvg,
  thumbs: thumbSvg,
};

/**
 * GET /media/{avatars,logos,thumbs}/:key.svg — generated images. A key's picture never changes,
 * so browsers and CDNs may keep it for a year.
 */
export async function mediaRoutes(app: FastifyInstance) {
  for (const [kind, draw] of Object.entries(kinds)) {
    // A wildcard, not `:file`: Fastify caps named params at 100 characters, keys may have 120.
    app.get<{ Params: { '*': string } }>(`/media/${kind}/*`, async (req, reply) => {
      const match = KEY.exec(req.params['*']);
      if (!match?.[1]) return notFound(reply);
      return (
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          // An SVG opened directly is a document: it may not run scripts or load anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(draw(match[1]))
      );
    });
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ errors: [{ msg: 'Image not found', param: 'key' }] });
}
