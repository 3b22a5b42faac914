import type { FastifyInstance, FastifyReply } from 'fastify';
import { personaSvg, type AvatarLook } from './avatar-svg';
import { initialsAvatarSvg, logoSvg, thumbSvg } from './drawn-svg';

const KEY = /^([a-z0-9-]{1,120})\.svg$/;

/** `?look=`: a men's or women's player, anyone (the default), or 'brand' for shows and Hoopdex. */
const LOOKS = new Set(['men', 'women', 'any', 'brand']);

const avatar = (key: string, look: string) =>
  look === 'brand' ? initialsAvatarSvg(key) : personaSvg(key, look as AvatarLook);

const kinds: Record<string, (key: string, look: string) => string> = {
  avatars: avatar,
  logos: logoSvg,
  thumbs: thumbSvg,
};

/**
 * GET /media/{avatars,logos,thumbs}/:key.svg — generated images (avatars take `?look=`). A key's picture never changes,
 * so browsers and CDNs may keep it for a year.
 */
export async function drawnImagesRoutes(app: FastifyInstance) {
  for (const [kind, draw] of Object.entries(kinds)) {
    // A wildcard, not `:file`: Fastify caps named params at 100 characters, keys may have 120.
    app.get<{ Params: { '*': string }; Querystring: { look?: unknown } }>(
      `/media/${kind}/*`,
      async (req, reply) => {
        const match = KEY.exec(req.params['*']);
        if (!match?.[1]) return notFound(reply);
        const look = req.query.look ?? 'any';
        if (kind === 'avatars' && (typeof look !== 'string' || !LOOKS.has(look)))
          return reply
            .code(400)
            .send({ errors: [{ msg: 'look must be men, women, any or brand', param: 'look' }] });
        return (
          reply
            .header('content-type', 'image/svg+xml; charset=utf-8')
            .header('cache-control', 'public, max-age=31536000, immutable')
            // An SVG opened directly is a document: it may not run scripts or load anything.
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            .header('x-content-type-options', 'nosniff')
            .send(draw(match[1], String(look)))
        );
      },
    );
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ errors: [{ msg: 'Image not found', param: 'key' }] });
}
